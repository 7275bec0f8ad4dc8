// What happened since a player last looked, for the screen: the session's events in the store's
// `recent` range as the viewer may know them (eventsFor: the opponent's secrets stay out), and the
// marks they leave on the map — trails of moves, shots, sunk units, forced deployments, deliveries.
import { eventsFor, type GameEvent, type PlayerId } from '../../engine';
import type { Session } from '../../store';

/** The events of the range the viewer may know (public ones, and their own secrets). */
export function recentEvents(session: Session, range: { from: number; to: number } | null, viewer: PlayerId | null): GameEvent[] {
  if (!range || !viewer) return [];
  return eventsFor(session.events.slice(range.from, range.to), viewer);
}

export interface RecentMarks {
  /** Routes taken (ships, TF markers, bombers), node by node, and whose. */
  trails: { nodes: string[]; owner: PlayerId }[];
  /** Attacks: from the attacker's node to the target's. */
  shots: { from: string; at: string }[];
  /** Units, planes and bombers destroyed there. */
  sunk: string[];
  /** Forced or chosen deployments, arrivals, deliveries: a ring at the node. */
  rings: string[];
}

export function recentMarks(events: readonly GameEvent[]): RecentMarks {
  const m: RecentMarks = { trails: [], shots: [], sunk: [], rings: [] };
  for (const e of events) {
    switch (e.type) {
      case 'moved':
        m.trails.push({ nodes: e.path.length ? e.path.map((s) => s.node) : [e.from.node, e.to.node], owner: e.player });
        break;
      case 'taskForceMoved':
        m.trails.push({ nodes: e.path.length ? e.path : [e.from, e.to], owner: e.player });
        break;
      case 'bomberMoved':
        if (e.from.node !== e.to.node) m.trails.push({ nodes: [e.from.node, e.to.node], owner: e.player });
        break;
      case 'attacked':
        m.shots.push({ from: e.from, at: e.at });
        break;
      case 'destroyed':
        m.sunk.push(e.unit.node);
        break;
      case 'planeDestroyed':
      case 'bomberDestroyed':
        m.sunk.push(e.node);
        break;
      case 'deploymentForced':
      case 'taskForceDeployed':
      case 'cargoDelivered':
      case 'reinforcementArrived':
      case 'surfaced':
        m.rings.push(e.node);
        break;
      default:
        break;
    }
  }
  return m;
}
