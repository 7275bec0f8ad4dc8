// The game's engine side of the store, loaded on demand: the rules engine, sessions, undo, saves and
// the engine answers the UI asks for (gameKernel.ts). The start screen works without it; starting,
// resuming or importing a game loads it first (loadKernel), and the store's game actions then reach
// it synchronously (kernel()). Tests load it once before they run (tests/setup/loadOnDemand.ts).
import type * as GameKernel from './gameKernel';
import { onDemand } from './onDemand';

export type Kernel = typeof GameKernel;

let whenLoaded: ((k: Kernel) => void) | null = null;
/** Run once the engine side arrives (the app starts its autosave there: no game exists before it). */
export const whenKernelLoads = (run: (k: Kernel) => void): void => {
  whenLoaded = run;
  const loaded = engineSide.get();
  if (loaded) run(loaded);
};

const engineSide = onDemand<Kernel>(() =>
  import('./gameKernel').then((k) => {
    whenLoaded?.(k);
    return k;
  }),
);

/** Load the engine side (once); resolves when kernel() may be called. */
export const loadKernel = (): Promise<Kernel> => engineSide.load();

/** The engine side; only after loadKernel() resolved (every game action runs after it). */
export function kernel(): Kernel {
  const loaded = engineSide.get();
  if (!loaded) throw new Error('the game engine is not loaded yet: await loadKernel() first');
  return loaded;
}

export const kernelLoaded = (): boolean => engineSide.get() !== null;
