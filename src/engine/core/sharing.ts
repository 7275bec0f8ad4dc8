// A kept history of states (the session's undo timeline, a replay) holds one copy of what each action
// left as it was: sharedWith answers the state after an action with every part that came out equal to
// the state before it taken from that state (tokens, score, the cleanup queue, units a transition
// copied and left unchanged, …). Not part of applyAction: playouts and searches keep no history and
// should not pay for the comparisons. States stay plain JSON and are never changed: a new top-level
// object is made; the parts are shared, as applyAction's draft shares what it does not copy.
import { own, type CommandTokens, type GameState, type PlayerId } from './types';

const sameList = (a: readonly unknown[], b: readonly unknown[]): boolean => {
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
  return true;
};
function sameFields(a: object | null | undefined, b: object | null | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  let n = 0;
  for (const k in a) { if ((a as Record<string, unknown>)[k] !== (b as Record<string, unknown>)[k]) return false; n++; }
  for (const _ in b) n--;
  return n === 0;
}
const sameSides = <T>(a: Record<PlayerId, T> | undefined, b: Record<PlayerId, T> | undefined): boolean => a === b || (!!a && !!b && a.blue === b.blue && a.red === b.red);
const sameTokens = (a: CommandTokens, b: CommandTokens): boolean => a.pool === b.pool && a.spent === b.spent;

/** Both sides' tokens, with the earlier record of a side that came out unchanged. */
function shareTokens(before: Record<PlayerId, CommandTokens>, after: Record<PlayerId, CommandTokens>): Record<PlayerId, CommandTokens> {
  const blue = sameTokens(before.blue, after.blue) ? before.blue : after.blue;
  const red = sameTokens(before.red, after.red) ? before.red : after.red;
  return blue === before.blue && red === before.red ? before : { blue, red };
}

/** The units after an action, each unit that came out equal the earlier one (the earlier record itself if all did). */
function shareUnits(before: GameState['units'], after: GameState['units']): GameState['units'] {
  if (before === after) return after;
  let out: GameState['units'] | null = null;
  let all = true;
  let n = 0;
  for (const id in after) {
    n++;
    const was = own(before, id);
    const now = after[id];
    if (was && now !== was && sameFields(was, now)) (out ??= { ...after })[id] = was;
    else if (now !== was) all = false;
  }
  for (const _ in before) n--;
  return all && n === 0 ? before : out ?? after;
}

type Optional = { [K in keyof GameState]-?: undefined extends GameState[K] ? K : never }[keyof GameState];
// GameState's optional fields, all of them: `satisfies` refuses a name that is not one, and
// `EveryOptionalListed` one that is missing from the list (a type error, nothing at run time)
const OPTIONAL = ['bombers', 'bombersPlaced', 'track', 'resources', 'delivered', 'taskForces', 'effects', 'cardPlays', 'armed', 'inPlay', 'intel', 'held', 'exited', 'moduleState'] as const satisfies readonly Optional[];
type NoneMissing<T extends never> = T;
export type EveryOptionalListed = NoneMissing<Exclude<Optional, (typeof OPTIONAL)[number]>>;

/**
 * A state with only the fields it has (a history holds thousands of states: the absent optional
 * fields cloneState names as undefined, for one shape in play, cost a kept state 14 slots for nothing).
 */
function compact(a: GameState): GameState {
  const s: GameState = {
    format: a.format, version: a.version, setup: a.setup, seed: a.seed, rng: a.rng, round: a.round, phase: a.phase, order: a.order,
    toAct: a.toAct, pending: a.pending, activation: a.activation, tokens: a.tokens, passed: a.passed, drew: a.drew, lastActor: a.lastActor,
    cleanupQueue: a.cleanupQueue, units: a.units, planes: a.planes, planesLaunched: a.planesLaunched, cards: a.cards, score: a.score, result: a.result,
  };
  const to = s as unknown as Record<string, unknown>;
  for (const k of OPTIONAL) if (a[k] !== undefined) to[k] = a[k];
  return s;
}

/** The state after an action (`after`), sharing with the state before it (`before`) every part that came out equal. */
export function sharedWith(before: GameState, after: GameState): GameState {
  const s = compact(after);
  if (sameList(before.rng, s.rng)) s.rng = before.rng;
  if (sameList(before.order, s.order)) s.order = before.order;
  if (sameList(before.cleanupQueue, s.cleanupQueue)) s.cleanupQueue = before.cleanupQueue;
  if (sameList(before.planes, s.planes)) s.planes = before.planes;
  if (sameFields(before.activation, s.activation)) s.activation = before.activation;
  if (sameSides(before.passed, s.passed)) s.passed = before.passed;
  if (sameSides(before.drew, s.drew)) s.drew = before.drew;
  if (sameSides(before.score, s.score)) s.score = before.score;
  s.tokens = shareTokens(before.tokens, s.tokens);
  if (before.resources && s.resources && before.resources.blue.mines === s.resources.blue.mines && before.resources.red.mines === s.resources.red.mines) s.resources = before.resources;
  if (sameSides(before.delivered, s.delivered)) s.delivered = before.delivered;
  s.units = shareUnits(before.units, s.units);
  if (before.bombers && s.bombers) {
    const was = before.bombers;
    const bombers = s.bombers.map((b, k) => (sameFields(was[k], b) ? was[k] : b));
    s.bombers = sameList(was, bombers) ? was : bombers;
  }
  return s;
}
