// The fast heuristic policy: the "easy" bot's choice and the search's playout move. It plays on a
// full state the bot sampled itself (determinize.ts), never on the game's own state. Decisions with
// an obvious answer are answered by rule (attack the most valuable target, draw at cleanup, set up
// the fleet (setup.ts), deploy a TF at the start of a round once the enemy is close); a turn by weighing every
// legal action (weigh.ts) and taking the best; the few other decisions by applying each action and
// keeping the best evaluation.
import { legalActions, type Action, type GameState, type PlayerId } from '../engine/index';
import { applyListed } from './listed';
import { evaluate } from './evaluate';
import { attackWorth, readTactics } from './tactics';
import { bestWeighed, CONTACT, EASY_APPLIED, MODULE_EASY_WIDTH, MODULE_PLAYOUT_WIDTH, STRIKE_CHECKS, weighTurn, type Weighed } from './weigh';
import { setupChoice } from './setup';
import type { BotRandom } from './random';
import { moduleChoice } from './botModule';

const pick = <T>(xs: readonly T[], rng: BotRandom): T => xs[rng(xs.length)];

/** §7.6 by rule: deploy the TF nearest the enemy if it is in contact (free: its ships act this round), else end the step. */
function startOfRoundChoice(state: GameState, legal: readonly Action[]): Action {
  const t = readTactics(state);
  let best: Action | null = null, bestNear = CONTACT + 1;
  for (const a of legal) {
    if (a.type !== 'deploy') continue;
    const m = state.taskForces?.markers[a.markerId];
    const near = m ? t.near(m.node) : Infinity;
    if (near < bestNear) { bestNear = near; best = a; }
  }
  return best ?? legal.find((a) => a.type === 'endStartOfRound') ?? legal[0];
}

/** The action whose result `evaluate` likes best for `me` (ties: the first found). */
export function bestByEvaluation(state: GameState, candidates: readonly Action[], me: PlayerId): Action {
  let best = candidates[0], bestValue = -Infinity;
  for (const a of candidates) {
    let r;
    try { r = applyListed(state, a); } catch { continue; } // a sampled state the engine cannot play on: skip that action
    if (!r.ok) continue;
    const v = evaluate(r.state, me) - (a.type === 'pass' ? 1 : a.type === 'draw' ? 0.5 : 0); // a token left unused is a chance lost; a card is worth less than a move
    if (v > bestValue) { bestValue = v; best = a; }
  }
  return best;
}

/** How a turn's weighed actions become one: the best (the search's playouts, normal's play out of contact), or the easy level's choice (easy.ts). */
export type Choose = (ws: readonly Weighed[], rng: BotRandom) => Weighed | null;

/**
 * The heuristic's choice on a full state (null: nothing is legal). `applied`: how many actions it
 * plays through to weigh them; `strikes`: how many move ends it asks the engine about (weigh.ts);
 * `choose`: which of a turn's weighed actions it takes.
 */
export function greedyAction(state: GameState, rng: BotRandom, applied = EASY_APPLIED, legal: readonly Action[] = legalActions(state), strikes = STRIKE_CHECKS, choose: Choose = bestWeighed): Action | null {
  if (legal.length === 0) return null;
  if (legal.length === 1) return legal[0];
  const me = state.toAct;
  if (state.phase === 'setup' && state.pending?.kind === 'taskForceSetup') return setupChoice(state, legal, rng);
  switch (state.pending?.kind) {
    case 'chooseFirstPlayer':
      return legal.find((a) => a.type === 'chooseFirstPlayer' && a.first === me) ?? legal[0];
    case 'keepCard':
      return pick(legal, rng);
    case 'cleanupDraw':
      return legal.find((a) => a.type === 'cleanupDraw') ?? legal[0];
    case 'moduleSetup':
      return moduleChoice(state, legal, strikes < STRIKE_CHECKS ? MODULE_PLAYOUT_WIDTH : MODULE_EASY_WIDTH, rng) ?? pick(legal, rng);
    case 'startOfRound':
      return startOfRoundChoice(state, legal);
    case 'arrival':
    case 'forcedDeployment':
      return bestByEvaluation(state, legal.slice(0, 8), me);
  }
  if (state.activation && !state.pending) {
    const attacks = legal.filter((a): a is Extract<Action, { type: 'attack' }> => a.type === 'attack');
    if (attacks.length) {
      let best = attacks[0];
      for (const a of attacks) if (attackWorth(state, a) > attackWorth(state, best)) best = a;
      return best;
    }
    const step = legal.find((a) => a.type === 'unload' || a.type === 'exitMap' || a.type === 'recoverPlane' || a.type === 'depthCharge');
    if (step) return step;
    const move = legal.filter((a) => a.type === 'move'); // a command card's ship still to move
    if (move.length) return choose(weighTurn(state, legal, rng, applied, strikes), rng)!.action;
    return legal.find((a) => a.type === 'endActivation') ?? choose(weighTurn(state, legal, rng, applied, strikes), rng)!.action;
  }
  if (state.pending) return bestByEvaluation(state, legal.slice(0, 8), me);
  return choose(weighTurn(state, legal, rng, applied, strikes), rng)?.action ?? legal[0];
}

