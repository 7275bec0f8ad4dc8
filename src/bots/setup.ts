// §7.1 fleet setup by rule. The enemy's setup is secret (R-SETUP-1), so there is nothing to search:
// what wins an eight-round sandbox is reaching the enemy in time, so every ship goes on the map at
// once (an own token each, its own speed, no TF held back by its slowest ship), on the nodes of the
// setup zone nearest the enemy's zone as the map shows it (straight-line distance on screen, so the
// fleet lines up on the zone's front edge rather than in a corner), facing it. A ship the map has no room for goes on a TF board.
import { applyAction, other, setupZone, type Action, type GameState } from '../engine/index';
import { cellToAxial, DIRECTIONS, parseCellName, step, type Axial, type Direction } from '../engine/geometry/index';
import type { BotRandom } from './random';

const axialCache = new Map<string, Axial>();
const axial = (node: string): Axial => {
  let a = axialCache.get(node);
  if (!a) { const c = parseCellName(node); a = c ? cellToAxial(c) : { q: 0, r: 0 }; axialCache.set(node, a); }
  return a;
};
/** Where a node is drawn (rows offset by half a node, row spacing √3/2). */
const onScreen = (a: Axial): { x: number; y: number } => ({ x: a.q + a.r / 2, y: a.r * 0.866 });
const apart = (a: Axial, b: { x: number; y: number }): number => { const p = onScreen(a); return Math.hypot(p.x - b.x, p.y - b.y); };

/** The middle of a setup zone on screen (the enemy's, as the scenario gives it). */
function centre(nodes: readonly string[]): { x: number; y: number } {
  let x = 0, y = 0;
  for (const n of nodes) { const p = onScreen(axial(n)); x += p.x; y += p.y; }
  return nodes.length ? { x: x / nodes.length, y: y / nodes.length } : { x: 0, y: 0 };
}

/** How far a ship placed at (node, heading) is from the enemy: its node's distance, then one step ahead's (facing it). */
const forwardness = (target: { x: number; y: number }, node: string, heading: Direction): number =>
  apart(axial(node), target) * 10 + apart(step(axial(node), heading), target);

/** Every spot of a zone with its forwardness toward `target`, most forward first, worked out once per zone (the engine keeps a map's zones). */
const rankings = new WeakMap<readonly string[], { node: string; heading: Direction; f: number }[]>();
function ranked(zone: readonly string[], target: { x: number; y: number }): { node: string; heading: Direction; f: number }[] {
  let r = rankings.get(zone);
  if (!r) {
    r = zone.flatMap((node) => DIRECTIONS.map((heading) => ({ node, heading, f: forwardness(target, node, heading) })));
    r.sort((x, y) => x.f - y.f); // most forward first
    rankings.set(zone, r);
  }
  return r;
}

/** The setup action by rule: every ship forward on the map, else onto a board and its marker out, then finish. */
export function setupChoice(state: GameState, legal: readonly Action[], rng: BotRandom): Action {
  const finish = legal.find((a) => a.type === 'finishSetup');
  if (finish) return finish;
  const me = state.toAct;
  const target = centre(setupZone(state, other(me)));
  const waiting = new Set((state.taskForces?.reserve[me] ?? []).map((s) => s.id));
  const ship = legal.find((a) => a.type === 'placeShip' && waiting.has(a.unitId));
  if (ship && ship.type === 'placeShip') { // the engine lists a ship's first and last spot; any free node of the zone is as legal
    // markers and loose ships go on empty nodes (R-SETUP-1): a taken node is not asked of the engine
    const taken = new Set<string>();
    for (const id in state.units) taken.add(state.units[id].node);
    for (const m of Object.values(state.taskForces?.markers ?? {})) taken.add(m.node);
    // the 60 most forward free spots, ties broken at random (a jitter below 0.1): a spot more than
    // 0.1 behind the 60th cannot be among them, so the rest of the zone is not looked at
    const spots: { node: string; heading: Direction; d: number }[] = [];
    let last = Infinity;
    for (const p of ranked(setupZone(state, me), target)) {
      if (taken.has(p.node)) continue;
      if (p.f > last + 0.1) break;
      spots.push({ node: p.node, heading: p.heading, d: p.f + rng(100) / 1000 });
      if (spots.length === 60) last = p.f;
    }
    spots.sort((x, y) => x.d - y.d);
    for (const p of spots.slice(0, 60)) {
      const a: Action = { type: 'placeShip', unitId: ship.unitId, node: p.node, heading: p.heading };
      if (applyAction(state, a).ok) return a; // the engine's own check (the node free, navigable, in the zone)
    }
    return ship;
  }
  const onBoard = legal.filter((a) => a.type === 'assignToTaskForce' && a.tf !== null && waiting.has(a.unitId));
  if (onBoard.length) return onBoard[rng(onBoard.length)];
  const boards = state.taskForces?.boards[me];
  let marker: Action | null = null, markerD = Infinity;
  for (const a of legal) {
    if (a.type !== 'placeMarker' || !boards || boards[a.tf].markerId !== null) continue;
    const d = apart(axial(a.node), target) + rng(100) / 1000;
    if (d < markerD) { markerD = d; marker = a; }
  }
  return marker ?? legal[rng(legal.length)];
}
