// Transitions never change their input: they work on a draft and return it as the new state. The
// draft copies the small parts a transition may change; the setup never changes and is shared, and
// the units are shared one by one until a transition changes one: it asks changeUnit for its own copy
// (structural sharing: an action that moves one ship copies one unit, not the fleet); a transition
// that adds or removes units asks unitsToChange for the draft's own record; the task forces are shared
// until taskForcesToChange, a side's card piles until cardsToChange.
import type { GameEvent } from './events';
import { emptyBoards, TF_LETTERS, type Activation, type CommandTokens, type GameState, type PlayerId, type TaskForces, type Unit, type UnitId } from './types';

export interface Draft {
  s: GameState;
  events: GameEvent[];
  /** The state the draft was made from. */
  from: GameState;
  /** The units this draft copied (its own to change): usually one or two, so a list (a set costs more to make). */
  copied?: Unit[];
  /** Whether the draft has its own record of units yet (changeUnit, unitsToChange). */
  ownUnits?: boolean;
  /** Whether units were added or removed (unitsToChange), not only changed (changeUnit). */
  reshaped?: boolean;
  /** How many times the draft's units were copied, added or removed so far (a derived index tells if it is behind). */
  unitChanges?: number;
  /** Whether the draft has its own task forces yet (taskForcesToChange). */
  ownTaskForces?: boolean;
  /** The card piles this draft copied (its own to change). */
  ownCards?: GameState['cards'][PlayerId][];
}

/**
 * A side's card piles (deck, hand, discard), to change in place: the draft's own copy, made on the
 * first change. (A rule may also replace `d.s.cards[player]` with new piles of its own making.)
 */
export function cardsToChange(d: Draft, player: PlayerId): GameState['cards'][PlayerId] {
  const own = (d.ownCards ??= []);
  const piles = d.s.cards[player];
  if (own.includes(piles)) return piles;
  const c = { deck: [...piles.deck], hand: [...piles.hand], discard: [...piles.discard] };
  d.s.cards[player] = c;
  own.push(c);
  return c;
}

/** The draft's task forces, to change: its own copy (cloneTaskForces), made on the first change (§7). */
export function taskForcesToChange(d: Draft): TaskForces {
  if (!d.ownTaskForces) { d.s.taskForces = cloneTaskForces(d.s.taskForces!); d.ownTaskForces = true; }
  return d.s.taskForces!;
}

function ownUnits(d: Draft): GameState['units'] {
  if (!d.ownUnits) { d.s.units = { ...d.s.units }; d.ownUnits = true; }
  return d.s.units;
}

/** The draft's record of units, to add or remove units: its own copy, made on the first change. */
export function unitsToChange(d: Draft): GameState['units'] {
  d.reshaped = true;
  d.unitChanges = (d.unitChanges ?? 0) + 1;
  return ownUnits(d);
}

/**
 * A copy of a unit naming every field in one order (absent optional ones undefined, which JSON leaves
 * out): units made by transitions share one shape, so the rules' reads of a unit's fields see one.
 */
export const unitCopy = (u: Unit): Unit => ({
  id: u.id, owner: u.owner, kind: u.kind, class: u.class, node: u.node, heading: u.heading, activated: u.activated,
  planes: u.planes, cargo: u.cargo, bombers: u.bombers, suppressedThrough: u.suppressedThrough,
});

/**
 * At the end of a transition that added or removed units: the record made afresh. A `delete`, or a
 * key added to a record of more than a dozen, leaves V8 a hash table for it, read slowly by every rule
 * and copied slowly by every later transition; a spread of it makes it a plain record again.
 */
export function settleUnits(d: Draft): void {
  if (d.reshaped) d.s.units = { ...d.s.units };
}

/** The unit to change in a draft: its own copy, made on the first change (the input state's stays as it was). */
export function changeUnit(d: Draft, id: UnitId): Unit {
  const u = d.s.units[id];
  const copied = (d.copied ??= []);
  if (copied.includes(u)) return u;
  const c = unitCopy(u);
  ownUnits(d)[id] = c;
  copied.push(c);
  d.unitChanges = (d.unitChanges ?? 0) + 1;
  return c;
}

/** An activation naming every field in one order (like unitCopy): the draft's own, changed in place. */
export const activationCopy = (a: Activation): Activation => ({
  player: a.player, unitId: a.unitId, recoverable: a.recoverable, group: a.group, deployed: a.deployed,
  awaitingMove: a.awaitingMove, card: a.card, mustLand: a.mustLand, armed: a.armed,
});

const tokensCopy = (t: CommandTokens): CommandTokens => ({ pool: t.pool, spent: t.spent });

/** Every field of a state, the optional ones included (undefined where absent). */
type EveryField = { [K in keyof Required<GameState>]: GameState[K] | undefined };

export function cloneState(state: GameState): GameState {
  // One literal naming every field in one order, the absent optional ones as undefined (JSON leaves
  // them out): every state a transition makes then has the same shape, so V8 builds it from one
  // template and every rule's read of a state's field sees one shape. (A spread, or fields added
  // later, gave a state a shape per set of optional fields present: ten in an Open Sea game.)
  const s: EveryField = {
    format: state.format,
    version: state.version,
    setup: state.setup, // never changes
    seed: state.seed,
    rng: state.rng, // the PRNG state and the round's order are replaced, never changed in place: shared
    round: state.round,
    phase: state.phase,
    order: state.order,
    toAct: state.toAct,
    pending: state.pending ? (state.pending.kind === 'keepCard' ? { ...state.pending, drawn: [...state.pending.drawn] } : { ...state.pending }) : null,
    activation: state.activation ? activationCopy(state.activation) : null,
    // (the small records written out, not spread: a spread of an object of this or that origin is a slow generic copy)
    tokens: { blue: tokensCopy(state.tokens.blue), red: tokensCopy(state.tokens.red) },
    passed: { blue: state.passed.blue, red: state.passed.red },
    drew: { blue: state.drew.blue, red: state.drew.red },
    lastActor: state.lastActor,
    cleanupQueue: [...state.cleanupQueue],
    units: state.units, // units and task forces stay shared: copied when changed (changeUnit, unitsToChange, taskForcesToChange)
    planes: state.planes.slice(), // a marker is replaced, never changed in place: the list is the draft's own, the markers shared
    planesLaunched: state.planesLaunched,
    cards: { blue: state.cards.blue, red: state.cards.red }, // each side's piles copied when changed (cardsToChange)
    score: { blue: state.score.blue, red: state.score.red },
    result: state.result ? { ...state.result, score: { ...state.result.score } } : null,
    // §8, §10: bombers, resources and delivered cargo copied; the rest replaced by a transition, never changed in place
    bombers: state.bombers ? state.bombers.map((b) => ({ ...b })) : undefined,
    bombersPlaced: state.bombersPlaced,
    track: state.track,
    resources: state.resources ? { blue: { ...state.resources.blue }, red: { ...state.resources.red } } : undefined,
    delivered: state.delivered ? { ...state.delivered } : undefined,
    taskForces: state.taskForces,
    effects: state.effects,
    cardPlays: state.cardPlays,
    armed: state.armed,
    inPlay: state.inPlay,
    intel: state.intel,
    held: state.held,
    exited: state.exited,
    moduleState: state.moduleState,
  };
  return s as GameState;
}

// the last draft made: the state index of its state is worked out from its parent's (stateIndex.ts)
let latest: Draft | null = null;

export const draftOf = (state: GameState): Draft => (latest = { s: cloneState(state), events: [], from: state });

/** The draft whose state this is, if it is the last draft made (what a transition changed, for derived data). */
export const draftBehind = (state: GameState): Draft | null => (latest !== null && latest.s === state ? latest : null);

/**
 * A copy of the task forces to change: every list and marker its own; the off-map ships shared (a
 * ship off the map is moved between lists or replaced, never changed in place).
 */
export function cloneTaskForces(tf: TaskForces): TaskForces {
  const markers: TaskForces['markers'] = {};
  for (const id in tf.markers) markers[id] = { ...tf.markers[id] };
  const boards = (p: PlayerId) => {
    const out = emptyBoards();
    for (const l of TF_LETTERS) out[l] = { ships: tf.boards[p][l].ships.slice(), markerId: tf.boards[p][l].markerId };
    return out;
  };
  return {
    markers,
    boards: { blue: boards('blue'), red: boards('red') },
    reserve: { blue: tf.reserve.blue.slice(), red: tf.reserve.red.slice() },
    fleet: { blue: [...tf.fleet.blue], red: [...tf.fleet.red] },
    queue: [...tf.queue],
  };
}
