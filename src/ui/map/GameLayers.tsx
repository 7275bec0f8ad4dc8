// The game on the map, drawn from the view only, on one layer above the static map: the overlays under
// the tokens (zones as hatched fills, the selected ship's reachable ends with their MP cost, the path
// preview), the hovered cell, the tokens (ships, planes, fixed units' rings) and the marks above them
// (selection, targets, heading arrows, keyboard cursor). Each is one custom shape that never listens:
// clicks are picked by geometry. One layer, not one per part: every canvas on the page costs each frame
// the browser draws, whatever changed (three canvases cost bench:ui ~2.4 ms an action more than one),
// and an action redraws all of them anyway.
import type Konva from 'konva';
import { useCallback, useMemo } from 'react';
import { Layer, Shape } from 'react-konva';
import { useUiStore } from '../../store';
import { besideMovesOf, enemyZoneOfPlayer, reachOf, routeOf, shipsThatMayMoveOf, zoneOf } from '../../store/derived';
import { drawPlayMarks, drawPlayOverlays, drawPlayTokens } from './playDrawing';
import { moduleMoveAction, other, type GameState, type PlayerId } from '../../engine';
import { moduleDamage, screenModulesOf } from '../modules/screenModule';
import { nodeIndex } from '../../engine/geometry';
import { drawUnitSymbol, traceCell } from './drawMap';
import { arrow, arrowScale, fillCells, hatch, pointOf, ring, S, text, ZONE_COLOURS } from './canvasKit';
import { drawDamagePips, drawFixedRing, drawPlane, drawShip, headingAngle, shipScale } from './drawTokens';
import { silhouetteOf } from './silhouettes';
import { motionHidden } from './motion/motionState';
import { nodeToPoint, type MapLayout } from './layout';
import { MAP_COLOURS } from './palette';
import { HoverHighlight } from './HoverHighlight';
import { drawRecent } from './drawRecent';
import { drawReach } from './drawReach';
import { recentEvents, recentMarks, type RecentMarks } from '../game/recent';
import { useDisplayed, type Shown } from '../game/useDisplayed';

/** What the overlays need besides the shown state. */
function useOverlayInputs() {
  const selection = useUiStore((s) => s.selection);
  const inspected = useUiStore((s) => s.inspected);
  const destination = useUiStore((s) => s.destination);
  const headingCursor = useUiStore((s) => s.headingCursor);
  const cursorNode = useUiStore((s) => s.cursorNode);
  const hoverNode = useUiStore((s) => s.hover?.node ?? null);
  const overlays = useUiStore((s) => s.overlays);
  const pick = useUiStore((s) => s.pick);
  const deploy = useUiStore((s) => s.deploy);
  const tfSelected = useUiStore((s) => s.tfSelected);
  const bomberSelected = useUiStore((s) => s.bomberSelected);
  const bomberCard = useUiStore((s) => s.bomberCard);
  const waypoints = useUiStore((s) => s.waypoints);
  return { selection, inspected, destination, headingCursor, cursorNode, hoverNode, overlays, pick, deploy, tfSelected, bomberSelected, bomberCard, waypoints };
}

function drawOverlays(ctx: CanvasRenderingContext2D, layout: MapLayout, shown: Shown, o: ReturnType<typeof useOverlayInputs>, scale: number): void {
  const { state, viewer } = shown;
  if (!state) return;
  const me: PlayerId = viewer ?? state.toAct;
  for (const m of screenModulesOf(state)) m.drawUnder?.(ctx, layout, state); // the modules' layers under it all (module L: clouds and the sun)
  // the threat map and own zones
  if (o.overlays.threat) fillCells(ctx, layout, enemyZoneOfPlayer(state, me), hatch(ctx, ZONE_COLOURS[other(me)], false));
  if (o.overlays.own) fillCells(ctx, layout, enemyZoneOfPlayer(state, other(me)), hatch(ctx, ZONE_COLOURS[me], true));
  // one unit's zone: the one being activated, the selected one, or an enemy looked at
  const zoneUnit = state.activation?.unitId ?? o.selection ?? o.inspected;
  if (zoneUnit && state.units[zoneUnit]) {
    const owner = state.units[zoneUnit].owner;
    fillCells(ctx, layout, zoneOf(state, zoneUnit), hatch(ctx, ZONE_COLOURS[owner], owner === 'blue'), 'rgba(255,255,255,0.35)');
  }
  drawPlayOverlays(ctx, layout, shown, o, scale);
  if (!shown.interactive || !o.selection || (state.activation && !state.activation.awaitingMove) || notMoving(state, o.selection)) return; // units picked, not moved (module D's declarations): the zone only
  const sel = state.units[o.selection];
  if (!sel || sel.kind !== 'ship') return;
  const reach = reachOf(state, o.selection);
  drawReach(ctx, layout, reach.byNode.keys(), scale);
  for (const [node, opts] of reach.byNode) {
    if (node === sel.node) continue;
    const p = pointOf(layout, node);
    text(ctx, String(opts[0].cost), p.x, p.y, S * 0.34);
  }
  // the path preview: to the destination's chosen heading, else to the hovered (or cursor) node's cheapest end
  const target = o.destination ?? (o.hoverNode && reach.byNode.has(o.hoverNode) ? o.hoverNode : o.cursorNode && reach.byNode.has(o.cursorNode) ? o.cursorNode : null);
  if (!target) return;
  const opts = reach.byNode.get(target)!;
  const heading = o.destination && o.headingCursor !== null ? o.headingCursor : opts[0].heading;
  // R-MOVE-8: the route through the player's waypoints (the cheapest without), and the planes it destroys
  for (const w of o.waypoints) { const p = pointOf(layout, w); ring(ctx, p.x, p.y, S * 0.22, '#ffd54a', S * 0.07); }
  const route = routeOf(state, o.selection, o.waypoints, target, heading);
  if ('error' in route) return;
  const path = route.path;
  for (const id of route.planes) { const plane = state.planes.find((p) => p.id === id); if (plane) { const p = pointOf(layout, plane.node); ring(ctx, p.x, p.y, S * 0.36, '#ff5252', S * 0.08); } }
  ctx.beginPath();
  path.forEach((st, k) => {
    const p = pointOf(layout, st.node);
    if (k === 0) ctx.moveTo(p.x, p.y);
    else ctx.lineTo(p.x, p.y);
  });
  ctx.strokeStyle = '#ffd54a';
  ctx.lineWidth = S * 0.08;
  ctx.lineJoin = 'round';
  ctx.setLineDash([S * 0.16, S * 0.1]);
  ctx.stroke();
  ctx.setLineDash([]);
  const end = pointOf(layout, target);
  if (!o.destination) {
    ctx.save();
    ctx.globalAlpha = 0.6;
    drawShip(ctx, end.x, end.y, heading, sel.class, sel.owner, { size: shipScale(scale) });
    ctx.restore();
  }
}

/** What each ship on the map is drawn as (dev and test builds: read by the browser tests through the shape's `silhouettes` attribute). */
const recordSilhouettes = import.meta.env.DEV || import.meta.env.VITE_ENB_BENCH === '1';

/** The units the player to act may activate now (a light halo on each), from the engine: none when the viewer may not act. */
function mayActOf(shown: Shown): ReadonlySet<string> {
  const st = shown.state;
  if (!st || !shown.interactive || st.activation || st.pending || st.phase !== 'play' || (shown.viewer && st.toAct !== shown.viewer)) return NONE;
  return mayActMemo(st);
}
const NONE: ReadonlySet<string> = new Set();
const mayActCache = new WeakMap<GameState, ReadonlySet<string>>();
function mayActMemo(st: GameState): ReadonlySet<string> {
  let out = mayActCache.get(st);
  if (!out) {
    const ids = new Set(shipsThatMayMoveOf(st));
    for (const a of besideMovesOf(st)) if (a.type === 'activateFixed') ids.add(a.unitId);
    mayActCache.set(st, (out = ids));
  }
  return out;
}

function drawTokens(ctx: CanvasRenderingContext2D, layout: MapLayout, shown: Shown, scale: number, o: ReturnType<typeof useOverlayInputs>, record: Record<string, string> | null): void {
  const state = shown.view;
  if (!state) return;
  // class letters on every ship wherever they fit: drawn at 9 px on screen at least, down to nodes 22 px apart
  const labels = scale * S >= 22;
  const labelSize = Math.max(S * 0.2, 9 / Math.max(scale, 0.01));
  const size = shipScale(scale);
  const mayAct = mayActOf(shown);
  const armed = state.armed?.length ? new Set(state.armed.map((a) => a.unitId)) : NONE;
  const moving = motionHidden();
  for (const id in state.units) {
    if (moving.has(id)) continue; // drawn by the motion layer while it moves, sinks or deploys
    const u = state.units[id];
    const p = pointOf(layout, u.node);
    if (u.kind === 'fixed') {
      drawUnitSymbol(ctx, layout, u.node, u.class, u.owner); // its symbol, gone with it (not on the static map)
      drawFixedRing(ctx, p.x, p.y, u.owner, u.activated, mayAct.has(id));
    }
    else {
      if (record) record[id] = silhouetteOf(u.class);
      // while the heading is chosen, the ship is drawn at its destination instead
      if (shown.interactive && id === o.selection && o.destination && o.headingCursor !== null) {
        const q = pointOf(layout, o.destination);
        ctx.save();
        ctx.globalAlpha = 0.35;
        drawShip(ctx, p.x, p.y, u.heading, u.class, u.owner, { size });
        ctx.restore();
        drawShip(ctx, q.x, q.y, o.headingCursor, u.class, u.owner, { label: labels ? u.class : null, labelSize, size });
        continue;
      }
      drawShip(ctx, p.x, p.y, u.heading, u.class, u.owner, { activated: u.activated, mayAct: mayAct.has(id), armed: armed.has(id), label: labels ? u.class : null, labelSize, size });
    }
  }
  for (const pl of state.planes) {
    const p = pointOf(layout, pl.node);
    drawPlane(ctx, p.x, p.y, pl.owner);
  }
  // damage a rule module keeps (module D: against the hull, public, D-HULL); pips 7 px on screen at least
  const pip = Math.max(S * 0.13, 7 / Math.max(scale, 0.01));
  for (const m of moduleDamage(state)) {
    if (moving.has(m.unitId)) continue;
    const p = pointOf(layout, state.units[m.unitId].node);
    drawDamagePips(ctx, p.x, p.y, m.damage, m.hull, pip);
  }
  drawPlayTokens(ctx, layout, shown, o, shown.state);
  if (shown.state) for (const m of screenModulesOf(shown.state)) m.drawOver?.(ctx, layout, shown.state); // the modules' layers over the tokens (module L: targets, AA guns, damaged bombers)
}

function drawMarks(ctx: CanvasRenderingContext2D, layout: MapLayout, shown: Shown, o: ReturnType<typeof useOverlayInputs>, scale: number, recent: RecentMarks | null): void {
  const { state } = shown;
  if (recent && shown.view) drawRecent(ctx, layout, recent);
  if (!state || !shown.interactive) return;
  const active = state.activation?.unitId ?? o.selection;
  if (active && state.units[active]) {
    const p = pointOf(layout, state.units[active].node);
    ring(ctx, p.x, p.y, S * 0.5, '#ffd54a', S * 0.07);
  }
  if (o.inspected && state.units[o.inspected]) {
    const p = pointOf(layout, state.units[o.inspected].node);
    ring(ctx, p.x, p.y, S * 0.5, '#ffffff', S * 0.05, [S * 0.1, S * 0.08]);
  }
  if (o.selection && o.destination && (!state.activation || state.activation.awaitingMove)) {
    const opts = reachOf(state, o.selection).byNode.get(o.destination) ?? [];
    const p = pointOf(layout, o.destination);
    const k = arrowScale(scale); // a minimum size on screen at any zoom
    for (const m of opts) {
      const chosen = m.heading === o.headingCursor;
      arrow(ctx, p.x, p.y, m.heading, S * 0.62 * k, chosen ? '#ffd54a' : 'rgba(255,255,255,0.85)', S * (chosen ? 0.08 : 0.05) * k);
      const a = headingAngle(m.heading);
      text(ctx, String(m.cost), p.x + Math.cos(a) * S * 0.92 * k, p.y + Math.sin(a) * S * 0.92 * k, S * 0.26 * k, chosen ? '#ffd54a' : '#ffffff');
    }
  }
  drawPlayMarks(ctx, layout, shown, o, scale);
  for (const m of screenModulesOf(state)) m.drawChoices?.(ctx, layout, state, o.pick); // the modules' choices (module L: what an own gun may fire at, a bomb run's nodes)
}

/**
 * The keyboard cursor, above everything and on anyone's turn: the node's cell outlined in the hover's
 * yellow over a dark halo (seen on sea, sand, reef and the pale rings of a ship's stops alike), at least
 * 4 px wide on screen at any zoom, with the hover's light fill.
 */
function drawCursor(ctx: CanvasRenderingContext2D, layout: MapLayout, o: ReturnType<typeof useOverlayInputs>, scale: number): void {
  if (!o.cursorNode || o.destination || o.pick?.node) return;
  const i = nodeIndex(layout.shape, o.cursorNode);
  if (i < 0) return;
  const p = nodeToPoint(layout.shape, i);
  const px = 1 / Math.max(scale, 0.01); // one screen pixel in map units
  const width = Math.max(S * 0.09, 4 * px);
  ctx.beginPath();
  traceCell(ctx, p.x, p.y);
  ctx.fillStyle = MAP_COLOURS.hoverFill;
  ctx.fill();
  ctx.lineJoin = 'round';
  ctx.strokeStyle = 'rgba(0, 0, 0, 0.9)';
  ctx.lineWidth = width + 4 * px;
  ctx.stroke();
  ctx.strokeStyle = MAP_COLOURS.hoverStroke;
  ctx.lineWidth = width;
  ctx.stroke();
}

/** A module's decision in which units are picked, not moved (module D's declarations: RuleModule.moveAction says null). */
const notMoving = (state: GameState, unitId: string): boolean => {
  const u = state.units[unitId];
  return !!u && state.pending?.kind === 'moduleSetup' && moduleMoveAction(state, unitId, { node: u.node, heading: u.heading }) === null;
};

export function GameLayers({ layout }: { layout: MapLayout }) {
  const shown = useDisplayed();
  const o = useOverlayInputs();
  const scale = useUiStore((s) => s.camera.scale);
  const overlayFunc = useCallback((c: Konva.Context) => drawOverlays(c._context, layout, shown, o, scale), [layout, shown, o, scale]);
  const tokensFunc = useCallback((c: Konva.Context, shape: Konva.Shape) => {
    const record = recordSilhouettes ? {} : null;
    drawTokens(c._context, layout, shown, scale, o, record);
    // set quietly: setAttr would ask for another draw, and every draw would ask for the next (120 a second at rest)
    if (record) shape.attrs.silhouettes = record;
  }, [layout, shown, scale, o]);
  const session = useUiStore((s) => s.session);
  const recent = useUiStore((s) => s.recent);
  const viewer = useUiStore((s) => s.viewer ?? s.resultOf); // the player who just acted sees their result
  const marks = useMemo(() => (session && recent ? recentMarks(recentEvents(session, recent, viewer)) : null), [session, recent, viewer]);
  const marksFunc = useCallback((c: Konva.Context) => {
    drawMarks(c._context, layout, shown, o, scale, marks);
    drawCursor(c._context, layout, o, scale);
  }, [layout, shown, o, scale, marks]);
  return (
    <Layer listening={false} name="play">
      <Shape name="overlay" sceneFunc={overlayFunc} listening={false} perfectDrawEnabled={false} />
      <HoverHighlight layout={layout} />
      <Shape name="tokens" sceneFunc={tokensFunc} listening={false} perfectDrawEnabled={false} />
      <Shape name="marks" sceneFunc={marksFunc} listening={false} perfectDrawEnabled={false} />
    </Layer>
  );
}
