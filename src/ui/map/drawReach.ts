// The selected ship's stops on the map: each reachable cell veiled dark with a pale ring inside its
// edge, so the stops read by shape and by light against dark, never by hue alone (issue 20).
import { nodeIndex } from '../../engine/geometry';
import { HEX_RADIUS, nodeToPoint, type MapLayout } from './layout';
import { REACH_COLOURS } from './palette';

/** The ring's corners, inside the cell's edge (a fraction of the cell's radius). */
const INSET = 0.74;
const CORNERS = [0, 1, 2, 3, 4, 5].map((k) => {
  const a = (Math.PI / 180) * (30 + 60 * k);
  return [Math.cos(a) * HEX_RADIUS * INSET, Math.sin(a) * HEX_RADIUS * INSET] as const;
});

function trace(path: Path2D, x: number, y: number, corners: readonly (readonly [number, number])[]): void {
  path.moveTo(x + corners[0][0], y + corners[0][1]);
  for (let k = 1; k < 6; k++) path.lineTo(x + corners[k][0], y + corners[k][1]);
  path.closePath();
}

const CELL = [0, 1, 2, 3, 4, 5].map((k) => {
  const a = (Math.PI / 180) * (30 + 60 * k);
  return [Math.cos(a) * (HEX_RADIUS + 0.6), Math.sin(a) * (HEX_RADIUS + 0.6)] as const;
});

/** The ring's width in map px: 2 px on screen at least, at any zoom. */
export const reachRingWidth = (scale: number): number => Math.max(HEX_RADIUS * 0.1, 2 / Math.max(scale, 0.01));

export function drawReach(ctx: CanvasRenderingContext2D, layout: MapLayout, nodes: Iterable<string>, scale: number): void {
  const cells = new Path2D();
  const rings = new Path2D();
  for (const n of nodes) {
    const i = nodeIndex(layout.shape, n);
    if (i < 0) continue;
    const p = nodeToPoint(layout.shape, i);
    trace(cells, p.x, p.y, CELL);
    trace(rings, p.x, p.y, CORNERS);
  }
  ctx.fillStyle = REACH_COLOURS.veil;
  ctx.fill(cells);
  const width = reachRingWidth(scale);
  ctx.lineJoin = 'round';
  ctx.strokeStyle = REACH_COLOURS.halo;
  ctx.lineWidth = width * 2.2;
  ctx.stroke(rings);
  ctx.strokeStyle = REACH_COLOURS.ring;
  ctx.lineWidth = width;
  ctx.stroke(rings);
}
