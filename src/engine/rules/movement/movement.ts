// Movement (§4): the rules around the search of search.ts. Forward costs 1 MP, a 60° turn costs
// `turnCost` (may be 0). R-MOVE-1 no reversing (turns are the only way to change heading);
// R-MOVE-2 no entering other units, airfields or non-navigable nodes, but passing through enemy
// zones is fine; R-MOVE-4 no ending in an enemy zone; R-MOVE-5 the start state is always a legal end;
// R-MOVE-6 MP never carry over (each search starts from the class's MP).
import type { Direction, NodeIndex } from '../../geometry/grid';
import { boardOfState, type Board } from '../../geometry/board';
import { isCurrent, searchStates, type SearchResult } from '../../geometry/search';
import { enemyZoneOf, stateIndex, type EnemyZone, type StateIndex } from './stateIndex';
import { own, type GameState, type NodeName, type Unit, type UnitId } from '../../core/types';
import type { PathStep } from '../../core/events';
import { effectiveMp, effectiveTurnCost } from '../cards/effects';
import { landingEnds } from './landing';

/** A legal end state of a move: where the ship may stop, facing where, for how many MP. */
export interface MoveOption { node: NodeName; heading: Direction; cost: number }

export interface MoveContext {
  board: Board;
  unit: Unit;
  mp: number;
  /** What a 60° turn costs this ship now (option turnCost, card effects). */
  turnCost: number;
  shallowDraft: boolean;
  result: SearchResult;
  zone: EnemyZone;
  /** Enemy-zone nodes that only count because the mover blocks a torpedo ray where it starts. */
  lifted: Set<number> | null;
  /** R-LAND-2: for a transport with cargo, enemy-zone nodes it may end on to land at once (1), else null. */
  landing: Uint8Array | null;
  /** How many legal end states legalEnds moved to the front of the settled states, once it has. */
  legal?: number;
}

/**
 * Run the search for a ship, with the enemy zones as they will be once the ship has left its node (kept
 * on the state's index while the search's buffers hold it: the screen asks for a ship's ends, its path
 * and its refusals on one state, and applying a move reads the search sampleAction just ran).
 */
export function moveContext(state: GameState, unitId: UnitId): MoveContext | null {
  const idx = stateIndex(state);
  // only the last search on a map's size is readable (its buffers are shared): one kept is enough
  const known = idx.lastMove as MoveContext | null;
  if (known !== null && known.unit.id === unitId && isCurrent(known.result)) return known;
  const ctx = search(state, idx, unitId);
  if (ctx) idx.lastMove = ctx;
  return ctx;
}

function search(state: GameState, idx: StateIndex, unitId: UnitId): MoveContext | null {
  const unit = own(state.units, unitId);
  if (!unit || unit.kind !== 'ship') return null;
  const cls = state.setup.ruleset.classes[unit.class];
  const { board, occupied } = idx;
  const start = board.index.get(unit.node);
  if (!cls || start === undefined) return null;
  const zone = enemyZoneOf(state, unit.owner);
  const past = zone.past.get(start);
  // §9: card effects change MP and turn cost, computed once per query
  const mp = effectiveMp(state, unit, cls.mp);
  const turnCost = effectiveTurnCost(state, unit, state.setup.ruleset.options.turnCost);
  const result = searchStates(board.neighbours, board.passable[cls.shallowDraft ? 1 : 0], occupied, start, unit.heading, mp, turnCost);
  return { board, unit, mp, turnCost, shallowDraft: cls.shallowDraft, result, zone, lifted: past ? new Set(past) : null, landing: landingEnds(state, board, unit, zone, result) };
}

/** R-MOVE-4/5: a settled state is a legal end if outside every enemy zone, or the start state itself. */
export function isLegalEnd(ctx: MoveContext, s: number): boolean {
  if (s === ctx.result.start) return true;
  const node = (s / 6) | 0;
  if (ctx.landing !== null && ctx.landing[node] === 1) return true; // R-LAND-2
  return ctx.zone.base[node] === 0 && !(ctx.lifted !== null && ctx.lifted.has(node));
}

/** The MP a settled state costs. */
export const costOf = (ctx: MoveContext, s: number): number => ctx.result.buffers.mark[s] - ctx.result.base;

/** Whether state s was reached (settled) by the search of this context. */
export const wasReached = (ctx: MoveContext, s: number): boolean => ctx.result.buffers.mark[s] >= ctx.result.base;

/**
 * Keep only the legal end states (R-MOVE-4/5) at the front of the search's list of settled states,
 * in place (once per search); returns how many. (The search proper: what the benchmark compares with a bare BFS.)
 */
export function legalEnds(ctx: MoveContext): number {
  if (ctx.legal !== undefined) return ctx.legal;
  const { buffers, count, start } = ctx.result;
  const { ends } = buffers;
  const zone = ctx.zone.base;
  const lifted = ctx.lifted;
  const landing = ctx.landing;
  let n = 0;
  if (lifted === null && landing === null) { // the common case, kept lean: only the zones decide
    for (let k = 0; k < count; k++) {
      const s = ends[k];
      if (zone[(s / 6) | 0] === 0 || s === start) ends[n++] = s;
    }
    return (ctx.legal = n);
  }
  for (let k = 0; k < count; k++) {
    const s = ends[k];
    const node = (s / 6) | 0;
    if (s !== start && (zone[node] === 1 || (lifted !== null && lifted.has(node))) && !(landing !== null && landing[node] === 1)) continue;
    ends[n++] = s;
  }
  return (ctx.legal = n);
}

/**
 * The legal end states of a ship's move, cheapest first, as parallel lists (allocation-light):
 * end k is (nodes[k], headings[k]) for costs[k] MP. Empty for non-ships and unknown units.
 */
export interface ReachableEnds { nodes: NodeName[]; headings: Direction[]; costs: number[] }

export function reachableEnds(state: GameState, unitId: UnitId): ReachableEnds {
  const ctx = moveContext(state, unitId);
  if (!ctx) return { nodes: [], headings: [], costs: [] };
  const { buffers, base } = ctx.result;
  const { ends, mark } = buffers;
  const names = ctx.board.names;
  const n = legalEnds(ctx);
  const nodes: NodeName[] = new Array(n);
  const headings: Direction[] = new Array(n);
  const costs: number[] = new Array(n);
  for (let k = 0; k < n; k++) {
    const s = ends[k];
    const node = (s / 6) | 0;
    nodes[k] = names[node];
    headings[k] = (s - node * 6) as Direction;
    costs[k] = mark[s] - base;
  }
  return { nodes, headings, costs };
}

/**
 * The legal end states of a ship's move as search states (node * 6 + heading), cheapest first: the
 * first `count` of `ends`, the search's own buffer (read it before the next search; no copy made).
 */
export function legalEndStates(state: GameState, unitId: UnitId): { ends: Int32Array; count: number } {
  const ctx = moveContext(state, unitId);
  return ctx ? { ends: ctx.result.buffers.ends, count: legalEnds(ctx) } : { ends: new Int32Array(0), count: 0 };
}

/** A ship's k-th legal end state (as in legalEndStates), without copying the list. */
export function legalEndAt(state: GameState, unitId: UnitId, k: number): number {
  const ctx = moveContext(state, unitId)!;
  legalEnds(ctx);
  return ctx.result.buffers.ends[k];
}

/** How many legal end states a ship's move has (no list made). */
export function legalEndCount(state: GameState, unitId: UnitId): number {
  const ctx = moveContext(state, unitId);
  return ctx ? legalEnds(ctx) : 0;
}

// moveBound's counts, per board and (MP, turn cost, draft): a table by start state, -1 where not yet counted
const bounds = new WeakMap<Board, Map<number, Int32Array>>();
let noUnits = new Uint8Array(0);

/**
 * At least as many as the ship's legal end states, without its search on this state: the states its
 * search would settle on the same map with no other unit on it (units and enemy zones only take end
 * states away). Counted once per board and start; sampleAction draws against it and searches only
 * the ship it lands on (rejection sampling). 0 for non-ships and for a start off the map (-1).
 */
export function moveBound(state: GameState, unit: Unit, start: NodeIndex): number {
  if (unit.kind !== 'ship' || start < 0) return 0;
  let known = boundOfUnit.get(unit.id); // (most ships did not move since the last state)
  if (known !== undefined && known.unit === unit && known.effects === state.effects && known.setup === state.setup) return known.count;
  if (known === undefined) boundOfUnit.set(unit.id, (known = { unit, effects: state.effects, setup: state.setup, count: 0 }));
  known.unit = unit;
  known.effects = state.effects;
  known.setup = state.setup;
  return (known.count = boundAt(state, unit, start));
}
// a ship's bound as last counted, by unit id: for that unit object (a transition copies a unit it
// changes) under those effects and that setup (its MP and turn cost come from them). A map by id whose
// entries are rewritten, not a weak map by unit: adding to a weak map cost more than counting.
const boundOfUnit = new Map<UnitId, { unit: Unit; effects: unknown; setup: unknown; count: number }>();

function boundAt(state: GameState, unit: Unit, start: NodeIndex): number {
  const cls = state.setup.ruleset.classes[unit.class];
  const board = boardOfState(state);
  if (!cls) return 0;
  const mp = Math.min(effectiveMp(state, unit, cls.mp), 63);
  const turnCost = Math.min(effectiveTurnCost(state, unit, state.setup.ruleset.options.turnCost), 63);
  let byCost = bounds.get(board);
  if (!byCost) bounds.set(board, (byCost = new Map()));
  const key = (mp * 64 + turnCost) * 2 + (cls.shallowDraft ? 1 : 0);
  let table = byCost.get(key);
  if (!table) byCost.set(key, (table = new Int32Array(board.size * 6).fill(-1)));
  const s = start * 6 + unit.heading;
  if (table[s] >= 0) return table[s];
  if (noUnits.length !== board.size) noUnits = new Uint8Array(board.size);
  return (table[s] = searchStates(board.neighbours, board.passable[cls.shallowDraft ? 1 : 0], noUnits, start, unit.heading, mp, turnCost).count);
}

/** The legal end states of a ship's move with their cheapest cost, cheapest first; [] for non-ships. */
export function reachableMoves(state: GameState, unitId: UnitId): MoveOption[] {
  const { nodes, headings, costs } = reachableEnds(state, unitId);
  return nodes.map((node, k) => ({ node, heading: headings[k], cost: costs[k] }));
}

/** What a ship's move to a legal end state does, as the search found it (R-MOVE-8 path, cost; R-LAND-2). */
export interface MoveWork { path: PathStep[]; cost: number; mustLand: boolean }

/** The work of a move to settled state s of this search (the path, its cost, whether it ends to land). */
export const moveWork = (ctx: MoveContext, s: number): MoveWork => ({ path: pathTo(ctx, s), cost: costOf(ctx, s), mustLand: endsToLand(ctx, s) });

/** R-LAND-2: whether a move to state s ends in an enemy zone only to land there (it must land at once). */
export function endsToLand(ctx: MoveContext, s: number): boolean {
  const i = (s / 6) | 0;
  return s !== ctx.result.start && ctx.landing?.[i] === 1 && ctx.zone.base[i] === 1;
}

/** The work of a ship's move to settled state s of its search on this state (as legalEndAt gives it). */
export const moveWorkTo = (state: GameState, unitId: UnitId, s: number): MoveWork => moveWork(moveContext(state, unitId)!, s);

/** The path to a settled state, start first (valid right after the search). */
export function pathTo(ctx: MoveContext, s: number): PathStep[] {
  const { parent } = ctx.result.buffers;
  const out: PathStep[] = [];
  for (let cur = s; cur !== -1; cur = parent[cur]) {
    const node = (cur / 6) | 0;
    out.push({ node: ctx.board.names[node], heading: (cur - node * 6) as Direction });
  }
  return out.reverse();
}

/** A cheapest path of a ship to an end state (legal or not), start first; null if out of reach. */
export function cheapestPath(state: GameState, unitId: UnitId, to: { node: NodeName; heading: Direction }): PathStep[] | null {
  const ctx = moveContext(state, unitId);
  if (!ctx) return null;
  const i = ctx.board.index.get(to.node.toUpperCase());
  if (i === undefined) return null;
  const s = i * 6 + to.heading;
  return wasReached(ctx, s) ? pathTo(ctx, s) : null;
}
