// The score panel (the hand is in HandPanel.tsx, the round track in RoundTrackPanel.tsx).
import type { GameView, PlayerId } from '../../engine';
import { ObjectivesList } from './ObjectivesPanel';
import { useUiStore } from '../../store';
import { useT } from '../../i18n';
import { playerName, sideName } from '../game/describe';
import { useDisplayed } from '../game/useDisplayed';
import { moduleObjective } from '../modules/screenModule';

export function ScorePanel() {
  const t = useT();
  const names = useUiStore((s) => s.session?.names);
  const shown = useDisplayed();
  const view = shown.view;
  if (!view || !names) return null;
  const targets = view.setup.pointsTarget;
  // a module that keeps its own score (module L's VP panel) is the game's one score panel: ENB's points
  // decide nothing there, a second "Score" would contradict it
  if (!view.setup.objectives && !targets && moduleObjective(t, view.setup.modules, view.setup.rounds)) return null;
  return (
    <section className="panel score" data-testid="score-panel" aria-label={t('score.title')}>
      <h2>{t('score.title')}</h2>
      <div className="score__line" data-testid="score">
        {(['blue', 'red'] as PlayerId[]).map((p) => (
          <span key={p} className={`score__side score__side--${p}`} data-testid={`score-${p}`}>
            <span className="score__name">{playerName(names, t, p)}</span>
            <span className="score__points">{view.score[p]}</span>
            {targets && <span className="muted small">/ {targets[p]}</span>}
          </span>
        ))}
      </div>
      <ObjectivesList state={view as GameView} />
      <p className="muted small">{sideName(t, 'blue')} ● · {sideName(t, 'red')} ◆</p>
    </section>
  );
}
