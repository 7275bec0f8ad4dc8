// The actions a player submits (all plain JSON), and their shape check: anything else is
// refused with `action/malformed`, never thrown.
import { z } from 'zod';
import { playerSchema } from '../../scenarios/mapSchema';
import { headingSchema } from '../../scenarios/unitChecks';

const id = z.string().min(1).max(80);
const nodeName = z.string().min(1).max(8);
/** §7: a TF board letter. */
export const tfLetter = z.enum(['A', 'B', 'C', 'D']);
/** §7.4: one ship of a deploying TF placed on a node with a heading. */
const placement = z.object({ unitId: id, node: nodeName, heading: headingSchema });
/** Optional on every action: who submits it; when given it must be the player to act. */
const by = { player: z.optional(playerSchema) };

export const actionSchema = z.discriminatedUnion('type', [
  /** R-ORDER-1 with `firstPlayer: "roll"`: the higher roller names the first player. */
  z.object({ type: z.literal('chooseFirstPlayer'), first: playerSchema, ...by }),
  /** Activate a ship: spend a token and move it to an end state (R-MOVE-*); 0 MP stays put. `path` (R-MOVE-8): the route, start first; else the cheapest. */
  z.object({ type: z.literal('move'), unitId: id, to: z.object({ node: z.string().min(1).max(8), heading: headingSchema }), path: z.array(z.object({ node: nodeName, heading: headingSchema })).min(1).max(64).optional(), ...by }),
  /** Activate a fixed unit (coastal artillery): spend a token; it may then attack. */
  z.object({ type: z.literal('activateFixed'), unitId: id, ...by }),
  /** End the current activation with an attack on one valid target in the zone (R-ATK-1). */
  z.object({ type: z.literal('attack'), unitId: id, targetId: id, ...by }),
  /** End the current activation without attacking (R-ATK-2). */
  z.object({ type: z.literal('endActivation'), ...by }),
  /** R-CMD-4: declare the end of one's round. */
  z.object({ type: z.literal('pass'), ...by }),
  /** Action 5 of §6: spend a token to draw two cards and keep one; at the hand limit name a card to discard first. */
  z.object({ type: z.literal('draw'), discard: id.optional(), ...by }),
  /** Keep one of the drawn cards; the other is discarded. */
  z.object({ type: z.literal('keepCard'), cardId: id, ...by }),
  /** §6.2 step 2: draw in cleanup (two, keep one) … */
  z.object({ type: z.literal('cleanupDraw'), discard: id.optional(), ...by }),
  /** … or decline. */
  z.object({ type: z.literal('declineDraw'), ...by }),
  // §9 cards (cards.ts, cardPlay.ts, reactions.ts):
  /** Play a card from hand: a command card in an activation (naming the unit to activate if none is open), an event/upgrade/commander card instead of an activation, or a reaction card armed on the unit being activated (R-CARD-1). */
  z.object({ type: z.literal('playCard'), cardId: id, target: z.object({ unitId: id.optional(), class: id.optional(), tf: id.optional(), bomberId: id.optional() }).optional(), ...by }),
  // §8 and §10 (planes.ts, airfields.ts, bombers.ts, submarines.ts, cargo.ts, roundTrack.ts):
  /** R-AIR-1: during a carrier's activation, one of its plane markers in its zone returns aboard. */
  z.object({ type: z.literal('recoverPlane'), unitId: id, planeId: id, ...by }),
  /** §8.4: a submarine's activation ends with a dive for `rounds` fields of the round track. */
  z.object({ type: z.literal('dive'), unitId: id, rounds: z.number().int().min(1).max(99), ...by }),
  /** §8.5: a destroyer's activation ends with a depth charge (a mine token) on a submerged enemy submarine. */
  z.object({ type: z.literal('depthCharge'), unitId: id, targetId: id, ...by }),
  /** §8.6: a transport's activation ends with unloading one cargo at a delivery node, or landing (R-LAND-1). */
  z.object({ type: z.literal('unload'), unitId: id, node: z.string().min(1).max(8), ...by }),
  /** §8.2: activate an airfield: place a bomber from its pool, starting a chain. */
  z.object({ type: z.literal('airOperation'), unitId: id, node: z.string().min(1).max(8), heading: headingSchema, ...by }),
  /** §8.2: with a further token, place another bomber in the zone of the last bomber of a chain. */
  z.object({ type: z.literal('extendChain'), bomberId: id, node: z.string().min(1).max(8), heading: headingSchema, ...by }),
  /** §8.2 (a): activate a bomber to destroy a target in its zone; it moves onto the target's node. `cardId`: a command card played on the activation. */
  z.object({ type: z.literal('bomberAttack'), bomberId: id, targetId: id, cardId: id.optional(), ...by }),
  /** §8.2 (b): activate a bomber to re-position it onto a node of its zone and/or a new heading (`cardId` as above). */
  z.object({ type: z.literal('bomberMove'), bomberId: id, to: z.object({ node: z.string().min(1).max(8), heading: headingSchema }), cardId: id.optional(), ...by }),
  /** Answer to a pending `arrival`: where and facing where the submarine surfaces or the reinforcement enters. */
  z.object({ type: z.literal('arrive'), unitId: id, node: z.string().min(1).max(8), heading: headingSchema, ...by }),
  // §7 task forces (tfSetup.ts, tfMove.ts, deployment.ts, startOfRound.ts):
  /** §7.1 setup: put a fleet ship on TF board A–D, or back into the reserve (null). */
  z.object({ type: z.literal('assignToTaskForce'), unitId: id, tf: tfLetter.nullable(), ...by }),
  /** §7.1 setup: put (or move) the marker of a board with ships on a node of the setup zone. */
  z.object({ type: z.literal('placeMarker'), tf: tfLetter, node: nodeName, ...by }),
  /** §7.1 setup: put a fleet ship directly on the map, outside any TF. */
  z.object({ type: z.literal('placeShip'), unitId: id, node: nodeName, heading: headingSchema, ...by }),
  /** §7.1 setup: done; every fleet ship is assigned or placed and every TF with ships has its marker out. */
  z.object({ type: z.literal('finishSetup'), ...by }),
  /** §7.3: activate a TF marker and move it to a node within its slowest ship's MP. */
  z.object({ type: z.literal('moveTaskForce'), markerId: id, to: nodeName, ...by }),
  /** §7.4: deploy the TF(s) of a marker (voluntary in one's turn or at the start of a round, or a forced deployment's answer). */
  z.object({ type: z.literal('deploy'), markerId: id, placements: z.array(placement).max(30), ...by }),
  /** §7.5 start of round: move `unitIds` from board `tf` to the free board `into`, whose marker joins on the same node. */
  z.object({ type: z.literal('splitTaskForce'), tf: tfLetter, into: tfLetter, unitIds: z.array(id).min(1).max(30), ...by }),
  /** §7.5 start of round: new compositions for TFs whose markers share a node. */
  z.object({ type: z.literal('regroup'), groups: z.array(z.object({ tf: tfLetter, unitIds: z.array(id).max(30) })).min(2).max(4), ...by }),
  /** §7.6: done with the start-of-round step. */
  z.object({ type: z.literal('endStartOfRound'), ...by }),
  // §11 objectives (exitMap.ts):
  /** exitByEdge: the ship being activated leaves the map by the edge it stands on, instead of attacking. */
  z.object({ type: z.literal('exitMap'), unitId: id, ...by }),
  // rule modules (modules/): an action a module adds; its params are checked by the module's own schema
  z.object({ type: z.literal('module'), module: id, action: id, params: z.unknown().optional(), ...by }),
]);
export type Action = z.infer<typeof actionSchema>;
export type ActionInput = z.input<typeof actionSchema>;
export type ActionType = Action['type'];

// Actions the engine generated itself (legalActions, sampleAction) are well-formed by construction:
// applyAction skips their schema check. They are frozen, so nobody can change one into a malformed
// action afterwards; anything else an application hands in is parsed. The mark is a hidden property
// under a symbol only this file knows (a weak set measured slower, and weighs on the collector): a
// copy, a JSON round trip or a structured clone of an action loses it.
// The mark may also keep what the engine worked out about the action on the state it was made for
// (sampleAction: a ship move's path, cost and landing, from the search that found it; such a move is
// a WorkedMove, whose private field is the mark — defining a hidden property cost more): applyAction
// on that very state (states never change) reads it instead of searching again, however many other
// states were searched in between (a tree search applies its actions later).
const ENGINE_MADE = Symbol('engineMade');
interface Mark { state: object | null; work: object | null }
const PLAIN: Mark = Object.freeze({ state: null, work: null });
function freezeDeep(v: unknown): void {
  if (v === null || typeof v !== 'object' || Object.isFrozen(v)) return;
  for (const k in v as Record<string, unknown>) freezeDeep((v as Record<string, unknown>)[k]);
  Object.freeze(v);
}
function mark(a: Action, m: Mark): void {
  Object.defineProperty(a, ENGINE_MADE, { value: m }); // not enumerable, not writable
  freezeDeep(a);
}
/** Mark actions as the engine's own (frozen, trusted by applyAction); returns the same list. */
export function engineMade<T extends Action>(actions: T[]): T[] {
  for (const a of actions) if (!Object.isFrozen(a)) mark(a, PLAIN);
  return actions;
}

type Move = Extract<Action, { type: 'move' }>;
/**
 * A ship move the engine worked out on a state (sampleAction), with what it found: an action like any
 * other to JSON, a spread or a structured clone, which all leave out the private field that holds the
 * mark (and a copy, a plain object, is checked like any input). Cheaper to make than a marked literal:
 * a sampled move is most of a playout's actions.
 */
class WorkedMove {
  readonly type = 'move' as const;
  readonly unitId: string;
  readonly to: Move['to'];
  readonly #mark: Mark;
  constructor(unitId: string, to: Move['to'], m: Mark) {
    this.unitId = unitId;
    this.to = Object.freeze(to);
    this.#mark = m;
    Object.freeze(this);
  }
  static markOf(a: object): Mark | undefined {
    return #mark in a ? (a as WorkedMove).#mark : undefined;
  }
}

/** A move made by the engine on `state`, with what was worked out for it there (its search's path, cost, landing). */
export const workedMove = (unitId: string, to: Move['to'], state: object, work: object): Move => new WorkedMove(unitId, to, { state, work });

const markOf = (a: object): Mark | undefined => WorkedMove.markOf(a) ?? (a as { [ENGINE_MADE]?: Mark })[ENGINE_MADE];

/** What was worked out for an engine-made action on exactly this state, or null. */
export function workOf(action: Action, state: object): object | null {
  const m = markOf(action);
  return m !== undefined && m.state === state ? m.work : null;
}

/** Whether an action is one the engine generated (so its shape needs no check). */
export const isEngineMade = (input: unknown): input is Action =>
  typeof input === 'object' && input !== null && markOf(input) !== undefined;
