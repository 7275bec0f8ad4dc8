// Undo barriers (hot-seat): how far back a player may take back their own actions alone. Undoing is
// replaying a shorter action log (§13), so any point can be reached; the question is which points
// are fair. A player may undo their own most recent actions alone, back to — not across — the last
// action that
//   - used randomness (the PRNG state moved: a die rolled, cards shuffled), or
//   - revealed hidden information to them (cards drawn, kept or scheduled to hand, a task force's
//     composition seen, a deployment showing ships, a submarine surfacing, a reaction offered), or
//   - was taken by the other player (undoing past it needs the other player's confirmation).
// With the other player's confirmation, any point back to the start may be reached. Redo is the
// session's concern: it keeps the undone actions until a new action is taken.
import { applyAction } from './apply';
import type { GameEvent } from '../core/events';
import { createGame } from './createGame';
import type { GameState, PlayerId } from '../core/types';

/** What undoing an action depends on: who took it, whether it used randomness, whom it showed secrets to. */
export interface UndoStep {
  /** The player who took the action (the player to act before it). */
  player: PlayerId;
  /** The PRNG state changed: a roll or a shuffle. */
  random: boolean;
  /** The players to whom it revealed hidden information. */
  revealedTo: PlayerId[];
}

/** Why a player's undo stops where it does. */
export type UndoBarrier = 'start' | 'random' | 'revealed' | 'otherPlayer';

/**
 * Log positions are counts of actions kept: undoing to `k` replays actions[0..k). `freeTo` is the
 * lowest position the player reaches alone (the log's length: nothing to undo alone); `confirmTo` the
 * lowest with the other player's confirmation. `barrier` says what stops the free undo.
 */
export interface UndoPoint { freeTo: number; confirmTo: number; barrier: UndoBarrier }

const BOTH: PlayerId[] = ['blue', 'red'];

/** The players an event shows hidden information to (none for public events). */
export function revealedBy(e: GameEvent): PlayerId[] {
  switch (e.type) {
    case 'cardsDrawn':
    case 'cardKept':
    case 'scheduledDraw':
    case 'taskForceRevealed': // a card showed its player an enemy TF's ships
      return [e.player];
    case 'trackItemEntered':
      return e.item.kind === 'card' ? [e.item.owner] : [];
    case 'deploymentForced':
    case 'taskForceDeployed': // ships of a TF appear: the enemy learns the composition, and where its marker was
    case 'surfaced':
      return BOTH;
    case 'cardArmed': // R-CARD-1: the opponent learns that a card is armed (not which)
      return BOTH;
    case 'module': { // a rule module's event names whom it showed a secret (`data.revealedTo`; module N: a class)
      const to = (e.data as { revealedTo?: unknown } | undefined)?.revealedTo;
      return Array.isArray(to) ? BOTH.filter((p) => to.includes(p)) : [];
    }
    default:
      return [];
  }
}

const sameRng = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((n, k) => n === b[k]);

// The undo facts take 16 values (player × random × revealed to whom): one frozen object each, shared
// by every action with those facts (a session keeps one per action taken, for the whole game)
const STEPS = new Map<string, UndoStep>();
function stepFor(player: PlayerId, random: boolean, revealedTo: PlayerId[]): UndoStep {
  const key = `${player} ${random} ${revealedTo.join(' ')}`;
  let step = STEPS.get(key);
  if (!step) STEPS.set(key, (step = Object.freeze({ player, random, revealedTo: Object.freeze(revealedTo) as PlayerId[] })));
  return step;
}

/** The undo facts of one applied action, from the states around it and its events. */
export function undoStepOf(before: GameState, after: GameState, events: readonly GameEvent[]): UndoStep {
  let blue = false, red = false;
  for (const e of events) for (const p of revealedBy(e)) if (p === 'blue') blue = true; else red = true;
  const revealedTo: PlayerId[] = blue ? (red ? ['blue', 'red'] : ['blue']) : red ? ['red'] : [];
  return stepFor(before.toAct, !sameRng(before.rng, after.rng), revealedTo);
}

/** The undo facts of every action of a log (replaying it), or null when the game cannot be replayed. */
export function undoStepsOf(scenario: unknown, seed: number, actions: readonly unknown[]): UndoStep[] | null {
  const created = createGame(scenario, seed);
  if (!created.ok) return null;
  let state = created.state;
  const steps: UndoStep[] = [];
  for (const action of actions) {
    const r = applyAction(state, action);
    if (!r.ok) return null;
    steps.push(undoStepOf(state, r.state, r.events));
    state = r.state;
  }
  return steps;
}

/**
 * How far back `player` may undo: alone, over their own latest actions, stopping after the last one
 * that used randomness or revealed something to them, and before any action of the other player.
 * With the other player's confirmation: back to the start.
 */
export function undoPoint(steps: readonly UndoStep[], player: PlayerId): UndoPoint {
  let k = steps.length;
  let barrier: UndoBarrier = 'start';
  while (k > 0) {
    const step = steps[k - 1];
    if (step.player !== player) { barrier = 'otherPlayer'; break; }
    if (step.random) { barrier = 'random'; break; }
    if (step.revealedTo.includes(player)) { barrier = 'revealed'; break; }
    k -= 1;
  }
  return { freeTo: k, confirmTo: 0, barrier };
}

/** Whether undoing the log to `to` actions is free for `player`, needs the other player's confirmation, or is impossible. */
export function undoNeeds(steps: readonly UndoStep[], player: PlayerId, to: number): 'free' | 'confirm' | 'impossible' {
  if (!Number.isInteger(to) || to < 0 || to > steps.length) return 'impossible';
  const { freeTo, confirmTo } = undoPoint(steps, player);
  return to >= freeTo ? 'free' : to >= confirmTo ? 'confirm' : 'impossible';
}
