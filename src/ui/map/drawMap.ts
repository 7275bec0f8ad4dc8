// Canvas drawing of the static map: terrain cells, lattice lines, features and edge labels.
// Plain 2D-canvas code in map px, called from a Konva custom shape (StaticMap.tsx).
import { neighbourTable, nodeIndex, type Terrain } from '../../engine/geometry';
import { ROW_HEIGHT } from './plane';
import type { Feature } from '../../scenarios/mapSchema';
import type { PlayerId } from '../../engine';
import { drawBattery, drawGenericFixed, drawPortMark } from './pieceShapes';
import { edgeLabels, HEX_RADIUS, isUnitFeature, nodeToPoint, SPACING, type MapLayout, type Rect } from './layout';
import { MAP_COLOURS, OWNER_COLOURS, TERRAIN_COLOURS } from './palette';

const HEX_CORNERS: readonly (readonly [number, number])[] = [0, 1, 2, 3, 4, 5].map((k) => {
  const a = (Math.PI / 180) * (30 + 60 * k);
  // a hair larger than the cell so neighbouring fills leave no seam
  return [Math.cos(a) * (HEX_RADIUS + 0.6), Math.sin(a) * (HEX_RADIUS + 0.6)] as const;
});

/** E, SW and SE: each lattice line between two nodes is drawn from exactly one of them. */
const LINE_DIRECTIONS = [0, 4, 5] as const;

const isWater = (t: Terrain): boolean => t === 'sea' || t === 'shallow' || t === 'coast';

/** Rows and columns to draw: all, or those near the visible rectangle (map px). */
function nodeRange(layout: MapLayout, view: Rect | null) {
  const { width, height } = layout.shape;
  if (!view) return { col0: 0, col1: width - 1, row0: 0, row1: height - 1 };
  const rowH = ROW_HEIGHT * SPACING;
  return {
    col0: Math.max(0, Math.floor(view.x / SPACING) - 1),
    col1: Math.min(width - 1, Math.ceil((view.x + view.width) / SPACING) + 1),
    row0: Math.max(0, Math.floor(view.y / rowH) - 1),
    row1: Math.min(height - 1, Math.ceil((view.y + view.height) / rowH) + 1),
  };
}

function hexPath(ctx: CanvasRenderingContext2D, x: number, y: number): void {
  ctx.moveTo(x + HEX_CORNERS[0][0], y + HEX_CORNERS[0][1]);
  for (let k = 1; k < 6; k++) ctx.lineTo(x + HEX_CORNERS[k][0], y + HEX_CORNERS[k][1]);
  ctx.closePath();
}

function drawTerrain(ctx: CanvasRenderingContext2D, layout: MapLayout, r: ReturnType<typeof nodeRange>): void {
  const { shape, terrain } = layout;
  for (const kind of Object.keys(TERRAIN_COLOURS) as Terrain[]) {
    ctx.beginPath();
    let any = false;
    for (let row = r.row0; row <= r.row1; row++)
      for (let col = r.col0; col <= r.col1; col++) {
        const i = row * shape.width + col;
        if (terrain[i] !== kind) continue;
        const p = nodeToPoint(shape, i);
        hexPath(ctx, p.x, p.y);
        any = true;
      }
    if (any) {
      ctx.fillStyle = TERRAIN_COLOURS[kind];
      ctx.fill();
    }
  }
}

/** Lattice lines to the E, SW and SE neighbours of each node: every line once. */
function drawLines(ctx: CanvasRenderingContext2D, layout: MapLayout, r: ReturnType<typeof nodeRange>): void {
  const { shape, terrain } = layout;
  const neighbours = neighbourTable(shape);
  const water = new Path2D();
  const dry = new Path2D();
  const row0 = Math.max(0, r.row0 - 1);
  for (let row = row0; row <= r.row1; row++)
    for (let col = r.col0; col <= r.col1; col++) {
      const i = row * shape.width + col;
      const a = nodeToPoint(shape, i);
      for (const dir of LINE_DIRECTIONS) {
        const j = neighbours[i * 6 + dir];
        if (j < 0) continue;
        const b = nodeToPoint(shape, j);
        const path = isWater(terrain[i]) && isWater(terrain[j]) ? water : dry;
        path.moveTo(a.x, a.y);
        path.lineTo(b.x, b.y);
      }
    }
  ctx.lineWidth = 1.3;
  ctx.strokeStyle = MAP_COLOURS.dryLine;
  ctx.stroke(dry);
  ctx.strokeStyle = MAP_COLOURS.waterLine;
  ctx.stroke(water);
  const dots = new Path2D();
  const rad = SPACING * 0.06;
  for (let row = r.row0; row <= r.row1; row++)
    for (let col = r.col0; col <= r.col1; col++) {
      const i = row * shape.width + col;
      if (!isWater(terrain[i])) continue;
      const p = nodeToPoint(shape, i);
      dots.moveTo(p.x + rad, p.y);
      dots.arc(p.x, p.y, rad, 0, Math.PI * 2);
    }
  ctx.fillStyle = MAP_COLOURS.waterNode;
  ctx.fill(dots);
}

function symbolStyle(ctx: CanvasRenderingContext2D, f: Feature): void {
  ctx.fillStyle = OWNER_COLOURS[f.owner ?? 'none'];
  ctx.strokeStyle = MAP_COLOURS.symbolOutline;
  ctx.lineWidth = SPACING * 0.045;
}

/** Airfield: a square with a runway. */
function drawAirfield(ctx: CanvasRenderingContext2D, f: Feature, x: number, y: number): void {
  const s = SPACING;
  symbolStyle(ctx, f);
  ctx.beginPath();
  ctx.rect(x - s * 0.19, y - s * 0.19, s * 0.38, s * 0.38);
  ctx.fill();
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(x - s * 0.12, y + s * 0.12);
  ctx.lineTo(x + s * 0.12, y - s * 0.12);
  ctx.lineWidth = s * 0.07;
  ctx.stroke();
}

/** Delivery node: a dashed golden ring with four ticks, around whatever else is there. */
function drawDelivery(ctx: CanvasRenderingContext2D, x: number, y: number): void {
  const s = SPACING;
  const r = s * 0.34;
  ctx.strokeStyle = MAP_COLOURS.delivery;
  ctx.lineWidth = s * 0.06;
  ctx.setLineDash([s * 0.09, s * 0.06]);
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.beginPath();
  for (const [dx, dy] of [[1, 0], [0, 1], [-1, 0], [0, -1]]) {
    ctx.moveTo(x + dx * (r + s * 0.03), y + dy * (r + s * 0.03));
    ctx.lineTo(x + dx * (r + s * 0.12), y + dy * (r + s * 0.12));
  }
  ctx.stroke();
}

/** A feature's symbol: a port's anchor, an airfield's runway, a coastal battery (pieceShapes.ts: each side's own shape). */
function drawSymbol(ctx: CanvasRenderingContext2D, f: Feature, x: number, y: number): void {
  if (f.kind === 'port') drawPortMark(ctx, x, y, f.owner ?? 'none');
  else if (f.kind === 'airfield') drawAirfield(ctx, f, x, y);
  else if (f.kind === 'coastalArtillery') drawBattery(ctx, x, y, f.owner ?? 'none');
  else drawGenericFixed(ctx, x, y, f.owner ?? 'none', f.kind);
}

/** The symbols of a node's features (all but delivery) side by side, each with its x in map px. */
function symbolsAt(layout: MapLayout, i: number): { f: Feature; x: number }[] {
  const p = nodeToPoint(layout.shape, i);
  const symbols = (layout.featuresAt.get(i) ?? []).filter((f) => f.kind !== 'delivery');
  return symbols.map((f, k) => ({ f, x: p.x + (k - (symbols.length - 1) / 2) * SPACING * 0.3 }));
}

function drawFeatures(ctx: CanvasRenderingContext2D, layout: MapLayout, r: ReturnType<typeof nodeRange>): void {
  const { shape } = layout;
  for (const [i, features] of layout.featuresAt) {
    const col = i % shape.width;
    const row = Math.floor(i / shape.width);
    if (col < r.col0 || col > r.col1 || row < r.row0 || row > r.row1) continue;
    const p = nodeToPoint(shape, i);
    if (features.some((f) => f.kind === 'delivery')) drawDelivery(ctx, p.x, p.y);
    // a game's fixed units are drawn with the units (drawUnitSymbol): a destroyed one leaves nothing
    for (const { f, x } of symbolsAt(layout, i)) if (!isUnitFeature(layout, f)) drawSymbol(ctx, f, x, p.y);
  }
}

/**
 * A fixed unit's symbol (a battery, an airfield's square) where its feature is, drawn while the unit stands;
 * a unit with no such feature at its node (bad input) still shows: its kind's drawing, or the generic one.
 */
export function drawUnitSymbol(ctx: CanvasRenderingContext2D, layout: MapLayout, node: string, kind: string, owner?: PlayerId): void {
  const i = nodeIndex(layout.shape, node);
  if (i < 0) return;
  const p = nodeToPoint(layout.shape, i);
  const here = symbolsAt(layout, i).filter(({ f }) => f.kind === kind);
  const s = here.find(({ f }) => isUnitFeature(layout, f));
  if (s) drawSymbol(ctx, s.f, s.x, p.y);
  else if (!here.length) drawSymbol(ctx, { kind, node, owner } as Feature, p.x, p.y);
}

/** Edge-label text height in map px: readable on screen when zoomed out, within the label margin. */
export const edgeLabelSize = (scale: number): number =>
  Math.min(SPACING * 0.45, Math.max(SPACING * 0.3, Math.min(15, Math.max(10, SPACING * 0.32 * scale)) / scale));

function drawEdgeLabels(ctx: CanvasRenderingContext2D, layout: MapLayout, view: Rect | null, scale: number): void {
  ctx.fillStyle = MAP_COLOURS.edgeLabel;
  ctx.font = `600 ${edgeLabelSize(scale).toFixed(1)}px system-ui, "Segoe UI", Roboto, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const m = SPACING;
  for (const l of edgeLabels(layout.shape)) {
    if (view && (l.x < view.x - m || l.x > view.x + view.width + m || l.y < view.y - m || l.y > view.y + view.height + m)) continue;
    ctx.fillText(l.text, l.x, l.y);
  }
}

/**
 * Draw the static map; `view` (map px) limits the work to what is visible, null draws it all.
 * `scale` is the stage scale it is drawn for (it sizes the edge labels).
 */
export function drawStaticMap(ctx: CanvasRenderingContext2D, layout: MapLayout, view: Rect | null, scale: number): void {
  const r = nodeRange(layout, view);
  if (r.col0 <= r.col1 && r.row0 <= r.row1) {
    drawTerrain(ctx, layout, r);
    drawLines(ctx, layout, r);
    drawFeatures(ctx, layout, r);
  }
  drawEdgeLabels(ctx, layout, view, scale);
}

/** A node's cell outline (for highlights). */
export function traceCell(ctx: CanvasRenderingContext2D, x: number, y: number): void {
  hexPath(ctx, x, y);
}
