// The quick battle dialog (issue 38 item 6): objective type, a bundled map that fits it, the level and
// the other rule modules to play with; "Make the battle" adds the scenario to the start screen's list
// (chosen, checked as Start checks it: a refusal shows with its reason), then seats and Start as for
// any scenario. The fleets are built in the game, each side in secret.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { moduleById, registeredModules } from '../../../engine';
import { useUiStore } from '../../../store';
import { loadKernel } from '../../../store/kernel';
import { useT } from '../../../i18n';
import { wordsFor } from '../strings';
import { budgetOf, LEVELS, OBJECTIVES, fleetOptions, type Level, type ObjectiveType } from '../rules/options';
import { mapsFor } from '../rules/maps';
import { quickBattleScenario } from '../rules/quickBattle';
import { MODULE_ID } from '../rules';
import { objectiveText } from './facts';
import { registerScreenModule } from '../../../ui/modules/screenModule';
import { fleetScreen } from '.';

registerScreenModule(fleetScreen); // its words, before the dialog shows (the game would load it anyway)

const kebab = (s: string): string => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export function QuickBattle({ onClose }: { onClose: () => void }) {
  const t = wordsFor(useT());
  const lang = useUiStore((s) => s.language);
  const [objective, setObjective] = useState<ObjectiveType>('strategicPoint');
  const [mapId, setMapId] = useState<string>(mapsFor('strategicPoint')[0].id);
  const [level, setLevel] = useState<Level>('brigade');
  const [others, setOthers] = useState<string[]>([]);
  const maps = mapsFor(objective);
  const map = maps.find((m) => m.id === mapId) ?? maps[0];
  // the other modules a quick battle may add: those that play on ENB's own map
  const offer = registeredModules().filter((id) => id !== MODULE_ID && !moduleById(id)?.topology);
  const make = async () => {
    await loadKernel(); // the store checks the scenario as Start will (the engine's side, loaded on demand)
    const sc = { ...quickBattleScenario({ map, options: { objective, level }, modules: others.map((id) => ({ id })) }), id: `quick-${map.id}-${kebab(objective)}-${level}` };
    if (useUiStore.getState().loadScenarioFile(`${sc.id}.json`, JSON.stringify(sc))) onClose();
  };
  return (
    <div className="saves-dialog" role="dialog" aria-modal="true" aria-label={t('fleet.quick.title')} data-testid="quick-battle">
      <div className="saves-dialog__box">
        <h2>{t('fleet.quick.title')}</h2>
        <label>{t('fleet.quick.objective')}{' '}
          <select data-testid="quick-objective" value={objective} onChange={(e) => { const o = e.target.value as ObjectiveType; setObjective(o); setMapId(mapsFor(o)[0].id); }}>
            {OBJECTIVES.map((o) => <option key={o} value={o}>{t(`fleet.quick.objective.${o}` as 'fleet.quick.objective.ambush')}</option>)}
          </select>
        </label>
        <p className="small muted">{objectiveText(t, fleetOptions.parse({ objective, ...map.options }), map.rounds)}</p>
        <label>{t('fleet.quick.map')}{' '}
          <select data-testid="quick-map" value={map.id} onChange={(e) => setMapId(e.target.value)}>
            {maps.map((m) => <option key={m.id} value={m.id}>{m.name[lang]}</option>)}
          </select>
        </label>
        <p className="small muted">{map.description[lang]}</p>
        <label>{t('fleet.quick.level')}{' '}
          <select data-testid="quick-level" value={level} onChange={(e) => setLevel(e.target.value as Level)}>
            {LEVELS.map((l) => <option key={l} value={l}>{`${t(`fleet.level.${l}` as 'fleet.level.brigade')} (${budgetOf(fleetOptions.parse({}), l)})`}</option>)}
          </select>
        </label>
        {offer.length ? (
          <fieldset>
            <legend>{t('fleet.quick.modules')}</legend>
            {offer.map((id) => (
              <label key={id} className="small">
                <input type="checkbox" data-testid={`quick-module-${id}`} checked={others.includes(id)} onChange={(e) => setOthers(e.target.checked ? [...others, id] : others.filter((x) => x !== id))} />{' '}
                {moduleById(id)!.name[lang]}
              </label>
            ))}
          </fieldset>
        ) : null}
        <p>
          <button type="button" className="primary" data-testid="quick-make" onClick={() => void make()}>{t('fleet.quick.make')}</button>{' '}
          <button type="button" data-testid="quick-cancel" onClick={onClose}>{t('fleet.quick.cancel')}</button>
        </p>
      </div>
    </div>
  );
}

/** Show the dialog over the start screen, in a root of its own (StartPart.entry), until it closes. */
export function openQuickBattle(): void {
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  root.render(<QuickBattle onClose={() => { root.unmount(); host.remove(); }} />);
}
