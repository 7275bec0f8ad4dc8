// A unit's attack profile and the rays of its zone (R-UNIT-1, R-UNIT-2): from its class (and the
// cards that change it, §9), its node and heading. Geometry only: what stands on the map, and so
// where a torpedo ray stops, is asked of the state index by zones.ts.
import type { NodeIndex } from '../../geometry/grid';
import type { Board } from '../../geometry/board';
import type { AttackType, ZoneRays } from '../../../scenarios/rulesetSchema';
import { own, type ActiveEffect, type GameState, type PlayerId, type Unit } from '../../core/types';
import { changesRays, touches, zoneWithEffects } from '../cards/effects';

export interface UnitProfile {
  name: string;
  attack: AttackType;
  zone: ZoneRays[];
  /** A class with planes needs one aboard to have a zone (R-UNIT-2). */
  usesPlanes: boolean;
}

export function profileOf(state: GameState, unit: Unit): UnitProfile {
  const rs = state.setup.ruleset;
  const cls = unit.kind === 'ship' ? rs.classes[unit.class] : rs.fixedUnits[unit.class];
  if (!cls) return { name: unit.class, attack: 'none', zone: [], usesPlanes: false };
  const usesPlanes = unit.kind === 'ship' && rs.classes[unit.class].planes !== undefined;
  return { name: cls.name.en.toLowerCase(), attack: cls.attack, zone: zoneWithEffects(state, unit, cls.zone), usesPlanes }; // §9: ray effects
}

/** A unit's class name in words ("cruiser"): what messages need, without working out its zone. */
export function unitName(state: GameState, unit: Unit): string {
  const rs = state.setup.ruleset;
  const cls = unit.kind === 'ship' ? own(rs.classes, unit.class) : own(rs.fixedUnits, unit.class);
  return cls ? cls.name.en.toLowerCase() : unit.class;
}

/** A unit in words for a refusal message, from the acting player's side: "your cruiser at B6", "the enemy battleship at M6". */
export function unitPhrase(state: GameState, unit: Unit, player: PlayerId = state.toAct): string {
  return `${unit.owner === player ? 'your' : 'the enemy'} ${unitName(state, unit)} at ${unit.node}`;
}

/** R-UNIT-2: whether the unit has a zone at all (an attack type, and planes aboard if it needs them). */
export const hasZone = (p: UnitProfile, unit: Unit): boolean =>
  p.attack !== 'none' && p.zone.length > 0 && !(p.usesPlanes && (unit.planes ?? 0) <= 0);

/**
 * A unit class's zone, compiled once per ruleset for hot loops: parallel arrays of rays (`rel`: a ray's
 * direction from the heading), and each ray's direction on the map for each heading: dirs[heading * rays + ray].
 */
export interface CompiledZone { attack: AttackType; usesPlanes: boolean; clearSea: boolean; rel: number[]; from: number[]; to: number[]; dirs: Int8Array }
const compiledByRuleset = new WeakMap<object, { ship: Map<string, CompiledZone>; fixed: Map<string, CompiledZone> }>();

// the last ruleset's zones, at hand without the weak table (one game's loops ask thousands of times)
let lastRuleset: object | null = null;
let lastByKind: { ship: Map<string, CompiledZone>; fixed: Map<string, CompiledZone> } | null = null;
// §9: a unit whose rays cards change: its zone as last compiled, by unit id, with the effects it was
// compiled with (an effect in play is never changed in place, so the same effects give the same zone)
const withEffects = new Map<string, { ruleset: object; effects: ActiveEffect[]; zone: CompiledZone }>();
const touching: ActiveEffect[] = [];

function compile(state: GameState, unit: Unit): CompiledZone {
  const p = profileOf(state, unit);
  const c: CompiledZone = { attack: p.attack, usesPlanes: p.usesPlanes, clearSea: p.attack !== 'none' && state.setup.ruleset.attackTypes[p.attack].line === 'clearSea', rel: [], from: [], to: [], dirs: new Int8Array(0) };
  if (p.attack !== 'none') for (const g of p.zone) for (const k of g.rays) { c.rel.push(k); c.from.push(g.from); c.to.push(g.to); }
  const n = c.rel.length;
  c.dirs = new Int8Array(6 * n);
  for (let h = 0; h < 6; h++) for (let r = 0; r < n; r++) c.dirs[h * n + r] = (h + c.rel[r]) % 6;
  return c;
}

export function compiledZone(state: GameState, unit: Unit): CompiledZone {
  const effects = state.effects;
  if (effects === undefined || effects.length === 0) return classZone(state, unit);
  const rays = rayEffects(effects);
  let n = 0; // touching[0..n): the effects that change this unit's rays (a list reused, not made per call)
  for (let k = 0; k < rays.length; k++) if (touches(rays[k], unit)) touching[n++] = rays[k];
  if (n === 0) return classZone(state, unit);
  const known = withEffects.get(unit.id);
  if (known !== undefined && known.ruleset === state.setup.ruleset && sameStart(known.effects, touching, n)) return known.zone;
  const zone = compile(state, unit);
  withEffects.set(unit.id, { ruleset: state.setup.ruleset, effects: touching.slice(0, n), zone });
  return zone;
}

// the effects in play that change rays, for the last list of effects asked about (a list is replaced, never changed)
let lastEffects: readonly ActiveEffect[] | null = null;
let lastRays: ActiveEffect[] = [];
function rayEffects(effects: readonly ActiveEffect[]): ActiveEffect[] {
  if (effects !== lastEffects) { lastEffects = effects; lastRays = effects.filter(changesRays); }
  return lastRays;
}

/** Whether list `a` is the first n of `b`. */
function sameStart(a: readonly object[], b: readonly object[], n: number): boolean {
  if (a.length !== n) return false;
  for (let k = 0; k < n; k++) if (a[k] !== b[k]) return false;
  return true;
}

/** The zone of the unit's class, with no card's effect. */
function classZone(state: GameState, unit: Unit): CompiledZone {
  const rs = state.setup.ruleset;
  let byKind = rs === lastRuleset ? lastByKind : compiledByRuleset.get(rs);
  if (!byKind) { byKind = { ship: new Map(), fixed: new Map() }; compiledByRuleset.set(rs, byKind); }
  lastRuleset = rs;
  lastByKind = byKind;
  const byClass = byKind[unit.kind];
  let c = byClass.get(unit.class);
  if (!c) byClass.set(unit.class, (c = compile(state, unit)));
  return c;
}

/**
 * Visit the nodes of a unit's zone, each ray nearest first (a node on two rays twice): the compiled
 * rays from its node and heading, none without a zone (R-UNIT-2). A clear-sea ray (R-UNIT-1) stops
 * before a node that is not sea and after a node `occupied` holds, except `skip` (a mover's own
 * start node, which it leaves); `ignoreLine` walks torpedo rays like artillery.
 */
export function forEachZoneNode(state: GameState, board: Board, occupied: Uint8Array, unit: Unit, visit: (i: NodeIndex) => void, skip: NodeIndex = -1, ignoreLine = false): void {
  const z = compiledZone(state, unit);
  if (z.attack === 'none' || (z.usesPlanes && (unit.planes ?? 0) <= 0)) return;
  const start = board.index.get(unit.node);
  if (start === undefined) return;
  const clearSea = z.clearSea && !ignoreLine;
  const { neighbours: nb, sea } = board;
  const rays = z.rel.length;
  for (let r = 0; r < rays; r++) {
    const dir = z.dirs[unit.heading * rays + r];
    const from = z.from[r], to = z.to[r];
    let cur = start;
    for (let d = 1; d <= to; d++) {
      cur = nb[cur * 6 + dir];
      if (cur < 0 || (clearSea && sea[cur] === 0)) break;
      if (d >= from) visit(cur);
      if (clearSea && cur !== skip && occupied[cur] === 1) break;
    }
  }
}
