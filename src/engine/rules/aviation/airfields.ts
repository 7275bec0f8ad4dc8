// Airfields (§8.2): fixed units on land with a pool of bombers; one command token each while
// operational (R-CMD-1). An air operation (the airfield's activation) places a bomber on the
// airfield's node or a scenario entry node, starting a chain; with further tokens the chain is
// extended into the zone of its last bomber. R-AIR-3: never into the zone of an enemy carrier with
// planes or an enemy bomber. R-AIR-4: a hit airfield is suppressed (never destroyed).
import type { Target } from '../combat/attack';
import { boardOfState, indexOf } from '../../geometry/board';
import { destroyBomber, returnToPool, enemyAirZone } from './bombers';
import { loseTokens, spendToken } from '../commands/commands';
import { changeUnit, type Draft } from '../../core/draft';
import { refuse, type Refusal } from '../../core/errors';
import type { Direction } from '../../geometry/grid';
import { advanceTurn } from '../commands/rounds';
import { addPoints } from '../victory/scoring';
import type { BomberMarker, GameState, NodeName, PlayerId, Unit, UnitId } from '../../core/types';
import { bomberList, bomberZone, findBomber, isSuppressed, isAirfield } from './airspace';
import { unitName } from '../combat/unitZone';
import { checkActivatable } from '../commands/activatable';
import { stateIndex } from '../movement/stateIndex';

/** Where an air operation of this airfield may place a bomber: its own node and its entry nodes. */
export function airOperationNodes(state: GameState, airfieldId: UnitId): NodeName[] {
  const a = state.units[airfieldId];
  if (!a) return [];
  return [a.node, ...(state.setup.bomberEntry?.[airfieldId] ?? []).filter((n) => n !== a.node)];
}

/** Why an airfield cannot launch now (suppressed, empty pool), or null. */
function launchRefusal(state: GameState, airfield: Unit): Refusal | null {
  if (isSuppressed(state, airfield))
    return refuse('airfield/suppressed', `R-AIR-4: the airfield at ${airfield.node} was hit and cannot operate until the end of round ${airfield.suppressedThrough}.`, { unitId: airfield.id });
  if ((airfield.bombers ?? 0) <= 0) return refuse('airfield/no-bombers', `The airfield at ${airfield.node} has no bombers left in its pool.`, { unitId: airfield.id });
  return null;
}

function placementRefusal(state: GameState, player: PlayerId, allowed: NodeName[], node: string): Refusal | NodeName {
  const board = boardOfState(state);
  const i = indexOf(board, node);
  const name = i >= 0 ? board.names[i] : node;
  if (i < 0 || !allowed.includes(name))
    return refuse('bomber/bad-node', `A bomber cannot be placed at ${name}: allowed are ${allowed.join(', ') || 'no nodes'}.`, { node: name, allowed });
  if (enemyAirZone(state, player).has(i))
    return refuse('bomber/in-enemy-air-zone', `R-AIR-3: ${name} is in the zone of an enemy carrier or bomber.`, { node: name });
  return name;
}

function placeBomber(d: Draft, airfieldId: UnitId, chain: string | null, node: NodeName, heading: Direction): BomberMarker {
  const a = changeUnit(d, airfieldId);
  a.bombers = (a.bombers ?? 0) - 1;
  d.s.bombersPlaced = (d.s.bombersPlaced ?? 0) + 1;
  const id = `${airfieldId}/bomber-${d.s.bombersPlaced}`;
  // The placing token lies on the new bomber: it is not activated again this round (R-CMD-2).
  const b: BomberMarker = { id, owner: a.owner, airfieldId, chain: chain ?? id, node, heading, activeRound: d.s.round };
  d.s.bombers = [...(d.s.bombers ?? []), b];
  d.s.lastActor = a.owner;
  d.events.push({ type: 'bomberPlaced', player: a.owner, bomberId: id, airfieldId, chain: b.chain, node, heading, poolLeft: a.bombers });
  return b;
}

/** §8.2 air operation: activate the airfield (a token, once a round) and place a bomber, starting a chain. */
export function airOperation(d: Draft, state: GameState, airfieldId: UnitId, node: string, heading: Direction): Refusal | null {
  const checked = checkActivatable(state, airfieldId);
  if ('ok' in checked) return checked;
  if (!isAirfield(state, checked))
    return refuse('airfield/not-an-airfield', `The ${unitName(state, checked)} at ${checked.node} is not an airfield.`, { unitId: airfieldId });
  const why = launchRefusal(state, checked);
  if (why) return why;
  const at = placementRefusal(state, checked.owner, airOperationNodes(state, airfieldId), node);
  if (typeof at !== 'string') return at;
  spendToken(d, checked.owner, 'unit', airfieldId);
  changeUnit(d, airfieldId).activated = true;
  placeBomber(d, airfieldId, null, at, heading);
  advanceTurn(d, checked.owner);
  return null;
}

/** The bombers that end their chains (the ones a chain may be extended from). */
export const chainEnds = (state: GameState): BomberMarker[] =>
  bomberList(state).filter((b, k, all) => !all.some((x, j) => j > k && x.chain === b.chain));

/** §8.2 extending: with a further token, place another bomber in the zone of the chain's last bomber. */
export function extendChain(d: Draft, state: GameState, bomberId: string, node: string, heading: Direction): Refusal | null {
  const last = findBomber(state, bomberId);
  if (!last) return refuse('bomber/unknown', `There is no bomber "${bomberId}" on the map.`, { bomberId });
  if (last.owner !== state.toAct) return refuse('bomber/not-yours', `The bomber at ${last.node} belongs to ${last.owner}.`, { bomberId });
  if (!chainEnds(state).includes(last))
    return refuse('bomber/not-chain-end', `The bomber at ${last.node} is not the last of its chain: extend from the chain's last bomber.`, { bomberId });
  const airfield = state.units[last.airfieldId];
  const why = launchRefusal(state, airfield);
  if (why) return why;
  if (state.tokens[last.owner].pool <= 0) return refuse('tokens/none', 'You have no command tokens left this round.');
  const board = boardOfState(state);
  const zone = bomberZone(state, board, last.node, last.heading).map((i) => board.names[i]);
  const at = placementRefusal(state, last.owner, zone, node);
  if (typeof at !== 'string') return at;
  spendToken(d, last.owner, 'bomber', `${last.airfieldId}/bomber-${(state.bombersPlaced ?? 0) + 1}`);
  placeBomber(d, last.airfieldId, last.chain, at, heading);
  advanceTurn(d, last.owner);
  return null;
}

/**
 * R-AIR-4: an airfield hit (artillery, air attack, landing): it scores its class points for the
 * attacker; of its bombers on the map the one placed last is destroyed (scored), the others return to
 * the pool; it loses its token and cannot operate until the end of the next round's cleanup.
 */
export function hitAirfield(d: Draft, airfield: Unit, by: string, scorer: PlayerId): void {
  const points = d.s.setup.ruleset.fixedUnits[airfield.class]?.points ?? 0;
  addPoints(d, scorer, points);
  const own = bomberList(d.s).filter((b) => b.airfieldId === airfield.id);
  if (own.length) {
    const lost = own[own.length - 1];
    d.s.bombers = bomberList(d.s).filter((b) => b.airfieldId !== airfield.id || b.id === lost.id);
    destroyBomber(d, lost.id, by, scorer);
    if (own.length > 1) returnToPool(d, airfield.id, own.slice(0, -1).map((b) => b.id));
  }
  loseTokens(d, d.s.units[airfield.id]);
  const a = changeUnit(d, airfield.id);
  a.suppressedThrough = d.s.round + 1;
  d.events.push({ type: 'airfieldHit', unitId: a.id, owner: a.owner, by, suppressedThrough: a.suppressedThrough, points });
}

/** The strike hook of attacks (attack.ts): bombers are destroyed, airfields hit; false for anything else. */
export function strikeAviation(d: Draft, by: string, scorer: PlayerId, target: Target): boolean {
  if (target.kind === 'bomber') { destroyBomber(d, target.id, by, scorer); return true; }
  const u = d.s.units[target.id];
  if (u && isAirfield(d.s, u)) { hitAirfield(d, u, by, scorer); return true; }
  return false;
}

/** Legal air operations and chain extensions of `player`, nodes × headings (R-AIR-3 applied). */
export function airfieldActions(state: GameState, player: PlayerId): ({ type: 'airOperation'; unitId: string; node: string; heading: Direction } | { type: 'extendChain'; bomberId: string; node: string; heading: Direction })[] {
  const out: ReturnType<typeof airfieldActions> = [];
  if (stateIndex(state).airfields === 0) return out; // no airfield on the map (most maps): nothing to look at
  const airfields: Unit[] = [];
  for (const id in state.units) { const a = state.units[id]; if (a.owner === player && isAirfield(state, a) && !launchRefusal(state, a)) airfields.push(a); }
  if (!airfields.length) return out; // no airfield to operate: no air zones to work out
  const board = boardOfState(state);
  const forbidden = enemyAirZone(state, player);
  const free = (n: NodeName) => !forbidden.has(indexOf(board, n));
  for (const a of airfields) {
    if (!a.activated) for (const node of airOperationNodes(state, a.id).filter(free)) for (let h = 0; h < 6; h++) out.push({ type: 'airOperation', unitId: a.id, node, heading: h as Direction });
    for (const last of chainEnds(state).filter((b) => b.airfieldId === a.id))
      for (const i of bomberZone(state, board, last.node, last.heading)) if (!forbidden.has(i)) for (let h = 0; h < 6; h++) out.push({ type: 'extendChain', bomberId: last.id, node: board.names[i], heading: h as Direction });
  }
  return out;
}
