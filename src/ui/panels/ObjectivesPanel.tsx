// Each side's objectives with live progress (the engine's objectiveStatus): points x / y, cargo
// delivered, rounds held (and ships there now), targets left, ships off the map, the flagship — in
// the score panel during play and on the hand-over cover (all of it public). Sandbox games say how
// they are won instead.
import { objectiveStatus, type GameState, type GameView, type ObjectiveStatus, type PlayerId } from '../../engine';
import { useUiStore } from '../../store';
import { useT, type Translate } from '../../i18n';
import { objectiveText } from '../screens/objectiveText';
import { moduleObjective } from '../modules/screenModule';
import { playerName, unitLabel } from '../game/describe';

/** How far a side has got with one objective, in words. */
export function progressText(t: Translate, s: ObjectiveStatus): string {
  const { done, needed } = s.progress;
  switch (s.objective.kind) {
    case 'points':
      return t('prog.points', { done, needed });
    case 'deliverCargo':
      return t('prog.cargo', { done, needed });
    case 'destroyTargets':
      return s.remaining?.length ? t('prog.targets', { n: s.remaining.length, left: s.remaining.map(unitLabel).join(', ') }) : t('prog.targetsDone');
    case 'holdNodes':
      return t('prog.hold', { done, needed, now: s.holdingNow ?? 0 });
    case 'exitByEdge':
      return t('prog.exit', { done, needed });
    case 'keepFlagship':
      return s.failed ? t('prog.flagshipLost') : t('prog.flagshipAfloat');
  }
}

export function ObjectivesList({ state }: { state: GameState | GameView }) {
  const t = useT();
  const lang = useUiStore((s) => s.language);
  const scenario = useUiStore((s) => s.scenario);
  const names = useUiStore((s) => s.session?.names);
  const target = state.setup.pointsTarget;
  const vp = moduleObjective(t, state.setup.modules, state.setup.rounds); // a module's victory rule (module L: victory points)
  if (!state.setup.objectives && !target && vp) return <p className="muted small" data-testid="objectives-live">{vp}</p>;
  if (!state.setup.objectives && !target) return <p className="muted small" data-testid="objectives-live">{t('score.sandbox', { rounds: state.setup.rounds })}</p>;
  // without a scenario's objectives, the points target is each side's one objective
  const statusOf = (p: PlayerId): ObjectiveStatus[] =>
    state.setup.objectives ? objectiveStatus(state, p) : [{ index: 0, objective: { kind: 'points', target: target![p] }, met: state.score[p] >= target![p], failed: false, progress: { done: state.score[p], needed: target![p] } }];
  return (
    <div className="objectives-live" data-testid="objectives-live">
      {(['blue', 'red'] as PlayerId[]).map((p) => (
        <div key={p} className={`objectives-live__side objectives-live__side--${p}`} data-testid={`objectives-live-${p}`}>
          <strong className={`side-dot side-dot--${p}`}>{names ? playerName(names, t, p) : t(`owner.${p}`)}</strong>
          <ul className="small">
            {statusOf(p).map((s) => (
              <li key={s.index} className={s.met ? 'obj--met' : s.failed ? 'obj--unmet' : ''} data-testid={`objective-live-${p}-${s.index}`}>
                <span aria-hidden="true">{s.met ? '✔ ' : s.failed ? '✘ ' : '○ '}</span>
                {objectiveText(t, lang, scenario, s.objective)}
                <span className="objectives-live__progress"> — {progressText(t, s)}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
