// The top bar's score (issue 37, "the score is always in sight"): each side's standing in a few
// characters — its objectives' progress as the engine's objectiveStatus counts it ("Hold 1/6", "Cargo
// 0/2"), a module's own score ("VP 12/23"), or the sandbox's points — beside the round and the tokens at
// every size; one click opens every objective in full (a popover over the map: nothing below moves).
import { Fragment, useState } from 'react';
import { objectiveStatus, type GameView, type ObjectiveStatus, type PlayerId } from '../engine';
import type { MessageKey, Translate } from '../i18n';
import { useT } from '../i18n';
import { ObjectivesList } from './panels/ObjectivesPanel';
import { moduleScore } from './modules/screenModule';

const SIDES: PlayerId[] = ['blue', 'red'];

const SHORT: Record<ObjectiveStatus['objective']['kind'], MessageKey> = {
  points: 'short.points', deliverCargo: 'short.cargo', destroyTargets: 'short.targets', holdNodes: 'short.hold', exitByEdge: 'short.exit', keepFlagship: 'short.flagship',
};

/** One objective's progress, compact: its kind's short name and the engine's done / needed. */
export const compactProgress = (t: Translate, s: ObjectiveStatus): string =>
  s.objective.kind === 'keepFlagship' ? t('short.flagship', { mark: s.failed ? '✘' : '✔' }) : t(SHORT[s.objective.kind], s.progress);

/** Each side's standing, compact: a module's score, else its objectives (or points target), else its points. */
export function standings(t: Translate, view: GameView): Record<PlayerId, string> {
  const own = moduleScore(t, view);
  if (own) return own;
  const target = view.setup.pointsTarget;
  const of = (p: PlayerId): string => {
    if (view.setup.objectives) return objectiveStatus(view, p).map((s) => compactProgress(t, s)).join(' · ');
    if (target) return t('short.points', { done: view.score[p], needed: target[p] });
    return t('short.score', { points: view.score[p] });
  };
  return { blue: of('blue'), red: of('red') };
}

export function ScoreSummary({ view }: { view: GameView }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const s = standings(t, view);
  return (
    <>
      {/* named by what it shows (a screen reader reads what a sighted player sees), explained by its title */}
      <button type="button" className="score-summary" data-testid="score-summary" popoverTarget="score-popover" title={t('short.title')}>
        {SIDES.map((p, k) => (
          <Fragment key={p}>
            {k > 0 && ' '}
            <span className={`score-summary__side side-dot side-dot--${p}`} data-testid={`score-summary-${p}`}>
              {s[p]}
            </span>
          </Fragment>
        ))}
      </button>
      {/* its contents only while open: the side panel's objectives keep their test ids to themselves */}
      <div popover="auto" id="score-popover" className="score-popover" data-testid="score-popover" onToggle={(e) => setOpen((e.nativeEvent as ToggleEvent).newState === 'open')}>
        <h2>{t('short.title')}</h2>
        {open && <ObjectivesList state={view} />}
      </div>
    </>
  );
}
