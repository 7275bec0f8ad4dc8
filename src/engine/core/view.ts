// What one player may know (§12), as data: the shape of `viewFor`'s answer (rules/view/view.ts).
import type { CardId, GameState, OffMapShip, Pending, PlayerId, TaskForceBoard, TaskForceLetter, TaskForceMarker, UnitId } from './types';

export interface TaskForcesView {
  /** Every marker on the map, keyed and ordered by id. */
  markers: Record<string, TaskForceMarker>;
  /** The viewer's own boards A–D (ships and marker ids). */
  boards: Record<TaskForceLetter, TaskForceBoard>;
  /** The viewer's fleet ships still to set up, and the fleet they may rearrange during setup (§7.1). */
  reserve: OffMapShip[];
  fleet: UnitId[];
  queue: PlayerId[];
  enemy: {
    /** R-TF-1: the ship lists of the opponent's TFs, without letters or markers. */
    compositions: OffMapShip[][];
    /** R-TF-5: the opponent's last marker on the map and its ships. */
    revealed: { markerId: string; ships: OffMapShip[] }[];
    /** The opponent's fleet ships still to set up (§7.1; the fleet is public). */
    reserve: OffMapShip[];
  };
}

export interface CardsView {
  deckSize: number;
  handSize: number;
  /** Only for the viewing player. */
  hand?: CardId[];
  discard: CardId[];
}
export type PendingView = Exclude<Pending, { kind: 'keepCard' }> | { kind: 'keepCard'; player: PlayerId; during: 'turn' | 'cleanup'; drawnCount: number; drawn?: CardId[] };

export type GameView = Omit<GameState, 'rng' | 'seed' | 'cards' | 'pending' | 'taskForces'> & {
  viewer: PlayerId;
  cards: Record<PlayerId, CardsView>;
  pending: PendingView | null;
  /** §7, R-TF-1: own boards; the opponent's compositions without the marker link (tfView.ts). */
  taskForces?: TaskForcesView;
};
