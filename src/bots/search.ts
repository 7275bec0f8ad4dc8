// Determinized search ("normal", "hard"): Monte Carlo over the seat's information set. Each
// iteration takes a sampled full state (determinize.ts: the unseen part drawn afresh, a pool reused
// round-robin), picks a root action (UCB1, or successive halving on common samples), plays it, plays
// its turn out (the attack it set up) and then `replies` turns of the enemy with one's own between
// (the heuristic policy for both sides), never past the round's end, and scores the evaluation where
// the last turn ends, or its mean over each reply's end (`blend`) (squashed to [-1, 1]). The root actions are the best-weighed of the view's own legal actions (weigh.ts, on the
// first sample), so whatever it returns is legal in the real game. Hard then plays its best few roots
// again against the enemy's own search of the reply (`refine`). Deterministic for a given view, seed
// and iteration budget.
import { applyAction, legalActions, stateFromView, viewFor, type Action, type GameState, type GameView } from '../engine/index';
import { applyListed, listed } from './listed';
import { determinize } from './determinize';
import { evaluate } from './evaluate';
import { greedyAction } from './policy';
import { attackWorth, inContact } from './tactics';
import { pricesStrikes } from './strikeWorth';
import { judgedAlone } from './evaluate';
import { EASY_APPLIED, MODULE_WIDTH, PLAYOUT_STRIKE_CHECKS } from './weigh';
import { moduleCandidates } from './botModule';
import { topWeighed, weighTurn } from './weigh';
import { botRandom, type BotRandom } from './random';
import type { Budget } from './types';

export interface SearchConfig {
  /** Root actions weighed (the shortlist's width). */
  width: number;
  /**
   * How far a playout looks past the root action, in the enemy's replies (whole turns of the heuristic
   * policy, each with one's own turn between): 1 = the enemy's reply; 2 = the reply, one's next turn
   * and the enemy's answer to it. The root's own turn is always played out first (its attack, a card
   * kept). A playout stops where one's own turn would follow one's own in ENB's turns (ownTurnAgainStops)
   * and never crosses the round's end.
   */
  replies: number;
  /** Plies of the heuristic policy after the root action in a game judged in a module's own terms (its turns are not ENB's). */
  depth: number;
  /** How many actions the playout policy plays through to weigh them (small: playouts must be cheap). */
  playoutApplied: number;
  /** Sampled states kept and reused round-robin. */
  samples: number;
  /** UCB1 exploration constant. */
  explore: number;
  /** Search only when some unit or TF marker of either side stands this close to the other's (else the heuristic's choice). */
  contact: number;
  /**
   * How the budget is spread over the root actions. "ucb": UCB1, each playout on the next sample.
   * "halving": successive halving on common samples — every root still in the race is played on the
   * same sample with the same random stream each round, so roots are compared on equal futures (the
   * spread of the samples cancels out), and after each stage the worse half drops out.
   */
  spread?: 'ucb' | 'halving';
  /**
   * Judge a playout at every end of an enemy's reply, not only the last (the mean): a deeper look
   * whose last turns are the heuristic's weaker play counts them no more than the nearer ends.
   */
  blend?: boolean;
  /**
   * At most this many playouts per root on an ENB turn (the budget's iterations cap it too): ENB's
   * combat has no dice, so with nothing hidden a root's playouts differ only in the heuristic's
   * tie-breaks, and one look each is most of what more would tell. A module's own game keeps the budget (at most `ownGame`).
   */
  perRoot?: number;
  /** At most this many playouts a decision in a game judged in a module's own terms (Naval Battle); else the budget's. */
  ownGame?: number;
  /**
   * A second look at the best few roots: each played again on the first sample with the enemy's reply
   * chosen by a search of its own (`reply`, e.g. normal's), not by the heuristic, and the root with the
   * best such value taken. The heuristic's reply is a weak enemy: a root it scores well may lose to a
   * reply it does not find.
   */
  refine?: { roots: number; reply: SearchConfig; budget: Budget };
}

const squash = (v: number): number => Math.tanh(v / 40);

/** A playout's safety cap on actions (a round of the biggest map is well under it). */
const PLAYOUT_CAP = 80;

/** The heuristic's next action on `s`, applied (null: nothing to play, or the engine refused it). */
function step(s: GameState, rng: BotRandom, cfg: SearchConfig): GameState | null {
  const legal = legalActions(s);
  const a = greedyAction(s, rng, cfg.playoutApplied, legal, PLAYOUT_STRIKE_CHECKS);
  if (!a) return null;
  const r = legal.includes(a) ? applyListed(s, a) : applyAction(s, a);
  return r.ok ? r.state : null;
}

/**
 * Whether a playout stops where one's own turn follows one's own. An ENB turn: yes (the enemy has
 * passed; the heuristic would only do later what the root is weighed for). A module's step (module
 * D's fleet turns, one side moving its ships one after another): no, the playout goes on through
 * one's next steps, else a fleet move would be judged before the moves that complete it.
 */
export const ownTurnAgainStops = (s: GameState): boolean => s.pending?.kind !== 'moduleSetup';

/** A step of the enemy's in a refined playout: its own search from its view of the sample. */
type EnemyStep = (s: GameState, rng: BotRandom) => GameState | null;
const searchedStep = (reply: SearchConfig, budget: Budget): EnemyStep => (s, rng) => {
  const r = applyAction(s, searchAction(viewFor(s, s.toAct), rng, reply, budget));
  return r.ok ? r.state : null;
};

export function playoutValue(start: GameState, root: Action, cfg: SearchConfig, rng: BotRandom, enemy?: EnemyStep): number | null {
  const me = start.toAct;
  const first = applyListed(start, root);
  if (!first.ok) return null; // not legal in this sample (never expected): the sample does not count
  let s = first.state;
  if (judgedAlone(start)) { // a module's own game: its plies, scored half right after the root action
    const now = evaluate(s, me);
    for (let ply = 0; ply < cfg.depth && s.phase !== 'over'; ply++) { const next = step(s, rng, cfg); if (!next) break; s = next; }
    return squash((now + evaluate(s, me)) / 2);
  }
  // ENB turns: the root's turn played out, then the enemy's replies with one's own turns between,
  // scored where a turn ends (a position judged in the middle of a turn misses the strike it set up)
  let replies = 0, lastMine = true;
  const ends: number[] = [];
  let judged: GameState | null = null;
  for (let ply = 0; ply < PLAYOUT_CAP && s.phase === 'play'; ply++) {
    const fresh = !s.activation && (!s.pending || s.pending.kind === 'moduleSetup'); // the next action starts a turn (a module's step counts as one)
    if (fresh) {
      const mine = s.toAct === me;
      if (cfg.blend && mine && !lastMine) { ends.push(evaluate(s, me)); judged = s; } // an enemy's reply has just ended
      // in a module's steps (module D's fleet turns: a side moves all its ships, then the other) the enemy's
      // reply is all its steps in a row, not its first: else the side moving first judged its moves against
      // one enemy ship moved and the others where they stood
      const replyGoesOn = !mine && !lastMine && s.pending?.kind === 'moduleSetup';
      if (s.round !== start.round || (mine && lastMine && ownTurnAgainStops(s)) || (replies >= cfg.replies && !replyGoesOn)) break;
      lastMine = mine;
      if (!mine && !replyGoesOn) replies++;
    }
    const next = enemy && s.toAct !== me ? enemy(s, rng) : step(s, rng, cfg);
    if (!next) break;
    s = next;
  }
  if (judged !== s) ends.push(evaluate(s, me));
  return squash(ends.reduce((a, b) => a + b, 0) / ends.length);
}

/**
 * A playout that throws (the engine on a sampled state: blanks stand for unseen cards) does not end
 * the decision: that sample is scored like a refused action, and the search goes on.
 */
function safePlayout(start: GameState, root: Action, cfg: SearchConfig, rng: BotRandom): number | null {
  try { return playoutValue(start, root, cfg, rng); } catch { return null; }
}

/** The legal attacks, the most valuable first (attackWorth: the target's points, or a module's price of the strike). */
function rankedAttacks(sample: GameState, legal: readonly Action[]): Extract<Action, { type: 'attack' }>[] {
  const attacks = legal.filter((a): a is Extract<Action, { type: 'attack' }> => a.type === 'attack');
  const worth = new Map(attacks.map((a) => [a, attackWorth(sample, a)]));
  return attacks.sort((x, y) => worth.get(y)! - worth.get(x)!); // stable: equal worth keeps the engine's order
}

/** The root actions of a decision: the best-weighed `width` of the view's legal actions. */
export function rootActions(view: GameView, legal: readonly Action[], width: number, rng: BotRandom, sample: GameState): Action[] {
  // a module's own decision in an ENB game (module D's fleet turns): its shortlist (never a step that undoes another)
  if (sample.pending?.kind === 'moduleSetup' && !judgedAlone(sample)) {
    const list = moduleCandidates(sample, legal, Math.max(width, MODULE_WIDTH), rng);
    if (list) return list;
  }
  const attacks = view.activation && !view.pending ? rankedAttacks(sample, legal) : [];
  // where an attack may miss (a module's dice), a missed shot leaves the game as it was: a search would
  // compare the attacks by their luck in a playout or two, and end the activation when they missed —
  // the best-priced attack is taken (it costs nothing to fire)
  if (attacks.length && pricesStrikes(sample) && attacks.some((a) => sample.units[a.targetId])) return [attacks[0]];
  if (legal.length <= width) return [...legal];
  if (attacks.length) return attacks.length <= width ? [...attacks, ...legal.filter((a) => a.type === 'endActivation')] : attacks.slice(0, width);
  // a game judged in a module's own terms: that module's shortlist (BotModule.candidates)
  if (judgedAlone(sample)) return moduleCandidates(sample, legal, MODULE_WIDTH, rng) ?? topWeighed(weighTurn(sample, legal, rng, width), width);
  return topWeighed(weighTurn(sample, legal, rng, width), width);
}

/** The searched choice for the player to act in `view` (one of the view's legal actions, marked as the engine's, listed.ts). */
export function searchAction(view: GameView, rng: BotRandom, cfg: SearchConfig, budget: Budget): Action {
  const known = stateFromView(view); // read once: the view's legal actions and every sample start from it
  const legal = view.viewer === view.toAct ? legalActions(known) : [];
  if (legal.length === 0) throw new Error(`No legal action for ${view.viewer} in this view (it is ${view.toAct}'s to act).`);
  const a = legal.length === 1 ? legal[0] : searched(view, known, legal, rng, cfg, budget);
  return legal.includes(a) ? listed(a) : a;
}

function searched(view: GameView, known: GameState, legal: readonly Action[], rng: BotRandom, cfg: SearchConfig, budget: Budget): Action {
  const pool: GameState[] = [determinize(view, rng, known)];
  // answered by rule, no search: setup (nothing of the enemy shows yet), the other pending
  // decisions (a card kept, a cleanup draw, the start-of-round step), and a turn with the enemy
  // still out of reach (nothing the next few plies could change). A game judged in a module's own
  // terms is always searched: a game of a module's own plays its turns as the module's decision, and ENB's contact does not read it
  const ownTerms = judgedAlone(pool[0]);
  // a module's own decision in an ENB game (module D's fleet turns) is searched like a turn once in contact
  const moduleTurn = view.pending?.kind === 'moduleSetup' && moduleCandidates(pool[0], legal, cfg.width, rng) !== null;
  if (view.phase === 'setup' || (!ownTerms && ((view.pending && !moduleTurn) || !inContact(pool[0], cfg.contact)))) return greedyAction(pool[0], rng, EASY_APPLIED, legal)!;
  const roots = rootActions(view, legal, cfg.width, rng, pool[0]);
  if (roots.length === 1) return roots[0];
  if (cfg.perRoot !== undefined && !ownTerms && !moduleTurn) budget = { ...budget, iterations: Math.min(budget.iterations ?? Infinity, roots.length * cfg.perRoot) };
  if (cfg.ownGame !== undefined && ownTerms) budget = { ...budget, iterations: Math.min(budget.iterations ?? Infinity, cfg.ownGame) };
  const deadline = budget.ms !== undefined ? performance.now() + budget.ms : Infinity;
  // a second look at the best roots (an ENB turn; not once a time budget is spent)
  const refining = !!cfg.refine && !ownTerms && !moduleTurn;
  const choose = (ranking: number[]) => (refining && performance.now() < deadline ? refined(pool[0], roots, ranking, cfg, rng) : roots[ranking[0]]);
  if (cfg.spread === 'halving') return choose(halving(view, known, pool, roots, rng, cfg, budget));
  const visits = new Array<number>(roots.length).fill(0);
  const total = new Array<number>(roots.length).fill(0);
  const iterations = budget.iterations ?? Infinity;
  let n = 0;
  while (n < iterations && (n < roots.length || performance.now() < deadline)) {
    if (n >= roots.length && deadline === Infinity && iterations === Infinity) break;
    const k = n < roots.length ? n : ucbArm(visits, total, n, cfg.explore);
    if (pool.length < cfg.samples) pool.push(determinize(view, rng, known));
    const value = safePlayout(pool[n % pool.length], roots[k], cfg, rng);
    n++;
    if (value === null) { visits[k]++; total[k] -= 1; continue; }
    visits[k]++;
    total[k] += value;
  }
  const means = roots.map((_, k) => mean(total, visits, k));
  return choose(roots.map((_, k) => k).sort((a, b) => means[b] - means[a] || a - b)); // best first; ties: the earlier root
}

/** The best of the `refine.roots` first roots of `ranking` (best first) once each is played against the enemy's own search (SearchConfig.refine). */
function refined(sample: GameState, roots: Action[], ranking: number[], cfg: SearchConfig, rng: BotRandom): Action {
  const { roots: n, reply, budget } = cfg.refine!;
  const order = ranking.slice(0, n);
  const enemy = searchedStep(reply, budget);
  const once = { ...cfg, replies: 1, blend: false };
  let best = order[0], bestValue = -Infinity;
  for (const k of order) {
    let v: number | null;
    try { v = playoutValue(sample, roots[k], once, botRandom(rng(0x7fffffff)), enemy); } catch { v = null; }
    if (v !== null && v > bestValue) { best = k; bestValue = v; }
  }
  return roots[best];
}

const mean = (total: number[], visits: number[], k: number): number => (visits[k] ? total[k] / visits[k] : -Infinity);

function ucbArm(visits: number[], total: number[], n: number, c: number): number {
  let best = 0, bestScore = -Infinity;
  const ln = Math.log(n);
  for (let k = 0; k < visits.length; k++) {
    const s = visits[k] === 0 ? Infinity : total[k] / visits[k] + c * Math.sqrt(ln / visits[k]);
    if (s > bestScore) { bestScore = s; best = k; }
  }
  return best;
}

/**
 * Successive halving on common samples: stage after stage, each root still in the race is played once
 * per round on that round's sample with that round's random stream; after a stage the better half
 * (by total over the same rounds) goes on. The iteration budget is spread evenly over the stages; a
 * time budget alone plays two rounds a stage until the time is up.
 */
function halving(view: GameView, known: GameState, pool: GameState[], roots: Action[], rng: BotRandom, cfg: SearchConfig, budget: Budget): number[] {
  let alive = roots.map((_, k) => k);
  const dropped: number[][] = []; // each stage's losers, best first
  const total = new Array<number>(roots.length).fill(0);
  const stages = Math.ceil(Math.log2(roots.length));
  const deadline = budget.ms !== undefined ? performance.now() + budget.ms : Infinity;
  let left = budget.iterations ?? Infinity;
  let round = 0;
  for (let stage = 0; alive.length > 1; stage++) {
    const share = left === Infinity ? 2 * alive.length : Math.floor(left / Math.max(1, stages - stage));
    const rounds = Math.max(1, Math.floor(share / alive.length));
    for (let r = 0; r < rounds; r++, round++) {
      if (round > 0 && performance.now() >= deadline) break;
      if (pool.length < cfg.samples) pool.push(determinize(view, rng, known));
      const sample = pool[round % pool.length];
      const stream = rng(0x7fffffff);
      for (const k of alive) total[k] += safePlayout(sample, roots[k], cfg, botRandom(stream)) ?? -1;
      left -= alive.length;
    }
    const ranked = [...alive].sort((a, b) => total[b] - total[a] || a - b);
    alive = ranked.slice(0, Math.ceil(alive.length / 2));
    dropped.unshift(ranked.slice(alive.length));
    if (left <= 0 || performance.now() >= deadline) break;
  }
  // the winner first (the best total), then the rest of the last race, then each earlier stage's losers
  const winner = alive.reduce((best, k) => (total[k] > total[best] ? k : best), alive[0]);
  return [winner, ...alive.filter((k) => k !== winner), ...dropped.flat()];
}
