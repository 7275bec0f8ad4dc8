// The scenario editor (loaded on demand): its first page (EditorLanding), then the workspace — the
// tools over the map, and beside it the problems, the scenario, objectives, rules and modules, "where
// used", play and quick balance. Ctrl+Z undoes, Ctrl+Shift+Z (or Ctrl+Y) redoes, Ctrl+C / Ctrl+V copy
// and paste the selected region.
import '../../modules/registry'; // the rule modules a scenario may name: their checks and options
import '../../i18n/lazyEnglish';
import './editorWords';
import { useEffect, useState } from 'react';
import type { PlayerId } from '../../engine';
import { useT } from '../../i18n';
import { useUiStore } from '../../store';
import { exportText, openScenarioText } from '../../editor/openFile';
import { loadScreenModules } from '../modules/screenModule';
import type { SeatChoice } from '../screens/seatChoice';
import { EditorLanding } from './EditorLanding';
import { EditorMap } from './EditorMap';
import { EditorToolbar } from './EditorToolbar';
import { ScenarioPanel } from './ScenarioPanel';
import { RulesPanel } from './RulesPanel';
import { ObjectivesPanel } from './ObjectivesPanel';
import { TrackPanel } from './TrackPanel';
import { ProblemsPanel, WhereUsedPanel } from './ProblemsPanel';
import { QuickBalance } from './QuickBalance';
import { useEditor, usePanelDoc } from './editorStore';
import { copySelection, pasteClip } from './clipboardActions';
import { playFromEditor } from './playFromEditor';
import { refusalText } from './refusalText';
import { fileTooLarge } from '../../editor/openFile';
import { downloadText } from '../saves/files';
import './editor.css';

const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

const current = () => useEditor.getState().history!.present;

function PlayPanel() {
  const t = useT();
  const ready = useEditor((s) => s.problems.length === 0 && !s.checking);
  const [seats, setSeats] = useState<Record<PlayerId, SeatChoice>>({ blue: 'human', red: 'human' });
  const [listed, setListed] = useState(false);
  const choice = (side: PlayerId) => (
    <label key={side}>
      <span className={`side-dot side-dot--${side}`}>{t(`owner.${side}`)}</span>{' '}
      <select data-testid={`editor-seat-${side}`} value={seats[side]} onChange={(e) => setSeats({ ...seats, [side]: e.target.value as SeatChoice })}>
        <option value="human">{t('seat.human')}</option>
        <option value="easy">{t('seat.bot.easy')}</option>
        <option value="normal">{t('seat.bot.normal')}</option>
        <option value="hard">{t('seat.bot.hard')}</option>
      </select>
    </label>
  );
  const toList = () => {
    // the game's own list of scenarios (kept in the library): it checks the file as any loaded file
    const doc = current();
    setListed(useUiStore.getState().loadScenarioFile(`${doc.id}.json`, exportText(doc)));
  };
  return (
    <section className="editor-panel" aria-labelledby="editor-play-h">
      <h3 id="editor-play-h">{t('editor.play')}</h3>
      <p>{choice('blue')} {choice('red')}</p>
      <p>
        <button type="button" className="primary" data-testid="editor-play" disabled={!ready} onClick={() => void playFromEditor(current(), seats, t)}>{t('editor.play.go')}</button>{' '}
        <button type="button" data-testid="editor-list" disabled={!ready} onClick={toList}>{t('editor.list')}</button>
      </p>
      {listed && <p className="muted small" role="status">{t('editor.listed')}</p>}
      {!ready && <p className="muted small">{t('editor.play.fix')}</p>}
    </section>
  );
}

/** Whether the document is kept in the browser (its own component: the workspace does not re-render for it). */
function SavedState() {
  const t = useT();
  const saved = useEditor((s) => s.saved);
  return <span className="muted small" data-testid="editor-saved">{t(`editor.saved.${saved}`)}</span>;
}

function Workspace() {
  const t = useT();
  const doc = usePanelDoc();
  const notice = useEditor((s) => s.notice);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || isTyping(e.target)) return;
      const s = useEditor.getState();
      const key = e.key.toLowerCase();
      if (key === 'z' && !e.shiftKey) s.undo();
      else if ((key === 'z' && e.shiftKey) || key === 'y') s.redo();
      else if (key === 'c' && s.selection) copySelection();
      else if (key === 'v' && s.selection) pasteClip();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const importFile = async (f: File | undefined) => {
    if (!f) return;
    const huge = fileTooLarge(f.size);
    const r = huge ? { ok: false as const, why: huge } : openScenarioText(await f.text());
    // a file that cannot be opened leaves the scenario being edited as it is
    if (r.ok) useEditor.getState().open(r.doc);
    else useEditor.getState().set({ notice: refusalText(t, r.why) });
  };
  return (
    <main className="editor" data-testid="editor-screen">
      <header className="editor__bar">
        <h2>{t('editor.title')}: {doc.name?.en || doc.id}</h2>
        <SavedState />
        <button type="button" data-testid="editor-export" onClick={() => downloadText(`${current().id}.json`, exportText(current()))}>{t('editor.export')}</button>
        <label className="editor__import">
          {t('editor.import')}
          <input type="file" accept=".json,application/json" data-testid="editor-import" onChange={(e) => { void importFile(e.target.files?.[0]); e.target.value = ''; }} />
        </label>
        <button type="button" data-testid="editor-close" onClick={() => useEditor.getState().close()}>{t('editor.close')}</button>
      </header>
      {notice && (
        <p className="error-list editor__notice" role="alert" data-testid="editor-notice">
          {notice} <button type="button" className="small" onClick={() => useEditor.getState().set({ notice: null })}>{t('editor.dismiss')}</button>
        </p>
      )}
      <EditorToolbar />
      <div className="editor__body">
        <EditorMap />
        <aside className="editor__side">
          <ProblemsPanel />
          <PlayPanel />
          <ScenarioPanel />
          <ObjectivesPanel />
          <TrackPanel />
          <RulesPanel />
          <WhereUsedPanel />
          <QuickBalance />
        </aside>
      </div>
    </main>
  );
}

export function EditorScreen() {
  const open = useEditor((s) => s.history !== null);
  // the modules' screen parts bring their editor tools
  useEffect(() => {
    void loadScreenModules().catch(() => undefined);
  }, []);
  useEffect(() => {
    if (import.meta.env.DEV || import.meta.env.VITE_ENB_BENCH === '1') (window as unknown as { __enbEditor?: unknown }).__enbEditor = useEditor;
  }, []);
  return open ? <Workspace /> : <EditorLanding />;
}
