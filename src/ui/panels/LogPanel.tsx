// The event log in plain language, as the viewer may see it (the opponent's cards stay hidden).
import { useEffect, useMemo, useRef } from 'react';
import { eventsFor } from '../../engine';
import { useUiStore } from '../../store';
import { useT } from '../../i18n';
import { eventText, knownUnits } from '../game/describe';
import { useDisplayed } from '../game/useDisplayed';

export function LogPanel() {
  const t = useT();
  const lang = useUiStore((s) => s.language);
  const session = useUiStore((s) => s.session);
  const shown = useDisplayed();
  const ref = useRef<HTMLOListElement>(null);
  const lines = useMemo(() => {
    if (!session || !shown.view) return [];
    const raw = session.events.slice(0, shown.eventCount);
    const events = shown.viewer ? eventsFor(raw, shown.viewer) : raw;
    const units = knownUnits(session.state.units, session.events, session.state.track);
    const ctx = { t, lang, names: session.names, units, setup: session.state.setup, viewer: shown.viewer };
    const out: { text: string; kind: string }[] = [];
    for (const e of events) {
      const text = eventText(ctx, e);
      if (text) out.push({ text, kind: e.type });
    }
    return out.slice(-200);
  }, [session, shown, t, lang]);
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines]);
  if (!shown.view) return null;
  return (
    <section className="panel log" data-testid="log-panel" aria-label={t('log.title')}>
      <ol ref={ref} className="log__lines" data-testid="log" aria-live="polite">
        {lines.map((l, k) => (
          <li key={k} className={`log__line log__line--${l.kind}`}>
            {l.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
