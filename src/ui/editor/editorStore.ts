// The editor's state: the scenario being edited with its undo history, the tool in hand, the checks'
// problems (run a moment after an edit, off the gesture's frames), what the map is asked to show, and
// the draft kept in the browser. Lives as long as the page: a game played from the editor comes back
// to the same history.
import { create } from 'zustand';
import type { Cell, Terrain } from '../../engine/geometry';
import type { EditorDoc } from '../../editor/document';
import type { Side } from '../../editor/edits';
import { applyEdit, endGesture, redo, startHistory, undo, type History } from '../../editor/history';
import { validateDoc, type Problem } from '../../editor/validate';
import { newDraftId, putDraft } from './drafts';

export type Tool = 'terrain' | 'fill' | 'unit' | 'rotate' | 'erase' | 'zone' | 'feature' | 'select' | `module:${string}`;

export interface Focus { nodes: string[]; seq: number }

export interface EditorState {
  draftId: string | null;
  history: History<EditorDoc> | null;
  tool: Tool;
  terrain: Terrain;
  side: Side;
  unitClass: string;
  featureKind: string;
  /** A rectangle chosen with the select tool (corner nodes), for copy. */
  selection: { a: Cell; b: Cell } | null;
  /** Nodes the map shows and goes to (a problem or a "where used" clicked). */
  focus: Focus | null;
  problems: Problem[];
  /** The problems are of an older version of the document (a check is due). */
  checking: boolean;
  /** A file that could not be opened, with why (the document is untouched). */
  notice: string | null;
  saved: 'saved' | 'saving' | 'failed';
  open(doc: EditorDoc, draftId?: string | null): void;
  close(): void;
  edit(label: string, fn: (doc: EditorDoc) => EditorDoc, gesture?: string | null): void;
  endGesture(): void;
  undo(): void;
  redo(): void;
  set(patch: Partial<Pick<EditorState, 'tool' | 'terrain' | 'side' | 'unitClass' | 'featureKind' | 'selection' | 'notice'>>): void;
  focusOn(nodes: string[]): void;
  /** Check the document now (the benchmark; the screen checks a moment after each edit). */
  revalidate(): void;
}

/** The check runs this long after the last edit (a brush stroke is not slowed by it). */
const CHECK_DELAY_MS = 120;
const SAVE_DELAY_MS = 400;
let checkTimer: ReturnType<typeof setTimeout> | undefined;
let saveTimer: ReturnType<typeof setTimeout> | undefined;
let focusSeq = 0;
/** The gestures of a press and drag on the map (applyTool.ts) start so. */
export const STROKE = 'stroke:';

export const useEditor = create<EditorState>()((set, get) => {
  const changed = () => {
    if (get().checking === false || get().saved !== 'saving') set({ checking: true, saved: 'saving' });
    // during a stroke on the map the check and the save wait for its end: the stroke keeps its frames
    if (get().history?.gesture?.startsWith(STROKE)) return;
    schedule();
  };
  const schedule = () => {
    clearTimeout(checkTimer);
    checkTimer = setTimeout(() => {
      const h = get().history;
      if (h) set({ problems: validateDoc(h.present), checking: false });
    }, CHECK_DELAY_MS);
    clearTimeout(saveTimer);
    saveTimer = setTimeout(() => {
      const { history: h, draftId } = get();
      if (!h || !draftId) return;
      putDraft({ id: draftId, doc: h.present, savedAt: Date.now() }).then(
        () => { if (get().history?.present === h.present) set({ saved: 'saved' }); },
        () => set({ saved: 'failed' }),
      );
    }, SAVE_DELAY_MS);
  };
  const walk = (h: History<EditorDoc> | null, to: History<EditorDoc>) => {
    if (h === to) return;
    set({ history: to });
    changed();
  };
  return {
    draftId: null,
    history: null,
    tool: 'terrain',
    terrain: 'land',
    side: 'blue',
    unitClass: 'DD',
    featureKind: 'port',
    selection: null,
    focus: null,
    problems: [],
    checking: false,
    notice: null,
    saved: 'saved',
    open(doc, draftId = null) {
      set({ history: startHistory(doc), draftId: draftId ?? newDraftId(), selection: null, focus: null, notice: null, problems: validateDoc(doc), checking: false });
      if (!draftId) changed();
    },
    close() {
      clearTimeout(checkTimer);
      set({ history: null, draftId: null, selection: null, focus: null, problems: [], notice: null });
    },
    edit(label, fn, gesture = null) {
      const h = get().history;
      if (h) walk(h, applyEdit(h, label, fn, gesture));
    },
    endGesture() {
      const h = get().history;
      if (h && h.gesture) {
        set({ history: endGesture(h) });
        schedule();
      }
    },
    undo() {
      const h = get().history;
      if (h) walk(h, undo(h));
    },
    redo() {
      const h = get().history;
      if (h) walk(h, redo(h));
    },
    set(patch) {
      set(patch);
    },
    revalidate() {
      const h = get().history;
      if (h) set({ problems: validateDoc(h.present), checking: false });
    },
    focusOn(nodes) {
      set({ focus: { nodes, seq: ++focusSeq } });
    },
  };
});

const sameButTerrain = (a: EditorDoc, b: EditorDoc): boolean => {
  for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (a[k] === b[k]) continue;
    if (k !== 'map') return false;
    for (const m of new Set([...Object.keys(a.map), ...Object.keys(b.map)])) if (m !== 'terrain' && a.map[m] !== b.map[m]) return false;
  }
  return true;
};
let panels: { doc: EditorDoc; shown: EditorDoc } | null = null;
/**
 * The document as the forms beside the map read it: the same object while only the terrain changes, so
 * a brush stroke redraws the map, not the forms. (Its terrain may be stale: forms never read it, and an
 * edit always works on the store's own document.)
 */
export function panelDoc(doc: EditorDoc): EditorDoc {
  if (panels && (panels.doc === doc || sameButTerrain(panels.shown, doc))) {
    panels = { doc, shown: panels.shown };
    return panels.shown;
  }
  panels = { doc, shown: doc };
  return doc;
}
export const usePanelDoc = (): EditorDoc => useEditor((s) => panelDoc(s.history!.present));

/** The document being edited (null on the editor's start page). */
export const useDoc = (): EditorDoc | null => useEditor((s) => s.history?.present ?? null);
