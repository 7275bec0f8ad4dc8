// L-LEAVE, L-REENTER, L-LOSS-ROLL: leaving the map by an edge (seed 003 §4.3). A bomber on an edge node
// may leave the map there (a token, as its activation): it goes onto the round track `rounds` ahead
// (the seed: 5). From that round on, in its owner's turn, it may re-enter on any edge node within
// `range` (the seed: 5) of where it left, with any heading, outside enemy air zones (R-AIR-3); that
// costs no token, and it acts no more that round. A bomber that left by an edge of the enemy's side
// (option `leaving.enemySide`) rolls a d6 at once (seed 4.3.2): 1 lost, 2 damaged (lost if it was
// damaged already), 3–6 unharmed.
import { z } from 'zod';
import type { Draft } from '../../../engine/author';
import { refuse, type Refusal } from '../../../engine/author';
import { randomInt } from '../../../engine/author';
import type { Direction, GameState, NodeName, PlayerId } from '../../../engine/author';
import { boardOfState, indexOf } from '../../../engine/author';
import { indexDistance, type NodeIndex } from '../../../engine/author';
import { collapseChainAfter, enemyAirZone } from '../../../engine/author';
import { findBomber } from '../../../engine/author';
import { spendToken } from '../../../engine/author';
import { advanceTurn } from '../../../engine/author';
import { forgetIndex } from '../../../engine/author';
import { edgeNodes, MAP_EDGES, type MapEdge } from '../../../scenarios/trackSchema';
import { AIR_DEFENCE, airDefenceData, saveAirDefence, type AwayBomber } from './data';
import { no, whyNotBack, whyNotThere } from './reasons';
import { EDGES } from './weather';

export const leavingSchema = z.object({
  /** The edges of each side's enemy: a bomber of that side leaving there rolls for loss. */
  enemySide: z.object({ blue: z.array(z.enum(EDGES)).max(4), red: z.array(z.enum(EDGES)).max(4) }).strict().default({ blue: [], red: [] }),
  /** How many rounds ahead on the round track a bomber that left returns (the seed: 5). */
  rounds: z.number().int().min(1).max(20).default(5),
  /** How far from where it left a bomber may re-enter, on an edge node (the seed: 5). */
  range: z.number().int().min(0).max(40).default(5),
}).strict();
export type Leaving = z.infer<typeof leavingSchema>;

/** L-LOSS-ROLL: the seed's d6 for a bomber leaving by the enemy's side: 1 lost, 2 damaged, 3–6 unharmed. */
export const LOSS_ON = 1;
export const DAMAGE_ON = 2;

/** The map edges a node lies on. */
function edgesOf(state: GameState, node: NodeName): MapEdge[] {
  const board = boardOfState(state);
  const i = indexOf(board, node);
  return MAP_EDGES.filter((e) => edgeNodes(board.shape, e).includes(i));
}

/** L-LEAVE: the bombers `player` may take off the map now (own, on an edge node, not yet activated this round, a token in the pool). */
export function leavers(state: GameState, player: PlayerId): string[] {
  if (state.phase !== 'play' || state.pending || state.activation || state.toAct !== player || state.tokens[player].pool <= 0) return [];
  return (state.bombers ?? []).filter((b) => b.owner === player && b.activeRound !== state.round && edgesOf(state, b.node).length > 0).map((b) => b.id);
}

/** What happened to a bomber leaving: its loss roll, if it left by the enemy's side. */
export type LeaveOutcome = 'unharmed' | 'damaged' | 'lost';

/**
 * L-LEAVE, L-LOSS-ROLL: the bomber leaves by the edge it stands on (the player's own side first).
 * Returns the outcome (a lost bomber never returns; the caller scores it); the turn passes on.
 */
export function leaveMap(d: Draft, state: GameState, bomberId: string, o: Leaving): { outcome: LeaveOutcome; owner: PlayerId } | Refusal {
  const b = findBomber(state, bomberId);
  if (!b || !leavers(state, state.toAct).includes(bomberId)) {
    const [en, pl] = !b ? [`there is no bomber "${bomberId}" on the map`, `na mapie nie ma bombowca „${bomberId}”`]
      : b.owner !== state.toAct ? [`the bomber at ${b.node} is not yours`, `bombowiec na ${b.node} nie jest twój`]
      : b.activeRound === state.round ? [`the bomber at ${b.node} already has a token on it this round`, `bombowiec na ${b.node} ma już znacznik w tej rundzie`]
      : !edgesOf(state, b.node).length ? [`the bomber at ${b.node} is not on an edge of the map`, `bombowiec na ${b.node} nie stoi na krawędzi mapy`]
      : ['you have no command tokens left this round', 'nie masz już znaczników dowodzenia w tej rundzie'];
    return no('L-LEAVE', `The bomber cannot leave the map now: ${en}.`, `Bombowiec nie może teraz opuścić mapy: ${pl}.`, { bomberId });
  }
  const owner = b.owner;
  const edges = edgesOf(state, b.node);
  const edge = edges.find((e) => !o.enemySide[owner].includes(e)) ?? edges[0];
  spendToken(d, owner, 'bomber', bomberId);
  d.s.lastActor = owner;
  collapseChainAfter(d, bomberId);
  d.s.bombers = (d.s.bombers ?? []).filter((x) => x.id !== bomberId);
  forgetIndex(d.s);
  const data = airDefenceData(d.s);
  const away: AwayBomber = { bomber: { ...b, chain: b.id, activeRound: d.s.round }, node: b.node, edge, back: d.s.round + o.rounds };
  d.events.push({ type: 'module', module: AIR_DEFENCE, name: 'leftMap', player: owner, data: { bomberId, node: b.node, edge, back: away.back } });
  let outcome: LeaveOutcome = 'unharmed';
  let damaged = data.guns.damaged;
  if (o.enemySide[owner].includes(edge)) {
    const [roll, rng] = randomInt(d.s.rng, 1, 6);
    d.s.rng = rng;
    const wasDamaged = damaged.includes(bomberId);
    outcome = roll <= LOSS_ON || (roll <= DAMAGE_ON && wasDamaged) ? 'lost' : roll <= DAMAGE_ON ? 'damaged' : 'unharmed';
    if (outcome === 'damaged') damaged = [...damaged, bomberId];
    if (outcome === 'lost') damaged = damaged.filter((id) => id !== bomberId);
    d.events.push({ type: 'module', module: AIR_DEFENCE, name: 'lossRoll', player: owner, data: { bomberId, die: 6, roll, outcome } });
  }
  const list = outcome === 'lost' ? data.away ?? [] : [...(data.away ?? []), away];
  saveAirDefence(d, { ...data, away: list, guns: { ...data.guns, damaged } });
  advanceTurn(d, owner);
  return { outcome, owner };
}

/** L-REENTER: where a bomber back from the round track may enter: edge nodes within `range` of where it left, outside enemy air zones. */
export function entryNodes(state: GameState, away: AwayBomber, o: Leaving): NodeName[] {
  const board = boardOfState(state);
  const left = indexOf(board, away.node);
  const forbidden = enemyAirZone(state, away.bomber.owner);
  const seen = new Set<NodeIndex>();
  for (const e of MAP_EDGES) for (const i of edgeNodes(board.shape, e)) if (!forbidden.has(i) && indexDistance(board.shape, left, i) <= o.range) seen.add(i);
  return [...seen].sort((a, b) => a - b).map((i) => board.names[i]);
}

/** L-REENTER: the bombers of `player` due back now. */
export function dueBack(state: GameState, player: PlayerId): AwayBomber[] {
  if (state.phase !== 'play' || state.pending || state.activation || state.toAct !== player) return [];
  return (airDefenceData(state).away ?? []).filter((a) => a.bomber.owner === player && a.back <= state.round);
}

/** L-REENTER: the bomber re-enters at `node` facing `heading`; no token, the turn stays with its owner. */
export function reenter(d: Draft, state: GameState, bomberId: string, node: NodeName, heading: Direction, o: Leaving): Refusal | null {
  const away = dueBack(state, state.toAct).find((a) => a.bomber.id === bomberId);
  if (!away) return whyNotBack(state, bomberId);
  const board = boardOfState(state);
  const at = board.names[indexOf(board, node)];
  const allowed = entryNodes(state, away, o);
  if (!at || !allowed.includes(at))
    return whyNotThere(state, away, node, o.range) ?? refuse('module/refused', `The bomber may re-enter on an edge node within ${o.range} of ${away.node} outside enemy air zones (${allowed.join(', ') || 'none now'}), not at ${node}.`, { bomberId, node });
  const data = airDefenceData(d.s);
  d.s.bombers = [...(d.s.bombers ?? []), { ...away.bomber, node: at, heading, activeRound: d.s.round }];
  forgetIndex(d.s);
  saveAirDefence(d, { ...data, away: (data.away ?? []).filter((a) => a.bomber.id !== bomberId) });
  d.events.push({ type: 'module', module: AIR_DEFENCE, name: 'reentered', player: away.bomber.owner, data: { bomberId, node: at, heading } });
  return null;
}
