// What the machine players change in the game (loaded with the game, not on the first screen): a bot's
// action applied through the engine like a person's — its side's streak gathered in "what happened" —
// or refused (a bot problem); and a side taken over by hand.
import type { Action, PlayerId } from '../../engine';
import type { UiStore } from '../../store';
import { clearedPlay, nextViewer } from '../../store/game';
import { kernel } from '../../store/kernel';

/** Apply a bot's action (its side is to decide); a refusal becomes a bot problem, the game unchanged. */
export function playBotAction(store: UiStore, side: PlayerId, action: Action): boolean {
  const { session, viewer, recent, recentBy } = store.getState();
  if (!session || session.state.phase === 'over') return false;
  const r = kernel().advance(session, action);
  if (!r.ok) {
    store.setState({ botProblem: { side, code: 'bot/illegal-action', message: `${r.error.code}: ${r.error.message}` }, botThinking: null });
    return false;
  }
  // this side's streak of actions goes on (the other side's, or a person's action, began a new one)
  const from = recent && recentBy === side && recent.to === session.events.length ? recent.from : session.events.length;
  store.setState({ session: r.session, viewer: nextViewer(r.session, viewer), recent: { from, to: r.session.events.length }, recentBy: side, resultOf: null, notice: null, botThinking: null, ...clearedPlay });
  return true;
}

/** A person takes the side over for the rest of the game (saved as a person's side from then on). */
export function playSideByHand(store: UiStore, side: PlayerId): void {
  const { session, viewer } = store.getState();
  if (!session?.options.bots?.[side]) return;
  const bots = { ...session.options.bots };
  delete bots[side];
  const next = { ...session, options: { ...session.options, bots: Object.keys(bots).length ? bots : undefined } };
  // two people now (hot-seat: the cover hands the device over), or a person against the other bot
  store.setState({ session: next, viewer: nextViewer(next, viewer), botProblem: null, botThinking: null, notice: null, ...clearedPlay });
}
