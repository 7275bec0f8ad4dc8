// The edit history: every edit is a command (its label and the document it makes); undo and redo walk
// the documents. Documents share what they did not change (edits.ts), so keeping them is cheap. The
// edits of one gesture (a brush stroke) merge into one step under the gesture's key.
export interface History<T> {
  past: readonly { doc: T; label: string }[];
  present: T;
  /** The label of the edit that made `present` (what undo would take back). */
  label: string;
  future: readonly { doc: T; label: string }[];
  /** The gesture the last step belongs to (its edits merge), or null. */
  gesture: string | null;
}

/** How many steps back undo reaches. */
export const HISTORY_LIMIT = 500;

export const startHistory = <T>(doc: T): History<T> => ({ past: [], present: doc, label: '', future: [], gesture: null });

/** Apply an edit: a new step, or the gesture's step when `gesture` continues it. An edit that changes nothing is no step. */
export function applyEdit<T>(h: History<T>, label: string, edit: (doc: T) => T, gesture: string | null = null): History<T> {
  const next = edit(h.present);
  if (next === h.present) return gesture && h.gesture !== gesture ? { ...h, gesture: null } : h;
  if (gesture && h.gesture === gesture) return { ...h, present: next, future: [] };
  const past = [...h.past, { doc: h.present, label: h.label }];
  if (past.length > HISTORY_LIMIT) past.shift();
  return { past, present: next, label, future: [], gesture };
}

export const canUndo = (h: History<unknown>): boolean => h.past.length > 0;
export const canRedo = (h: History<unknown>): boolean => h.future.length > 0;

export function undo<T>(h: History<T>): History<T> {
  const prev = h.past[h.past.length - 1];
  if (!prev) return h;
  return { past: h.past.slice(0, -1), present: prev.doc, label: prev.label, future: [{ doc: h.present, label: h.label }, ...h.future], gesture: null };
}

export function redo<T>(h: History<T>): History<T> {
  const next = h.future[0];
  if (!next) return h;
  return { past: [...h.past, { doc: h.present, label: h.label }], present: next.doc, label: next.label, future: h.future.slice(1), gesture: null };
}

/** End the current gesture: the next edit is a step of its own. */
export const endGesture = <T>(h: History<T>): History<T> => (h.gesture ? { ...h, gesture: null } : h);
