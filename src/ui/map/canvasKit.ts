// Canvas helpers shared by the game layers: hatched zone fills, cell fills, arrows, labels, rings.
import type { PlayerId } from '../../engine';
import { nodeIndex } from '../../engine/geometry';
import { traceCell } from './drawMap';
import { headingAngle } from './drawTokens';
import { nodeToPoint, SPACING, type MapLayout, type Point } from './layout';
import { outlinedText } from './textBitmaps';

export const S = SPACING;

/**
 * Heading arrows keep at least this length on screen (px) at any zoom, so they stay easy to hit; on a touch
 * screen longer, so that each heading's 60° sector holds a finger's 44 × 44 px square (issue 37).
 */
export const MIN_ARROW_PX = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches ? 68 : 30;
/** How much the heading arrows (and their hit area) grow at a zoom where they would be too small. */
export const arrowScale = (scale: number): number => Math.max(1, MIN_ARROW_PX / (S * 0.62 * Math.max(scale, 0.01)));
/** The heading picker's hit area around its node, in node spacings (× arrowScale): a click within NEAR keeps the chosen heading, up to RING it picks the heading toward it. */
export const HEADING_NEAR = 0.15;
export const HEADING_RING = 0.8;
/** The heading picker's hit ring on screen (px) at a zoom: its inner and outer radius. */
export const headingSector = (scale: number): { inner: number; outer: number } => {
  const k = arrowScale(scale) * S * scale;
  return { inner: HEADING_NEAR * k, outer: HEADING_RING * k };
};
export const ZONE_COLOURS: Record<PlayerId, string> = { blue: 'rgba(110, 170, 255, 0.9)', red: 'rgba(255, 110, 100, 0.9)' };

const patterns = new Map<string, CanvasPattern | null>();
export function hatch(ctx: CanvasRenderingContext2D, colour: string, flip: boolean): CanvasPattern | string {
  const key = `${colour}|${flip}`;
  if (!patterns.has(key)) {
    const c = document.createElement('canvas');
    c.width = c.height = 10;
    const g = c.getContext('2d')!;
    g.strokeStyle = colour;
    g.lineWidth = 2.2;
    g.beginPath();
    if (flip) { g.moveTo(0, 0); g.lineTo(10, 10); g.moveTo(-5, 5); g.lineTo(5, 15); g.moveTo(5, -5); g.lineTo(15, 5); }
    else { g.moveTo(0, 10); g.lineTo(10, 0); g.moveTo(-5, 5); g.lineTo(5, -5); g.moveTo(5, 15); g.lineTo(15, 5); }
    g.stroke();
    patterns.set(key, ctx.createPattern(c, 'repeat'));
  }
  return patterns.get(key) ?? colour;
}

export function fillCells(ctx: CanvasRenderingContext2D, layout: MapLayout, nodes: Iterable<string>, fill: CanvasPattern | string, stroke?: string): void {
  ctx.beginPath();
  for (const n of nodes) {
    const i = nodeIndex(layout.shape, n);
    if (i < 0) continue;
    const p = nodeToPoint(layout.shape, i);
    traceCell(ctx, p.x, p.y);
  }
  ctx.fillStyle = fill;
  ctx.fill();
  if (stroke) {
    ctx.strokeStyle = stroke;
    ctx.lineWidth = S * 0.03;
    ctx.stroke();
  }
}

// every drawing asks for its nodes' points, each frame of a glide and each redraw of the tokens: a node's
// name is parsed once per map (a name parsed per call was a tenth of the drawing's own time)
const pointsOf = new WeakMap<MapLayout, Map<string, Readonly<Point>>>();

/** Where a node is on the map (map px); the same object each time (never change it). */
export const pointOf = (layout: MapLayout, node: string): Readonly<Point> => {
  let points = pointsOf.get(layout);
  if (!points) pointsOf.set(layout, (points = new Map()));
  let p = points.get(node);
  if (!p) points.set(node, (p = nodeToPoint(layout.shape, nodeIndex(layout.shape, node))));
  return p;
};

export function arrow(ctx: CanvasRenderingContext2D, x: number, y: number, heading: number, len: number, colour: string, width: number): void {
  const a = headingAngle(heading);
  const ex = x + Math.cos(a) * len, ey = y + Math.sin(a) * len;
  const sx = x + Math.cos(a) * S * 0.18, sy = y + Math.sin(a) * S * 0.18;
  ctx.beginPath();
  ctx.moveTo(sx, sy);
  ctx.lineTo(ex, ey);
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.lineCap = 'round';
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(ex + Math.cos(a) * width * 1.6, ey + Math.sin(a) * width * 1.6);
  ctx.lineTo(ex + Math.cos(a + 2.4) * width * 2.2, ey + Math.sin(a + 2.4) * width * 2.2);
  ctx.lineTo(ex + Math.cos(a - 2.4) * width * 2.2, ey + Math.sin(a - 2.4) * width * 2.2);
  ctx.closePath();
  ctx.fillStyle = colour;
  ctx.fill();
}

export const text = (ctx: CanvasRenderingContext2D, s: string, x: number, y: number, size: number, fill = '#ffffff'): void => outlinedText(ctx, s, x, y, size, fill, 700, 0.28);

/** An X through a node: a sunk ship's place, a bombed target (a cue beside colour). */
export function cross(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, colour: string, width: number): void {
  ctx.beginPath();
  ctx.moveTo(x - r, y - r);
  ctx.lineTo(x + r, y + r);
  ctx.moveTo(x + r, y - r);
  ctx.lineTo(x - r, y + r);
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.stroke();
}

export function ring(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, colour: string, width: number, dash?: number[]): void {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.setLineDash(dash ?? []);
  ctx.stroke();
  ctx.setLineDash([]);
}

