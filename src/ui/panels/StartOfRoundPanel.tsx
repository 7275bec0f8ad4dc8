// §7.6 the start-of-round step: for each own TF on the map, deploy it (free), split some of its ships
// onto a free board (their marker joins on the same node), regroup the TFs whose markers share a node
// (each ship to one of their letters), then Done. The engine accepts or explains each answer.
import { useState } from 'react';
import type { TaskForceLetter } from '../../engine';
import { useUiStore } from '../../store';
import { useT } from '../../i18n';
import { unitLabel } from '../game/describe';
import { useDisplayed } from '../game/useDisplayed';
import { ownTaskForces } from '../game/tfInfo';
import { beginDeploy } from '../game/deploy';

export function StartOfRoundPanel() {
  const t = useT();
  const draft = useUiStore((s) => s.deploy);
  const submit = useUiStore((s) => s.submit);
  const shown = useDisplayed();
  const [split, setSplit] = useState<{ tf: TaskForceLetter; ids: string[] } | null>(null);
  const [groups, setGroups] = useState<Record<string, TaskForceLetter>>({});
  const view = shown.playerView;
  if (!view?.taskForces || !shown.interactive || view.pending?.kind !== 'startOfRound' || draft) return null;
  const tfs = ownTaskForces(view);
  const onMap = tfs.filter((x) => x.marker);
  const free = tfs.find((x) => !x.marker && !x.ships.length)?.letter ?? null;
  const stacks = new Map<string, typeof onMap>();
  for (const x of onMap) stacks.set(x.marker!.node, [...(stacks.get(x.marker!.node) ?? []), x]);
  const toggle = (id: string) => setSplit((s) => (s ? { ...s, ids: s.ids.includes(id) ? s.ids.filter((x) => x !== id) : [...s.ids, id] } : s));
  return (
    <section className="panel sor" data-testid="sor-panel" aria-label={t('sor.title')}>
      <h2>{t('sor.title')}</h2>
      <p className="muted small">{t('sor.help')}</p>
      {onMap.map(({ letter, marker, ships }) => (
        <div key={letter} className="tf-board">
          <div className="tf-board__head">
            <span className="tf-letter">{letter}</span>
            <span className="small">{ships.map((s) => s.class).join(' ')} · {marker!.node}</span>
          </div>
          <div className="deploy__buttons">
            <button type="button" className="small" data-testid={`sor-deploy-${letter}`} onClick={() => beginDeploy(marker!.id, true)}>
              {t('sor.deploy', { tf: letter })}
            </button>
            {free && ships.length >= 2 && (
              <button type="button" className="small" data-testid={`sor-split-${letter}`} onClick={() => setSplit(split?.tf === letter ? null : { tf: letter, ids: [] })}>
                {t('sor.split', { tf: letter })}
              </button>
            )}
          </div>
          {split?.tf === letter && free && (
            <div className="sor__form">
              {ships.map((s) => (
                <label key={s.id} className="check small">
                  <input type="checkbox" checked={split.ids.includes(s.id)} onChange={() => toggle(s.id)} /> {s.class} {unitLabel(s.id)}
                </label>
              ))}
              <button type="button" className="primary small" data-testid="sor-split-confirm" disabled={!split.ids.length}
                onClick={() => submit({ type: 'splitTaskForce', tf: letter, into: free, unitIds: split.ids })}>
                {t('sor.splitInto', { tf: free })}
              </button>
            </div>
          )}
        </div>
      ))}
      {[...stacks.entries()].filter(([, s]) => s.length > 1).map(([node, stack]) => {
        const letters = stack.map((x) => x.letter);
        const ships = stack.flatMap((x) => x.ships.map((s) => ({ ...s, tf: x.letter })));
        return (
          <div key={node} className="tf-board" data-testid={`sor-regroup-${node}`}>
            <div className="tf-board__head">{t('sor.regroup', { node })}</div>
            {ships.map((s) => (
              <label key={s.id} className="field small">
                <span>{s.class} {unitLabel(s.id)}</span>
                <select value={groups[s.id] ?? s.tf} onChange={(e) => setGroups({ ...groups, [s.id]: e.target.value as TaskForceLetter })}>
                  {letters.map((l) => <option key={l} value={l}>{l}</option>)}
                </select>
              </label>
            ))}
            <button type="button" className="small" onClick={() =>
              submit({ type: 'regroup', groups: letters.map((l) => ({ tf: l, unitIds: ships.filter((s) => (groups[s.id] ?? s.tf) === l).map((s) => s.id) })) })}>
              {t('sor.regroupApply')}
            </button>
          </div>
        );
      })}
      <button type="button" className="primary big" data-testid="sor-done" onClick={() => submit({ type: 'endStartOfRound' })}>
        {t('sor.done')}
      </button>
    </section>
  );
}
