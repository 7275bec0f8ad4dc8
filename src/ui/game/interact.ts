// Turning clicks, taps and keys on the map into store actions: select a unit, choose where to stop,
// choose the heading, choose a target. Every refusal comes from the engine (a dry run) and is shown
// in place; nothing here decides what is legal.
import { useUiStore } from '../../store';
import { deciderOf, moveRefusal, reachOf, refusalOf, targetsOf } from '../../store/derived';
import type { Direction } from '../../engine/grid';
import type { GameState } from '../../engine';
import { nodeIndex } from '../../engine/grid';
import { nodeToPoint, SPACING, type MapLayout, type Point } from '../map/layout';

/** The heading whose direction from the node's centre is closest to the point's. */
export function headingToward(centre: Point, p: Point): Direction {
  const a = Math.atan2(-(p.y - centre.y), p.x - centre.x); // counter-clockwise from east
  return ((((Math.round(a / (Math.PI / 3)) % 6) + 6) % 6) as Direction);
}

function playable(): { state: GameState } | null {
  const s = useUiStore.getState();
  if (s.screen !== 'game' || !s.session || !s.viewer) return null;
  const state = s.session.state;
  if (state.phase === 'over' || deciderOf(state) !== s.viewer) return null;
  return { state };
}

const unitAt = (state: GameState, node: string) => Object.values(state.units).find((u) => u.node === node) ?? null;

/** A click or tap on a node (mapPoint: where exactly, in map px, for the heading choice). */
export function clickNode(node: string, mapPoint: Point | null, layout: MapLayout): void {
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
  if (state.pending) return; // decisions are answered in the panels
  // the activation goes on: choose a target, or end it
  if (state.activation) {
    const unitId = state.activation.unitId;
    const target = targetsOf(state, unitId).find((t) => t.node === node);
    if (target) {
      store.submit({ type: 'attack', unitId, targetId: target.id });
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
  const onArrows = destCentre && mapPoint && Math.hypot(mapPoint.x - destCentre.x, mapPoint.y - destCentre.y) < SPACING * 0.8;
  if (store.destination && store.selection && (node === store.destination || onArrows)) {
    node = store.destination;
    const centre = destCentre!;
    const opts = reachOf(state, store.selection).byNode.get(node) ?? [];
    const near = !mapPoint || Math.hypot(mapPoint.x - centre.x, mapPoint.y - centre.y) < SPACING * 0.15;
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
  if (u && u.owner === state.toAct && u.id !== sel?.id) {
    store.selectUnit(u.id);
    return;
  }
  if (sel && sel.kind === 'ship') {
    store.chooseDestination(node);
    return;
  }
  if (u && u.owner !== state.toAct) {
    store.inspect(u.id);
    return;
  }
  if (sel && sel.kind === 'fixed' && u?.id === sel.id) {
    store.submit({ type: 'activateFixed', unitId: sel.id });
    return;
  }
  store.selectUnit(null);
}

/** Keyboard on the map: arrows move the cursor (or turn the heading), Enter chooses, Esc backs out. */
export function gameKey(key: string, layout: MapLayout | null): boolean {
  const store = useUiStore.getState();
  if (key === 'Escape') {
    store.cancel();
    return true;
  }
  const p = playable();
  if (!p || !layout) return false;
  const { state } = p;
  const arrows: Record<string, Point> = { ArrowLeft: { x: -1, y: 0 }, ArrowRight: { x: 1, y: 0 }, ArrowUp: { x: 0, y: -1 }, ArrowDown: { x: 0, y: 1 } };
  // heading choice: left/right turn through the legal headings
  if (store.destination && store.selection && !state.activation) {
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
  if (state.activation) candidates = targetsOf(state, state.activation.unitId).map((t) => t.node);
  else if (store.selection && state.units[store.selection]?.kind === 'ship') candidates = [...reachOf(state, store.selection).byNode.keys()];
  if (!candidates.length) return false;
  if (arrows[key]) {
    const cur = store.cursorNode && nodeIndex(layout.shape, store.cursorNode) >= 0 ? store.cursorNode : candidates[0];
    const from = nodeToPoint(layout.shape, nodeIndex(layout.shape, cur));
    const d = arrows[key];
    let best: string | null = null;
    let bestScore = Infinity;
    for (const n of candidates) {
      if (n === cur) continue;
      const q = nodeToPoint(layout.shape, nodeIndex(layout.shape, n));
      const dx = q.x - from.x, dy = q.y - from.y;
      const along = dx * d.x + dy * d.y;
      if (along <= 1) continue;
      const across = Math.abs(dx * d.y - dy * d.x);
      const score = along + across * 2;
      if (score < bestScore) { bestScore = score; best = n; }
    }
    if (best) store.setCursor(best);
    return true;
  }
  if ((key === 'Enter' || key === ' ') && store.cursorNode) {
    clickNode(store.cursorNode, null, layout);
    return true;
  }
  return false;
}

export { moveRefusal };
