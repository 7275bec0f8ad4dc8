// What the player told the guide, per tutorial game (keyed by the game's first state, the same object
// all along its session): the welcome was read, the tutorial was skipped or finished.
import { useSyncExternalStore } from 'react';
import type { GameState } from '../../engine';

export interface GuideChoice { welcomed: boolean; closed: boolean }

const NONE: GuideChoice = { welcomed: false, closed: false };
const choices = new WeakMap<GameState, GuideChoice>();
const listeners = new Set<() => void>();

export function setGuideChoice(game: GameState, change: Partial<GuideChoice>): void {
  choices.set(game, { ...(choices.get(game) ?? NONE), ...change });
  for (const l of listeners) l();
}

export function useGuideChoice(game: GameState | null): GuideChoice {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => (game ? choices.get(game) ?? NONE : NONE),
  );
}
