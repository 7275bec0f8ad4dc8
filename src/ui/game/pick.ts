// Choosing a node (then, if several are legal there, a heading) among options the engine gave: where
// a TF marker may go, where a bomber may be placed, where a deploying ship may stand, where a
// submarine surfaces… A click on an option node chooses it; with more than one heading there, the
// heading arrows appear and a click toward one (or ←/→ and Enter) finishes. Nothing here decides what
// is legal: the options come from legalActions or the engine's queries.
import { atNode, type Action, type GameError, type GameState } from '../../engine';
import type { Direction } from '../../engine/geometry';
import { nodeIndex } from '../../engine/geometry';
import { useUiStore, type Pick, type PickOption } from '../../store';
import { besideMovesOf } from '../../store/derived';
import { nodeToPoint, SPACING, type MapLayout, type Point } from '../map/layout';
import { headingToward } from './geometry';
import { arrowScale, HEADING_NEAR, HEADING_RING } from '../map/canvasKit';
import { placeDraftShip } from './deploy';
import { screenModule } from '../modules/screenModule';

/** The node an action is about (its destination, its target's node…) and its heading, if it has one. */
export function actionPlace(state: GameState, a: Action): { node: string; heading: Direction | null } | null {
  switch (a.type) {
    case 'move':
    case 'bomberMove':
      return { node: a.to.node, heading: a.to.heading as Direction };
    case 'moveTaskForce':
      return { node: a.to, heading: null };
    case 'airOperation':
    case 'extendChain':
    case 'arrive':
    case 'placeShip':
      return { node: a.node, heading: a.heading as Direction };
    case 'placeMarker':
    case 'unload':
      return { node: a.node, heading: null };
    case 'attack':
    case 'bomberAttack': {
      const u = state.units[a.targetId] ?? null;
      const plane = state.planes.find((p) => p.id === a.targetId);
      const marker = state.taskForces?.markers[a.targetId];
      const node = u?.node ?? plane?.node ?? marker?.node;
      return node ? { node, heading: null } : null;
    }
    case 'depthCharge': {
      const item = (state.track ?? []).find((t) => t.kind === 'submarine' && t.unit.id === a.targetId);
      return item && item.kind === 'submarine' ? { node: item.unit.node, heading: null } : null;
    }
    case 'recoverPlane': {
      const plane = state.planes.find((p) => p.id === a.planeId);
      return plane ? { node: plane.node, heading: null } : null;
    }
    case 'module':
      return screenModule(a.module)?.place?.(state, a) ?? null; // the module says (module L: a gun's shot, a bomb run, a return from the round track)
    default:
      return null;
  }
}

/** Pick options from actions (those with a place). */
export function optionsOf(state: GameState, actions: readonly Action[]): PickOption[] {
  const out: PickOption[] = [];
  for (const a of actions) {
    const p = actionPlace(state, a);
    if (p) out.push({ ...p, action: a });
  }
  return out;
}

// the steps of an open activation that are chosen on the map: a target, a depth charge, a plane, an unloading
const STEP_TYPES: ReadonlySet<string> = new Set(['attack', 'depthCharge', 'recoverPlane', 'unload']);

/** The legal steps of an open activation as pick options (their nodes): what a click, the arrows or X choose among. */
export const stepOptionsOf = (state: GameState): PickOption[] => optionsOf(state, besideMovesOf(state).filter((a) => STEP_TYPES.has(a.type)));

/**
 * Why the engine would refuse the pick's action at a node that is not an option (the engine's own
 * answer, every heading tried): its most telling refusal, or null when there is no probe or it would pass.
 */
export function probeRefusal(state: GameState, pick: Pick, node: string): GameError | null {
  if (!pick.probe) return null;
  const r = atNode(state, pick.probe, node);
  return r.ok ? null : r.error;
}

export const optionsAt = (pick: Pick, node: string): PickOption[] => pick.options.filter((o) => o.node === node);

/** The distinct headings of the options at a node, in order (empty if none need a heading). */
export function headingsAt(pick: Pick, node: string): Direction[] {
  return [...new Set(optionsAt(pick, node).map((o) => o.heading).filter((h): h is Direction => h !== null))].sort((a, b) => a - b);
}

/** Carry out a chosen option. */
export function completePick(option: PickOption): void {
  const store = useUiStore.getState();
  const pick = store.pick;
  if (!pick) return;
  if (pick.purpose.kind === 'deployShip') {
    placeDraftShip(pick.purpose.unitId, option.node, option.heading ?? 0);
    return;
  }
  if (option.action) store.submit(option.action);
}

/** A click on the map while picking; returns false if the click is not for the pick. */
export function pickClick(node: string, mapPoint: Point | null, layout: MapLayout): boolean {
  const store = useUiStore.getState();
  const pick = store.pick;
  if (!pick) return false;
  const centre = pick.node ? nodeToPoint(layout.shape, nodeIndex(layout.shape, pick.node)) : null;
  const k = arrowScale(store.camera.scale); // the arrows keep a minimum size on screen
  const onArrows = centre && mapPoint && Math.hypot(mapPoint.x - centre.x, mapPoint.y - centre.y) < SPACING * HEADING_RING * k;
  if (pick.node && centre && (node === pick.node || onArrows)) {
    const near = !mapPoint || Math.hypot(mapPoint.x - centre.x, mapPoint.y - centre.y) < SPACING * HEADING_NEAR * k;
    const heading = near && pick.heading !== null ? pick.heading : headingToward(centre, mapPoint!);
    const option = optionsAt(pick, pick.node).find((o) => o.heading === heading);
    if (option) completePick(option);
    return true;
  }
  const here = optionsAt(pick, node);
  if (!here.length) return false;
  // an option without a heading (an attack, a TF move) is taken at once
  const plain = here.find((o) => o.heading === null);
  if (plain) {
    completePick(plain);
    return true;
  }
  const hs = headingsAt(pick, node);
  if (hs.length === 1) completePick(here[0]);
  else store.setPickNode(node, hs[0]);
  return true;
}

/** Keys while picking: at a chosen node ←/→ turn through its headings, Enter finishes. */
export function pickKey(key: string): boolean {
  const store = useUiStore.getState();
  const pick = store.pick;
  if (!pick?.node) return false;
  const hs = headingsAt(pick, pick.node);
  if (key === 'ArrowLeft' || key === 'ArrowUp' || key === 'ArrowRight' || key === 'ArrowDown') {
    const k = Math.max(0, hs.indexOf(pick.heading ?? hs[0]));
    const step = key === 'ArrowLeft' || key === 'ArrowUp' ? 1 : -1;
    store.setPickHeading(hs[(k + step + hs.length) % hs.length]);
    return true;
  }
  if (key === 'Enter' || key === ' ') {
    const option = optionsAt(pick, pick.node).find((o) => o.heading === pick.heading);
    if (option) completePick(option);
    return true;
  }
  return false;
}
