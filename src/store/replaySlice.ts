// The replay viewer's viewpoint: the whole game, or what one player saw (their view and log). While a
// game with hidden secrets is unfinished, its replay shows only the view of the player confirmed at the
// screen (never the other side's view, nor everything): the replay must not leak what the cover hides.
import type { PlayerId } from '../engine';
/** The slices this one reads and writes. */
type UiState = ReplaySlice;
import type { Session } from './session';

export type ReplayView = 'full' | PlayerId;

export const ALL_REPLAY_VIEWS: readonly ReplayView[] = ['full', 'blue', 'red'];

/**
 * The viewpoints a replay of this session may be seen from: all of them for a finished game or in demo
 * mode (secrets not hidden); else only the confirmed viewer's own view, none when nobody is confirmed.
 */
export function replayViewsFor(session: Pick<Session, 'state' | 'options'>, viewer: PlayerId | null): ReplayView[] {
  if (session.state.phase === 'over' || !session.options.hideBetweenTurns) return [...ALL_REPLAY_VIEWS];
  return viewer ? [viewer] : [];
}

export interface ReplaySlice {
  replayView: ReplayView;
  /** The viewpoints the replay being watched may be seen from (replayViewsFor). */
  replayViews: ReplayView[];
  /** Choose a viewpoint; one not allowed for this replay is refused (false). */
  setReplayView(view: ReplayView): boolean;
}

type Set = (partial: Partial<UiState>) => void;
type Get = () => UiState;

export function createReplaySlice(set: Set, get: Get): ReplaySlice {
  return {
    replayView: 'full',
    replayViews: [...ALL_REPLAY_VIEWS],
    setReplayView(view) {
      if (!get().replayViews.includes(view)) return false;
      set({ replayView: view });
      return true;
    },
  };
}
