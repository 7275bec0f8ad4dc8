// A rule module's options as form fields (ScreenModule.editorSettings): numbers and choices, grouped
// under the module's headings, each showing the default while it is left empty; a number out of its
// range is kept (the checks list it) with the range said beside the field. Each change is one
// edit of the module's `options` (typing in one field is one undo step).
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useT } from '../../i18n';
import { setField } from '../../editor/edits';
import type { EditorDoc } from '../../editor/document';
import { onScreenModules, screenModule, screenModulesVersion, type ModuleEditorSetting } from '../modules/screenModule';
import { useEditor } from './editorStore';

type Options = Readonly<Record<string, unknown>>;

const optionsAt = (doc: EditorDoc, index: number): Options => {
  const o = (doc.rules?.modules as { options?: unknown }[] | undefined)?.[index]?.options;
  return o && typeof o === 'object' && !Array.isArray(o) ? (o as Options) : {};
};

function write(index: number, s: ModuleEditorSetting, value: string | number | undefined, gesture: string | null) {
  useEditor.getState().edit(`module ${s.id}`, (d) => {
    const next = s.write(optionsAt(d, index), value);
    return setField(d, ['rules', 'modules', index, 'options'], Object.keys(next).length ? next : undefined);
  }, gesture);
}

function NumberSetting({ module, index, s, value }: { module: string; index: number; s: ModuleEditorSetting; value: string | number | undefined }) {
  const t = useT();
  const [text, setText] = useState(value === undefined ? '' : String(value));
  useEffect(() => setText(value === undefined ? '' : String(value)), [value]);
  const key = `setting:${module}:${s.id}`;
  const change = (v: string) => {
    setText(v);
    const n = Number(v.trim());
    if (v.trim() === '') write(index, s, undefined, key);
    // out of range is written all the same: the game's checks list it, as any other problem
    else if (/^-?\d+$/.test(v.trim())) write(index, s, n, key);
  };
  const n = Number(text.trim());
  const bad = text.trim() !== '' && !(/^-?\d+$/.test(text.trim()) && n >= (s.min ?? -Infinity) && n <= (s.max ?? Infinity));
  return (
    <label className="editor-field">
      <span>{s.label(t)}</span>
      <span>
        <input data-testid={`editor-setting-${module}-${s.id}`} inputMode="numeric" size={5} value={text} placeholder={s.shownDefault(t)} aria-invalid={bad}
          onChange={(e) => change(e.target.value)} onBlur={() => useEditor.getState().endGesture()} />
        {bad && <span className="error-list small" role="alert"> {t('editor.setting.range', { min: s.min ?? '', max: s.max ?? '' })}</span>}
      </span>
    </label>
  );
}

export function ModuleSettings({ doc, module, index }: { doc: EditorDoc; module: string; index: number }) {
  const t = useT();
  useSyncExternalStore(onScreenModules, screenModulesVersion); // the module's screen part may still be loading
  const settings = screenModule(module)?.editorSettings?.(doc) ?? [];
  if (!settings.length) return null;
  const options = optionsAt(doc, index);
  let group = '';
  return (
    <div className="editor-settings" data-testid={`editor-settings-${module}`}>
      {settings.map((s) => {
        const value = s.read(options);
        const g = s.group?.(t) ?? '';
        const heading = g && g !== group ? <h5 className="editor-settings__group">{g}</h5> : null;
        group = g;
        const field = s.choices ? (
          <label className="editor-field">
            <span>{s.label(t)}</span>
            <select data-testid={`editor-setting-${module}-${s.id}`} value={value === undefined ? '' : String(value)} onChange={(e) => write(index, s, e.target.value === '' ? undefined : e.target.value, null)}>
              <option value="">{t('editor.default', { value: s.shownDefault(t) })}</option>
              {s.choices.map((c) => <option key={c.value} value={c.value}>{c.label(t)}</option>)}
            </select>
          </label>
        ) : (
          <NumberSetting module={module} index={index} s={s} value={value} />
        );
        return <div key={s.id}>{heading}{field}</div>;
      })}
    </div>
  );
}
