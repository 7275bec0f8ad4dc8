// R-SETUP-1 secret setup: while the setup goes on, a player sees nothing the other player has set
// up — neither their placed ships nor their markers, nor which ships went to which task force (the
// fleet itself is public: it shows as ships still to set up). Both setups show together once both are
// done (the setup phase ends). Setup zones of two fleets never overlap (scenarios/reserveChecks.ts),
// so what is hidden can never stand in the way of what a player may do.
import type { GameEvent } from '../../core/events';
import type { GameView } from '../../core/view';
import { other, type GameState, type OffMapShip, type PlayerId, type Unit, TF_LETTERS } from '../../core/types';
import { offMap } from './taskForces';
import { poolSize } from '../commands/commands';

/** Whether `viewer` must not see the other player's setup now. */
export const setupIsSecret = (state: Pick<GameState, 'phase' | 'taskForces'>): boolean => state.phase === 'setup' && !!state.taskForces;

/** The other player's whole fleet to set up, as ships off the map in id order (where each went is secret). */
export function enemyFleet(state: GameState, viewer: PlayerId): OffMapShip[] {
  const tf = state.taskForces!;
  const enemy = other(viewer);
  const ships: OffMapShip[] = [...tf.reserve[enemy], ...TF_LETTERS.flatMap((l) => tf.boards[enemy][l].ships)];
  for (const id of tf.fleet[enemy]) if (Object.hasOwn(state.units, id)) ships.push(offMap(state.units[id]));
  return ships.map((s) => ({ ...s })).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The view's units without the other player's ships placed in this setup. */
export function unitsSeenInSetup(state: GameState, viewer: PlayerId, units: GameView['units']): GameView['units'] {
  const hidden = new Set(state.taskForces!.fleet[other(viewer)]);
  const out: Record<string, Unit> = {};
  for (const id of Object.keys(units)) if (!hidden.has(id)) out[id] = units[id];
  return out;
}

/**
 * The command tokens as `viewer` may see them during setup: the other player's pool follows what they
 * have set up on the map (R-CMD-1), so it shows as it stands before their setup — what their units
 * already on the map and their bonuses bring, none of their ships or markers of this setup.
 */
export function tokensSeenInSetup(state: GameState, viewer: PlayerId): GameState['tokens'] {
  const enemy = other(viewer);
  const tf = state.taskForces!;
  const units = unitsSeenInSetup(state, viewer, state.units);
  const markers = Object.fromEntries(Object.entries(tf.markers).filter(([, m]) => m.owner !== enemy));
  const before: GameState = { ...state, units, taskForces: { ...tf, markers } };
  return { ...state.tokens, [enemy]: { pool: poolSize(before, enemy), spent: 0 } };
}

/** R-SETUP-1 (and R-TF-1): the other player's setup steps never show in a player's log. */
export const isSecretSetupEvent = (e: GameEvent, viewer: PlayerId): boolean =>
  (e.type === 'markerPlaced' || e.type === 'markerWithdrawn' || e.type === 'shipPlaced' || e.type === 'shipAssigned') && e.player !== viewer;
