// A rule module's own part of the game state (state.moduleState): plain JSON, one entry per module,
// found by its id in a list (never a key of a plain object), copied on write like the rest.
import type { Draft } from '../core/draft';
import type { GameState } from '../core/types';

/** What module `id` keeps in this state, or undefined. */
export const moduleData = (state: Pick<GameState, 'moduleState'>, id: string): unknown =>
  state.moduleState?.find((m) => m.module === id)?.data;

/** Replace what module `id` keeps (the list is copied, so earlier states keep theirs). */
export function setModuleData(d: Draft, id: string, data: unknown): void {
  const rest = (d.s.moduleState ?? []).filter((m) => m.module !== id);
  d.s.moduleState = [...rest, { module: id, data }];
}
