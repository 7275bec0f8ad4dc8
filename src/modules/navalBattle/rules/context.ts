// Everything a rule of module N reads about one state: the options, the geography, the data and the
// board. Built once per call from the state (the geography and board are cached).
import type { GameState, PlayerId } from '../../../engine/author';
import { dataOf, type NavalData, type Piece } from './data';
import { boardOfData, type NavalBoard } from './board';
import { geographyOf, type Geography } from './geography';
import type { NavalOptions } from './fleet';

export interface Ctx { state: GameState; o: NavalOptions; g: Geography; data: NavalData; board: NavalBoard }

export function contextOf(state: GameState, o: NavalOptions): Ctx {
  const g = geographyOf(state.setup.map, o);
  const data = dataOf(state);
  return { state, o, g, data, board: boardOfData(g, data) };
}

export const fieldOf = (c: Pick<Ctx, 'g'>, name: string): number => c.g.index.get(name) ?? -1;
export const nameOf = (c: Pick<Ctx, 'g'>, i: number): string => c.g.names[i];


/** The 8 neighbours of a field. */
export function neighboursOf(c: Pick<Ctx, 'g'>, i: number): number[] {
  const out: number[] = [];
  for (let dir = 0; dir < 8; dir++) { const j = c.g.nb[i * 8 + dir]; if (j >= 0) out.push(j); }
  return out;
}

export const shipsOf = (c: Ctx, player: PlayerId): Piece[] => c.data.pieces.filter((p) => p.owner === player && p.kind === 'ship' && p.node !== null);
export const inNeutral = (c: Ctx, node: string | null): boolean => node !== null && c.g.neutral[fieldOf(c, node)] === 1;
