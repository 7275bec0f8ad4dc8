// Which of the log's latest lines are shown: the last SHOWN or so (a few times what the log's box shows;
// the whole game is in the replay). The oldest line shown stays put while SHOWN − SHORT to SHOWN + SLACK
// lines follow it, then SLACK lines are dropped in one go: dropping the first line of a numbered list
// renumbers (and lays out again) every line after it, so doing that on every action made the log's cost
// grow with the game. Few lines also keep a change of viewer cheap (hot-seat, demo): each line the other
// player knows differently is written again.

export const SHOWN = 40;
/** Lines beyond SHOWN kept before the oldest are dropped (in one go, down to SHOWN). */
export const SLACK = 20;
/** Lines fewer than SHOWN tolerated before older ones come back (the two players' logs differ a little). */
export const SHORT = 8;

/** Events read for the lines shown: bookkeeping events have no line, so more than SHOWN + SLACK. */
export const WINDOW = 4 * (SHOWN + SLACK);
/** The events read start on a multiple of this: the window moves in steps, not by one event per action. */
export const WINDOW_STEP = 64;

/**
 * The first event read for the lines of a game of `eventCount` events: WINDOW to WINDOW + WINDOW_STEP of
 * the latest. A window that followed the latest event by one dropped its oldest event, and often the
 * oldest line with it, on every action: the numbered list was renumbered and laid out again each time.
 */
export const eventWindowStart = (eventCount: number): number =>
  Math.max(0, Math.floor((eventCount - WINDOW) / WINDOW_STEP) * WINDOW_STEP);

/**
 * The lines to show (`lines` oldest first, each with its event's index as `id`) given the id of the
 * oldest line shown last time; returns them and the id to pass next time.
 */
export function shownLines<L extends { id: number }>(lines: readonly L[], oldest: number): { lines: L[]; oldest: number } {
  let first = lines.findIndex((l) => l.id >= oldest);
  if (first < 0) first = lines.length;
  const count = lines.length - first;
  if (count < SHOWN - SHORT || count > SHOWN + SLACK) first = Math.max(0, lines.length - SHOWN);
  return { lines: lines.slice(first), oldest: lines[first]?.id ?? 0 };
}
