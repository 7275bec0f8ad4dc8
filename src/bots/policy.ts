// The fast heuristic policy: the "easy" bot's choice and the search's playout move. It plays on a
// full state the bot sampled itself (determinize.ts), never on the game's own state. Decisions with
// an obvious answer are answered by rule (attack the most valuable target, draw at cleanup, set up
// the fleet); the rest by applying each shortlisted action and keeping the best evaluation.
import { applyAction, legalActions, unitPoints, type Action, type GameState, type PlayerId } from '../engine/index';
import { evaluate } from './evaluate';
import { turnCandidates } from './candidates';
import type { BotRandom } from './random';
import { navalChoice } from './naval';

/** What destroying a target is worth to the attacker: its points (a plane marker 1, a TF marker a little). */
function targetValue(state: GameState, targetId: string): number {
  const u = state.units[targetId];
  if (u) return unitPoints(state, u);
  if (state.planes.some((p) => p.id === targetId)) return state.setup.ruleset.points.plane;
  return 0.5;
}

const pick = <T>(xs: readonly T[], rng: BotRandom): T => xs[rng(xs.length)];

/** §7.1 setup by rule: every fleet ship onto a board or the map, every used board's marker out, then finish. */
function setupChoice(state: GameState, legal: readonly Action[], rng: BotRandom): Action {
  const finish = legal.find((a) => a.type === 'finishSetup');
  if (finish) return finish;
  const me = state.toAct;
  const waiting = new Set((state.taskForces?.reserve[me] ?? []).map((s) => s.id));
  const fromReserve = legal.filter((a) => (a.type === 'assignToTaskForce' && a.tf !== null && waiting.has(a.unitId)) || (a.type === 'placeShip' && waiting.has(a.unitId)));
  if (fromReserve.length) return pick(fromReserve, rng);
  const boards = state.taskForces?.boards[me];
  const markers = legal.filter((a) => a.type === 'placeMarker' && boards && boards[a.tf].markerId === null);
  if (markers.length) return pick(markers, rng);
  return pick(legal, rng);
}

/** The shortlisted action whose result `evaluate` likes best for `me` (ties: the first found). */
export function bestByEvaluation(state: GameState, candidates: readonly Action[], me: PlayerId): Action {
  let best = candidates[0], bestValue = -Infinity;
  for (const a of candidates) {
    let r;
    try { r = applyAction(state, a); } catch { continue; } // a sampled state the engine cannot play on: skip that action
    if (!r.ok) continue;
    const v = evaluate(r.state, me) - (a.type === 'pass' ? 1 : a.type === 'draw' ? 0.5 : 0); // a token left unused is a chance lost; a card is worth less than a move
    if (v > bestValue) { bestValue = v; best = a; }
  }
  return best;
}

/** The heuristic's choice on a full state (null: nothing is legal). `width`: how many actions it weighs. */
export function greedyAction(state: GameState, rng: BotRandom, width = 10, legal: readonly Action[] = legalActions(state)): Action | null {
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
      return navalChoice(state, legal, width, rng) ?? pick(legal, rng);
  }
  if (state.activation && !state.pending) {
    const attacks = legal.filter((a): a is Extract<Action, { type: 'attack' }> => a.type === 'attack');
    if (attacks.length) {
      let best = attacks[0];
      for (const a of attacks) if (targetValue(state, a.targetId) > targetValue(state, best.targetId)) best = a;
      return best;
    }
    const step = legal.find((a) => a.type === 'unload' || a.type === 'exitMap' || a.type === 'recoverPlane' || a.type === 'depthCharge');
    if (step) return step;
    const move = legal.filter((a) => a.type === 'move'); // a command card's ship still to move
    if (move.length) return bestByEvaluation(state, turnCandidates(state, legal, width, rng), me);
    return legal.find((a) => a.type === 'endActivation') ?? bestByEvaluation(state, turnCandidates(state, legal, width, rng), me);
  }
  return bestByEvaluation(state, turnCandidates(state, legal, width, rng), me);
}

