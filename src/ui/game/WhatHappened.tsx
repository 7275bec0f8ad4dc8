// What happened, in words, above the map (in the flow: it never covers the map, whose marks show the
// same events): after an action that hands the decision to the other player, the acting player's
// result with the button that brings the hand-over cover; after the hand-over, the next player's
// "since your last turn", with "Show me" to replay it on the map (motion/motionLayer.ts). Only what the viewer may know (recent.ts); each line as in the log. The
// result stays RESULT_MS unless handed over sooner; then the cover goes up by itself.
import { useEffect, useMemo } from 'react';
import { useUiStore } from '../../store';
import { handOverDue } from '../../store/game';
import { deciderOf } from '../../store/derived';
import { useT } from '../../i18n';
import { eventText, knownUnits, playerName } from './describe';
import { recentEvents } from './recent';
import { showRecentOnMap } from '../map/motion/motionState';
import { motionWanted } from '../map/motion/motionSetting';

/** How long the acting player's result stays on the map before the hand-over cover comes up by itself. */
export const RESULT_MS = 4_000;

export function WhatHappened() {
  const t = useT();
  const lang = useUiStore((s) => s.language);
  const session = useUiStore((s) => s.session);
  const resultOf = useUiStore((s) => s.resultOf);
  const viewer = useUiStore((s) => s.viewer ?? s.resultOf);
  const recent = useUiStore((s) => s.recent);
  const screen = useUiStore((s) => s.screen);
  const due = handOverDue({ screen, viewer: useUiStore((s) => s.viewer), resultOf });
  useEffect(() => {
    if (!due) return;
    const timer = setTimeout(() => useUiStore.getState().handOverNow(), RESULT_MS);
    return () => clearTimeout(timer);
  }, [due, session]);
  const lines = useMemo(() => {
    if (!session || !viewer) return [];
    const units = knownUnits(session.state.units, session.events, session.state.track);
    const ctx = { t, lang, names: session.names, units, setup: session.state.setup, viewer };
    return recentEvents(session, recent, viewer).map((e) => eventText(ctx, e)).filter((x): x is string => !!x);
  }, [session, recent, viewer, t, lang]);
  if (!session || !viewer || screen !== 'game') return null;
  const { handOverNow, dismissRecent } = useUiStore.getState();
  if (due) {
    const next = playerName(session.names, t, deciderOf(session.state));
    return (
      <section key="done" className="what-happened what-happened--done" data-testid="what-happened" aria-live="polite">
        <strong>{t('recent.done')}</strong>
        <ul className="what-happened__lines" data-testid="what-happened-lines">
          {lines.map((l, k) => <li key={k}>{l}</li>)}
        </ul>
        <button type="button" className="primary" data-testid="hand-over-now" onClick={handOverNow} autoFocus>
          {t('recent.handOver', { name: next })}
        </button>
      </section>
    );
  }
  if (!recent || !lines.length) return null;
  return (
    // (each kind its own element, keyed: one replacing the other is a new banner, not the old one's words moving)
    <section key="since" className="what-happened" data-testid="what-happened" aria-live="polite">
      <strong>{t('recent.since')}</strong>
      <ul className="what-happened__lines" data-testid="what-happened-lines">
        {lines.map((l, k) => <li key={k}>{l}</li>)}
      </ul>
      {motionWanted() && (
        <button type="button" data-testid="since-show-me" onClick={showRecentOnMap}>
          {t('recent.showMe')}
        </button>
      )}
      <button type="button" data-testid="since-dismiss" onClick={dismissRecent}>
        {t('recent.ok')}
      </button>
    </section>
  );
}
