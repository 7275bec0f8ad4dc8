// R-TF-6: after any action of a player — a unit's activation, a TF move or deployment, a bomber
// placed, re-positioned or added to a chain, a card — every marker of the other player lying in any
// of the acting player's attack zones (ships, coastal artillery, carriers with planes, bombers and
// the nodes they hold) must deploy (R-TF-3), in the order its owner picks. Called as the turn passes
// on (rounds.ts advanceTurn), so no action can forget it.
import type { Draft } from '../../core/draft';
import { other, type NodeName, type PlayerId } from '../../core/types';
import { boardOfState } from '../../geometry/board';
import { bomberList, bomberZone } from '../aviation/airspace';
import { zoneCoverers } from '../combat/zones';
import { enemyZoneOf } from '../movement/stateIndex';
import { forceDeployment, markersOf } from './taskForces';

/** What puts a node in `actor`'s zone, for the events: a unit's id, else a bomber's, else the player. */
function coverer(d: Draft, actor: PlayerId, node: NodeName): string {
  const unit = zoneCoverers(d.s, other(actor), node)[0];
  if (unit) return unit.id;
  const board = boardOfState(d.s);
  const i = board.index.get(node) ?? -1;
  const bomber = bomberList(d.s).find((b) => b.owner === actor && (b.node === node || bomberZone(d.s, board, b.node, b.heading).includes(i)));
  return bomber?.id ?? actor;
}

/**
 * Force the deployments R-TF-6 asks for after `actor`'s action; `also`: nodes of a zone the state
 * does not show (a bomber's zone widened by a command card for its activation). Returns whether any.
 */
export function forceDeploymentsInZones(d: Draft, actor: PlayerId, also: readonly NodeName[] = []): boolean {
  if (!d.s.taskForces) return false;
  const enemy = other(actor);
  const markers = markersOf(d.s, enemy);
  if (!markers.length) return false;
  // (units may have moved or gone in this action: stateIndex makes the draft's index again if so)
  const { base } = enemyZoneOf(d.s, enemy);
  const board = boardOfState(d.s);
  const nodes: NodeName[] = [];
  for (const m of markers) {
    const i = board.index.get(m.node);
    if (i !== undefined && (base[i] === 1 || also.includes(m.node)) && !nodes.includes(m.node)) nodes.push(m.node);
  }
  if (!nodes.length) return false;
  return forceDeployment(d, enemy, nodes, coverer(d, actor, nodes[0]), actor);
}
