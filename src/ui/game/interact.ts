// Turning clicks, taps and keys on the map into store actions: a pick in progress first (a node and a
// heading among the engine's options), then select a unit / TF marker / bomber, choose where to stop,
// choose the heading, choose a target or another step of the activation. Every refusal comes from the
// engine (a dry run) and is shown in place; nothing here decides what is legal.
import { useUiStore } from '../../store';
import { besideMovesOf, moveRefusal, personMayAct, reachOf, refusalOf } from '../../store/derived';
import type { GameState, GameError } from '../../engine';
import { nodeIndex } from '../../engine/geometry';
import { nodeToPoint, pointToNode, SPACING, type MapLayout, type Point } from '../map/layout';
import { nodeName } from '../../engine/geometry';
import { headingToward } from './geometry';
import { arrowScale, HEADING_NEAR, HEADING_RING } from '../map/canvasKit';
import { pickClick, pickKey, probeRefusal, stepOptionsOf } from './pick';
import { airfield, canOperate, readyBombersAt, selectBomber, selectMarker, shipSetupNodes, startAirOperation, startPlaceShip } from './select';
import { t as translate } from '../../i18n';
import { offerFiringHeading } from './firingHeading';
import { moduleClick, moduleDecisionClick } from '../modules/screenModule';
import { moduleMoveAction } from '../../engine';

export { headingToward };

const notHere = (): GameError => ({ code: 'ui/not-an-option' as GameError['code'], message: translate('pick.notHere') });
/** A second click on the selected ship's own node commits nothing: staying or turning there is its own button. */
const stayHint = (): GameError => ({ code: 'ui/stay-button' as GameError['code'], message: translate('move.stayHint') });

function playable(): { state: GameState } | null {
  const s = useUiStore.getState();
  if (s.screen !== 'game' || !s.session || !s.viewer) return null;
  const state = s.session.state;
  if (!personMayAct(s.session, s.viewer)) return null;
  return { state };
}

const unitAt = (state: GameState, node: string) => Object.values(state.units).find((u) => u.node === node) ?? null;

/**
 * The node whose heading arrows (a move's destination or a pick's chosen node) are under a map point,
 * or null: for clicks that land on no node, as arrows around an edge node reach past the grid.
 */
/** Whether a pending module decision is answered by moving units on the map (module D's fleet moves): some unit of the player to act has a module move. */
const movesOnMap = (state: GameState): boolean =>
  state.pending?.kind === 'moduleSetup' && Object.values(state.units).some((u) => u.owner === state.toAct && !!moduleMoveAction(state, u.id, { node: u.node, heading: u.heading }));

export function arrowsNodeAt(mapPoint: Point, layout: MapLayout): string | null {
  const store = useUiStore.getState();
  const node = store.pick ? store.pick.node : store.destination;
  if (!node) return null;
  const centre = nodeToPoint(layout.shape, nodeIndex(layout.shape, node));
  // the same reach as the hit test in clickNode and pickClick
  return Math.hypot(mapPoint.x - centre.x, mapPoint.y - centre.y) < SPACING * HEADING_RING * arrowScale(store.camera.scale) ? node : null;
}

/** A click or tap on a node (mapPoint: where exactly, in map px, for the heading choice). */
export function clickNode(node: string, mapPoint: Point | null, layout: MapLayout, waypoint = false): void {
  const p = playable();
  const store = useUiStore.getState();
  if (!p) {
    // not one's turn (or the replay): one may still look at a unit's zone
    const st = store.screen === 'replay' ? null : store.session?.state;
    const u = st ? unitAt(st, node) : null;
    store.inspect(u ? u.id : null);
    return;
  }
  const { state } = p;
  // a choice among the engine's options (a TF move, a bomber, a deployment, an arrival…)
  if (store.pick) {
    if (pickClick(node, mapPoint, layout)) return;
    if (state.pending || store.deploy || !pickAllowsReselect(state, node)) {
      // the engine's reason (the pick's action tried at this node), else the generic note
      store.showRefusal(probeRefusal(state, store.pick, node) ?? notHere(), node);
      return;
    }
  }
  // setup: the ship picked in the setup panel goes where the player clicks, if it may stand there
  // (then its heading is chosen as with "Place on the map")
  if (!store.pick && store.setupShip && state.phase === 'setup' && shipSetupNodes(state, store.setupShip).includes(node)) {
    startPlaceShip(store.setupShip);
    pickClick(node, mapPoint, layout);
    return;
  }
  if (moduleDecisionClick(state, node)) return; // a module's decision answered on the map (module D's declarations)
  if (state.pending && !movesOnMap(state)) return; // other decisions are answered in the panels (a module's own moves: on the map)
  // a command card started the activation before the move: the ship's move comes first
  if (state.activation?.awaitingMove && store.selection !== state.activation.unitId) store.selectUnit(state.activation.unitId);
  // the activation goes on: choose a target (or another step: depth charge, plane, unload), or end it
  if (state.activation && !state.activation.awaitingMove) {
    const unitId = state.activation.unitId;
    const step = stepOptionsOf(state).find((o) => o.node === node);
    if (step?.action) {
      store.submit(step.action);
      return;
    }
    const u = unitAt(state, node);
    const plane = state.planes.find((x) => x.node === node);
    const targetId = u && u.owner !== state.toAct ? u.id : plane && plane.owner !== state.toAct ? plane.id : null;
    if (targetId) {
      const e = refusalOf(state, { type: 'attack', unitId, targetId });
      if (e) store.showRefusal(e, node);
    } else {
      const e = refusalOf(state, { type: 'pass' });
      if (e) store.showRefusal(e, node);
    }
    return;
  }
  // the heading is being chosen: a click on the destination or its arrows picks the heading toward the click
  const destCentre = store.destination ? nodeToPoint(layout.shape, nodeIndex(layout.shape, store.destination)) : null;
  const k = arrowScale(store.camera.scale); // the arrows keep a minimum size on screen
  const onArrows = destCentre && mapPoint && Math.hypot(mapPoint.x - destCentre.x, mapPoint.y - destCentre.y) < SPACING * HEADING_RING * k;
  if (store.destination && store.selection && (node === store.destination || onArrows)) {
    node = store.destination;
    const centre = destCentre!;
    const opts = reachOf(state, store.selection).byNode.get(node) ?? [];
    const near = !mapPoint || Math.hypot(mapPoint.x - centre.x, mapPoint.y - centre.y) < SPACING * HEADING_NEAR * k;
    const heading = near && store.headingCursor !== null ? store.headingCursor : headingToward(centre, mapPoint!);
    if (opts.some((m) => m.heading === heading)) store.moveTo(node, heading);
    else {
      const e = refusalOf(state, { type: 'move', unitId: store.selection, to: { node, heading } });
      if (e) store.showRefusal(e, node);
    }
    return;
  }
  const u = unitAt(state, node);
  const sel = store.selection ? state.units[store.selection] : null;
  if (u && u.owner === state.toAct && u.id !== sel?.id && !state.activation) {
    if (airfield(state, u.id)) clickAirfield(state, u.id);
    else store.selectUnit(u.id);
    return;
  }
  if (!state.activation && !(u && u.owner === state.toAct) && moduleClick(state, node)) return; // the game's modules (module L: an own AA gun, an enemy bomber in its reach)
  if (!u && !state.activation && selectOwnMarkerOrBomber(state, node)) return;
  if (sel && sel.kind === 'ship') {
    if (waypoint && (!state.activation || state.activation.awaitingMove)) store.toggleWaypoint(node); // R-MOVE-8
    else if (node === sel.node && !store.waypoints.length) store.showRefusal(stayHint(), node); // no zero-step move by a double click or tap
    else {
      store.chooseDestination(node);
      offerFiringHeading(state);
    }
    return;
  }
  if (u && u.owner !== state.toAct) {
    store.inspect(u.id);
    return;
  }
  if (sel && sel.kind === 'fixed' && u?.id === sel.id && !state.activation) {
    store.submit({ type: 'activateFixed', unitId: sel.id });
    return;
  }
  store.selectUnit(null);
}

/**
 * An own airfield clicked: its air operation when it can operate; else a bomber on its node that may act
 * (the next one at each click), as a bomber standing on its airfield is clicked there; else the refusal.
 */
function clickAirfield(state: GameState, airfieldId: string): void {
  const ready = readyBombersAt(state, state.units[airfieldId].node);
  if (!ready.length || canOperate(state, airfieldId)) startAirOperation(airfieldId);
  else selectBomber(ready[(ready.indexOf(useUiStore.getState().bomberSelected ?? '') + 1) % ready.length]);
}

/** With a non-decision pick open, a click on another own unit, marker or bomber selects it instead. */
function pickAllowsReselect(state: GameState, node: string): boolean {
  const u = unitAt(state, node);
  if (u) return u.owner === state.toAct;
  return Object.values(state.taskForces?.markers ?? {}).some((m) => m.node === node && m.owner === state.toAct) || (state.bombers ?? []).some((b) => b.node === node && b.owner === state.toAct);
}

/** Select the own TF marker (cycling through a stack) or the own bomber at a node. */
function selectOwnMarkerOrBomber(state: GameState, node: string): boolean {
  const store = useUiStore.getState();
  const player = state.toAct;
  const tf = state.taskForces;
  // a stack's markers that may act first (the engine's legal TF moves), those that have acted after
  const acting = new Set(besideMovesOf(state).flatMap((a) => (a.type === 'moveTaskForce' ? [a.markerId] : [])));
  const here = Object.values(tf?.markers ?? {}).filter((m) => m.node === node && m.owner === player);
  const markers = [...here.filter((m) => acting.has(m.id)), ...here.filter((m) => !acting.has(m.id))];
  if (markers.length && tf) {
    const k = markers.findIndex((m) => m.id === store.tfSelected);
    const m = markers[(k + 1) % markers.length];
    const letter = (['A', 'B', 'C', 'D'] as const).find((l) => tf.boards[player][l].markerId === m.id) ?? '?';
    selectMarker(m.id, letter);
    return true;
  }
  const bombers = (state.bombers ?? []).filter((b) => b.node === node && b.owner === player);
  if (bombers.length) {
    const k = bombers.findIndex((b) => b.id === store.bomberSelected);
    selectBomber(bombers[(k + 1) % bombers.length].id);
    return true;
  }
  return false;
}

const ARROWS: Readonly<Record<string, Point>> = { ArrowLeft: { x: -1, y: 0 }, ArrowRight: { x: 1, y: 0 }, ArrowUp: { x: 0, y: -1 }, ArrowDown: { x: 0, y: 1 } };

/** The node nearest in an arrow's direction from a node, among some nodes (null: none that way). */
function nextNodeToward(layout: MapLayout, from: string, d: Point, among: Iterable<string>): string | null {
  const p = nodeToPoint(layout.shape, nodeIndex(layout.shape, from));
  let best: string | null = null;
  let bestScore = Infinity;
  for (const n of among) {
    if (n === from) continue;
    const q = nodeToPoint(layout.shape, nodeIndex(layout.shape, n));
    const dx = q.x - p.x, dy = q.y - p.y;
    const along = dx * d.x + dy * d.y;
    if (along <= 1) continue;
    const score = along + Math.abs(dx * d.y - dy * d.x) * 2;
    if (score < bestScore) { bestScore = score; best = n; }
  }
  return best;
}

function* allNodes(layout: MapLayout): Generator<string> {
  for (let i = 0; i < layout.terrain.length; i++) yield nodeName(layout.shape, i);
}

/**
 * The map focused with nothing being chosen: the arrows walk a cursor over every node (it reads out
 * what is there: CursorInfo), Enter or Space acts on its node as a click would (select, look at a unit).
 */
function lookKey(key: string, layout: MapLayout): boolean {
  const store = useUiStore.getState();
  const d = ARROWS[key];
  if (d) {
    const cur = store.cursorNode && nodeIndex(layout.shape, store.cursorNode) >= 0 ? store.cursorNode : null;
    if (!cur) {
      // the first press: the node in the middle of the map
      const b = layout.bounds;
      const mid = pointToNode(layout.shape, { x: b.x + b.width / 2, y: b.y + b.height / 2 });
      store.setCursor(nodeName(layout.shape, mid >= 0 ? mid : 0));
      return true;
    }
    const next = nextNodeToward(layout, cur, d, allNodes(layout));
    if (next) store.setCursor(next);
    return true;
  }
  if ((key === 'Enter' || key === ' ') && store.cursorNode) {
    const keep = store.cursorNode;
    clickNode(keep, null, layout);
    // the cursor stays where it was (a selection puts it on the unit: that is this node)
    if (!useUiStore.getState().cursorNode) useUiStore.getState().setCursor(keep);
    return true;
  }
  return false;
}

/**
 * Keyboard on the map: arrows move the cursor (or turn the heading), Enter chooses, Esc backs out.
 * `onMap`: the map itself has focus (then the arrows also walk a free cursor when nothing is chosen).
 */
export function gameKey(key: string, layout: MapLayout | null, onMap = false): boolean {
  const store = useUiStore.getState();
  if (key === 'Escape') {
    store.cancel();
    return true;
  }
  if (!layout) return false;
  const p = playable();
  if (!p) return onMap ? lookKey(key, layout) : false;
  if (pickKey(key)) return true;
  const { state } = p;
  // heading choice: left/right turn through the legal headings
  if (store.destination && store.selection && (!state.activation || state.activation.awaitingMove)) {
    const opts = reachOf(state, store.selection).byNode.get(store.destination) ?? [];
    const hs = opts.map((m) => m.heading).sort((a, b) => a - b);
    if (key === 'ArrowLeft' || key === 'ArrowUp' || key === 'ArrowRight' || key === 'ArrowDown') {
      const k = Math.max(0, hs.indexOf(store.headingCursor ?? hs[0]));
      const step = key === 'ArrowLeft' || key === 'ArrowUp' ? 1 : -1;
      store.setCursor(store.destination, hs[(k + step + hs.length) % hs.length]);
      return true;
    }
    if (key === 'Enter' || key === ' ') {
      if (store.headingCursor !== null) store.moveTo(store.destination, store.headingCursor);
      return true;
    }
    return false;
  }
  let candidates: string[] = [];
  if (store.pick) candidates = [...new Set(store.pick.options.map((o) => o.node))];
  else if (state.activation && !state.activation.awaitingMove) candidates = stepOptionsOf(state).map((o) => o.node);
  else if (store.selection && state.units[store.selection]?.kind === 'ship') candidates = [...reachOf(state, store.selection).byNode.keys()];
  if (!candidates.length) return onMap ? lookKey(key, layout) : false;
  if (ARROWS[key]) {
    const cur = store.cursorNode && nodeIndex(layout.shape, store.cursorNode) >= 0 ? store.cursorNode : candidates[0];
    const best = nextNodeToward(layout, cur, ARROWS[key], candidates);
    if (best) store.setCursor(best);
    return true;
  }
  if ((key === 'Enter' || key === ' ') && store.cursorNode) {
    clickNode(store.cursorNode, null, layout);
    return true;
  }
  if ((key === 'w' || key === 'W') && store.cursorNode && store.selection && !store.pick) { // R-MOVE-8: a waypoint from the keyboard
    clickNode(store.cursorNode, null, layout, true);
    return true;
  }
  return false;
}

export { moveRefusal };
