// The editor's tools: terrain brush and fill (with the terrain), units (side, class), rotate, erase,
// setup zones, features, a region to copy, and the tools of the scenario's rule modules; undo, redo,
// copy and paste.
import { TERRAINS } from '../../engine/geometry';
import { FEATURE_KINDS } from '../../scenarios/mapSchema';
import { DEFAULT_RULESET } from '../../scenarios/rulesetSchema';
import { useT } from '../../i18n';
import { canRedo, canUndo } from '../../editor/history';
import { TERRAIN_COLOURS } from '../map/palette';
import { useEditor, usePanelDoc, type Tool } from './editorStore';
import { moduleTools } from './moduleTools';
import { copySelection, pasteClip } from './clipboardActions';

const TOOLS: readonly Exclude<Tool, `module:${string}`>[] = ['terrain', 'fill', 'unit', 'rotate', 'erase', 'zone', 'feature', 'select'];

export function EditorToolbar() {
  const t = useT();
  // each a selector of its own: a brush stroke re-renders the toolbar only when undo becomes possible
  const s = {
    tool: useEditor((e) => e.tool),
    terrain: useEditor((e) => e.terrain),
    side: useEditor((e) => e.side),
    unitClass: useEditor((e) => e.unitClass),
    featureKind: useEditor((e) => e.featureKind),
    selection: useEditor((e) => e.selection),
    canUndo: useEditor((e) => canUndo(e.history!)),
    canRedo: useEditor((e) => canRedo(e.history!)),
    set: useEditor.getState().set,
    undo: useEditor.getState().undo,
    redo: useEditor.getState().redo,
  };
  const doc = usePanelDoc();
  const classes = Object.keys({ ...DEFAULT_RULESET.classes, ...((doc.ruleset as { classes?: object } | undefined)?.classes ?? {}) });
  const tool = (k: Tool, label: string, testId: string) => (
    <button key={k} type="button" aria-pressed={s.tool === k} data-testid={testId} onClick={() => s.set({ tool: k })}>{label}</button>
  );
  return (
    <div className="editor-toolbar" role="toolbar" aria-label={t('editor.tools')}>
      <span className="editor-toolbar__group">
        {TOOLS.map((k) => tool(k, t(`editor.tool.${k}`), `editor-tool-${k}`))}
        {moduleTools(doc).map((m) => tool(m.key, m.tool.label(t), `editor-tool-${m.module}-${m.tool.id}`))}
      </span>
      {(s.tool === 'terrain' || s.tool === 'fill') && (
        <span className="editor-toolbar__group" role="radiogroup" aria-label={t('editor.terrain')}>
          {TERRAINS.map((k) => (
            <button key={k} type="button" role="radio" aria-checked={s.terrain === k} data-testid={`editor-terrain-${k}`} onClick={() => s.set({ terrain: k })}>
              <span className="editor-swatch" style={{ background: TERRAIN_COLOURS[k] }} /> {t(`terrain.${k}`)}
            </button>
          ))}
        </span>
      )}
      {(s.tool === 'unit' || s.tool === 'zone' || s.tool === 'feature' || s.tool.startsWith('module:')) && (
        <label className="editor-toolbar__group">
          {t('editor.side')}{' '}
          <select data-testid="editor-side" value={s.side} onChange={(e) => s.set({ side: e.target.value as 'blue' | 'red' })}>
            <option value="blue">{t('owner.blue')}</option>
            <option value="red">{t('owner.red')}</option>
          </select>
        </label>
      )}
      {s.tool === 'unit' && (
        <label className="editor-toolbar__group">
          {t('editor.class')}{' '}
          <select data-testid="editor-class" value={s.unitClass} onChange={(e) => s.set({ unitClass: e.target.value })}>
            {classes.map((c) => <option key={c} value={c}>{c}</option>)}
          </select>
        </label>
      )}
      {s.tool === 'feature' && (
        <label className="editor-toolbar__group">
          {t('editor.feature')}{' '}
          <select data-testid="editor-feature" value={s.featureKind} onChange={(e) => s.set({ featureKind: e.target.value })}>
            {FEATURE_KINDS.map((k) => <option key={k} value={k}>{t(`editor.feature.${k}`)}</option>)}
          </select>
        </label>
      )}
      <span className="editor-toolbar__group">
        <button type="button" data-testid="editor-undo" disabled={!s.canUndo} title="Ctrl+Z" onClick={s.undo}>{t('editor.undo')}</button>
        <button type="button" data-testid="editor-redo" disabled={!s.canRedo} title="Ctrl+Shift+Z" onClick={s.redo}>{t('editor.redo')}</button>
        <button type="button" data-testid="editor-copy-region" disabled={!s.selection} title="Ctrl+C" onClick={copySelection}>{t('editor.copyRegion')}</button>
        <button type="button" data-testid="editor-paste-region" disabled={!s.selection} title="Ctrl+V" onClick={pasteClip}>{t('editor.pasteRegion')}</button>
      </span>
      <p className="muted small editor-toolbar__hint">{t(`editor.hint.${s.tool.startsWith('module:') ? 'module' : (s.tool as Exclude<Tool, `module:${string}`>)}`)}</p>
    </div>
  );
}
