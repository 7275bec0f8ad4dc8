// Command tokens (§6): the pool at the start of a round (R-CMD-1), spending one per turn (one
// activation per unit per round, R-CMD-2), losing one with a destroyed unit (R-CMD-3), passing (R-CMD-4).
import type { Draft } from '../../core/draft';
import { markerTokens } from '../taskForces/taskForces';
import { tokenBonus } from '../cards/effects';
import type { GameState, PlayerId, Unit } from '../../core/types';

/** Tokens a unit brings to its owner's pool and takes away when destroyed. */
export function unitTokens(state: GameState, unit: Unit): number {
  const rs = state.setup.ruleset;
  if (unit.suppressedThrough !== undefined && state.round <= unit.suppressedThrough) return 0; // R-AIR-4: a hit airfield brings no token
  return (unit.kind === 'ship' ? rs.classes[unit.class]?.tokens : rs.fixedUnits[unit.class]?.tokens) ?? 0;
}

/** R-CMD-1: one token per own ship on the map (and per fixed unit that brings one), plus the scenario bonus. */
export function poolSize(state: GameState, player: PlayerId): number {
  let n = state.setup.commandBonus[player] + tokenBonus(state, player); // §9: card tokens (effects.ts)
  for (const id in state.units) {
    const u = state.units[id];
    if (u.owner === player) n += unitTokens(state, u);
  }
  return n + markerTokens(state, player); // R-CMD-1: one per own TF marker on the map
}

/** A player takes turns while they have tokens and have not passed (R-CMD-4). */
export const canAct = (state: GameState, player: PlayerId): boolean => !state.passed[player] && state.tokens[player].pool > 0;

export function spendToken(d: Draft, player: PlayerId, on: 'unit' | 'deck' | 'bomber' | 'taskForce' | 'card', unitId?: string): void {
  const t = d.s.tokens[player];
  t.pool -= 1;
  t.spent += 1;
  // (two literals, not a spread of `unitId ? { unitId } : {}`: a conditional spread is a slow generic copy)
  d.events.push(unitId ? { type: 'tokenSpent', player, on, unitId, left: t.pool } : { type: 'tokenSpent', player, on, left: t.pool });
}

/**
 * R-CMD-3: a destroyed unit takes its tokens with it: the token on it if it was activated, else one
 * from the pool; if the pool is empty, a spent one (the total always drops).
 */
export function loseTokens(d: Draft, unit: Unit): void {
  let n = unitTokens(d.s, unit);
  const t = d.s.tokens[unit.owner];
  if (n > 0 && unit.activated && t.spent > 0) {
    t.spent -= 1; n -= 1;
    d.events.push({ type: 'tokenLost', player: unit.owner, from: 'unit', unitId: unit.id });
  }
  for (; n > 0; n--) {
    if (t.pool > 0) {
      t.pool -= 1;
      d.events.push({ type: 'tokenLost', player: unit.owner, from: 'pool', unitId: unit.id });
    } else if (t.spent > 0) {
      t.spent -= 1;
      d.events.push({ type: 'tokenLost', player: unit.owner, from: 'spent', unitId: unit.id });
    }
  }
}

/** R-CMD-4: declare the end of one's round. */
export function pass(d: Draft, player: PlayerId): void {
  d.s.passed[player] = true;
  d.events.push({ type: 'passed', player, tokensLeft: d.s.tokens[player].pool });
}
