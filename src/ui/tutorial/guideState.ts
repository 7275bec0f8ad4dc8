// What the player told the guide, per tutorial game: the welcome was read, the tutorial was skipped or
// finished. Kept by the game's first state (the same object all along its session) and, once the game
// has its entry in the saved-games library, in the browser's storage under that entry's id: a tutorial
// continued after a reload (or from the library) comes back at the step it was at, not at the welcome.
import { useSyncExternalStore } from 'react';
import type { GameState } from '../../engine';

export interface GuideChoice { welcomed: boolean; closed: boolean }

const NONE: GuideChoice = { welcomed: false, closed: false };
const choices = new WeakMap<GameState, GuideChoice>();
const listeners = new Set<() => void>();

const storageKey = (libraryId: string): string => `enb.tutorial.${libraryId}`;

function stored(libraryId: string | null): GuideChoice | null {
  if (!libraryId) return null;
  try {
    const raw = window.localStorage.getItem(storageKey(libraryId));
    if (!raw) return null;
    const c = JSON.parse(raw) as Partial<GuideChoice>;
    return { welcomed: c.welcomed === true, closed: c.closed === true };
  } catch {
    return null; // no storage (private mode) or a value not ours: the guide starts at the welcome
  }
}

/** The guide's choice for a game: in memory, else as stored for its library entry. */
function choiceOf(game: GameState, libraryId: string | null): GuideChoice {
  const known = choices.get(game);
  if (known) return known;
  const kept = stored(libraryId);
  if (kept) choices.set(game, kept); // the same object from now on (useSyncExternalStore compares it)
  return kept ?? NONE;
}

export function setGuideChoice(game: GameState, libraryId: string | null, change: Partial<GuideChoice>): void {
  const next = { ...choiceOf(game, libraryId), ...change };
  choices.set(game, next);
  if (libraryId) {
    try {
      window.localStorage.setItem(storageKey(libraryId), JSON.stringify(next));
    } catch {
      // storage full or blocked: the choice holds for this session only
    }
  }
  for (const l of listeners) l();
}

export function useGuideChoice(game: GameState | null, libraryId: string | null): GuideChoice {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => (game ? choiceOf(game, libraryId) : NONE),
  );
}
