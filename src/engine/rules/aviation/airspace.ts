// Aviation as the other rules see it (§8.2): which units are airfields, the bomber markers and
// their zones — an enemy zone for R-MOVE-4 and a forbidden stop. Queries only: the operations are
// in airfields.ts and bombers.ts, which act through the rules below them.
import type { ZoneRays } from '../../../scenarios/rulesetSchema';
import { boardOfState, indexOf, type Board } from '../../geometry/board';
import { relativeDirection, type Direction, type NodeIndex } from '../../geometry/grid';
import { hooks } from '../../core/hooks';
import type { BomberMarker, GameState, NodeName, PlayerId, Unit } from '../../core/types';

/** A fixed unit whose class has a bomber pool is an airfield (data, not names). */
export const isAirfield = (state: GameState, unit: Unit): boolean =>
  unit.kind === 'fixed' && state.setup.ruleset.fixedUnits[unit.class]?.bombers !== undefined;

/** R-AIR-4: a hit airfield cannot operate until the end of the next round's cleanup. */
export const isSuppressed = (state: GameState, unit: Unit): boolean =>
  unit.suppressedThrough !== undefined && state.round <= unit.suppressedThrough;

export const bomberList = (state: GameState): BomberMarker[] => state.bombers ?? [];
export const findBomber = (state: GameState, id: string): BomberMarker | undefined => state.bombers?.find((b) => b.id === id);

/** The zone of a bomber standing at `node` facing `heading` (rays: a card's, §8.2): air rays ignore everything between. */
export function bomberZone(state: GameState, board: Board, node: NodeName, heading: Direction, rays: readonly ZoneRays[] = state.setup.ruleset.bomber.zone): NodeIndex[] {
  const out: NodeIndex[] = [];
  const shorten = state.setup.modules?.length ? hooks.airRayLength : null; // a rule module's weather (module L)
  const start = board.index.get(node);
  if (start === undefined) return out;
  for (const g of rays)
    for (const k of g.rays) {
      const dir = relativeDirection(heading, k);
      let cur: NodeIndex = start;
      for (let dist = 1; dist <= g.to && cur >= 0; dist++) {
        cur = board.neighbours[cur * 6 + dir];
        if (cur >= 0 && dist >= g.from && !out.includes(cur) && (!shorten || dist <= shorten(state, { bomber: true, from: node, to: board.names[cur] }, g.to))) out.push(cur);
      }
    }
  return out;
}

/** R-MOVE-4: mark the zones and the nodes of `enemy`'s bombers (a stateIndex hook). */
export function markBomberZones(state: GameState, board: Board, enemy: PlayerId, base: Uint8Array): void {
  for (const b of bomberList(state)) {
    if (b.owner !== enemy) continue;
    const at = board.index.get(b.node);
    if (at !== undefined) base[at] = 1;
    for (const i of bomberZone(state, board, b.node, b.heading)) base[i] = 1;
  }
}

/** Words for the enemy bombers that forbid `player` to stop at `node` (R-MOVE-4 messages). */
export function bomberCoverers(state: GameState, player: PlayerId, node: NodeName): string[] {
  const board = boardOfState(state);
  const i = indexOf(board, node);
  return bomberList(state)
    .filter((b) => b.owner !== player && (b.node === board.names[i] || bomberZone(state, board, b.node, b.heading).includes(i)))
    .map((b) => `the enemy bomber at ${b.node}`);
}
