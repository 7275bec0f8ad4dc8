// Risk, the hard bot's extra knowledge: what the units still free to act this round could strike
// before the round is out. A ship the enemy can still reach — an enemy ship not yet activated whose
// movement plus zone reach covers the distance by sea — may be struck whatever the next reply is;
// an enemy ship one's own free units can reach is a chance. Each free unit strikes once a round, so it
// counts its most valuable prey only. At the round's end every unit acts again in the next round, so
// every unit counts. The evaluation's other terms read only where the zones stand now (evaluate.ts).
import { other, unitPoints, type GameState, type PlayerId, type Unit } from '../engine/index';
import { seaDistances } from './seaDistance';
import { zoneReach } from './tactics';

/** Weights, in tenths of a point per point of the ship at stake. */
export const RISK_WEIGHTS = {
  /** An own ship an enemy free unit can reach this round. */
  risk: 4,
  /** An enemy ship an own free unit can reach this round. */
  chance: 2,
};

/** Whether a unit's attack may hit ships (§5.3). */
function hitsShips(state: GameState, u: Unit): boolean {
  const rs = state.setup.ruleset;
  const type = rs.classes[u.class]?.attack;
  return !!type && type !== 'none' && (rs.attackTypes[type]?.hits ?? []).includes('ship');
}

/** For each free ship of `side`, its most valuable prey among `prey` within its movement plus reach; the sum. */
function reachable(state: GameState, hunters: readonly Unit[], prey: readonly Unit[], anyTime: boolean): number {
  let sum = 0;
  for (const h of hunters) {
    if ((h.activated && !anyTime) || !hitsShips(state, h)) continue;
    const mp = state.setup.ruleset.classes[h.class]?.mp ?? 0;
    const range = mp + zoneReach(state, h) - 1; // a turn to bring the zone to bear
    const dist = seaDistances(state, !!state.setup.ruleset.classes[h.class]?.shallowDraft);
    let best = 0;
    for (const p of prey) if (dist(h.node, p.node) <= range) best = Math.max(best, unitPoints(state, p));
    sum += best;
  }
  return sum;
}

/** The risk term for `player` (tenths of a point): the chances of its free units minus the enemy's. */
export function riskValue(state: GameState, player: PlayerId): number {
  if (state.result) return 0;
  const enemy = other(player);
  const mine: Unit[] = [], theirs: Unit[] = [];
  for (const id in state.units) {
    const u = state.units[id];
    if (u.kind !== 'ship') continue;
    (u.owner === player ? mine : u.owner === enemy ? theirs : []).push(u);
  }
  const anyTime = state.phase !== 'play'; // the round is over: everyone acts again in the next
  return RISK_WEIGHTS.chance * reachable(state, mine, theirs, anyTime) - RISK_WEIGHTS.risk * reachable(state, theirs, mine, anyTime);
}
