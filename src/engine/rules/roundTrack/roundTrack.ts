// The round track (§10) and cleanup step 3 (§6.2): items on the finished round's field are removed
// (expiring units leave the game); items on the new round's field enter play: mine tokens, cards to
// hand, scheduled effects, reinforcements and surfacing submarines (§8.4). A submarine surfaces on
// its node, or if that is taken on a free adjacent navigable node, heading of its owner's choice; with
// no free node it stays down one more round. Reinforcements enter at their node (the same fallback)
// or on a free navigable node of their map edge, or join their owner's task force board (§7) while
// its marker is on the map and the board has room (tfMaxShips); else they wait a round. Where there
// is a choice, the owner answers a pending `arrival`, in the new round's order, before the
// start-of-round step.
import { boardOfState, indexOf } from '../../geometry/board';
import { poolSize } from '../commands/commands';
import { cardsToChange, taskForcesToChange, unitCopy, unitsToChange, type Draft } from '../../core/draft';
import { refuse, type Refusal } from '../../core/errors';
import { DIRECTION_NAMES, type Direction, type NodeIndex } from '../../geometry/grid';
import { expirePlanes, returnAllPlanes } from '../aviation/planes';
import { edgeNodes } from '../../../scenarios/trackSchema';
import { offMap } from '../taskForces/taskForces';
import type { GameState, NodeName, Pending, TaskForceLetter, TrackItem } from '../../core/types';

type Arriving = Extract<TrackItem, { kind: 'submarine' | 'reinforcement' }>;
type Unrounded<T> = T extends unknown ? Omit<T, 'round'> : never;

/** A handler for scheduled `effect` items (e.g. card effects), registered by the rules that own them. */
export type TrackEffectHandler = (d: Draft, item: Extract<TrackItem, { kind: 'effect' }>) => void;
const effectHandlers = new Map<string, TrackEffectHandler>();
export function registerTrackEffect(effect: string, handler: TrackEffectHandler): void {
  effectHandlers.set(effect, handler);
}

/**
 * Put an item on the round track's field `round` (a card effect, a reinforcement, mine tokens…).
 * A field already reached means the next one: items enter at the start of a round.
 */
export function scheduleOnTrack(d: Draft, round: number, item: Unrounded<TrackItem>): void {
  const at = Math.max(round, d.s.round + 1);
  d.s.track = [...(d.s.track ?? []), { ...item, round: at } as TrackItem];
}

/** Between rounds every token is in the pool: keep the pools equal to what the units bring (R-CMD-1). */
function refreshPools(d: Draft): void {
  for (const p of ['blue', 'red'] as const) d.s.tokens[p] = { pool: poolSize(d.s, p), spent: 0 };
}

/**
 * §6.2 step 3, run by the round transition once `round` has moved on. Returns true when an owner
 * must first answer an arrival (the round then begins after the last answer).
 */
export function runRoundTrack(d: Draft): boolean {
  const s = d.s;
  const finished = s.round - 1;
  returnAllPlanes(d); // module N: planes still out at the end of the round return
  expirePlanes(d, finished);
  const track = s.track ?? [];
  if (!track.length) return false;
  for (const t of track) {
    if (t.kind === 'expire' && 'unitId' in t && t.round <= finished) {
      const unit = s.units[t.unitId];
      if (unit) { delete unitsToChange(d)[t.unitId]; d.events.push({ type: 'expired', round: finished, unit: { ...unit } }); }
    }
  }
  s.track = track.filter((t) => !(t.kind === 'expire' && t.round <= finished));
  for (const t of [...s.track]) {
    if (t.round > s.round || t.kind === 'submarine' || t.kind === 'reinforcement' || t.kind === 'expire') continue;
    s.track = s.track.filter((x) => x !== t);
    // §9: cards from the track go to hand below the hand limit, else to the discard pile (as scheduled draws do)
    const toDiscard = t.kind === 'card' && s.cards[t.owner].hand.length >= s.setup.ruleset.options.handLimit;
    d.events.push({ type: 'trackItemEntered', round: s.round, item: { ...t }, ...(toDiscard ? { toDiscard: true as const } : {}) });
    if (t.kind === 'mines') {
      const r = { blue: { mines: s.resources?.blue.mines ?? 0 }, red: { mines: s.resources?.red.mines ?? 0 } };
      r[t.owner].mines += t.count;
      s.resources = r;
    } else if (t.kind === 'card') cardsToChange(d, t.owner)[toDiscard ? 'discard' : 'hand'].push(t.cardId);
    else effectHandlers.get(t.effect)?.(d, t);
  }
  refreshPools(d);
  return askNextArrival(d);
}

/** The nodes an arrival may take: its node if free, else the free navigable nodes next to it; or its edge's free nodes. */
function arrivalNodes(state: GameState, t: Arriving): NodeName[] {
  // the draft's units change while arrivals are placed: occupancy is read from them, not from the state index
  const board = boardOfState(state);
  // units and TF markers (which block like ships, R-TF-2) take their node
  const taken = new Set([...Object.values(state.units).map((u) => u.node), ...Object.values(state.taskForces?.markers ?? {}).map((m) => m.node)]);
  const cls = state.setup.ruleset.classes[t.unit.class];
  const passable = board.passable[cls?.shallowDraft ? 1 : 0];
  const free = (i: NodeIndex) => i >= 0 && passable[i] === 1 && !taken.has(board.names[i]);
  if (t.kind === 'reinforcement' && 'edge' in t.at) return edgeNodes(board.shape, t.at.edge).filter(free).map((i) => board.names[i]);
  const at = indexOf(board, t.kind === 'reinforcement' && 'node' in t.at ? t.at.node : t.unit.node);
  if (free(at)) return [board.names[at]];
  const out: NodeName[] = [];
  for (let dir = 0; dir < 6; dir++) { const n = at < 0 ? -1 : board.neighbours[at * 6 + dir]; if (free(n)) out.push(board.names[n]); }
  return out;
}

const ALL_HEADINGS: Direction[] = [0, 1, 2, 3, 4, 5];
const headingsOf = (t: Arriving): Direction[] => (t.kind === 'reinforcement' && t.heading !== null ? [t.heading] : ALL_HEADINGS);
const asOf = (t: Arriving) => (t.kind === 'submarine' ? 'surfacing' : 'reinforcement') as 'surfacing' | 'reinforcement';

function place(d: Draft, t: Arriving, node: NodeName, heading: Direction): void {
  d.s.track = (d.s.track ?? []).filter((x) => x !== t);
  unitsToChange(d)[t.unit.id] = unitCopy({ ...t.unit, node, heading, activated: false });
  d.events.push({ type: t.kind === 'submarine' ? 'surfaced' : 'reinforcementArrived', player: t.unit.owner, unitId: t.unit.id, node, heading });
  refreshPools(d);
}

/** Place what needs no decision, delay what cannot enter, and ask the owner about the next choice. */
function askNextArrival(d: Draft): boolean {
  const s = d.s;
  for (;;) {
    const due = (s.track ?? []).filter((t): t is Arriving => (t.kind === 'submarine' || t.kind === 'reinforcement') && t.round <= s.round);
    const next = due.find((t) => t.unit.owner === s.order[0]) ?? due[0];
    if (!next) { s.pending = null; return false; }
    if (next.kind === 'reinforcement' && 'tf' in next.at) {
      if (!joinTaskForce(d, next, next.at.tf)) delay(d, next);
      continue;
    }
    const nodes = arrivalNodes(s, next);
    const headings = headingsOf(next);
    if (!nodes.length) { delay(d, next); continue; } // nowhere free
    if (nodes.length === 1 && headings.length === 1) { place(d, next, nodes[0], headings[0]); continue; }
    s.pending = { kind: 'arrival', player: next.unit.owner, unitId: next.unit.id, as: asOf(next), nodes, headings };
    s.toAct = next.unit.owner;
    return true;
  }
}

/** It waits for the next field. */
function delay(d: Draft, t: Arriving): void {
  d.s.track = (d.s.track ?? []).map((x) => (x === t ? { ...t, round: d.s.round + 1 } : x));
  d.events.push({ type: 'arrivalDelayed', player: t.unit.owner, unitId: t.unit.id, as: asOf(t), round: d.s.round + 1 });
}

/** A reinforcement for a task force joins its owner's board, if that TF's marker is on the map and the board has room. */
function joinTaskForce(d: Draft, t: Arriving, letter: TaskForceLetter): boolean {
  const board = d.s.taskForces?.boards[t.unit.owner][letter];
  if (!board?.markerId || board.ships.length >= d.s.setup.ruleset.options.tfMaxShips) return false;
  d.s.track = (d.s.track ?? []).filter((x) => x !== t);
  const own = taskForcesToChange(d).boards[t.unit.owner][letter];
  own.ships = [...own.ships, offMap(t.unit)];
  d.events.push({ type: 'reinforcementJoined', player: t.unit.owner, unitId: t.unit.id, tf: letter });
  return true;
}

/** Answer to a pending arrival: the unit enters at the chosen node and heading; then the next one, or the round. */
export function arrive(d: Draft, state: GameState, unitId: string, node: string, heading: Direction): Refusal | null {
  const p = state.pending as Extract<Pending, { kind: 'arrival' }>;
  const who = arrivingPhrase(state, p);
  if (p.unitId !== unitId) return refuse('arrival/other-unit', `First place the ${who}.`, { unitId: p.unitId });
  const board = boardOfState(state);
  const name = board.names[indexOf(board, node)] ?? node;
  if (!p.nodes.includes(name)) {
    const where = p.nodes.length <= 6 ? p.nodes.join(', ') : `one of the ${p.nodes.length} highlighted nodes`;
    return refuse('arrival/bad-node', `The ${who} cannot ${p.as === 'surfacing' ? 'surface' : 'enter'} at ${name}: choose ${where}.`, { node: name, nodes: p.nodes });
  }
  if (!p.headings.includes(heading))
    return refuse('arrival/bad-heading', `The ${who} enters facing ${p.headings.map((h) => DIRECTION_NAMES[h]).join(' or ')}.`, { heading, headings: p.headings });
  place(d, arrivingItem(d.s, unitId)!, name, heading);
  d.s.pending = null;
  askNextArrival(d); // with none left to answer, the round begins (play/operations.ts)
  return null;
}

const arrivingItem = (state: GameState, unitId: string): Arriving | undefined =>
  (state.track ?? []).find((x): x is Arriving => (x.kind === 'submarine' || x.kind === 'reinforcement') && x.unit.id === unitId);

/** The arriving unit in words ("surfacing submarine", "arriving cruiser"), for refusals. */
function arrivingPhrase(state: GameState, p: Extract<Pending, { kind: 'arrival' }>): string {
  const t = arrivingItem(state, p.unitId);
  const cls = t ? state.setup.ruleset.classes[t.unit.class]?.name.en.toLowerCase() ?? t.unit.class : p.unitId;
  return `${p.as === 'surfacing' ? 'surfacing' : 'arriving'} ${cls}`;
}

/** What waits on the track, for the UI's round track panel: item and field. */
export const trackItems = (state: GameState): TrackItem[] => state.track ?? [];
