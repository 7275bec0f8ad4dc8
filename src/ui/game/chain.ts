// A bomber chain's extension, found from any of its bombers: the engine extends a chain from its last
// bomber only, and a player who selected another bomber of the chain was not offered it.
import type { GameState } from '../../engine';
import { besideMovesOf } from '../../store/derived';

/** The bomber the selected bomber's chain can be extended from now, or null. */
export function chainExtender(state: GameState, bomberId: string): string | null {
  const chain = state.bombers?.find((b) => b.id === bomberId)?.chain;
  if (chain === undefined) return null;
  const mates = new Set((state.bombers ?? []).filter((b) => b.chain === chain).map((b) => b.id));
  for (const a of besideMovesOf(state)) if (a.type === 'extendChain' && mates.has(a.bomberId)) return a.bomberId;
  return null;
}
