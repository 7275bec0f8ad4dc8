// Whether the Playtest screen is open (instead of the start screen): a tiny store of its own, so the
// start screen's button costs nothing of the Playtest code, which loads on demand.
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

export function setPlaytestOpen(value: boolean): void {
  open = value;
  for (const l of listeners) l();
}

export const usePlaytestOpen = (): boolean =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => open,
    () => open,
  );
