// What each action of a turn is worth to the player to act, in the evaluation's units (tenths of a
// point, as a change from now). The many ship and TF moves are read off the tactical picture
// (tactics.ts) without playing them: a strike from the end (the attack follows), getting out of an
// enemy zone, closing on the enemy (or a transport on its delivery node). The few other actions
// (deployments, cards, air operations, a module's actions) are played through the engine and
// evaluated: every deployment near the enemy, bomber attack and module action, and `applied` of the
// rest (the others get a fixed price). Passing and drawing have a small fixed price.
import type { Action, GameState, Unit } from '../engine/index';
import { applyListed } from './listed';
import { evaluate, WEIGHTS } from './evaluate';
import { atStake, bestTarget, readTactics, type Tactics } from './tactics';
import { shuffled, type BotRandom } from './random';
import { moduleCandidates } from './botModule';
import { fights, OBJECTIVE_WEIGHTS } from './objectives';

export interface Weighed { action: Action; value: number }

/** Prices of the actions not read off the map. */
export const PRICES = {
  /** A token left unused is a chance lost. */
  pass: -3,
  /** A draw: two cards seen, one kept; worth less as the hand fills. */
  draw: 1.5,
  drawPerCard: -0.4,
  /** Activating a fixed unit with nothing to strike. */
  idleFixed: -1,
  /** A ship staying where it is (its token spent for nothing). */
  stay: -1.5,
  /** An action not played through (a card, an air operation, a deployment far from the enemy): a guess, below a useful move. */
  unweighed: -0.5,
};

/** How many actions other than moves (deployments, cards, air operations…) the easy bot plays through to weigh them. */
export const EASY_APPLIED = 1;

/** A TF marker this close to the enemy is weighed for deploying in one's turn (its ships may strike at once). */
export const CONTACT = 7;

/** How many of a module's actions a search's roots, the easy bot and a playout weigh (its shortlist: BotModule.candidates). */
export const MODULE_WIDTH = 14;
export const MODULE_EASY_WIDTH = 10;
export const MODULE_PLAYOUT_WIDTH = 4;

/** How many strike checks a decision may make (each asks the engine about one end); a playout's fewer. */
export const STRIKE_CHECKS = 40;
export const PLAYOUT_STRIKE_CHECKS = 12;

/** What a unit brings to each of its moves, read once per unit (a turn weighs hundreds of moves of a few units). */
interface Mover {
  u: Unit;
  reach: number;
  /** Distance to its prey, and before the move (less its reach). */
  near: (node: string) => number;
  before: number;
  /** Whether it can strike at all (a transport is not drawn to the enemy). */
  fights: boolean;
  /** Leaving the enemy zone it is caught in (0: not caught). */
  leaving: number;
  cargo: number;
  delivery: number;
  goal: (node: string) => number;
  goalBefore: number;
}

function moverOf(state: GameState, t: Tactics, u: Unit): Mover {
  const reach = t.reachOf(u), near = t.nearFor(u), goal = t.nearGoal(u), cargo = u.cargo ?? 0;
  return {
    u, reach, near, before: Math.max(0, near(u.node) - reach), fights: fights(state, u),
    leaving: t.threatened.has(u.node) ? WEIGHTS.exposed * atStake(state, u) : 0,
    cargo, delivery: cargo > 0 ? t.nearDelivery(u.node) : Infinity,
    goal, goalBefore: goal(u.node),
  };
}

function moveValue(t: Tactics, m: Mover, a: Extract<Action, { type: 'move' }>, strike: number): number {
  const u = m.u;
  let v = WEIGHTS.attackToCome * strike;
  const stays = a.to.node === u.node;
  if (stays && a.to.heading === u.heading) v += PRICES.stay;
  if (!stays) v += m.leaving; // out of an enemy zone it was caught in
  if (m.delivery < Infinity) v += WEIGHTS.cargo * 4 * (m.delivery - t.nearDelivery(a.to.node)) * m.cargo;
  else {
    const after = Math.max(0, m.near(a.to.node) - m.reach);
    if (m.before < Infinity && after < Infinity && m.fights) v += WEIGHTS.closing * 4 * (m.before - after); // a turn's progress counts more than a leaf's standing
    const ga = m.goal(a.to.node);
    if (m.goalBefore < Infinity && ga < Infinity) v += OBJECTIVE_WEIGHTS.goal * 4 * (m.goalBefore - ga);
  }
  return v;
}

/** Every legal action of a turn with its worth, in an order drawn from `rng` (ties are broken by it; a module's shortlist: in its order). */
export function weighTurn(state: GameState, legal: readonly Action[], rng: BotRandom, applied = EASY_APPLIED, strikes = STRIKE_CHECKS): Weighed[] {
  const t = readTactics(state);
  const me = state.toAct;
  const out: Weighed[] = [];
  const moves: Extract<Action, { type: 'move' }>[] = [];
  const others: Action[] = [];
  // a game of a module's own (each of its moves a module action): that module's shortlist keeps the few worth playing through
  const shortlist = moduleCandidates(state, legal, MODULE_WIDTH, rng);
  for (const a of shortlist ?? legal) {
    switch (a.type) {
      case 'move': moves.push(a); break;
      case 'pass': out.push({ action: a, value: PRICES.pass }); break;
      case 'draw': out.push({ action: a, value: PRICES.draw + PRICES.drawPerCard * state.cards[me].hand.length }); break;
      case 'activateFixed': { const s = bestTarget(state, a.unitId); out.push({ action: a, value: s ? WEIGHTS.attackToCome * s : PRICES.idleFixed }); break; }
      case 'moveTaskForce': {
        const m = state.taskForces?.markers[a.markerId];
        const board = m && Object.values(state.taskForces!.boards[me]).find((b) => b.markerId === m.id);
        const ships = board ? board.ships.length : 1;
        const gain = m ? t.near(m.node) - t.near(a.to) : 0;
        out.push({ action: a, value: Number.isFinite(gain) ? WEIGHTS.closing * 4 * ships * gain / 2 : 0 });
        break;
      }
      default: others.push(a);
    }
  }
  // strikes: the ends nearest the enemy, within each ship's reach, asked of the engine
  const movers = new Map<string, Mover | null>();
  const moverFor = (id: string): Mover | null => {
    let m = movers.get(id);
    if (m === undefined) { const u = state.units[id]; m = u ? moverOf(state, t, u) : null; movers.set(id, m); }
    return m;
  };
  const worth: { a: Extract<Action, { type: 'move' }>; reachGap: number }[] = [];
  for (const a of moves) {
    const m = moverFor(a.unitId);
    worth.push({ a, reachGap: m ? m.near(a.to.node) - m.reach : 99 });
  }
  const candidates = shuffled(worth.filter((w) => w.reachGap <= 0), rng).sort((x, y) => x.reachGap - y.reachGap);
  const checked = new Map<Action, number>();
  for (const w of candidates.slice(0, strikes)) checked.set(w.a, t.strikeFrom(w.a.unitId, w.a.to.node, w.a.to.heading));
  for (const a of moves) { const m = moverFor(a.unitId); out.push({ action: a, value: m ? moveValue(t, m, a, checked.get(a) ?? 0) : 0 }); }
  if (others.length) {
    const now = evaluate(state, me, t);
    const nearMarker = (a: Action) => a.type === 'deploy' && t.near(state.taskForces?.markers[a.markerId]?.node ?? '') <= CONTACT;
    const first: Action[] = others.filter((a) => nearMarker(a) || a.type === 'bomberAttack' || a.type === 'module');
    const rest = shuffled(others.filter((a) => !first.includes(a)), rng);
    for (const a of rest.slice(applied)) out.push({ action: a, value: PRICES.unweighed });
    for (const a of [...first, ...rest.slice(0, applied)]) {
      let r;
      try { r = applyListed(state, a); } catch { continue; } // a sampled state the engine cannot play on: skip that action
      if (r.ok) out.push({ action: a, value: evaluate(r.state, me) - now });
    }
  }
  // in the stream's order: equally good actions (many are, e.g. two ships closing alike) are chosen
  // by the bot's seed, not by the order the engine lists them, so games from different seeds differ
  // (a module's shortlist keeps its own order: it comes ranked)
  return shortlist ? out : shuffled(out, rng);
}

/** The best of the weighed actions (ties: the earliest, weighTurn's order drawn at random). */
export function bestWeighed(ws: readonly Weighed[]): Weighed | null {
  let best: Weighed | null = null;
  for (const w of ws) if (!best || w.value > best.value) best = w;
  return best;
}

/**
 * The `width` best actions, best first (a search's roots), one heading per move's end and at most a
 * third of them per ship: the best-weighed list is often one ship's move to the same few nodes under
 * every heading, and a search shown only those never compares another ship's move (the escort's
 * strike, the other transport stepping out of reach). The rest fill the list if it comes up short.
 */
export function topWeighed(ws: readonly Weighed[], width: number): Action[] {
  const sorted = [...ws].sort((x, y) => y.value - x.value);
  const perShip = Math.max(1, Math.ceil(width / 3));
  const ends = new Set<string>(), ships = new Map<string, number>();
  const out: Action[] = [];
  const later: Action[] = [];
  for (const { action: a } of sorted) {
    if (out.length >= width) break;
    if (a.type === 'move') {
      const end = `${a.unitId}>${a.to.node}`, n = ships.get(a.unitId) ?? 0;
      if (ends.has(end) || n >= perShip) { later.push(a); continue; }
      ends.add(end);
      ships.set(a.unitId, n + 1);
    }
    out.push(a);
  }
  for (const a of later) { if (out.length >= width) break; out.push(a); }
  return out;
}
