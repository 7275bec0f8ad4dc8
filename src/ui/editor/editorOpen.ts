// Whether the scenario editor is open (instead of the start screen), and whether a game was started
// from it (the game then shows "Back to the editor"): a tiny store of its own, so the start screen's
// button costs nothing of the editor's code, which loads on demand.
import { useSyncExternalStore } from 'react';

let open = false;
let playing = false;
const listeners = new Set<() => void>();
const changed = () => { for (const l of listeners) l(); };

export function setEditorOpen(value: boolean): void {
  open = value;
  if (!value) playing = false;
  changed();
}

/** A game started from the editor (true) or ended, left for the editor (false). */
export function setPlayingFromEditor(value: boolean): void {
  playing = value;
  changed();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
export const useEditorOpen = (): boolean => useSyncExternalStore(subscribe, () => open, () => open);
export const usePlayingFromEditor = (): boolean => useSyncExternalStore(subscribe, () => open && playing, () => open && playing);
