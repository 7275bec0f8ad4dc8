// Canvas drawing of the game's tokens in map px: ships as top-down silhouettes by class (silhouettes.ts)
// with the bow along the heading; the two sides differ by colour AND shape (Blue: rounded hull, Red:
// angular hull with a chamfered stern); their states as marks (token, halo, armed card); planes, fixed
// units' owner rings.
import type { PlayerId } from '../../engine';
import { SPACING } from './layout';
import { SIDE_FILL } from './palette';
import { outlinedText } from './textBitmaps';
import { silhouetteOf, silhouettePaths } from './silhouettes';

const S = SPACING;
export { SIDE_FILL };
const SIDE_DARK: Record<PlayerId, string> = { blue: '#1b3f86', red: '#7a1d18' };
const SIDE_LIGHT: Record<PlayerId, string> = { blue: '#cfe0ff', red: '#ffd3cf' };
const OUTLINE = '#0b121a';
/** A ship's hull is never drawn shorter than this on screen (px): below it the class no longer reads. */
export const MIN_SHIP_PX = 18;

/** The angle on screen (radians, y down) of a heading: 0 E, 1 NE, 2 NW, 3 W, 4 SW, 5 SE. */
export const headingAngle = (h: number): number => (-h * Math.PI) / 3;

/** How much ships grow at a zoom where they would be drawn below the readable minimum (1: as the map). */
export const shipScale = (scale: number): number => Math.min(2.2, Math.max(1, MIN_SHIP_PX / (S * 0.66 * Math.max(scale, 0.01))));

/**
 * How a ship reads without words: `activated` (a command token on it: darker, greyed outline, the token
 * disc), `mayAct` (the player to act may activate it: a light halo), `armed` (a reaction card lies on it:
 * a small face-down card), `submerged` (faded, dashed). `label`: its class code (always drawn for a class
 * no silhouette knows); `labelSize` in map px; `size`: the growth at a far zoom (shipScale); `printed`:
 * light on a counter of the side's colour (Naval Battle's pieces) instead of in that colour.
 */
export interface ShipLook { activated?: boolean; submerged?: boolean; mayAct?: boolean; armed?: boolean; label?: string | null; labelSize?: number; size?: number; printed?: boolean }

/** A ship at (x, y) with its bow along the heading. */
export function drawShip(ctx: CanvasRenderingContext2D, x: number, y: number, heading: number, cls: string, owner: PlayerId, look: ShipLook = {}): void {
  drawShipAt(ctx, x, y, headingAngle(heading), cls, owner, look);
}

/** A ship at (x, y) with its bow along `angle` (radians, y down): the class's silhouette (silhouettes.ts) in the side's colours. */
export function drawShipAt(ctx: CanvasRenderingContext2D, x: number, y: number, angle: number, cls: string, owner: PlayerId, look: ShipLook = {}): void {
  const kind = silhouetteOf(cls);
  const paths = silhouettePaths(kind, owner);
  const k = look.size ?? 1;
  ctx.save();
  ctx.translate(x, y);
  if (k !== 1) ctx.scale(k, k);
  ctx.save();
  ctx.rotate(angle);
  if (look.submerged) ctx.globalAlpha *= 0.55;
  ctx.lineJoin = 'round';
  if (look.mayAct && !look.activated) {
    ctx.lineWidth = S * 0.16;
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.55)';
    ctx.stroke(paths.hull);
  }
  ctx.fillStyle = look.printed ? SIDE_LIGHT[owner] : look.activated ? SIDE_DARK[owner] : SIDE_FILL[owner];
  ctx.fill(paths.hull);
  ctx.lineWidth = S * 0.045;
  ctx.strokeStyle = look.activated ? '#9aa6b2' : OUTLINE;
  if (look.submerged) ctx.setLineDash([S * 0.08, S * 0.06]);
  ctx.stroke(paths.hull);
  if (look.submerged) ctx.setLineDash([]);
  ctx.fillStyle = OUTLINE;
  ctx.fill(paths.dark);
  ctx.fillStyle = look.printed ? SIDE_DARK[owner] : SIDE_LIGHT[owner];
  ctx.fill(paths.light);
  ctx.restore();
  if (look.activated) drawTokenMark(ctx, S * 0.3, -S * 0.26);
  if (look.armed) drawArmedCard(ctx, -S * 0.3, -S * 0.24);
  // the class code: where it fits, and always on a class no silhouette knows (never a bare hull)
  const label = look.label ?? (kind === 'generic' ? cls : null);
  if (label) {
    const size = (look.labelSize ?? S * 0.2) / k;
    outlinedText(ctx, label, 0, kind === 'generic' && !look.label ? 0 : S * 0.3, kind === 'generic' ? Math.max(size, S * 0.2) : size, '#ffffff', 700, (S * 0.06) / (S * 0.2));
  }
  ctx.restore();
}

/** A reaction card armed on a unit (R-CARD-1): a small face-down card, tilted, in card colours. */
export function drawArmedCard(ctx: CanvasRenderingContext2D, x: number, y: number): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(-0.35);
  ctx.beginPath();
  ctx.rect(-S * 0.08, -S * 0.11, S * 0.16, S * 0.22);
  ctx.fillStyle = '#7b4bd6';
  ctx.fill();
  ctx.lineWidth = S * 0.03;
  ctx.strokeStyle = '#f4f1e6';
  ctx.stroke();
  ctx.restore();
}

/** The command token lying on an activated unit: a small white disc. */
export function drawTokenMark(ctx: CanvasRenderingContext2D, x: number, y: number): void {
  ctx.beginPath();
  ctx.arc(x, y, S * 0.09, 0, Math.PI * 2);
  ctx.fillStyle = '#f4f1e6';
  ctx.fill();
  ctx.lineWidth = S * 0.03;
  ctx.strokeStyle = OUTLINE;
  ctx.stroke();
}

const planePaths = new Map<PlayerId, Path2D>();
/** A plane seen from above, nose along +x: Blue straight wings, Red swept ones (the side's second cue). */
function planePath(owner: PlayerId): Path2D {
  let p = planePaths.get(owner);
  if (p) return p;
  const k = S * 0.15;
  p = new Path2D();
  const sweep = owner === 'blue' ? 0 : 0.45;
  p.moveTo(k, 0); // nose
  p.lineTo(k * 0.7, -k * 0.13);
  p.lineTo(k * 0.25, -k * 0.13);
  p.lineTo(k * (0.1 - sweep), -k); // wing tip
  p.lineTo(k * (-0.15 - sweep), -k);
  p.lineTo(-k * 0.2, -k * 0.13);
  p.lineTo(-k * 0.7, -k * 0.1);
  p.lineTo(-k * 0.9, -k * 0.42); // tail
  p.lineTo(-k * 1.02, -k * 0.42);
  p.lineTo(-k * 0.95, 0);
  p.lineTo(-k * 1.02, k * 0.42);
  p.lineTo(-k * 0.9, k * 0.42);
  p.lineTo(-k * 0.7, k * 0.1);
  p.lineTo(-k * 0.2, k * 0.13);
  p.lineTo(k * (-0.15 - sweep), k);
  p.lineTo(k * (0.1 - sweep), k);
  p.lineTo(k * 0.25, k * 0.13);
  p.lineTo(k * 0.7, k * 0.13);
  p.closePath();
  planePaths.set(owner, p);
  return p;
}

/** A carrier's plane marker: a small plane in the side's colour, up and to the right of its node. */
export function drawPlane(ctx: CanvasRenderingContext2D, x: number, y: number, owner: PlayerId, angle = -Math.PI / 2): void {
  ctx.save();
  ctx.translate(x + S * 0.22, y - S * 0.22);
  ctx.rotate(angle);
  const p = planePath(owner);
  ctx.lineJoin = 'round';
  ctx.fillStyle = SIDE_FILL[owner];
  ctx.fill(p);
  ctx.lineWidth = S * 0.035;
  ctx.strokeStyle = OUTLINE;
  ctx.stroke(p);
  ctx.restore();
}

/** A fixed unit's owner ring (its symbol beside it: drawMap's drawUnitSymbol), with the token mark when activated and a halo when it may act. */
export function drawFixedRing(ctx: CanvasRenderingContext2D, x: number, y: number, owner: PlayerId, activated: boolean, mayAct = false): void {
  if (mayAct && !activated) {
    ctx.beginPath();
    ctx.arc(x, y, S * 0.42, 0, Math.PI * 2);
    ctx.lineWidth = S * 0.1;
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.55)';
    ctx.stroke();
  }
  ctx.beginPath();
  if (owner === 'blue') ctx.arc(x, y, S * 0.34, 0, Math.PI * 2);
  else {
    const r = S * 0.36;
    for (let k = 0; k < 4; k++) ctx.lineTo(x + r * Math.cos(Math.PI / 4 + (k * Math.PI) / 2), y + r * Math.sin(Math.PI / 4 + (k * Math.PI) / 2));
    ctx.closePath();
  }
  ctx.lineWidth = S * 0.06;
  ctx.strokeStyle = SIDE_FILL[owner];
  ctx.stroke();
  if (activated) drawTokenMark(ctx, x + S * 0.3, y - S * 0.26);
}

/** D-HULL on the map: a row of pips over a damaged unit (`size` in map px: kept readable when zoomed out), one per point of hull, the damaged ones filled red. */
export function drawDamagePips(ctx: CanvasRenderingContext2D, x: number, y: number, damage: number, hull: number, size = S * 0.13): void {
  const r = size / 2, gap = size * 1.35;
  const x0 = x - ((hull - 1) * gap) / 2, y0 = y - S * 0.3 - r;
  for (let k = 0; k < hull; k++) {
    ctx.beginPath();
    ctx.rect(x0 + k * gap - r, y0 - r, 2 * r, 2 * r);
    ctx.fillStyle = k < damage ? '#e53935' : '#f4f1e6';
    ctx.fill();
    ctx.lineWidth = size * 0.2;
    ctx.strokeStyle = OUTLINE;
    ctx.stroke();
  }
}
