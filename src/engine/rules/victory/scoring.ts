// Scoring and victory (§11): points for destroyed enemy units; the scenario mode (points targets)
// and the sandbox mode (higher score at the round limit); R-WIN-1 at the round limit.
import type { Draft } from '../../core/draft';
import { objectiveVictory } from './objectives';
import type { GameResult, GameState, PlaneMarker, PlayerId, Unit } from '../../core/types';

/** §11: what destroying a unit is worth: class points, +1 per plane or cargo aboard (by the ruleset). */
export function unitPoints(state: GameState, unit: Unit): number {
  if (unit.kind === 'fixed') return state.setup.ruleset.fixedUnits[unit.class]?.points ?? 0;
  return shipValue(state, unit.class, unit.planes, unit.cargo);
}
/** What a ship of a class is worth with the planes and cargo it carries (on the map or off it). */
export function shipValue(state: GameState, shipClass: string, planes = 0, cargo = 0): number {
  const cls = state.setup.ruleset.classes[shipClass];
  return cls ? cls.points + cls.pointsPerPlane * planes + cls.pointsPerCargo * cargo : 0;
}
export const planePoints = (state: GameState, _plane: PlaneMarker): number => state.setup.ruleset.points.plane;

export function addPoints(d: Draft, player: PlayerId, points: number): void {
  d.s.score[player] += points;
}

const share = (score: number, target: number): number => score / target;

/**
 * R-WIN-2: the result if the game ends now, else null; with objective lists, by objectives
 * (objectives.ts). `atLimit`: the round limit is being judged (cleanup of the last round, after the
 * round track); mid-round only what can be met mid-round ends the game.
 */
export function checkVictory(state: GameState, atLimit = state.round >= state.setup.rounds): GameResult | null {
  return state.setup.objectives ? objectiveVictory(state, atLimit, pointsVictory) : pointsVictory(state, atLimit);
}

/** The game ends with `result`: nothing is pending or open any more. */
export function endGame(d: Draft, result: GameResult): void {
  d.s.phase = 'over';
  d.s.pending = null;
  d.s.activation = null;
  d.s.result = result;
  d.events.push({ type: 'gameEnded', result });
}

/** R-WIN-2 mid-round: after an action, a side that has met what it must (points, cargo, targets…) wins at once. */
export function judgeNow(d: Draft): void {
  if (d.s.phase !== 'play' && d.s.phase !== 'cleanup') return;
  const result = checkVictory(d.s, false);
  if (result) endGame(d, result);
}

/**
 * The core check by points. Scenario mode: a player who meets their
 * points target wins (both at once: the higher share of their target, else a draw). At the round
 * limit: sandbox, the higher score; scenario, R-WIN-1 (closer to target, then higher share, then draw).
 */
export function pointsVictory(state: GameState, atLimit: boolean): GameResult | null {
  const { score } = state;
  const targets = state.setup.pointsTarget;
  const result = (winner: PlayerId | null, reason: GameResult['reason']): GameResult => ({ winner, reason, score: { ...score } });
  if (targets) {
    const metBlue = score.blue >= targets.blue;
    const metRed = score.red >= targets.red;
    if (metBlue !== metRed) return result(metBlue ? 'blue' : 'red', 'points-target');
    if (metBlue && metRed) {
      const b = share(score.blue, targets.blue), r = share(score.red, targets.red);
      return result(b === r ? null : b > r ? 'blue' : 'red', 'points-target');
    }
    if (!atLimit) return null;
    const gapBlue = targets.blue - score.blue, gapRed = targets.red - score.red;
    if (gapBlue !== gapRed) return result(gapBlue < gapRed ? 'blue' : 'red', 'round-limit');
    const b = share(score.blue, targets.blue), r = share(score.red, targets.red);
    return result(b === r ? null : b > r ? 'blue' : 'red', 'round-limit');
  }
  if (!atLimit) return null;
  return result(score.blue === score.red ? null : score.blue > score.red ? 'blue' : 'red', 'round-limit');
}
