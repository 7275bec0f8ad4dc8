// "Show me" (issue 37), for any board that draws the game (the map's motion layer, a rule module's own
// board): the events since the viewer's last turn, as the screen's "Since your last turn" lists them,
// handed to the board on screen to play — with the viewer whose screen is shown and, action by action,
// the state each started from (a board that draws pieces as the viewer saw them then reads it with viewOf).
import type { GameEvent, GameState, PlayerId } from '../../../engine';
import { useUiStore, type UiState } from '../../../store';
import { shownViewer } from './followActions';
import { setReplayer } from './motionState';

export interface Recent {
  /** All the events of the range: filter them with eventsFor for the viewer. */
  events: readonly GameEvent[];
  s: UiState;
  viewer: PlayerId;
  /** The same events action by action, each with the game's state just before it. */
  steps: { before: GameState; events: readonly GameEvent[] }[];
}

/** The actions whose events make up the range [from, to) of the session's events, each with the state before it. */
function stepsOf(s: UiState, from: number, to: number): Recent['steps'] {
  const session = s.session;
  if (!session) return [];
  const { states, eventCounts } = session.timeline;
  const steps: Recent['steps'] = [];
  for (let k = 0; k + 1 < states.length; k++) {
    if (eventCounts[k] >= from && eventCounts[k + 1] <= to && eventCounts[k + 1] > eventCounts[k]) {
      steps.push({ before: states[k], events: session.events.slice(eventCounts[k], eventCounts[k + 1]) });
    }
  }
  return steps;
}

/** The board on screen answers "Show me" with `play` (true: something moves); returns the call that gives it up. */
export function replayRecent(play: (recent: Recent) => boolean): () => void {
  setReplayer(() => {
    const s = useUiStore.getState();
    const viewer = shownViewer(s);
    if (!viewer || !s.session || !s.recent) return false;
    const { from, to } = s.recent;
    return play({ events: s.session.events.slice(from, to), s, viewer, steps: stepsOf(s, from, to) });
  });
  return () => setReplayer(null);
}
