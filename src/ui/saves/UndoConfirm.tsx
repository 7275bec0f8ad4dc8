// Undo beyond the barrier: the other player must allow it. Opaque (the asking player's secrets are not
// rendered behind it), it names both players, says why their consent is needed and lists what will
// be undone as the other player's log shows it.
import { useEffect, useRef } from 'react';
import { other } from '../../engine';
import { useUiStore } from '../../store';
import { useT } from '../../i18n';
import { playerName, sideName } from '../game/describe';
import { actionLines } from './actionLines';
import { CoverTools } from '../screens/CoverTools';
import './saves.css';

export function UndoConfirm() {
  const t = useT();
  const lang = useUiStore((s) => s.language);
  const request = useUiStore((s) => s.undoRequest);
  // the game only while an undo waits for an answer: no render after each action
  const session = useUiStore((s) => (s.undoRequest ? s.session : null));
  const { confirmUndo, cancelUndo } = useUiStore.getState();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (request) cancel.current?.focus();
  }, [request]);
  if (!request || !session) return null;
  const asker = request.by;
  const judge = other(asker);
  const n = session.actions.length - request.to;
  const lines: string[] = [];
  for (let k = request.to; k < session.actions.length; k++) lines.push(...actionLines(session, k, judge, t, lang));
  return (
    <div className={`handover handover--${judge}`} role="alertdialog" aria-modal="true" aria-labelledby="undo-confirm-title" data-testid="undo-confirm">
      <div className="handover__box saves-confirm">
        <div className={`handover__side side-dot side-dot--${judge}`}>{sideName(t, judge)}</div>
        <h2 id="undo-confirm-title" data-testid="undo-confirm-title">
          {t('undo.confirm.title', { judge: playerName(session.names, t, judge), asker: playerName(session.names, t, asker), past: t(`undo.past.${request.barrier}`, { other: playerName(session.names, t, judge) }) })}
        </h2>
        <p>{t('undo.confirm.will', { n })}</p>
        <ol className="saves-confirm__lines small" data-testid="undo-confirm-lines">
          {lines.slice(-12).map((l, k) => (
            <li key={k}>{l}</li>
          ))}
        </ol>
        <p className="muted small">{t('undo.confirm.note')}</p>
        <CoverTools />
        <div className="saves-dialog__buttons">
          <button type="button" className="primary" data-testid="undo-allow" onClick={confirmUndo}>
            {t('undo.allow', { name: playerName(session.names, t, judge) })}
          </button>
          <button ref={cancel} type="button" data-testid="undo-refuse" onClick={cancelUndo}>
            {t('undo.refuse')}
          </button>
        </div>
      </div>
    </div>
  );
}
