// The banner shown while the current game cannot be written to browser storage (full, or blocked as in
// private mode), or no longer written from this tab (another tab took the game over): the game goes on,
// and one button exports it as a save file so it is not lost.
import { useUiStore } from '../../store';
import { useT } from '../../i18n';
import { exportCurrentGame } from './files';
import '../home.css';

export function SaveProblem() {
  const t = useT();
  const problem = useUiStore((s) => s.saveProblem);
  const inGame = useUiStore((s) => s.session !== null); // (not the session itself: no render per action)
  const moved = useUiStore((s) => s.gameMoved !== null && s.gameMoved === s.libraryId);
  if (moved && inGame)
    return (
      <div className="save-problem" role="alert" data-testid="game-moved">
        <p>
          <strong>{t('gameMoved.title')}</strong> {t('gameMoved.note')}
        </p>
        <button type="button" className="primary" data-testid="game-moved-export" onClick={() => exportCurrentGame()}>
          {t('saveProblem.export')}
        </button>
        <button type="button" data-testid="game-moved-leave" onClick={() => useUiStore.getState().leaveGame()}>
          {t('gameMoved.leave')}
        </button>
      </div>
    );
  if (!problem || !inGame) return null;
  return (
    <div className="save-problem" role="alert" data-testid="save-problem">
      <p>
        <strong>{t(problem === 'full' ? 'saveProblem.full' : 'saveProblem.blocked')}</strong> {t('saveProblem.note')}
      </p>
      <button type="button" className="primary" data-testid="save-problem-export" onClick={() => exportCurrentGame()}>
        {t('saveProblem.export')}
      </button>
    </div>
  );
}
