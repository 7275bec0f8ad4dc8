// The start screen describes a scenario in its modules' words: their screen parts load then (small,
// on demand) and everything that asks them re-renders once they are in.
import { useEffect, useSyncExternalStore } from 'react';
import { loadScreenModules, onScreenModules, screenModulesLoaded, screenModulesVersion } from './screenModule';

/** Whether the screen parts of these modules are loaded; asks for them if not. */
export function useScreenModules(ids: readonly string[]): boolean {
  useSyncExternalStore(onScreenModules, screenModulesVersion, screenModulesVersion);
  const key = ids.join(',');
  const ready = screenModulesLoaded(ids);
  useEffect(() => {
    if (ready || !key) return;
    loadScreenModules(key.split(',')).catch((e: unknown) => console.error('ENB: a rule module\'s screen part did not load', e));
  }, [key, ready]);
  return ready;
}
