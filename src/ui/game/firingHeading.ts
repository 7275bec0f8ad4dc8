// At a chosen destination with several legal headings, the heading offered first (the keyboard's
// heading cursor and the highlighted arrow) is the cheapest one after which the activation goes on
// (a target in the zone, or another step), else the cheapest: the engine is asked with a dry run of
// each move; nothing here judges an attack.
import { applyAction, type GameState } from '../../engine';
import type { Direction } from '../../engine/geometry';
import { useUiStore } from '../../store';
import { reachOf } from '../../store/derived';

export function firingHeading(state: GameState, unitId: string, node: string): Direction | null {
  const options = reachOf(state, unitId).byNode.get(node) ?? [];
  for (const m of options) {
    const r = applyAction(state, { type: 'move', unitId, to: { node, heading: m.heading } });
    if (r.ok && r.state.activation) return m.heading as Direction;
  }
  return null;
}

/** After a destination is chosen: put the heading cursor on the firing heading, when there is one. */
export function offerFiringHeading(state: GameState): void {
  const s = useUiStore.getState();
  if (!s.destination || !s.selection || s.waypoints.length) return;
  const heading = firingHeading(state, s.selection, s.destination);
  if (heading !== null) s.setCursor(s.destination, heading);
}
