// L-AA-FIRE, L-AA-ONCE, L-AA-TWO-STEP, L-AA-BOMB: AA guns (seed 003 §6, §7.0.6). A gun is a fixed land
// marker; in its owner's turn it may fire once a round at an enemy bomber on its node or next to it,
// with a d6 read on the table by the bomber's altitude and the distance. A bomber in a cloud, or one
// the gun sees against the sun, is missed without a roll. A series of bombs on a gun's node destroys
// the gun on 4–6. Every roll comes from the game's PRNG and is an event.
import { z } from 'zod';
import { randomInt } from '../../../engine/author';
import type { Draft } from '../../../engine/author';
import type { GameState, NodeName, PlayerId } from '../../../engine/author';
import { boardOfState, indexOf } from '../../../engine/author';
import { cellOfIndex, indexDistance } from '../../../engine/author';
import { destroyBomber } from '../../../engine/author';
import { aaNeed, bomberAltitude, BOMB_KILLS_GUN_ON, type Altitude } from './aaTable';
import { edgesToward, shieldedFromGun, type Edge, type Weather } from './weather';

export const gunSchema = z.object({
  id: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,30}$/),
  owner: z.enum(['blue', 'red']),
  node: z.string().min(1).max(12),
}).strict();
export type Gun = z.infer<typeof gunSchema>;

/** What the guns keep: the guns destroyed, the guns that fired (by round), the bombers damaged (two-step). */
export interface GunsData { destroyed: string[]; fired: { gunId: string; round: number }[]; damaged: string[] }
export const NO_GUN_DATA: GunsData = { destroyed: [], fired: [], damaged: [] };

/** What the guns need from the module's options. */
export interface GunRules { guns: readonly Gun[]; altitude: Record<string, Altitude>; damage: 'destroy' | 'two-step'; weather: Weather }

/** The map distance between two nodes (−1: a node is not on the map). */
export function nodeDistance(state: Pick<GameState, 'setup'>, a: NodeName, b: NodeName): number {
  const board = boardOfState(state);
  const [i, j] = [indexOf(board, a), indexOf(board, b)];
  return i < 0 || j < 0 ? -1 : indexDistance(board.shape, i, j);
}

/** The edges a gun at `from` fires toward when it fires at `to`. */
export function fireDirection(state: Pick<GameState, 'setup'>, from: NodeName, to: NodeName): Edge[] {
  const board = boardOfState(state);
  const [a, b] = [cellOfIndex(board.shape, indexOf(board, from)), cellOfIndex(board.shape, indexOf(board, to))];
  // x in half columns: odd rows lie half a column east (R-GRID-2), so a NE step points east on every row
  return edgesToward({ x: 2 * a.col + (a.row & 1), y: a.row }, { x: 2 * b.col + (b.row & 1), y: b.row });
}

export const gunStanding = (data: GunsData, gunId: string): boolean => !data.destroyed.includes(gunId);
export const gunFired = (data: GunsData, gunId: string, round: number): boolean => data.fired.some((f) => f.gunId === gunId && f.round === round);

/** One shot a gun may take now. */
export interface GunShot { gunId: string; bomberId: string; distance: 0 | 1; need: number; shield: 'cloud' | 'sun' | null }

/** L-AA-FIRE, L-AA-TABLE, L-AA-SHIELD: the shot `gun` would have at a bomber standing as `b`, whether or not it may fire now; null when the table gives no roll there. */
export function shotAt(state: GameState, rules: GunRules, gun: Gun, b: { id: string; owner: string; node: NodeName }): Omit<GunShot, 'gunId' | 'bomberId'> | null {
  const distance = nodeDistance(state, gun.node, b.node);
  if (distance !== 0 && distance !== 1) return null;
  const need = aaNeed(bomberAltitude(rules.altitude, b), distance);
  if (need === null) return null;
  return { distance, need, shield: shieldedFromGun(rules.weather, b.node, fireDirection(state, gun.node, b.node)) };
}

/** L-AA-FIRE, L-AA-ONCE: the shots open to `player` now (their own turn, no decision pending): each standing gun that has not fired this round, at each enemy bomber within 1 that the table lets it reach (a shielded one is a sure miss). */
export function gunShots(state: GameState, rules: GunRules, data: GunsData, player: PlayerId): GunShot[] {
  if (state.phase !== 'play' || state.pending || state.toAct !== player || state.activation) return [];
  const shots: GunShot[] = [];
  for (const gun of rules.guns) {
    if (gun.owner !== player || !gunStanding(data, gun.id) || gunFired(data, gun.id, state.round)) continue;
    for (const b of state.bombers ?? []) {
      if (b.owner === player) continue;
      const shot = shotAt(state, rules, gun, b);
      if (shot) shots.push({ gunId: gun.id, bomberId: b.id, ...shot });
    }
  }
  return shots;
}

function d6(d: Draft): number {
  const [n, rng] = randomInt(d.s.rng, 1, 6);
  d.s.rng = rng;
  return n;
}

/** L-AA-FIRE, L-AA-SHIELD, L-AA-TWO-STEP: fire one shot; the gun is spent for the round. Returns the new data. */
export function fireGun(d: Draft, rules: GunRules, data: GunsData, shot: GunShot, owner: PlayerId): GunsData {
  const fired = [...data.fired.filter((f) => f.round === d.s.round), { gunId: shot.gunId, round: d.s.round }];
  if (shot.shield) {
    d.events.push({ type: 'module', module: 'airDefence', name: 'gunMissed', player: owner, data: { gunId: shot.gunId, bomberId: shot.bomberId, reason: shot.shield } });
    return { ...data, fired };
  }
  const roll = d6(d);
  const hit = roll >= shot.need;
  d.events.push({ type: 'module', module: 'airDefence', name: 'gunRoll', player: owner, data: { gunId: shot.gunId, bomberId: shot.bomberId, die: 6, roll, need: shot.need, distance: shot.distance, success: hit } });
  if (!hit) return { ...data, fired };
  if (rules.damage === 'two-step' && !data.damaged.includes(shot.bomberId)) {
    d.events.push({ type: 'module', module: 'airDefence', name: 'bomberDamaged', player: owner, data: { bomberId: shot.bomberId } });
    return { ...data, fired, damaged: [...data.damaged, shot.bomberId] };
  }
  destroyBomber(d, shot.bomberId, shot.gunId, owner);
  return { ...data, fired, damaged: data.damaged.filter((id) => id !== shot.bomberId) };
}

/** L-AA-BOMB: a series of bombs falls on `node`: each standing gun there rolls a d6 and is destroyed on 4–6. Returns the new data and the guns destroyed. */
export function bombGuns(d: Draft, rules: GunRules, data: GunsData, node: NodeName, by: PlayerId): { data: GunsData; destroyed: Gun[] } {
  const destroyed: Gun[] = [];
  for (const gun of rules.guns) {
    if (gun.node.toUpperCase() !== node.toUpperCase() || gun.owner === by || !gunStanding(data, gun.id)) continue;
    const roll = d6(d);
    const hit = roll >= BOMB_KILLS_GUN_ON;
    d.events.push({ type: 'module', module: 'airDefence', name: 'gunBombed', player: by, data: { gunId: gun.id, die: 6, roll, need: BOMB_KILLS_GUN_ON, success: hit } });
    if (hit) destroyed.push(gun);
  }
  return { data: destroyed.length ? { ...data, destroyed: [...data.destroyed, ...destroyed.map((g) => g.id)] } : data, destroyed };
}
