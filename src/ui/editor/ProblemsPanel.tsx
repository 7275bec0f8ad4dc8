// The problems the game's checks find, each with its place in the file and its reason; a click shows
// its nodes on the map. And "where used": every place in the scenario that names a unit or a node.
import { useState } from 'react';
import { useT } from '../../i18n';
import { dataErrorPl } from '../../i18n/dataErrorsPl';
import { useUiStore } from '../../store';
import { whereUsed, nodesOfUse } from '../../editor/whereUsed';
import { cellName } from '../../engine/geometry';
import { placementIds, type UnitPlacement } from '../../scenarios/unitChecks';
import { useEditor, usePanelDoc } from './editorStore';

export function ProblemsPanel() {
  const t = useT();
  const problems = useEditor((s) => s.problems);
  const checking = useEditor((s) => s.checking);
  const focusOn = useEditor((s) => s.focusOn);
  const lang = useUiStore((s) => s.language);
  return (
    <section className="editor-panel editor-problems" aria-labelledby="editor-problems-h" aria-busy={checking}>
      <h3 id="editor-problems-h">{t('editor.problems')}</h3>
      {problems.length === 0 ? (
        <p className="editor-problems__ok" data-testid="editor-no-problems">{t('editor.problems.none')}</p>
      ) : (
        <ul data-testid="editor-problems">
          {problems.map((p, k) => (
            <li key={k}>
              <button type="button" className="editor-problem" data-testid="editor-problem" disabled={!p.nodes.length} onClick={() => focusOn(p.nodes)}>
                <code>{p.path}</code>: {lang === 'pl' ? dataErrorPl(p.message) : p.message}{p.nodes.length > 0 && <span className="muted small"> · {p.nodes.slice(0, 4).join(' ')}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function WhereUsedPanel() {
  const t = useT();
  const doc = usePanelDoc();
  const focusOn = useEditor((s) => s.focusOn);
  const selection = useEditor((s) => s.selection);
  const [name, setName] = useState('');
  const uses = name.trim() ? whereUsed(doc, name.trim()) : [];
  // one node selected: its name and the id of the unit on it, one click away
  const one = selection && selection.a.col === selection.b.col && selection.a.row === selection.b.row ? cellName(selection.a) : null;
  const unit = one ? (doc.units ?? []).findIndex((u) => typeof u.node === 'string' && u.node.toUpperCase() === one) : -1;
  const unitId = unit >= 0 ? placementIds((doc.units ?? []) as unknown as UnitPlacement[])[unit] : null;
  return (
    <section className="editor-panel" aria-labelledby="editor-used-h">
      <h3 id="editor-used-h">{t('editor.whereUsed')}</h3>
      <input data-testid="editor-where-used" placeholder={t('editor.whereUsed.placeholder')} value={name} onChange={(e) => setName(e.target.value)} />
      {one && <button type="button" className="small" onClick={() => setName(one)}>{one}</button>}
      {unitId && <button type="button" className="small" data-testid="editor-where-used-unit" onClick={() => setName(unitId)}>{unitId}</button>}
      {name.trim() && (
        <ul data-testid="editor-uses">
          {uses.length === 0 && <li className="muted small">{t('editor.whereUsed.none')}</li>}
          {uses.map((u) => (
            <li key={u.path}><button type="button" className="editor-problem" onClick={() => focusOn(nodesOfUse(doc, u))}><code>{u.path}</code>: {u.value}</button></li>
          ))}
        </ul>
      )}
    </section>
  );
}
