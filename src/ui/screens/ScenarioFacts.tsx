// What a scenario asks and how it is played, in words: each side's objectives (on the end screen with
// whether they were met, and how far), every rule option (changed ones marked) and the modules used.
// UX.md: a result is always read together with the variant it was played under.
import type { GameState, ObjectiveStatus, PlayerId } from '../../engine';
import { useUiStore } from '../../store';
import { hasMessage, useT, type MessageKey } from '../../i18n';
import type { Scenario } from '../../scenarios/schema';
import type { RuleOptions } from '../../scenarios/rulesetSchema';
import { objectivesOfScenario, objectiveText, ruleOptions, scenarioModules } from './objectiveText';
import { moduleObjective } from '../modules/screenModule';
import { modulesNamed } from '../../scenarios/rulesetSchema';
import { useScreenModules } from '../modules/useScreenModules';
import '../saves/saves.css';

const SIDES: PlayerId[] = ['blue', 'red'];

/** With a game's state (end screen), each objective's status too: `statusOf` is the engine's objectiveStatus (passed in, so the start screen needs no engine). */
export function ObjectiveLists({ scenario, state, statusOf }: { scenario: Scenario; state?: GameState | null; statusOf?: (state: GameState, p: PlayerId) => ObjectiveStatus[] }) {
  const t = useT();
  const lang = useUiStore((s) => s.language);
  const list = (p: PlayerId) => objectivesOfScenario(scenario, p);
  useScreenModules(modulesNamed(scenario.rules)); // a module's victory rule in its own words
  const vp = moduleObjective(t, (scenario.rules as { modules?: unknown }).modules, scenario.rounds);
  if (!list('blue') && !list('red') && vp)
    return (
      <p className="facts__sandbox small" data-testid="objectives-vp">
        {vp}
      </p>
    );
  if (!list('blue') && !list('red'))
    return (
      <p className="facts__sandbox small" data-testid="objectives-sandbox">
        {t('start.objective.sandbox', { n: scenario.rounds })}
      </p>
    );
  return (
    <div className="facts__objectives" data-testid="objectives">
      {SIDES.map((p) => {
        const status = state && statusOf ? statusOf(state, p) : null;
        return (
          <div key={p} className={`facts__side facts__side--${p}`} data-testid={`objectives-${p}`}>
            <strong className={`side-dot side-dot--${p}`}>{t('facts.objectivesOf', { side: t(`owner.${p}`) })}</strong>
            <ul className="small">
              {(list(p) ?? []).map((o, k) => {
                const st = status?.[k];
                const met = state?.result?.objectives?.[p]?.[k]?.met ?? st?.met;
                return (
                  <li key={k} data-testid={`objective-${p}-${k}`} className={st ? (met ? 'obj--met' : 'obj--unmet') : ''}>
                    {st && <span className="obj__mark" aria-hidden="true">{met ? '✔' : '✘'} </span>}
                    {objectiveText(t, lang, scenario, o)}
                    {st && (
                      <span className="muted">
                        {' — '}
                        {met ? t('facts.met') : st.failed ? t('facts.failed') : t('facts.notMet')} ({st.progress.done}/{st.progress.needed})
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

/** `played`: the options a game was played under where they differ from the scenario's (the end screen). */
export function RuleFacts({ scenario, played }: { scenario: Scenario; played?: Partial<RuleOptions> }) {
  const t = useT();
  useScreenModules(modulesNamed(scenario.rules)); // the modules' options in their own words
  return (
    <div className="facts__rules small" data-testid="rule-options">
      <strong>{t('facts.options')}</strong>
      <ul className="facts__options">
        {ruleOptions(scenario, played).map((o) => (
          <li key={o.key} className={o.changed ? 'facts__changed' : ''} data-testid={`rule-${o.key}`}>
            {t(`option.${o.key}` as MessageKey)}: <span data-testid={`rule-value-${o.key}`}>{hasMessage(`optval.${o.key}.${o.value}`) ? t(`optval.${o.key}.${o.value}` as MessageKey) : o.value}</span>
            {o.changed && <span className="muted"> {t('facts.changed')}</span>}
          </li>
        ))}
      </ul>
      <strong>{t('facts.modules')}</strong>
      <ul data-testid="modules">
        {scenarioModules(t, scenario).map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </div>
  );
}
