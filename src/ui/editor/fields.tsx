// Form fields that edit one place of the document: typing in one field is one undo step (its gesture),
// a number field takes whole numbers only, an empty optional field removes its entry.
import { useEffect, useState } from 'react';
import { setField, valueAt } from '../../editor/edits';
import { useEditor, usePanelDoc } from './editorStore';

type Path = readonly (string | number)[];

export function TextField({ path, label, testId, multiline = false }: { path: Path; label: string; testId: string; multiline?: boolean }) {
  const doc = usePanelDoc();
  const value = valueAt(doc, path);
  const text = typeof value === 'string' ? value : '';
  const change = (v: string) => useEditor.getState().edit(`field ${path.join('.')}`, (d) => setField(d, path, v), `field:${path.join('.')}`);
  const end = () => useEditor.getState().endGesture();
  return (
    <label className="editor-field">
      <span>{label}</span>
      {multiline ? (
        <textarea data-testid={testId} rows={3} value={text} onChange={(e) => change(e.target.value)} onBlur={end} />
      ) : (
        <input data-testid={testId} value={text} onChange={(e) => change(e.target.value)} onBlur={end} />
      )}
    </label>
  );
}

/** A whole-number field; empty (when `optional`) removes the entry, so the default applies. */
export function NumberField({ path, label, testId, placeholder, optional = false }: { path: Path; label: string; testId: string; placeholder?: string; optional?: boolean }) {
  const doc = usePanelDoc();
  const value = valueAt(doc, path);
  const [text, setText] = useState(value === undefined ? '' : String(value));
  useEffect(() => setText(value === undefined ? '' : String(value)), [value]);
  const commit = (v: string) => {
    setText(v);
    const trimmed = v.trim();
    if (trimmed === '' && optional) useEditor.getState().edit(`field ${path.join('.')}`, (d) => setField(d, path, undefined));
    else if (/^-?\d+$/.test(trimmed)) useEditor.getState().edit(`field ${path.join('.')}`, (d) => setField(d, path, Number(trimmed)), `field:${path.join('.')}`);
  };
  return (
    <label className="editor-field">
      <span>{label}</span>
      <input data-testid={testId} inputMode="numeric" size={5} value={text} placeholder={placeholder} onChange={(e) => commit(e.target.value)} onBlur={() => useEditor.getState().endGesture()} />
    </label>
  );
}
