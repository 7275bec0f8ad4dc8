// The battle's panel for the player to act: the selected ship (class, strength, moves), what choosing
// a field does (move or attack, lay a mine, plane strike: only the modes that ship may use now) and
// the mines left off the board. End turn and Pass stand in the prompt's row (NavalScreen).
import type { PlayerId } from '../../../engine';
import type { NavalData, NavalOptions } from '../rules/index';
import { useT, type Language } from '../../../i18n';
import { wordsFor } from '../strings';
import { classLabel } from './navalGame';
import type { ClickMode, ShipAction } from './navalClick';

export function NavalTurnPanel(props: {
  o: NavalOptions; lang: Language; data: NavalData; player: PlayerId; selected: string | null;
  shipActions: readonly ShipAction[]; mode: ClickMode; setMode(m: ClickMode): void;
}) {
  const t = wordsFor(useT());
  const { o, lang, data, selected, shipActions, mode } = props;
  const ship = selected ? data.pieces.find((p) => p.id === selected) : undefined;
  const label = ship ? classLabel(o, lang, ship.class) : null;
  const can = (name: string) => shipActions.some((a) => a.action === name);
  const modes: { mode: ClickMode; key: 'naval.mode.act' | 'naval.mode.mine' | 'naval.mode.strike'; show: boolean }[] = [
    { mode: 'act', key: 'naval.mode.act', show: true },
    { mode: 'mine', key: 'naval.mode.mine', show: can('layMine') },
    { mode: 'strike', key: 'naval.mode.strike', show: can('strike') },
  ];
  return (
    <section className="panel naval__panel" data-testid="naval-turn" aria-labelledby="naval-turn-title">
      <h2 id="naval-turn-title">{t('naval.turn.title')}</h2>
      {ship && label ? (
        <p data-testid="naval-selected">{t('naval.turn.ship', { cls: label.name, strength: label.strength, mp: o.classes[ship.class!]?.mp ?? 0, node: ship.node ?? '' })}</p>
      ) : (
        <p className="muted">{t('naval.turn.none')}</p>
      )}
      {ship && !shipActions.length && <p className="muted small">{t('naval.turn.nothing')}</p>}
      {modes.filter((m) => m.show).length > 1 && (
        <div className="naval__buttons" role="radiogroup" aria-label={t('naval.mode.label')}>
          {modes.filter((m) => m.show).map((m) => (
            <button key={m.mode} type="button" role="radio" aria-checked={mode === m.mode} data-testid={`naval-mode-${m.mode}`} className={mode === m.mode ? 'primary' : ''} onClick={() => props.setMode(m.mode)}>
              {t(m.key)}
            </button>
          ))}
        </div>
      )}
      <p className="muted small">{t('naval.turn.supply', { n: data.supply[props.player] })}</p>
    </section>
  );
}
