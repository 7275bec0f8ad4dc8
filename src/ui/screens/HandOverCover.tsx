// The hand-over cover: opaque, full screen, "Pass the device to Red (Piotr)", one button. While it is
// up the store has no viewer, so nothing secret is rendered behind it. The player who just acted may
// still take their action back from here (it comes back through the cover); an undo request has its own cover.
import { useRef } from 'react';
import { useUiStore } from '../../store';
import { coverFor } from '../../store/game';
import { hasMessage, useT, type MessageKey } from '../../i18n';
import { playerName, sideName } from '../game/describe';
import { CoverTools } from './CoverTools';
import { ObjectivesList } from '../panels/ObjectivesPanel';
import { useDialogFocus } from '../focus';

export function HandOverCover() {
  const t = useT();
  const confirm = useUiStore((s) => s.confirmHandOver);
  const cover = useRef<HTMLDivElement>(null);
  // the player who acted first sees their result (WhatHappened.tsx), then the cover
  const up = useUiStore((s) => s.screen === 'game' && !!s.session && s.viewer === null && !s.resultOf && !s.undoRequest && s.session.state.phase !== 'over');
  // the game only while the cover is up: no render after each action of a player at the screen
  const session = useUiStore((s) => (up ? s.session : null));
  // focus on the confirm button, Tab kept on the cover; after it the new player starts on the map (useFocusKeeper)
  useDialogFocus(cover, up, false);
  if (!up || !session) return null;
  const st = session.state;
  const next = coverFor(session);
  const name = playerName(session.names, t, next);
  const undo = useUiStore.getState().undoNow();
  const last = session.timeline.steps.at(-1)?.player;
  const why =
    st.pending?.kind === 'cleanupDraw' ? t('handover.why.cleanup')
    : st.pending?.kind === 'keepCard' ? t('handover.why.keep')
    : st.pending?.kind === 'chooseFirstPlayer' ? t('handover.why.first')
    : st.pending?.kind === 'taskForceSetup' ? t('handover.why.setup')
    : st.pending?.kind === 'startOfRound' ? t('handover.why.startOfRound')
    : st.pending?.kind === 'forcedDeployment' ? t('handover.why.forced')
    : st.pending?.kind === 'arrival' ? t('handover.why.arrival')
    : st.pending?.kind === 'moduleSetup' && hasMessage(`handover.why.module.${st.pending.module}.${st.pending.phase}`) ? t(`handover.why.module.${st.pending.module}.${st.pending.phase}` as MessageKey)
    : st.pending ? t('handover.why.decision')
    : t('handover.why.turn', { round: st.round });
  return (
    <div ref={cover} className={`handover handover--${next}`} data-testid="handover" role="dialog" aria-modal="true" aria-labelledby="handover-title">
      <div className="handover__box">
        <div className={`handover__side side-dot side-dot--${next}`}>{sideName(t, next)}</div>
        <h2 id="handover-title" data-testid="handover-title">
          {t('handover.title', { name, side: sideName(t, next) })}
        </h2>
        <p>{why}</p>
        <p className="muted small">{t('handover.note')}</p>
        <details className="handover__objectives" data-testid="handover-objectives" open>
          <summary>{t('end.objectives')}</summary>
          <ObjectivesList state={st} />
        </details>
        <CoverTools />
        <button type="button" data-autofocus className="primary big" data-testid="handover-confirm" onClick={confirm}>
          {t('handover.confirm', { name })}
        </button>
        {undo.kind !== 'none' && last && (
          <p>
            <button type="button" className="handover__undo" data-testid="handover-undo" onClick={() => useUiStore.getState().undo()}>
              {t(undo.kind === 'free' ? 'undo.fromCover' : 'undo.fromCover.confirm', { name: playerName(session.names, t, last) })}
            </button>
          </p>
        )}
      </div>
    </div>
  );
}
