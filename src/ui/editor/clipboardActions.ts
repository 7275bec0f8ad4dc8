// Copy and paste of a map region: the clip is kept in the browser's storage, so it can be pasted into
// another scenario (another draft, another tab). Paste puts the clip's top-left on the selection's.
import { copyRegion, pasteRegion, type Clip } from '../../editor/clipboard';
import { useEditor } from './editorStore';

const KEY = 'enb-editor-clip';
let kept: Clip | null = null;

export function copySelection(): void {
  const s = useEditor.getState();
  if (!s.history || !s.selection) return;
  kept = copyRegion(s.history.present, s.selection.a, s.selection.b);
  try {
    localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // kept for this page only
  }
}

function clip(): Clip | null {
  try {
    const text = localStorage.getItem(KEY);
    if (text) return JSON.parse(text) as Clip;
  } catch {
    // the page's own copy
  }
  return kept;
}

export function pasteClip(): void {
  const s = useEditor.getState();
  const c = clip();
  if (!s.history || !s.selection || !c || !Array.isArray(c.terrain)) return;
  const at = { col: Math.min(s.selection.a.col, s.selection.b.col), row: Math.min(s.selection.a.row, s.selection.b.row) };
  s.edit('paste', (d) => pasteRegion(d, c, at));
}
