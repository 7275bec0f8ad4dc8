// Module C's side panel. While the viewer builds (behind the hand-over cover in hot-seat, like any
// setup): the level and budget, the points left (always in sight), the limits, each ship class, card
// and extra with its price — bought and taken back by the engine's own actions, a refusal shown in the
// engine's words — the commander's ship, "fill randomly to budget" and saved fleet lists. Once the
// fleets have mustered: the objective and each side's progress. Nothing here decides a rule.
import { useState } from 'react';
import type { Action, GameState, PlayerId } from '../../../engine';
import { useUiStore } from '../../../store';
import { useT } from '../../../i18n';
import { useDisplayed } from '../../../ui/game/useDisplayed';
import { errorText, playerName } from '../../../ui/game/describe';
import { wordsFor, type Words } from '../strings';
import { battleOf, fleetData, MODULE_ID, type FleetOptions } from '../rules';
import { budget, catalogue, itemCost, pointsLeft, spent, whyNotBuy, type Build, type Item } from '../rules/shop';
import { progressOf } from '../rules/objectives';
import { objectiveText } from './facts';
import { loadLists, saveList, type SavedList } from './savedLists';

type Shown = Pick<GameState, 'setup' | 'moduleState'>;
const act = (action: string, params: unknown = {}): Action => ({ type: 'module', module: MODULE_ID, action, params });

export function FleetPanel() {
  const t = wordsFor(useT());
  const names = useUiStore((s) => s.session?.names);
  const { playerView, viewer, interactive } = useDisplayed();
  const shown = playerView as unknown as (Shown & { pending: GameState['pending'] }) | null;
  const o = shown?.setup.modules?.find((m) => m.id === MODULE_ID)?.options as FleetOptions | undefined;
  if (!shown || !o || !viewer || !names) return null;
  const data = fleetData(shown);
  const building = shown.pending?.kind === 'moduleSetup' && shown.pending.module === MODULE_ID && shown.pending.phase === 'build' && shown.pending.player === viewer;
  const who = (p: PlayerId) => playerName(names, t, p);
  return (
    <section className="panel fleetbuild" data-testid="fleet-builder" aria-label={t('fleet.title')}>
      <h2>{building ? t('fleet.title') : t('fleet.progress.title')}</h2>
      {building && data ? <Builder shown={shown} o={o} b={data.builds[viewer]} t={t} interactive={interactive} otherDone={data.done.length > 0} /> : null}
      {!building ? <p className="small" data-testid="fleet-objective">{objectiveText(t, o, shown.setup.rounds)}</p> : null}
      {data?.battle ? (
        <>
          <p className="small" data-testid="fleet-attacker">{t('fleet.progress.attacker', { side: who(data.battle.attacker), blue: data.battle.spent.blue, red: data.battle.spent.red })}</p>
          <ul className="small" data-testid="fleet-progress">
            {progressOf(shown as GameState, o).map((p) => (
              <li key={p.side} className={`score__side--${p.side}`}>
                {p.what === 'commander' ? t(p.value ? 'fleet.progress.commander.1' : 'fleet.progress.commander.0', { side: who(p.side) }) : t(`fleet.progress.${p.what}` as 'fleet.progress.held', { side: who(p.side), value: p.value, target: p.target })}
              </li>
            ))}
          </ul>
          {battleOf(shown)?.fog === 'on' ? <p className="small muted">{t('fleet.progress.fog')}</p> : null}
        </>
      ) : null}
    </section>
  );
}

function Builder({ shown, o, b, t, interactive, otherDone }: { shown: Shown; o: FleetOptions; b: Build; t: Words; interactive: boolean; otherDone: boolean }) {
  const submit = useUiStore((s) => s.submit);
  const lang = useUiStore((s) => s.language);
  const [lists, setLists] = useState<SavedList[]>(loadLists);
  const left = pointsLeft(shown, o, b);
  const count = (it: Item) => (it.item === 'ship' ? b.ships : it.item === 'card' ? b.cards : b.extras).filter((x) => x === it.id).length;
  const name = (it: Item): string => {
    if (it.item === 'ship') return shown.setup.ruleset.classes[it.id]?.name[lang] ?? it.id;
    if (it.item === 'card') return shown.setup.cards?.[it.id]?.name[lang] ?? it.id;
    return t(`fleet.extra.${it.id}` as 'fleet.extra.fog');
  };
  const groups: [Item['item'], 'fleet.ships' | 'fleet.cards' | 'fleet.extras'][] = [['ship', 'fleet.ships'], ['card', 'fleet.cards'], ['extra', 'fleet.extras']];
  const unplaced = b.extras.filter((e) => e === 'minefield').length > b.minefields.length;
  const buyList = (l: SavedList) => {
    for (const it of l.items) if (!submit(act('buy', it))) break;
  };
  return (
    <div className="fleet__builder">
      <p className="small">{t('fleet.level', { level: t(`fleet.level.${o.level}` as 'fleet.level.brigade'), budget: budget(o) })}</p>
      <p className="fleet__left" data-testid="fleet-points-left"><strong>{t('fleet.left', { left, budget: budget(o) })}</strong></p>
      <p className="small muted">{t('fleet.limits', { ships: o.maxShips, cards: o.maxCards })}</p>
      <p className="small">{objectiveText(t, o, 0)}</p>
      {otherDone ? <p className="small muted">{t('fleet.otherDone')}</p> : null}
      {unplaced ? <p className="small bad" data-testid="fleet-place-mine">{t('fleet.placeMine')}</p> : null}
      {groups.map(([kind, title]) => (
        <details key={kind} open={kind !== 'card'}>
          <summary>{t(title)}</summary>
          <ul className="fleet__items">
            {catalogue(shown).filter((it) => it.item === kind).map((it) => {
              const why = whyNotBuy(shown, o, b, it);
              const n = count(it);
              return (
                <li key={it.id} data-testid={`fleet-item-${it.item}-${it.id}`}>
                  <span>{name(it)}</span> <span className="muted">{t('fleet.cost', { cost: itemCost(shown, o, it) ?? 0 })}</span> {n ? <strong>{t('fleet.owned', { n })}</strong> : null}{' '}
                  <button type="button" disabled={!interactive || !!why || unplaced} title={why ? errorText(lang, why.error) : undefined} data-testid={`fleet-buy-${it.item}-${it.id}`} onClick={() => submit(act('buy', it))}>{t('fleet.buy')}</button>
                  {n ? <button type="button" disabled={!interactive} data-testid={`fleet-sell-${it.item}-${it.id}`} onClick={() => submit(act('sell', it))}>{t('fleet.sell')}</button> : null}
                </li>
              );
            })}
          </ul>
        </details>
      ))}
      {o.objective === 'commanderElimination' && b.ships.length ? (
        <label className="small">{t('fleet.commander')}{' '}
          <select data-testid="fleet-commander" value={b.commander ?? ''} disabled={!interactive} onChange={(e) => submit(act('commander', { ship: Number(e.target.value) }))}>
            <option value="" disabled>{t('fleet.commander.none')}</option>
            {b.ships.map((cls, k) => <option key={k} value={k}>{`${k + 1}. ${shown.setup.ruleset.classes[cls]?.name[lang] ?? cls}`}</option>)}
          </select>
        </label>
      ) : null}
      <details>
        <summary>{t('fleet.saved')}</summary>
        {lists.length === 0 ? <p className="small muted">{t('fleet.saved.none')}</p> : (
          <ul className="small">
            {lists.map((l, k) => (
              <li key={k}>{t('fleet.saved.name', { ships: l.items.filter((i) => i.item === 'ship').length, cards: l.items.filter((i) => i.item === 'card').length, points: l.points })}{' '}
                <button type="button" disabled={!interactive} data-testid={`fleet-load-${k}`} onClick={() => buyList(l)}>{t('fleet.load')}</button>
              </li>
            ))}
          </ul>
        )}
        <button type="button" disabled={b.ships.length === 0} data-testid="fleet-save" onClick={() => setLists(saveList(b, spent(shown, o, b)))}>{t('fleet.save')}</button>
      </details>
    </div>
  );
}
