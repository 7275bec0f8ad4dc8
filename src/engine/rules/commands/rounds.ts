// Rounds (§6): who acts next (R-CMD-4), round end (R-CMD-5), cleanup (§6.2) with cleanup draws,
// the order of the next round (R-ORDER-2), the round track, the round limit and the victory check (R-WIN-2).
import { canAct, poolSize } from './commands';
import { changeUnit, type Draft } from '../../core/draft';
import { hooks } from '../../core/hooks';
import { checkVictory, endGame } from '../victory/scoring';
import { recordRoundEnd } from '../victory/objectives';
import { returnPlanesAfterTurn } from '../aviation/planes';
import { runRoundTrack } from '../roundTrack/roundTrack';
import { other, type PlayerId } from '../../core/types';
import { endActivationEffects, endRoundEffects, returnArmedCards } from '../cards/effects';
import { beginStartOfRound } from '../taskForces/taskForces';
import { forceDeploymentsInZones } from '../taskForces/forcedDeployment';

/** The start of a round: fresh pools (R-CMD-1), flags cleared, the first player who can act is to act. */
export function startRound(d: Draft): void {
  if (hooks.roundStarting(d)) return; // a rule module asks a decision first (initiative: module D)
  const s = d.s;
  s.phase = 'play';
  s.passed = { blue: false, red: false };
  s.drew = { blue: false, red: false };
  s.lastActor = null;
  s.activation = null;
  s.pending = null;
  s.cardPlays = { blue: 0, red: 0 }; // §6 action 4: card plays per round (cardPlaysPerRound)
  for (const p of ['blue', 'red'] as const) s.tokens[p] = { pool: poolSize(s, p), spent: 0 };
  d.events.push({ type: 'roundStarted', round: s.round, order: [s.order[0], s.order[1]], tokens: { blue: s.tokens.blue.pool, red: s.tokens.red.pool } });
  if (beginStartOfRound(d)) return; // §7.6: TFs deploy, split, regroup first; the step calls openTurns
  openTurns(d);
}

/** The round's first turn: the first player who can act, else the other, else cleanup. */
export function openTurns(d: Draft): void {
  const s = d.s;
  const first = s.order[0];
  if (canAct(s, first)) toTurn(d, first);
  else if (canAct(s, other(first))) toTurn(d, other(first));
  else beginCleanup(d);
}

function toTurn(d: Draft, player: PlayerId): void {
  d.s.toAct = player;
  d.events.push({ type: 'turnStarted', player });
}

/** After a player's turn (once R-TF-6's forced deployments are done): the other player if they can act, else the same player (R-CMD-4), else cleanup (R-CMD-5). */
export function advanceTurn(d: Draft, justActed: PlayerId): void {
  if (forceDeploymentsInZones(d, justActed)) return; // R-TF-6: the other player's TFs in any zone deploy first
  const s = d.s;
  endActivationEffects(d); // §9: command cards last an activation
  s.activation = null;
  returnPlanesAfterTurn(d, justActed); // planeReturn "auto-after-enemy-turn" (module N)
  if (canAct(s, other(justActed))) toTurn(d, other(justActed));
  else if (canAct(s, justActed)) toTurn(d, justActed);
  else beginCleanup(d);
}

/** §6.2 step 1: tokens return, activation marks clear; then the cleanup draws in this round's order (`draws` false: none, cards being off — module D's fleet turn). */
export function beginCleanup(d: Draft, draws = true): void {
  const s = d.s;
  s.phase = 'cleanup';
  s.activation = null;
  d.events.push({ type: 'roundEnded', round: s.round, lastActor: s.lastActor });
  for (const p of ['blue', 'red'] as const) {
    s.tokens[p] = { pool: s.tokens[p].pool + s.tokens[p].spent, spent: 0 };
  }
  for (const id in s.units) if (s.units[id].activated) changeUnit(d, id).activated = false;
  d.events.push({ type: 'tokensReturned', tokens: { blue: s.tokens.blue.pool, red: s.tokens.red.pool } });
  endRoundEffects(d); // §6.2 step 1: effects "until the end of the round" end (their tokens leave the pool)
  returnArmedCards(d); // R-CARD-1: armed reaction cards that did not trigger go back to hand
  s.cleanupQueue = draws ? [s.order[0], s.order[1]] : [];
  continueCleanup(d);
}

/** Ask the next player in the queue about their cleanup draw; one who cannot draw (empty deck) declines. */
export function continueCleanup(d: Draft): void {
  const s = d.s;
  while (s.cleanupQueue.length) {
    const p = s.cleanupQueue.shift()!;
    if (s.cards[p].deck.length > 0) {
      s.pending = { kind: 'cleanupDraw', player: p };
      s.toAct = p;
      return;
    }
  }
  s.pending = null;
  finishCleanup(d);
}

/** §6.2 steps 3–4: the next round's order (R-ORDER-2), the round track, then the victory check (R-WIN-2). */
function finishCleanup(d: Draft): void {
  const s = d.s;
  // R-ORDER-2: the last actor goes second; if nobody acted, the order stays.
  if (s.lastActor) s.order = [other(s.lastActor), s.lastActor];
  s.round += 1;
  // §6.2 step 3, §10: the round track (expiries, arrivals); a surfacing or an arrival may ask its owner first
  if (runRoundTrack(d)) return;
  enterRound(d);
}

/** Once the round track is done: the finished round is judged (R-WIN-2), then the new round begins (§7.6, play). */
export function enterRound(d: Draft): void {
  if (judgeRound(d)) return;
  startRound(d);
}

/**
 * R-WIN-2: after the round track, so arrivals count: "hold for N rounds" counts the finished round
 * (§11), then every objective and the round limit are judged. A game ending here stays on its last
 * round's number.
 */
function judgeRound(d: Draft): boolean {
  const s = d.s;
  const finished = s.round - 1;
  recordRoundEnd(d);
  const atLimit = finished >= s.setup.rounds;
  const result = (atLimit ? hooks.roundLimit(s) : null) ?? checkVictory(s, atLimit); // a rule module may judge the limit its way
  if (!result) return false;
  s.round = finished;
  endGame(d, result);
  return true;
}
