// Canvas drawing of the pieces beyond ships and planes: TF markers (own with their letter, enemy
// anonymous), bombers with their heading and the line of their chain, bomber zones, submerged
// submarines (a dashed, faded hull with the round it surfaces), airfields' bomber pools.
import type { BomberMarker, PlayerId, TaskForceMarker } from '../../engine';
import { headingAngle, drawTokenMark, SIDE_FILL, drawShip } from './drawTokens';
import { S } from './canvasKit';
import { outlinedText } from './textBitmaps';

const OUTLINE = '#0b121a';
const DARK: Record<PlayerId, string> = { blue: '#1b3f86', red: '#7a1d18' };

const label = (ctx: CanvasRenderingContext2D, s: string, x: number, y: number, size: number, fill = '#ffffff'): void => outlinedText(ctx, s, x, y, size, fill, 800, 0.25);

/** A TF marker: Blue a rounded square, Red an angular octagon; the letter (own) or "TF" (enemy); a stack count. */
export function drawMarker(ctx: CanvasRenderingContext2D, x: number, y: number, m: TaskForceMarker, letter: string | null, stack: number): void {
  const r = S * 0.34;
  ctx.beginPath();
  if (m.owner === 'blue') ctx.roundRect(x - r, y - r, 2 * r, 2 * r, r * 0.45);
  else for (let k = 0; k < 8; k++) ctx.lineTo(x + r * 1.08 * Math.cos(Math.PI / 8 + (k * Math.PI) / 4), y + r * 1.08 * Math.sin(Math.PI / 8 + (k * Math.PI) / 4));
  ctx.closePath();
  ctx.fillStyle = m.activated ? DARK[m.owner] : SIDE_FILL[m.owner];
  ctx.fill();
  ctx.lineWidth = S * 0.05;
  ctx.strokeStyle = letter ? '#ffd54a' : OUTLINE;
  ctx.stroke();
  label(ctx, letter ?? 'TF', x, y + S * 0.01, letter ? S * 0.36 : S * 0.22);
  if (stack > 1) {
    ctx.beginPath();
    ctx.arc(x - S * 0.3, y - S * 0.3, S * 0.13, 0, Math.PI * 2);
    ctx.fillStyle = '#f4f1e6';
    ctx.fill();
    label(ctx, String(stack), x - S * 0.3, y - S * 0.3, S * 0.17, OUTLINE);
  }
  if (m.activated) drawTokenMark(ctx, x + S * 0.3, y - S * 0.28);
}

/** A bomber: a four-engined silhouette along its heading, in the side's colour; Blue's wings straight, Red's swept back (a cue beside colour, as the planes'). */
export function drawBomber(ctx: CanvasRenderingContext2D, x: number, y: number, heading: number, owner: PlayerId, active: boolean): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(headingAngle(heading));
  const k = S * 0.3;
  const sw = owner === 'red' ? 0.4 : 0;
  ctx.beginPath();
  ctx.moveTo(k, 0); // nose
  ctx.lineTo(k * 0.55, -k * 0.12);
  ctx.lineTo(k * 0.2, -k * 0.12);
  ctx.lineTo(-k * (0.05 + sw), -k * 0.95); // wing
  ctx.lineTo(-k * (0.3 + sw), -k * 0.95);
  ctx.lineTo(-k * 0.2, -k * 0.12);
  ctx.lineTo(-k * 0.75, -k * 0.1);
  ctx.lineTo(-k * 0.95, -k * 0.42); // tail
  ctx.lineTo(-k * 1.05, -k * 0.42);
  ctx.lineTo(-k * 1.0, 0);
  ctx.lineTo(-k * 1.05, k * 0.42);
  ctx.lineTo(-k * 0.95, k * 0.42);
  ctx.lineTo(-k * 0.75, k * 0.1);
  ctx.lineTo(-k * 0.2, k * 0.12);
  ctx.lineTo(-k * (0.3 + sw), k * 0.95);
  ctx.lineTo(-k * (0.05 + sw), k * 0.95);
  ctx.lineTo(k * 0.2, k * 0.12);
  ctx.lineTo(k * 0.55, k * 0.12);
  ctx.closePath();
  ctx.fillStyle = active ? DARK[owner] : SIDE_FILL[owner];
  ctx.fill();
  ctx.lineWidth = S * 0.035;
  ctx.strokeStyle = owner === 'blue' ? '#cfe0ff' : '#ffd3cf';
  ctx.stroke();
  ctx.restore();
  if (active) drawTokenMark(ctx, x + S * 0.3, y + S * 0.28);
}

/** The line through a chain's bombers, in placement order. */
export function drawChain(ctx: CanvasRenderingContext2D, points: { x: number; y: number }[], owner: PlayerId): void {
  if (points.length < 2) return;
  ctx.beginPath();
  points.forEach((p, k) => (k ? ctx.lineTo(p.x, p.y) : ctx.moveTo(p.x, p.y)));
  ctx.strokeStyle = SIDE_FILL[owner];
  ctx.lineWidth = S * 0.05;
  ctx.setLineDash([S * 0.12, S * 0.08]);
  ctx.stroke();
  ctx.setLineDash([]);
}

/** Bombers of one chain in order, grouped by chain id. */
export function chainsOf(bombers: readonly BomberMarker[]): BomberMarker[][] {
  const m = new Map<string, BomberMarker[]>();
  for (const b of bombers) m.set(b.chain, [...(m.get(b.chain) ?? []), b]);
  return [...m.values()];
}

/** A submerged submarine: a faded dashed hull and "↑r" (the round it surfaces). */
export function drawSubmerged(ctx: CanvasRenderingContext2D, x: number, y: number, heading: number, cls: string, owner: PlayerId, round: number): void {
  drawShip(ctx, x, y, heading, cls, owner, { submerged: true });
  ctx.beginPath();
  ctx.arc(x, y, S * 0.4, 0, Math.PI * 2);
  ctx.setLineDash([S * 0.05, S * 0.07]);
  ctx.strokeStyle = SIDE_FILL[owner];
  ctx.lineWidth = S * 0.035;
  ctx.stroke();
  ctx.setLineDash([]);
  label(ctx, `↑${round}`, x + S * 0.26, y + S * 0.3, S * 0.2, '#bfe3ff');
}

/** An airfield's pool (bombers left) and, when hit, a red cross. */
export function drawAirfieldState(ctx: CanvasRenderingContext2D, x: number, y: number, pool: number, suppressed: boolean): void {
  label(ctx, `✈${pool}`, x, y + S * 0.42, S * 0.2, '#ffe9a8');
  if (!suppressed) return;
  ctx.beginPath();
  ctx.moveTo(x - S * 0.25, y - S * 0.25);
  ctx.lineTo(x + S * 0.25, y + S * 0.25);
  ctx.moveTo(x + S * 0.25, y - S * 0.25);
  ctx.lineTo(x - S * 0.25, y + S * 0.25);
  ctx.strokeStyle = '#ff3d3d';
  ctx.lineWidth = S * 0.08;
  ctx.stroke();
}
