// Whether the game plays its sound effects (issue 37): off by default, the menu's switch, kept in the
// browser's storage so it outlasts a reload. Small, so the top bar may read it before the game loads.
const KEY = 'enb.sound';
const listeners = new Set<() => void>();

const read = (): boolean => {
  try {
    return localStorage.getItem(KEY) === 'on';
  } catch {
    return false; // storage refused (private mode): off, as by default
  }
};
let on = typeof localStorage !== 'undefined' ? read() : false;

export const soundOn = (): boolean => on;

export function setSound(next: boolean): void {
  on = next;
  try {
    if (next) localStorage.setItem(KEY, 'on');
    else localStorage.removeItem(KEY);
  } catch {
    // not kept past this page: the switch still works now
  }
  for (const l of listeners) l();
}

/** Subscribe to the switch (React: useSyncExternalStore). */
export function onSound(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
