// C-OBJ: the objective types (seed 004 §5.2) on a naval map — each side's progress, as the objectives
// panel shows it, and the end it brings. Progress that needs memory (rounds held, ships that crossed,
// documents carried, a commander sunk) is kept by the hooks in progress.ts; here it is only read.
import { other, own, type GameState, type PlayerId } from '../../../engine/author';
import { battleOf, type Battle } from './data';
import { centreOf, distance, zoneNodes } from './mapParts';
import { shipsAfloat, standing } from './fleetAfloat';
import type { FleetOptions } from './options';

/** One line of a side's progress: how far it is (`value` of `target`), in the objective's own unit. */
export interface Progress { side: PlayerId; what: 'held' | 'crossed' | 'documents' | 'commander' | 'enemyShips'; value: number; target: number }

/** C-OBJ-DEFENCE: units the attacker has in the defender's setup zone. C-OBJ-STRATEGIC: own units within 1 of the point, if no enemy is within the radius. */
export function holdingNow(state: GameState, o: FleetOptions, p: PlayerId): boolean {
  const b = battleOf(state);
  if (!b) return false;
  if (o.objective === 'defencePoint') {
    if (p !== b.attacker) return false;
    const zone = new Set(zoneNodes(state, other(p)));
    return standing(state, p).filter((s) => zone.has(s.node)).length >= o.holdUnits;
  }
  if (o.objective === 'strategicPoint') {
    const c = centreOf(state, o.centre);
    const near = standing(state, p).filter((s) => distance(state, s.node, c) <= 1).length;
    const enemy = standing(state, other(p)).some((s) => distance(state, s.node, c) <= o.enemyRadius);
    return near >= o.holdUnits && !enemy;
  }
  return false;
}

/** C-OBJ-AMBUSH: the cost the attacker must get across (the share of its fleet, rounded up). */
export const ambushTarget = (b: Battle, o: FleetOptions): number => Math.ceil((b.fleetCost[b.attacker] * o.ambushShare) / 100);
export const crossedCost = (b: Battle): number => b.crossed.reduce((n, id) => n + (own(b.costs, id) ?? 0), 0);
const delivered = (b: Battle, p: PlayerId): number => b.documents.filter((x) => x.home === p).length;

/** Each side's progress toward its objective (the objectives panel). */
export function progressOf(state: GameState, o: FleetOptions): Progress[] {
  const b = battleOf(state);
  if (!b) return [];
  const sides: PlayerId[] = ['blue', 'red'];
  switch (o.objective) {
    case 'defencePoint': return [{ side: b.attacker, what: 'held', value: b.held[b.attacker], target: o.holdRounds }];
    case 'strategicPoint': return sides.map((side) => ({ side, what: 'held', value: b.held[side], target: o.holdRounds }));
    case 'ambush': return [{ side: b.attacker, what: 'crossed', value: crossedCost(b), target: ambushTarget(b, o) }];
    case 'captureDocuments': return sides.map((side) => ({ side, what: 'documents', value: delivered(b, side), target: o.documentsToWin }));
    case 'commanderElimination': return sides.map((side) => ({ side, what: 'commander', value: (b.sunk ?? []).includes(other(side)) ? 1 : 0, target: 1 }));
    case 'elimination': return sides.map((side) => ({ side, what: 'enemyShips', value: shipsAfloat(state, other(side)).length, target: 0 }));
  }
}

/** C-OBJ-*: the side that has won now, or null (mid-game checks, after every action). */
export function objectiveWinner(state: GameState, o: FleetOptions): PlayerId | null {
  const b = battleOf(state);
  if (!b || state.phase === 'setup') return null;
  const gone = (p: PlayerId) => shipsAfloat(state, p).length === 0;
  // a side with no ship left has lost, whatever the objective (C-OBJ-ELIMINATION, and the seed's "loses its last model")
  if (gone('blue') !== gone('red')) return gone('blue') ? 'red' : 'blue';
  const defender = other(b.attacker);
  switch (o.objective) {
    case 'defencePoint': return b.held[b.attacker] >= o.holdRounds ? b.attacker : null;
    case 'strategicPoint': return b.held.blue >= o.holdRounds ? 'blue' : b.held.red >= o.holdRounds ? 'red' : null;
    case 'ambush': {
      if (crossedCost(b) >= ambushTarget(b, o)) return b.attacker;
      // the attacker can no longer get enough across: what crossed and what still floats falls short
      const still = shipsAfloat(state, b.attacker).filter((id) => !b.crossed.includes(id)).reduce((n, id) => n + (own(b.costs, id) ?? 0), 0);
      return crossedCost(b) + still < ambushTarget(b, o) ? defender : null;
    }
    case 'captureDocuments': return delivered(b, 'blue') >= o.documentsToWin ? 'blue' : delivered(b, 'red') >= o.documentsToWin ? 'red' : null;
    case 'commanderElimination': {
      const sunk = b.sunk ?? [];
      return sunk.length ? other(sunk[0]) : null;
    }
    case 'elimination': return null;
  }
}

/**
 * C-OBJ-LIMIT: the result at the round limit (after the last round's cleanup) — the defender holds
 * (defence point, ambush); documents and elimination by what was achieved; the strategic point and a
 * surviving commander by ENB's score. `undefined`: ENB's own judgement (the higher score).
 */
export function limitWinner(state: GameState, o: FleetOptions): PlayerId | null | undefined {
  const b = battleOf(state);
  if (!b) return undefined;
  const heldNow = (p: PlayerId) => (holdingNow(state, o, p) ? b.held[p] + 1 : 0) >= o.holdRounds; // the last round's end counts
  switch (o.objective) {
    case 'defencePoint': return heldNow(b.attacker) ? b.attacker : other(b.attacker);
    case 'ambush': return crossedCost(b) >= ambushTarget(b, o) ? b.attacker : other(b.attacker);
    case 'strategicPoint': return heldNow('blue') ? 'blue' : heldNow('red') ? 'red' : undefined;
    case 'captureDocuments': {
      const [x, y] = [delivered(b, 'blue'), delivered(b, 'red')];
      return x === y ? undefined : x > y ? 'blue' : 'red';
    }
    default: return undefined;
  }
}
