// Where the nodes of the map being edited lie on the canvas, for the map's own topology: ENB's
// triangular lattice (the game's layout and static drawing, layout.ts / drawMap.ts), or a square board
// (`map.topology: "square8"`, a rule module's own board such as Naval Battle's): one square a field,
// its terrain colour, a grid, the column letters and row numbers round it. Everything the editor draws
// and every press it reads goes through this, so a square map is drawn and edited as squares.
import { cellOfIndex, columnName, indexOfCell, nodeIndex, type NodeIndex } from '../../engine/geometry';
import type { EditorMap } from '../../editor/document';
import { drawStaticMap, traceCell } from '../map/drawMap';
import { MAP_COLOURS, TERRAIN_COLOURS } from '../map/palette';
import { nodeToPoint, pointToNode, SPACING, type MapLayout, type Point, type Rect } from '../map/layout';
import { editorLayout } from './editorLayout';

export interface EditorGrid {
  layout: MapLayout;
  square: boolean;
  /** The map with its labels, in map px. */
  bounds: Rect;
  toPoint(i: NodeIndex): Point;
  /** The node under a map point, or -1. */
  toNode(p: Point): NodeIndex;
  /** Trace a node's cell as a path (for fills and outlines). */
  trace(ctx: CanvasRenderingContext2D, i: NodeIndex): void;
  /** The static map (terrain, grid, labels) within `area` (null: all). */
  drawTerrain(ctx: CanvasRenderingContext2D, area: Rect | null, scale: number): void;
}

const S = SPACING;
const MARGIN = 0.9 * S;

function latticeGrid(layout: MapLayout): EditorGrid {
  return {
    layout,
    square: false,
    bounds: layout.bounds,
    toPoint: (i) => nodeToPoint(layout.shape, i),
    toNode: (p) => pointToNode(layout.shape, p),
    trace: (ctx, i) => {
      const p = nodeToPoint(layout.shape, i);
      traceCell(ctx, p.x, p.y);
    },
    drawTerrain: (ctx, area, scale) => drawStaticMap(ctx, layout, area, scale),
  };
}

function squareGrid(layout: MapLayout): EditorGrid {
  const { width, height } = layout.shape;
  const toPoint = (i: NodeIndex): Point => {
    const c = cellOfIndex(layout.shape, i);
    return { x: (c.col + 0.5) * S, y: (c.row + 0.5) * S };
  };
  return {
    layout,
    square: true,
    bounds: { x: -MARGIN, y: -MARGIN, width: width * S + 2 * MARGIN, height: height * S + 2 * MARGIN },
    toPoint,
    toNode: (p) => (p.x < 0 || p.y < 0 ? -1 : indexOfCell(layout.shape, { col: Math.floor(p.x / S), row: Math.floor(p.y / S) })),
    trace: (ctx, i) => {
      const c = cellOfIndex(layout.shape, i);
      ctx.rect(c.col * S, c.row * S, S, S);
    },
    drawTerrain(ctx, area) {
      const c0 = area ? Math.max(0, Math.floor(area.x / S)) : 0, c1 = area ? Math.min(width - 1, Math.ceil((area.x + area.width) / S)) : width - 1;
      const r0 = area ? Math.max(0, Math.floor(area.y / S)) : 0, r1 = area ? Math.min(height - 1, Math.ceil((area.y + area.height) / S)) : height - 1;
      for (let row = r0; row <= r1; row++)
        for (let col = c0; col <= c1; col++) {
          ctx.fillStyle = TERRAIN_COLOURS[layout.terrain[row * width + col]];
          ctx.fillRect(col * S, row * S, S, S);
        }
      ctx.strokeStyle = 'rgba(0, 0, 0, 0.35)';
      ctx.lineWidth = 1;
      ctx.beginPath();
      for (let col = c0; col <= c1 + 1; col++) { ctx.moveTo(col * S, r0 * S); ctx.lineTo(col * S, (r1 + 1) * S); }
      for (let row = r0; row <= r1 + 1; row++) { ctx.moveTo(c0 * S, row * S); ctx.lineTo((c1 + 1) * S, row * S); }
      ctx.stroke();
      // features (ports, airfields…): the kind's first letter, as a key to the list beside the map
      ctx.font = `700 ${S * 0.3}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      for (const f of layout.features) {
        const i = nodeIndex(layout.shape, f.node.toUpperCase());
        if (i < 0) continue;
        const p = toPoint(i);
        ctx.fillStyle = MAP_COLOURS.symbolOutline;
        ctx.fillText(f.kind.slice(0, 1).toUpperCase(), p.x, p.y + S * 0.28);
      }
      // edge labels: column letters above and below, row numbers left and right
      ctx.fillStyle = MAP_COLOURS.edgeLabel;
      ctx.font = `600 ${S * 0.32}px system-ui, sans-serif`;
      for (let col = c0; col <= c1; col++) {
        ctx.fillText(columnName(col), (col + 0.5) * S, -MARGIN / 2);
        ctx.fillText(columnName(col), (col + 0.5) * S, height * S + MARGIN / 2);
      }
      for (let row = r0; row <= r1; row++) {
        ctx.fillText(String(row + 1), -MARGIN / 2, (row + 0.5) * S);
        ctx.fillText(String(row + 1), width * S + MARGIN / 2, (row + 0.5) * S);
      }
    },
  };
}

const grids = new WeakMap<MapLayout, EditorGrid>();

/** The grid of a document's map (one per layout: an edit that leaves the map alone keeps it). */
export function editorGrid(map: EditorMap): EditorGrid {
  const layout = editorLayout(map);
  let g = grids.get(layout);
  if (!g || g.square !== (map.topology === 'square8')) {
    g = map.topology === 'square8' ? squareGrid(layout) : latticeGrid(layout);
    grids.set(layout, g);
  }
  return g;
}
