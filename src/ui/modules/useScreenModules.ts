// The start screen describes a scenario in its modules' words: their screen parts load then (small,
// on demand) and the description re-renders once they are in.
import { useEffect, useState } from 'react';
import { loadScreenModules, screenModulesLoaded } from './screenModule';

/** Whether the screen parts of these modules are loaded; asks for them if not. */
export function useScreenModules(ids: readonly string[]): boolean {
  const key = ids.join(',');
  const [, setLoaded] = useState(0);
  const ready = screenModulesLoaded(ids);
  useEffect(() => {
    if (ready || !key) return;
    let on = true;
    loadScreenModules(key.split(',')).then(() => { if (on) setLoaded((n) => n + 1); }, (e: unknown) => console.error('a rule module\'s screen part did not load', e));
    return () => { on = false; };
  }, [key, ready]);
  return ready;
}
