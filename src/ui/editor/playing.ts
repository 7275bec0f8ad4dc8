// Whether the game on screen was started from the editor (it then shows "Back to the editor").
import { useSyncExternalStore } from 'react';

let playing = false;
const listeners = new Set<() => void>();

export function setPlayingFromEditor(value: boolean): void {
  playing = value;
  for (const l of listeners) l();
}

export const usePlayingFromEditor = (): boolean =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => playing,
    () => playing,
  );
