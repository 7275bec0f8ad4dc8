// How long a bot may take, and the least time a bot's action stays "thinking" before it is shown
// (so a person sees each step). Tests may hold a bot (a slow bot) or shorten its time limit
// (the browser-test hook, dev builds only).
export const botTiming = {
  /** A bot that has not answered after this long has failed (bot/timeout). */
  timeoutMs: 45_000,
  /** Against a person: the least time from the question to the action shown. */
  personPaceMs: 600,
  /** Tests: keep the worker busy this long before it thinks. */
  holdMs: 0,
};
