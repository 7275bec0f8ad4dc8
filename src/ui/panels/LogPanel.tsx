// The event log in plain language, as the viewer may know it (the opponent's cards stay hidden): the
// last 40 or so lines (logWindow.ts). Only the latest events are read (a window a few times longer
// than what is shown), each event's line is written once per viewer and language while it is in that
// window (cached by the event, which never changes), and lines keep their event's place in the game as
// key, so an action adds a line instead of changing them all.
import { memo, useEffect, useMemo, useRef } from 'react';
import { eventsFor, type GameEvent, type PlayerId, type Unit } from '../../engine';
import { useUiStore } from '../../store';
import { useT, type Language } from '../../i18n';
import { eventText, knownUnits, type LogContext } from '../game/describe';
import { useDisplayed } from '../game/useDisplayed';
import { eventWindowStart, shownLines } from './logWindow';

interface Line { id: number; text: string; kind: string }

/**
 * The lines by viewer, language and names (hot-seat and demo players take turns at the screen), each
 * by event, for the events of the latest window only: a line is written once while its event is in the
 * window, and nothing is kept for the events before it (the game keeps every event: a table of lines
 * for all of them grew with the game, a few hundred bytes per action).
 */
const lineCache = new Map<string, { from: number; lines: Map<GameEvent, string | null> }>();
/** Viewers × languages × names kept; more are rare (a language or a name changed): the oldest goes. */
const KEYS_KEPT = 4;

/**
 * The lines of a window of events (from event `from` on) for a viewer in a language (null: no line).
 * While the window starts at the same event, a new action only adds its events' lines; when it moves
 * on, the cache keeps just the window's lines.
 */
function linesOf(ctx: LogContext, key: string, from: number, events: readonly GameEvent[], viewer: PlayerId | null): (string | null)[] {
  const kept = lineCache.get(key);
  const before = kept?.from === from ? kept.lines : null;
  const lines = before ?? new Map<GameEvent, string | null>();
  const texts = events.map((e) => {
    let text = (before ?? kept?.lines)?.get(e);
    if (text === undefined) {
      const seen = viewer ? eventsFor([e], viewer)[0] : e;
      text = seen ? eventText(ctx, seen) : null;
    }
    if (!before || !before.has(e)) lines.set(e, text);
    return text;
  });
  lineCache.delete(key);
  if (lineCache.size >= KEYS_KEPT) lineCache.delete(lineCache.keys().next().value!);
  lineCache.set(key, { from, lines });
  return texts;
}

const LogLine = memo(function LogLine({ text, kind }: { text: string; kind: string }) {
  return <li className={`log__line log__line--${kind}`}>{text}</li>;
});

export function LogPanel() {
  const t = useT();
  const lang = useUiStore((s) => s.language);
  const session = useUiStore((s) => s.session);
  const shown = useDisplayed();
  const hasView = !!shown.view;
  /** The event index of the oldest line shown (logWindow.ts). */
  const oldest = useRef(0);
  const lines = useMemo((): Line[] => {
    if (!session || !hasView) return [];
    const from = eventWindowStart(shown.eventCount);
    const raw = session.events.slice(from, shown.eventCount);
    // every unit seen, for naming ids in old events: only when a line is written (most are in the cache)
    let units: Map<string, Unit> | null = null;
    const ctx: LogContext = {
      t, lang: lang as Language, names: session.names, setup: session.state.setup, viewer: shown.viewer,
      get units() {
        return (units ??= knownUnits(session.state.units, raw, session.state.track));
      },
    };
    const key = `${lang}|${shown.viewer ?? ''}|${session.names.blue}|${session.names.red}`;
    const out: Line[] = [];
    linesOf(ctx, key, from, raw, shown.viewer).forEach((text, k) => {
      if (text) out.push({ id: from + k, text, kind: raw[k].type });
    });
    const kept = shownLines(out, oldest.current);
    oldest.current = kept.oldest;
    return kept.lines;
  }, [session, hasView, shown.eventCount, shown.viewer, t, lang]);
  // a live region that stays mounted (empty under a cover: its lines are the viewer's secrets); the lines
  // that come back with a new viewer are not read out all at once, only those added after them
  const primed = useRef(false);
  const live = primed.current && lines.length > 0;
  useEffect(() => {
    primed.current = lines.length > 0;
  }, [lines.length]);
  // oldest first in a list that is the only item of a column-reverse scroller: the scroller stays at
  // the latest line without reading its height after each action (which forced a layout of the whole
  // page), and a new line is laid out alone (lines as the scroller's own flex items were all laid out
  // again on every action: 200 of them late in a game). The list is focusable: the keyboard scrolls its scroller.
  return (
    <section className="panel log" data-testid="log-panel" aria-label={t('log.title')}>
      <div className="log__scroll">
        <ol className="log__lines" data-testid="log" aria-live={live ? 'polite' : 'off'} aria-label={t('log.title')} tabIndex={0}>
          {lines.map((l) => (
            <LogLine key={l.id} text={l.text} kind={l.kind} />
          ))}
        </ol>
      </div>
    </section>
  );
}
