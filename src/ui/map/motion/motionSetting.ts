// Whether the map animates what happens: the player's switch (remembered in the browser like the
// language) and the system's "reduce motion" wish, which wins. Read without React by the map, and by the
// menu's switch through useSyncExternalStore.
const KEY = 'enb.motion';
const REDUCE = '(prefers-reduced-motion: reduce)';

function readSwitch(): boolean {
  try {
    return window.localStorage.getItem(KEY) !== 'off';
  } catch {
    return true;
  }
}

let on = readSwitch();
const listeners = new Set<() => void>();

/** The menu's switch (on unless turned off). */
export const motionSwitchOn = (): boolean => on;

export function setMotionSwitch(value: boolean): void {
  on = value;
  try {
    window.localStorage.setItem(KEY, value ? 'on' : 'off');
  } catch {
    // not remembered (private mode): on for this page only
  }
  for (const l of listeners) l();
}

/** Listen to the switch and to the system's wish changing (the menu's switch shows both). */
export function onMotionSwitch(listener: () => void): () => void {
  listeners.add(listener);
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCE) : null;
  media?.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', listener);
  };
}

/** The system asks for less motion (prefers-reduced-motion). */
export const reducedMotion = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia(REDUCE).matches;

/** Whether the map animates now: the switch is on and the system does not ask for less motion. */
export const motionWanted = (): boolean => on && !reducedMotion();
