// The editor's first page: a new scenario, a copy of a bundled or loaded one, a file, or one of the
// scenarios kept in the editor's library (listed last edited first).
import { useEffect, useMemo, useState } from 'react';
import { useUiStore } from '../../store';
import { formatDateTime, useT } from '../../i18n';
import { bundledScenarios } from '../../scenarios';
import { blankScenario, type EditorDoc } from '../../editor/document';
import { fileTooLarge, openScenarioJson, openScenarioText } from '../../editor/openFile';
import { deleteDraft, listDrafts, type Draft } from './drafts';
import { useEditor } from './editorStore';
import { refusalText } from './refusalText';
import { leaveEditor } from './leave';

const idOf = (s: unknown) => String((s as { id?: unknown }).id ?? '');

/** A copy to edit: its own id and title, so it never replaces the scenario it came from. */
function copyOf(raw: unknown, taken: ReadonlySet<string>): EditorDoc {
  const doc = structuredClone(raw) as EditorDoc;
  let id = `${doc.id}-copy`;
  for (let k = 2; taken.has(id); k++) id = `${doc.id}-copy-${k}`;
  return { ...doc, id, name: { en: `${doc.name?.en ?? doc.id} (copy)`, pl: `${doc.name?.pl ?? doc.id} (kopia)` } };
}

export function EditorLanding() {
  const t = useT();
  const lang = useUiStore((s) => s.language);
  const custom = useUiStore((s) => s.customScenarios);
  const open = useEditor((s) => s.open);
  const notice = useEditor((s) => s.notice);
  const sources = useMemo(() => [...bundledScenarios, ...custom.map((c) => c.raw)], [custom]);
  const [source, setSource] = useState(idOf(sources[1] ?? sources[0]));
  const [size, setSize] = useState({ width: '16', height: '12' });
  const [drafts, setDrafts] = useState<Draft[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    listDrafts().then(setDrafts, () => setFailed(true));
  }, []);
  const taken = new Set([...sources.map(idOf), ...(drafts ?? []).map((d) => d.doc.id)]);
  const fresh = () => {
    const w = Number(size.width), h = Number(size.height);
    if (![w, h].every((n) => Number.isInteger(n) && n >= 4 && n <= 200)) return useEditor.getState().set({ notice: t('editor.size.bad') });
    let id = 'my-scenario';
    for (let k = 2; taken.has(id); k++) id = `my-scenario-${k}`;
    open(blankScenario(w, h, id));
  };
  const copy = () => {
    const raw = sources.find((s) => idOf(s) === source);
    const o = raw ? openScenarioJson(structuredClone(raw)) : null;
    if (o?.ok) open(copyOf(o.doc, taken));
  };
  const file = async (f: File | undefined) => {
    if (!f) return;
    const huge = fileTooLarge(f.size);
    const r = huge ? { ok: false as const, why: huge } : openScenarioText(await f.text());
    if (r.ok) open(r.doc);
    else useEditor.getState().set({ notice: refusalText(t, r.why) });
  };
  const name = (doc: EditorDoc) => doc.name?.[lang] || doc.id;
  return (
    <main className="start editor-landing" data-testid="editor-landing">
      <div className="start__box">
        <h2>{t('editor.title')}</h2>
        <p className="muted small">{t('editor.note')}</p>
        {notice && <p className="error-list" role="alert" data-testid="editor-notice">{notice}</p>}
        <div className="editor-landing__cols">
          <section>
            <h3>{t('editor.new')}</h3>
            <label>{t('editor.width')} <input data-testid="editor-new-width" inputMode="numeric" size={4} value={size.width} onChange={(e) => setSize({ ...size, width: e.target.value })} /></label>{' '}
            <label>{t('editor.height')} <input data-testid="editor-new-height" inputMode="numeric" size={4} value={size.height} onChange={(e) => setSize({ ...size, height: e.target.value })} /></label>{' '}
            <button type="button" className="primary" data-testid="editor-new" onClick={fresh}>{t('editor.new.go')}</button>
            <h3>{t('editor.copy')}</h3>
            <select data-testid="editor-copy-source" value={source} onChange={(e) => setSource(e.target.value)}>
              {sources.map((s) => <option key={idOf(s)} value={idOf(s)}>{(s as EditorDoc).name?.[lang] ?? idOf(s)}</option>)}
            </select>{' '}
            <button type="button" data-testid="editor-copy" onClick={copy}>{t('editor.copy.go')}</button>
            <h3>{t('editor.openFile')}</h3>
            <input type="file" accept=".json,application/json" data-testid="editor-open-file" onChange={(e) => { void file(e.target.files?.[0]); e.target.value = ''; }} />
          </section>
          <section>
            <h3>{t('editor.drafts')}</h3>
            {failed && <p className="muted small">{t('editor.drafts.failed')}</p>}
            {drafts && !drafts.length && <p className="muted small">{t('editor.drafts.none')}</p>}
            <ul className="editor-landing__drafts">
              {drafts?.map((d) => (
                <li key={d.id} data-testid="editor-draft">
                  <button type="button" data-testid="editor-draft-open" onClick={() => open(d.doc, d.id)}>{name(d.doc)}</button>{' '}
                  <span className="muted small">{formatDateTime(lang, new Date(d.savedAt))}</span>{' '}
                  <button type="button" className="small" aria-label={t('editor.drafts.delete', { name: name(d.doc) })} onClick={() => void deleteDraft(d.id).then(() => setDrafts(drafts.filter((x) => x.id !== d.id)))}>✕</button>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <p><button type="button" data-testid="editor-leave" onClick={leaveEditor}>{t('editor.leave')}</button></p>
      </div>
    </main>
  );
}
