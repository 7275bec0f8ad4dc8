// Bombers (§8.2): markers, not units. Their zone (ruleset `bomber.zone`, ray 0 1–3 by default)
// is an enemy zone for R-MOVE-4 and their node a forbidden stop, but they never block. Activating
// one (a token, once a round) attacks a target in its zone — the bomber moves onto the target's
// node — or re-positions it; either way the bombers placed after it in its chain return to the
// pool (chain collapse). Only air attacks destroy bombers; the rest of the chain then returns too.
// A command card may ride on the activation (bomberCards.ts): its zone effects widen the zone used.
import type { Target } from '../combat/attack';
import type { CardDef } from '../../../scenarios/cardSchema';
import type { ZoneRays } from '../../../scenarios/rulesetSchema';
import { bomberRays, checkBomberCard, playBomberCard } from '../cards/bomberCards';
import { strikeTarget } from '../combat/attack';
import { boardOfState, indexOf } from '../../geometry/board';
import { spendToken } from '../commands/commands';
import { changeUnit, type Draft } from '../../core/draft';
import { hooks } from '../../core/hooks';
import { refuse, type Refusal } from '../../core/errors';
import { DIRECTION_NAMES, type Direction, type NodeIndex } from '../../geometry/grid';
import { advanceTurn } from '../commands/rounds';
import { addPoints } from '../victory/scoring';
import { other, type BomberMarker, type GameState, type NodeName, type PlayerId } from '../../core/types';
import { markersOf } from '../taskForces/taskForces';
import { forceDeploymentsInZones } from '../taskForces/forcedDeployment';
import { hasZone, profileOf, unitName } from '../combat/unitZone';
import { zoneSet } from '../combat/zones';
import { bomberList, bomberZone, findBomber } from './airspace';

/** The zone of a bomber on the map, as node names (for the UI); with `cardId`, as that command card would make it. */
export function bomberZoneNodes(state: GameState, bomberId: string, cardId?: string): NodeName[] {
  const b = findBomber(state, bomberId);
  if (!b) return [];
  const board = boardOfState(state);
  return bomberZone(state, board, b.node, b.heading, bomberRays(state, cardId)).map((i) => board.names[i]);
}

export function bomberTarget(state: GameState, id: string): Target | null {
  const b = findBomber(state, id);
  return b ? { id, kind: 'bomber', owner: b.owner, node: b.node, name: 'bomber' } : null;
}

/** R-AIR-3: the nodes in the zone of an enemy carrier with planes or of an enemy bomber. */
export function enemyAirZone(state: GameState, player: PlayerId): Set<NodeIndex> {
  const out = new Set<NodeIndex>();
  for (const u of Object.values(state.units)) {
    if (u.owner === player) continue;
    const p = profileOf(state, u);
    if (p.usesPlanes && hasZone(p, u)) for (const i of zoneSet(state, u)) out.add(i);
  }
  const board = boardOfState(state);
  for (const b of bomberList(state)) if (b.owner !== player) for (const i of bomberZone(state, board, b.node, b.heading)) out.add(i);
  return out;
}

/** Chain collapse: every bomber placed after `bomberId` in its chain returns to its airfield's pool. */
export function collapseChainAfter(d: Draft, bomberId: string): void {
  const list = d.s.bombers ?? [];
  const k = list.findIndex((b) => b.id === bomberId);
  if (k < 0) return;
  const { chain, airfieldId } = list[k];
  const back = list.filter((b, j) => j > k && b.chain === chain);
  if (!back.length) return;
  d.s.bombers = list.filter((b) => !back.includes(b));
  returnToPool(d, airfieldId, back.map((b) => b.id));
}

export function returnToPool(d: Draft, airfieldId: string, bomberIds: string[]): void {
  const airfield = d.s.units[airfieldId] ? changeUnit(d, airfieldId) : undefined;
  if (airfield) airfield.bombers = (airfield.bombers ?? 0) + bomberIds.length;
  d.events.push({ type: 'bombersReturned', airfieldId, bomberIds, pool: airfield?.bombers ?? 0 });
}

/** A bomber destroyed (by an air attack, or R-AIR-4): it leaves the game, the rest of its chain returns. */
export function destroyBomber(d: Draft, bomberId: string, by: string, scorer: PlayerId): void {
  const b = findBomber(d.s, bomberId);
  if (!b) return;
  collapseChainAfter(d, bomberId);
  d.s.bombers = (d.s.bombers ?? []).filter((x) => x.id !== bomberId);
  const points = d.s.setup.ruleset.points.bomber;
  addPoints(d, scorer, points);
  d.events.push({ type: 'bomberDestroyed', bomberId, owner: b.owner, node: b.node, by, points });
}

/** A bomber being activated, with the command card played on it (if any) and the zone rays that gives. */
interface BomberActivation { b: BomberMarker; card?: CardDef; rays: readonly ZoneRays[] }

/** The checks common to activating a bomber: it exists, is the player's, not yet activated this round, a token (and the card's). */
function checkBomber(state: GameState, bomberId: string, cardId?: string): BomberActivation | Refusal {
  const b = findBomber(state, bomberId);
  if (!b) return refuse('bomber/unknown', `There is no bomber "${bomberId}" on the map.`, { bomberId });
  if (b.owner !== state.toAct) return refuse('bomber/not-yours', `The bomber at ${b.node} belongs to ${b.owner}.`, { bomberId });
  if (b.activeRound === state.round)
    return refuse('bomber/already-activated', `The bomber at ${b.node} already has a token on it this round.`, { bomberId });
  if (state.tokens[b.owner].pool <= 0) return refuse('tokens/none', 'You have no command tokens left this round.');
  if (cardId === undefined) return { b, rays: state.setup.ruleset.bomber.zone };
  const play = checkBomberCard(state, b.owner, cardId);
  return 'ok' in play ? play : { b, card: play.card, rays: bomberRays(state, cardId) };
}

function spendOn(d: Draft, { b, card }: BomberActivation): BomberMarker {
  spendToken(d, b.owner, 'bomber', b.id);
  if (card) playBomberCard(d, b.owner, card, b.id);
  d.s.lastActor = b.owner;
  const mine = findBomber(d.s, b.id)!;
  mine.activeRound = d.s.round;
  return mine;
}

/** §5.3 for a bomber: enemy units, plane markers and bombers in its zone that an air attack may hit. */
export function bomberTargets(state: GameState, b: BomberMarker, rays?: readonly ZoneRays[]): Target[] {
  const board = boardOfState(state);
  const zone = bomberZone(state, board, b.node, b.heading, rays);
  const hits = state.setup.ruleset.attackTypes.air.hits;
  const inZone = (node: NodeName) => zone.includes(indexOf(board, node));
  const out: Target[] = [];
  for (const u of Object.values(state.units)) {
    const kind = u.kind === 'ship' ? 'ship' : 'fixed';
    if (u.owner !== b.owner && hits.includes(kind) && inZone(u.node)) out.push({ id: u.id, kind, owner: u.owner, node: u.node, name: unitName(state, u) });
  }
  if (hits.includes('plane')) for (const p of state.planes) if (p.owner !== b.owner && inZone(p.node)) out.push({ id: p.id, kind: 'plane', owner: p.owner, node: p.node, name: 'plane' });
  if (hits.includes('bomber')) for (const x of bomberList(state)) if (x.owner !== b.owner && inZone(x.node)) out.push(bomberTarget(state, x.id)!);
  // R-ATK-4: a TF marker is attacked like a ship (the attack is spent on it; it must deploy)
  if (hits.includes('ship')) for (const m of markersOf(state, other(b.owner))) if (inZone(m.node)) out.push({ id: m.id, kind: 'ship', owner: m.owner, node: m.node, name: 'task force' });
  return out;
}

/** R-TF-3: a bomber's activation ends; enemy TF markers in its zone deploy, else the turn passes on. */
function endBomberActivation(d: Draft, bomberId: string, owner: PlayerId, rays: readonly ZoneRays[], attacked: NodeName | null = null): void {
  collapseChainAfter(d, bomberId); // after the bomber's own events, so the log reads in the order of the rule
  // R-TF-6: enemy TFs in any zone deploy first — with the zone a command card widened for this activation
  const b = findBomber(d.s, bomberId);
  const board = boardOfState(d.s);
  const widened = b ? bomberZone(d.s, board, b.node, b.heading, rays).map((i) => board.names[i]) : [];
  if (forceDeploymentsInZones(d, owner, attacked ? [...widened, attacked] : widened)) return;
  advanceTurn(d, owner);
}

/** §8.2 (a): the bomber destroys a target in its zone (an airfield is hit) and moves onto its node. */
export function bomberAttack(d: Draft, state: GameState, bomberId: string, targetId: string, cardId?: string): Refusal | null {
  const act = checkBomber(state, bomberId, cardId);
  if ('ok' in act) return act;
  const { b } = act;
  const target = bomberTargets(state, b, act.rays).find((t) => t.id === targetId);
  if (!target) {
    const any = Object.values(state.units).find((u) => u.id === targetId) ?? state.planes.find((p) => p.id === targetId) ?? findBomber(state, targetId);
    if (!any) return refuse('attack/unknown-target', `There is no unit, plane or bomber "${targetId}".`, { targetId });
    if (any.owner === b.owner) return refuse('attack/own-unit', `The target at ${any.node} is on your side.`, { targetId });
    return refuse('attack/not-in-zone', `The target at ${any.node} is out of the bomber's zone.`, { targetId });
  }
  const mine = spendOn(d, act);
  const from = mine.node;
  d.events.push({ type: 'attacked', player: b.owner, attackerId: b.id, targetId, attack: 'air', from, at: target.node });
  if (hooks.attackHits(d, { id: b.id, owner: b.owner, attack: 'air' }, target)) strikeTarget(d, b.id, b.owner, target); // a rule module may miss
  mine.node = target.node;
  d.events.push({ type: 'bomberMoved', player: b.owner, bomberId, from: { node: from, heading: mine.heading }, to: { node: mine.node, heading: mine.heading } });
  endBomberActivation(d, bomberId, b.owner, act.rays, d.s.taskForces?.markers[targetId] ? target.node : null);
  return null;
}

/** Where a bomber may re-position: its node or a zone node, with any heading, but not its current place (R-AIR-3). */
export function bomberMoves(state: GameState, b: BomberMarker, rays?: readonly ZoneRays[], forbidden = enemyAirZone(state, b.owner)): { node: NodeName; heading: Direction }[] {
  const board = boardOfState(state);
  const nodes = [board.index.get(b.node)!, ...bomberZone(state, board, b.node, b.heading, rays)];
  const out: { node: NodeName; heading: Direction }[] = [];
  for (const i of nodes) {
    if (forbidden.has(i)) continue;
    for (let h = 0; h < 6; h++) if (board.names[i] !== b.node || h !== b.heading) out.push({ node: board.names[i], heading: h as Direction });
  }
  return out;
}

/** §8.2 (b): the bomber moves onto a node of its zone and/or takes a new heading. */
export function bomberMove(d: Draft, state: GameState, bomberId: string, node: NodeName, heading: Direction, cardId?: string): Refusal | null {
  const act = checkBomber(state, bomberId, cardId);
  if ('ok' in act) return act;
  const { b } = act;
  const board = boardOfState(state);
  const i = indexOf(board, node);
  if (i < 0 || (board.names[i] !== b.node && !bomberZone(state, board, b.node, b.heading, act.rays).includes(i)) || (board.names[i] === b.node && heading === b.heading))
    return refuse('bomber/bad-node', `The bomber at ${b.node} can move onto a node of its zone or turn; not to ${node} facing ${DIRECTION_NAMES[heading]}.`, { bomberId, node });
  if (enemyAirZone(state, b.owner).has(i))
    return refuse('bomber/in-enemy-air-zone', `R-AIR-3: ${board.names[i]} is in the zone of an enemy carrier or bomber.`, { bomberId, node: board.names[i] });
  const mine = spendOn(d, act);
  const from = { node: mine.node, heading: mine.heading };
  mine.node = board.names[i];
  mine.heading = heading;
  d.events.push({ type: 'bomberMoved', player: b.owner, bomberId, from, to: { node: mine.node, heading } });
  endBomberActivation(d, bomberId, b.owner, act.rays);
  return null;
}
