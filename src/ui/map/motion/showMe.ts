// "Show me" (issue 37), for any board that draws the game (the map's motion layer, a rule module's own
// board): the events since the viewer's last turn, as the screen's "Since your last turn" lists them,
// handed to the board on screen to play — with the viewer whose screen is shown and the state those
// events started from (a board that draws pieces as the viewer saw them then reads it with viewOf).
import type { GameEvent, GameState, PlayerId } from '../../../engine';
import { useUiStore, type UiState } from '../../../store';
import { shownViewer } from './followActions';
import { setReplayer } from './motionState';

export interface Recent {
  /** All the events of the range: filter them with eventsFor for the viewer. */
  events: readonly GameEvent[];
  s: UiState;
  viewer: PlayerId;
  /** The game's state when the first of them happened. */
  before: GameState;
}

/** The state the game was in after `count` events: the timeline's last state with no more events than that. */
function stateAfter(s: UiState, count: number): GameState | null {
  const t = s.session?.timeline;
  if (!t) return null;
  let k = -1;
  for (let i = 0; i < t.eventCounts.length && t.eventCounts[i] <= count; i++) k = i;
  return k >= 0 ? t.states[k] : null;
}

/** The board on screen answers "Show me" with `play` (true: something moves); returns the call that gives it up. */
export function replayRecent(play: (recent: Recent) => boolean): () => void {
  const mine = (): boolean => {
    const s = useUiStore.getState();
    const viewer = shownViewer(s);
    const before = s.recent ? stateAfter(s, s.recent.from) : null;
    if (!viewer || !s.session || !s.recent || !before) return false;
    return play({ events: s.session.events.slice(s.recent.from, s.recent.to), s, viewer, before });
  };
  setReplayer(mine);
  return () => setReplayer(null);
}
