// Whether the scenario editor is open (instead of the start screen): a tiny store of its own, so the
// start screen's button costs nothing of the editor's code, which loads on demand (editorEntry.tsx).
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

export function setEditorOpen(value: boolean): void {
  open = value;
  for (const l of listeners) l();
}

export const useEditorOpen = (): boolean =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => open,
    () => open,
  );
