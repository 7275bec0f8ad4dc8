// What the editor draws over the game's static map: the setup zones (each side's colour, hatched so
// they differ by more than hue), the units with the game's own ship drawing, the selection, the
// problems' pins and the nodes asked to be shown.
import { indexOfCell, nodeIndex } from '../../engine/geometry';
import type { EditorDoc } from '../../editor/document';
import { expandZoneCells } from '../../editor/zones';
import { SPACING } from '../map/layout';
import { drawShip, SIDE_FILL } from '../map/drawTokens';
import type { Problem } from '../../editor/validate';
import type { EditorGrid } from './grid';

const HEADINGS = ['E', 'NE', 'NW', 'W', 'SW', 'SE'];
const headingOf = (h: unknown): number => (typeof h === 'number' ? h : Math.max(0, HEADINGS.indexOf(String(h))));

export function drawZones(ctx: CanvasRenderingContext2D, grid: EditorGrid, doc: EditorDoc): void {
  const shape = grid.layout.shape;
  for (const side of ['blue', 'red'] as const) {
    const cells = expandZoneCells(shape, doc.map.setupZones?.[side] ?? []);
    ctx.fillStyle = side === 'blue' ? 'rgba(59, 125, 255, 0.28)' : 'rgba(224, 68, 60, 0.28)';
    ctx.strokeStyle = SIDE_FILL[side];
    ctx.lineWidth = 1.5;
    for (const c of cells) {
      const i = indexOfCell(shape, c);
      const p = grid.toPoint(i);
      ctx.beginPath();
      grid.trace(ctx, i);
      ctx.fill();
      // Blue's hatching leans right, Red's left
      ctx.beginPath();
      const d = side === 'blue' ? 1 : -1;
      ctx.moveTo(p.x - 8 * d, p.y + 8);
      ctx.lineTo(p.x + 8 * d, p.y - 8);
      ctx.stroke();
    }
  }
}

export function drawUnits(ctx: CanvasRenderingContext2D, grid: EditorGrid, doc: EditorDoc): void {
  const { shape } = grid.layout;
  for (const u of doc.units ?? []) {
    if (typeof u?.node !== 'string') continue;
    const i = nodeIndex(shape, u.node.toUpperCase());
    if (i < 0) continue;
    const p = grid.toPoint(i);
    drawShip(ctx, p.x, p.y, headingOf(u.heading), String(u.class), u.owner === 'red' ? 'red' : 'blue', { label: String(u.class), labelSize: SPACING * 0.28 });
  }
}

export function drawSelection(ctx: CanvasRenderingContext2D, grid: EditorGrid, sel: { a: { col: number; row: number }; b: { col: number; row: number } }): void {
  const a = grid.toPoint(indexOfCell(grid.layout.shape, { col: Math.min(sel.a.col, sel.b.col), row: Math.min(sel.a.row, sel.b.row) }));
  const b = grid.toPoint(indexOfCell(grid.layout.shape, { col: Math.max(sel.a.col, sel.b.col), row: Math.max(sel.a.row, sel.b.row) }));
  ctx.setLineDash([6, 4]);
  ctx.strokeStyle = '#ffd54a';
  ctx.lineWidth = 2.5;
  ctx.strokeRect(a.x - SPACING * 0.6, a.y - SPACING * 0.55, b.x - a.x + SPACING * 1.2, b.y - a.y + SPACING * 1.1);
  ctx.setLineDash([]);
}

/** Problems: a ring and "!" on each node a problem is about; the focused nodes ringed in yellow. */
export function drawPins(ctx: CanvasRenderingContext2D, grid: EditorGrid, problems: readonly Problem[], focus: readonly string[]): void {
  const { shape } = grid.layout;
  const seen = new Set<string>();
  for (const p of problems) for (const n of p.nodes) seen.add(n);
  for (const n of seen) {
    const i = nodeIndex(shape, n);
    if (i < 0) continue;
    const { x, y } = grid.toPoint(i);
    ctx.beginPath();
    ctx.arc(x, y, SPACING * 0.42, 0, Math.PI * 2);
    ctx.lineWidth = 3;
    ctx.strokeStyle = '#ff3b30';
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(x + SPACING * 0.32, y - SPACING * 0.32, SPACING * 0.15, 0, Math.PI * 2);
    ctx.fillStyle = '#ff3b30';
    ctx.fill();
    ctx.fillStyle = '#fff';
    ctx.font = `800 ${SPACING * 0.24}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText('!', x + SPACING * 0.32, y - SPACING * 0.31);
  }
  for (const n of focus) {
    const i = nodeIndex(shape, n);
    if (i < 0) continue;
    ctx.beginPath();
    grid.trace(ctx, i);
    ctx.lineWidth = 4;
    ctx.strokeStyle = '#ffd54a';
    ctx.stroke();
  }
}
