// The game's engine side of the store, loaded on demand: the rules engine, sessions, undo, saves and
// the engine answers the UI asks for (gameKernel.ts). The start screen works without it; starting,
// resuming or importing a game loads it first (loadKernel), and the store's game actions then reach
// it synchronously (kernel()). Tests load it once before they run (tests/setup/kernel.ts).
import type * as GameKernel from './gameKernel';

export type Kernel = typeof GameKernel;

let loaded: Kernel | null = null;
let loading: Promise<Kernel> | null = null;
const listeners = new Set<() => void>();

/** Load the engine side (once); resolves when kernel() may be called. */
export function loadKernel(): Promise<Kernel> {
  loading ??= import('./gameKernel').then(
    (m) => {
      loaded = m;
      for (const l of listeners) l();
      return m;
    },
    (e: unknown) => {
      loading = null; // a failed download may be retried
      throw e;
    },
  );
  return loading;
}

/** The engine side; only after loadKernel() resolved (every game action runs after it). */
export function kernel(): Kernel {
  if (!loaded) throw new Error('the game engine is not loaded yet: await loadKernel() first');
  return loaded;
}

export const kernelLoaded = (): boolean => loaded !== null;

/** For useSyncExternalStore: be told once the engine side has loaded. */
export function onKernelLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
