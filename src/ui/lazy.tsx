// Code loaded on demand, so the start screen loads only what it shows. The game (GameUi.ts and the
// store's engine side, store/kernel.ts) loads before any game is shown: loadGame() is awaited by
// whatever starts, resumes or imports one, and useGameUi() hands its components over synchronously
// from then on (the screen, the hand-over cover and the rest appear together, never a frame apart).
// The help guide loads when opened (React.lazy). Loading shows a small note only if it takes a while.
import { lazy, useSyncExternalStore } from 'react';
import { useT } from '../i18n';
import { loadKernel } from '../store/kernel';
import { onDemand } from '../store/onDemand';
import { loadScreenModules, screenModuleProblems } from './modules/screenModule';

export type GameUi = typeof import('./GameUi');

const gameSide = onDemand<GameUi>(() =>
  Promise.all([loadKernel(), import('./GameUi'), loadScreenModules()]).then(([kernel, m]) => {
    // a module without a screen part still plays (generic drawing, its actions as buttons): said, never blank
    for (const problem of screenModuleProblems(kernel.registeredModules())) console.warn(`ENB: ${problem}`);
    return m;
  }),
);

/** Load the game side (once): its UI and the engine side of the store. */
export const loadGame = (): Promise<GameUi> => gameSide.load();

/** The game side's components once loaded, else null. */
export const useGameUi = (): GameUi | null => useSyncExternalStore(gameSide.subscribe, gameSide.get, gameSide.get);

export const HelpDialog = lazy(() => import('./screens/HelpDialog').then((m) => ({ default: m.HelpDialog })));

/** While code loads: a small note that fades in only if loading takes a moment (no flash). */
export function Loading() {
  const t = useT();
  return (
    <p className="app__loading lazy-loading" role="status" data-testid="loading">
      {t('app.loading')}
    </p>
  );
}
