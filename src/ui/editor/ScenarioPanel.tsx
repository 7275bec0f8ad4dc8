// The scenario's words and numbers: id, title and briefing in English and Polish, rounds, who goes
// first, the map's size, and the fleets the players set up themselves (task forces or their zone).
import { useState } from 'react';
import { useT } from '../../i18n';
import { DEFAULT_RULESET } from '../../scenarios/rulesetSchema';
import { DEFAULT_ROUNDS } from '../../scenarios/schema';
import { MAX_MAP_SIDE, MIN_MAP_SIDE } from '../../editor/document';
import { resizeMap, setField } from '../../editor/edits';
import { NumberField, TextField } from './fields';
import { useEditor, usePanelDoc } from './editorStore';

export function ScenarioPanel() {
  const t = useT();
  const doc = usePanelDoc();
  const edit = useEditor((s) => s.edit);
  const [size, setSize] = useState({ width: String(doc.map.width), height: String(doc.map.height) });
  const [sizeProblem, setSizeProblem] = useState(false);
  const resize = () => {
    const w = Number(size.width), h = Number(size.height);
    const ok = [w, h].every((n) => Number.isInteger(n) && n >= MIN_MAP_SIDE && n <= MAX_MAP_SIDE);
    setSizeProblem(!ok);
    if (ok) edit('resize', (d) => resizeMap(d, w, h));
  };
  const reserve = Array.isArray(doc.reserve) ? (doc.reserve as { owner?: string; class?: string }[]) : [];
  const [reserveClass, setReserveClass] = useState('DD');
  const classes = Object.keys(DEFAULT_RULESET.classes);
  return (
    <section className="editor-panel" aria-labelledby="editor-scenario-h">
      <h3 id="editor-scenario-h">{t('editor.scenario')}</h3>
      <TextField path={['id']} label={t('editor.id')} testId="editor-id" />
      <TextField path={['name', 'en']} label={t('editor.name.en')} testId="editor-name-en" />
      <TextField path={['name', 'pl']} label={t('editor.name.pl')} testId="editor-name-pl" />
      <TextField path={['description', 'en']} label={t('editor.briefing.en')} testId="editor-briefing-en" multiline />
      <TextField path={['description', 'pl']} label={t('editor.briefing.pl')} testId="editor-briefing-pl" multiline />
      <NumberField path={['rounds']} label={t('editor.rounds')} testId="editor-rounds" placeholder={String(DEFAULT_ROUNDS)} optional />
      <label className="editor-field">
        <span>{t('editor.firstPlayer')}</span>
        <select data-testid="editor-first" value={String(doc.firstPlayer ?? 'blue')} onChange={(e) => edit('first player', (d) => setField(d, ['firstPlayer'], e.target.value))}>
          <option value="blue">{t('owner.blue')}</option>
          <option value="red">{t('owner.red')}</option>
        </select>
      </label>
      <div className="editor-field">
        <span>{t('editor.mapSize')}</span>
        <span>
          <input aria-label={t('editor.width')} data-testid="editor-width" size={4} value={size.width} onChange={(e) => setSize({ ...size, width: e.target.value })} /> ×{' '}
          <input aria-label={t('editor.height')} data-testid="editor-height" size={4} value={size.height} onChange={(e) => setSize({ ...size, height: e.target.value })} />{' '}
          <button type="button" data-testid="editor-resize" onClick={resize}>{t('editor.resize')}</button>
        </span>
      </div>
      {sizeProblem && <p className="error-list" role="alert">{t('editor.size.bad')}</p>}
      <label className="editor-field">
        <span>{t('editor.grid')}</span>
        <select data-testid="editor-topology" value={doc.map.topology === 'square8' ? 'square8' : 'lattice'} onChange={(e) => edit('grid', (d) => setField(d, ['map', 'topology'], e.target.value === 'square8' ? 'square8' : undefined))}>
          <option value="lattice">{t('editor.grid.lattice')}</option>
          <option value="square8">{t('editor.grid.square8')}</option>
        </select>
      </label>
      <h4>{t('editor.reserve')}</h4>
      <p className="muted small">{t('editor.reserve.note')}</p>
      {(['blue', 'red'] as const).map((side) => (
        <p key={side} className="editor-reserve" data-testid={`editor-reserve-${side}`}>
          <span className={`side-dot side-dot--${side}`}>{t(`owner.${side}`)}</span>{' '}
          {reserve.map((r, k) => r.owner === side && (
            <button key={k} type="button" className="small" title={t('editor.reserve.remove')} onClick={() => edit('reserve', (d) => setField(d, ['reserve', k], undefined))}>{String(r.class)} ✕</button>
          ))}
          <button type="button" className="small" data-testid={`editor-reserve-add-${side}`} onClick={() => edit('reserve', (d) => setField(d, ['reserve', reserve.length], { owner: side, class: reserveClass }))}>+ {reserveClass}</button>
        </p>
      ))}
      <label className="editor-field">
        <span>{t('editor.class')}</span>
        <select value={reserveClass} onChange={(e) => setReserveClass(e.target.value)}>{classes.map((c) => <option key={c}>{c}</option>)}</select>
      </label>
    </section>
  );
}
