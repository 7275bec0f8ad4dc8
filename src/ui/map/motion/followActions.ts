// When a board should animate, for any board that draws the game (the map's motion layer, a rule module's
// own board): the events each new action brings, for the viewer whose screen is shown, and when every
// motion must stop at once so the board is exactly the engine's state — a click or a key (skipped: the
// next action is never blocked), the game going back (undo, another game, a reload) or the hand-over
// cover coming up. motionWanted (the menu's switch, prefers-reduced-motion) is the player's say.
import type { GameEvent, PlayerId } from '../../../engine';
import { useUiStore, type UiState } from '../../../store';

/** The viewer whose screen is shown (the player who just acted, until the cover). */
export const shownViewer = (s: UiState): PlayerId | null => (s.screen === 'game' ? (s.viewer ?? s.resultOf) : null);

export interface ActionWatcher {
  /** A new action's events (all of them: filter with eventsFor for the viewer), the store after it and the viewer. */
  play(events: readonly GameEvent[], s: UiState, viewer: PlayerId): void;
  /** Stop now: the board draws the engine's state. */
  stop(): void;
}

/** Follow the game's actions; returns the way to stop following. */
export function followActions(watcher: ActionWatcher): () => void {
  const unsubscribe = useUiStore.subscribe((s, prev) => {
    const viewer = shownViewer(s);
    if (!viewer || !s.session) return watcher.stop(); // the cover, the start screen: nothing shown, nothing moves
    if (s.session === prev.session) return;
    const before = prev.session;
    const grew = !!before && before.scenarioId === s.session.scenarioId && s.session.events.length > before.events.length
      && s.session.events[before.events.length - 1] === before.events[before.events.length - 1];
    if (!grew) return watcher.stop(); // undone, another game: the board is the engine's at once
    watcher.play(s.session.events.slice(before!.events.length), s, viewer);
  });
  // a click or a key skips what moves (and goes on to do what it does)
  const skip = (): void => watcher.stop();
  window.addEventListener('pointerdown', skip, true);
  window.addEventListener('keydown', skip, true);
  return () => {
    unsubscribe();
    window.removeEventListener('pointerdown', skip, true);
    window.removeEventListener('keydown', skip, true);
  };
}
