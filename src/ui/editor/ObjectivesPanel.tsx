// Objectives (§11), picked on the map: choose nodes or units with the select tool, then add an
// objective of them for a side. Each side's list is shown in the game's words; any can be removed.
import { useState } from 'react';
import { cellName } from '../../engine/geometry';
import { useT } from '../../i18n';
import { placementIds, type UnitPlacement } from '../../scenarios/unitChecks';
import { setField } from '../../editor/edits';
import type { EditorDoc } from '../../editor/document';
import { NumberField } from './fields';
import { useEditor, usePanelDoc } from './editorStore';

/** The nodes inside the selection rectangle. */
function selectedNodes(sel: { a: { col: number; row: number }; b: { col: number; row: number } } | null): string[] {
  if (!sel) return [];
  const out: string[] = [];
  for (let row = Math.min(sel.a.row, sel.b.row); row <= Math.max(sel.a.row, sel.b.row); row++)
    for (let col = Math.min(sel.a.col, sel.b.col); col <= Math.max(sel.a.col, sel.b.col); col++) out.push(cellName({ col, row }));
  return out;
}

/** The ids (as the game names them) and owners of the units standing on these nodes. */
function unitsOn(doc: EditorDoc, nodes: readonly string[]): { id: string; owner: string }[] {
  const units = doc.units ?? [];
  const ids = placementIds(units as unknown as UnitPlacement[]);
  return units.flatMap((u, k) => (typeof u.node === 'string' && nodes.includes(u.node.toUpperCase()) ? [{ id: ids[k], owner: u.owner }] : []));
}

const describe = (o: Record<string, unknown>): string =>
  Object.entries(o).map(([k, v]) => (k === 'kind' ? String(v) : `${k}: ${Array.isArray(v) ? v.join(' ') : String(v)}`)).join(' · ');

export function ObjectivesPanel() {
  const t = useT();
  const doc = usePanelDoc();
  const selection = useEditor((s) => s.selection);
  const edit = useEditor((s) => s.edit);
  const [side, setSide] = useState<'blue' | 'red'>('blue');
  const [rounds, setRounds] = useState('2');
  const nodes = selectedNodes(selection);
  const units = unitsOn(doc, nodes);
  const list = (s: 'blue' | 'red') => {
    const v = (doc.objectives as Record<string, unknown> | undefined)?.[s];
    return Array.isArray(v) ? (v as Record<string, unknown>[]) : [];
  };
  const add = (o: Record<string, unknown>) => edit('objective', (d) => setField(d, ['objectives', side, list(side).length], o));
  const remove = (s: 'blue' | 'red', k: number) =>
    edit('objective', (d) => {
      const next = setField(d, ['objectives', s, k], undefined);
      const left = (next.objectives as Record<string, unknown[]>)[s];
      return left.length ? next : setField(next, ['objectives', s], undefined);
    });
  const own = units.filter((u) => u.owner === side), enemy = units.filter((u) => u.owner !== side);
  return (
    <section className="editor-panel" aria-labelledby="editor-obj-h">
      <h3 id="editor-obj-h">{t('editor.objectives')}</h3>
      {!doc.objectives && <p className="muted small">{t('editor.objectives.sandbox')}</p>}
      {(['blue', 'red'] as const).map((s) => (
        <div key={s}>
          <ul className="editor-objectives" data-testid={`editor-objectives-${s}`}>
            {list(s).map((o, k) => (
              <li key={k}><span className={`side-dot side-dot--${s}`}>{t(`owner.${s}`)}</span> {describe(o)} <button type="button" className="small" aria-label={t('editor.remove')} onClick={() => remove(s, k)}>✕</button></li>
            ))}
          </ul>
          {doc.objectives && <NumberField path={['objectives', 'pointsTarget', s]} label={t('editor.pointsTarget', { side: t(`owner.${s}`) })} testId={`editor-points-${s}`} placeholder="12" optional />}
        </div>
      ))}
      <p className="muted small">{t('editor.objectives.pick', { n: nodes.length })}</p>
      <div className="editor-objectives__add">
        <select aria-label={t('editor.side')} data-testid="editor-objective-side" value={side} onChange={(e) => setSide(e.target.value as 'blue' | 'red')}>
          <option value="blue">{t('owner.blue')}</option>
          <option value="red">{t('owner.red')}</option>
        </select>
        <button type="button" data-testid="editor-objective-points" onClick={() => add({ kind: 'points', target: 6 })}>{t('editor.obj.points')}</button>
        <button type="button" data-testid="editor-objective-hold" disabled={!nodes.length || nodes.length > 60} onClick={() => add({ kind: 'holdNodes', nodes, rounds: Number(rounds) || 1 })}>{t('editor.obj.hold', { n: nodes.length })}</button>
        <label>{t('editor.rounds')} <input size={3} value={rounds} onChange={(e) => setRounds(e.target.value)} /></label>
        <button type="button" data-testid="editor-objective-destroy" disabled={!enemy.length} onClick={() => add({ kind: 'destroyTargets', unitIds: enemy.map((u) => u.id) })}>{t('editor.obj.destroy', { n: enemy.length })}</button>
        <button type="button" data-testid="editor-objective-flagship" disabled={own.length !== 1} onClick={() => add({ kind: 'keepFlagship', unitId: own[0].id })}>{t('editor.obj.flagship')}</button>
      </div>
    </section>
  );
}
