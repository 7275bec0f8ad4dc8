// What the screen shows: the shown state for engine questions (zones, reachable ends, targets), the
// view it renders from (viewFor the viewer; nothing while the hand-over cover is up), and whether the
// viewer may act. In the replay viewer (a finished game) everything is shown.
import { useMemo } from 'react';
import { useUiStore } from '../../store';
import { personMayAct, viewOf } from '../../store/derived';
import type { GameState, GameView, PlayerId } from '../../engine';

/** The parts of a view the map draws (a finished game's full state has them too). */
export type BoardView = Pick<GameView, 'units' | 'planes' | 'setup' | 'activation' | 'toAct' | 'round' | 'phase' | 'score' | 'tokens' | 'passed' | 'order' | 'result' | 'bombers' | 'track' | 'resources' | 'armed'> & { taskForces?: GameView['taskForces'] | GameState['taskForces'] };

export interface Shown {
  state: GameState | null;
  view: BoardView | null;
  /** The full view of the viewer (panels), null in the replay viewer or under the cover. */
  playerView: GameView | null;
  viewer: PlayerId | null;
  interactive: boolean;
  /** How many of the session's events have happened in what is shown. */
  eventCount: number;
  /** Demo mode (secrets not hidden): both players' secrets are shown, from the state. */
  demo: boolean;
}

const NOTHING: Shown = { state: null, view: null, playerView: null, viewer: null, interactive: false, eventCount: 0, demo: false };

export function useDisplayed(): Shown {
  const screen = useUiStore((s) => s.screen);
  const session = useUiStore((s) => s.session);
  // between an action and the hand-over cover, the player who acted still sees their own screen
  const viewer = useUiStore((s) => s.viewer ?? s.resultOf);
  const replay = useUiStore((s) => s.replay);
  const replayView = useUiStore((s) => s.replayView);
  return useMemo(() => {
    if (screen === 'replay' && replay) {
      const state = replay.states[replay.step];
      const eventCount = replay.marks[replay.step] ?? 0;
      // the replay seen by one player: their view, their log (saves/replay viewpoint)
      if (replayView !== 'full') {
        const view = viewOf(state, replayView);
        return { state, view, playerView: view, viewer: replayView, interactive: false, eventCount, demo: false };
      }
      return { state, view: state, playerView: null, viewer: null, interactive: false, eventCount, demo: true };
    }
    if (!session || !viewer) return NOTHING;
    const state = session.state;
    const view = viewOf(state, viewer);
    return { state, view, playerView: view, viewer, interactive: personMayAct(session, viewer), eventCount: session.events.length, demo: !session.options.hideBetweenTurns };
  }, [screen, session, viewer, replay, replayView]);
}
