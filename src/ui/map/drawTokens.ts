// Canvas drawing of the game's tokens in map px: ships as top-down silhouettes by class with the bow
// along the heading; the two sides differ by colour AND shape (Blue: rounded hull, Red: angular hull
// with a chamfered stern), planes, fixed units' owner rings, the activation token mark.
import type { PlayerId } from '../../engine';
import { SPACING } from './layout';
import { OWNER_COLOURS } from './palette';
import { outlinedText } from './textBitmaps';

const S = SPACING;
/** Hull length and beam per class, in map px (beams wide enough to read at the fitted zoom of a large map). */
const HULL: Record<string, { l: number; w: number }> = {
  CV: { l: 0.92 * S, w: 0.38 * S },
  BB: { l: 0.88 * S, w: 0.38 * S },
  CA: { l: 0.78 * S, w: 0.32 * S },
  DD: { l: 0.68 * S, w: 0.24 * S },
  SS: { l: 0.62 * S, w: 0.22 * S },
  AP: { l: 0.72 * S, w: 0.36 * S },
  // the seed's classes (module D)
  CL: { l: 0.74 * S, w: 0.28 * S },
  PG: { l: 0.58 * S, w: 0.24 * S },
  PT: { l: 0.5 * S, w: 0.2 * S },
  AK: { l: 0.74 * S, w: 0.34 * S },
};
export const SIDE_FILL: Record<PlayerId, string> = { blue: OWNER_COLOURS.blue, red: OWNER_COLOURS.red };
const SIDE_DARK: Record<PlayerId, string> = { blue: '#1b3f86', red: '#7a1d18' };
const SIDE_LIGHT: Record<PlayerId, string> = { blue: '#cfe0ff', red: '#ffd3cf' };
const OUTLINE = '#0b121a';

/** The angle on screen (radians, y down) of a heading: 0 E, 1 NE, 2 NW, 3 W, 4 SW, 5 SE. */
export const headingAngle = (h: number): number => (-h * Math.PI) / 3;

function hullPath(ctx: CanvasRenderingContext2D, owner: PlayerId, l: number, w: number): void {
  const hl = l / 2, hw = w / 2;
  ctx.beginPath();
  if (owner === 'blue') {
    // rounded: a round stern and a smooth bow
    ctx.moveTo(-hl + hw, -hw);
    ctx.lineTo(hl * 0.35, -hw);
    ctx.quadraticCurveTo(hl, -hw, hl, 0);
    ctx.quadraticCurveTo(hl, hw, hl * 0.35, hw);
    ctx.lineTo(-hl + hw, hw);
    ctx.arc(-hl + hw, 0, hw, Math.PI / 2, (3 * Math.PI) / 2);
  } else {
    // angular: a sharp bow and a chamfered square stern
    ctx.moveTo(-hl, -hw * 0.55);
    ctx.lineTo(-hl + hw * 0.45, -hw);
    ctx.lineTo(hl * 0.45, -hw);
    ctx.lineTo(hl, 0);
    ctx.lineTo(hl * 0.45, hw);
    ctx.lineTo(-hl + hw * 0.45, hw);
    ctx.lineTo(-hl, hw * 0.55);
  }
  ctx.closePath();
}

function turret(ctx: CanvasRenderingContext2D, x: number, r: number, fill: string): void {
  ctx.beginPath();
  ctx.arc(x, 0, r, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(x, 0);
  ctx.lineTo(x + r * 1.9, 0);
  ctx.strokeStyle = fill;
  ctx.lineWidth = r * 0.6;
  ctx.stroke();
}

/** labelSize: the class label's font size in map px (kept readable on screen when zoomed out). */
export interface ShipLook { activated?: boolean; submerged?: boolean; label?: string | null; labelSize?: number }

/** A ship at (x, y) with its bow along the heading. */
export function drawShip(ctx: CanvasRenderingContext2D, x: number, y: number, heading: number, cls: string, owner: PlayerId, look: ShipLook = {}): void {
  const { l, w } = HULL[cls] ?? { l: 0.7 * S, w: 0.24 * S };
  ctx.save();
  ctx.translate(x, y);
  ctx.save();
  ctx.rotate(headingAngle(heading));
  if (look.submerged) ctx.globalAlpha = 0.55;
  hullPath(ctx, owner, l, w);
  ctx.fillStyle = look.activated ? SIDE_DARK[owner] : SIDE_FILL[owner];
  ctx.fill();
  ctx.lineWidth = S * 0.045;
  ctx.strokeStyle = look.activated ? '#9aa6b2' : OUTLINE;
  if (look.submerged) ctx.setLineDash([S * 0.08, S * 0.06]);
  ctx.stroke();
  ctx.setLineDash([]);
  const detail = SIDE_LIGHT[owner];
  const dark = OUTLINE;
  const hl = l / 2;
  switch (cls) {
    case 'CV': // flat deck: a centre line and an island to starboard
      ctx.strokeStyle = detail;
      ctx.lineWidth = S * 0.025;
      ctx.setLineDash([S * 0.07, S * 0.05]);
      ctx.beginPath();
      ctx.moveTo(-hl * 0.8, 0);
      ctx.lineTo(hl * 0.7, 0);
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.fillStyle = dark;
      ctx.fillRect(-hl * 0.05, w * 0.18, hl * 0.35, w * 0.26);
      break;
    case 'BB': // three big turrets
      turret(ctx, hl * 0.42, w * 0.24, dark);
      turret(ctx, hl * 0.05, w * 0.24, dark);
      turret(ctx, -hl * 0.5, w * 0.24, dark);
      break;
    case 'CA': // two turrets
      turret(ctx, hl * 0.35, w * 0.24, dark);
      turret(ctx, -hl * 0.45, w * 0.24, dark);
      break;
    case 'DD': // slim: one funnel and a torpedo line
      ctx.fillStyle = dark;
      ctx.fillRect(-hl * 0.15, -w * 0.22, hl * 0.3, w * 0.44);
      ctx.strokeStyle = detail;
      ctx.lineWidth = S * 0.02;
      ctx.beginPath();
      ctx.moveTo(hl * 0.25, 0);
      ctx.lineTo(hl * 0.75, 0);
      ctx.stroke();
      break;
    case 'SS': // conning tower
      ctx.fillStyle = dark;
      ctx.fillRect(-hl * 0.12, -w * 0.3, hl * 0.35, w * 0.6);
      break;
    case 'CL': // a light cruiser: one turret fore, one aft, smaller
      turret(ctx, hl * 0.35, w * 0.2, dark);
      turret(ctx, -hl * 0.45, w * 0.2, dark);
      break;
    case 'PG': // a corvette: one gun forward
      turret(ctx, hl * 0.3, w * 0.22, dark);
      break;
    case 'PT': // a torpedo boat: two torpedo lines
      ctx.strokeStyle = detail;
      ctx.lineWidth = S * 0.02;
      ctx.beginPath();
      ctx.moveTo(-hl * 0.4, -w * 0.2);
      ctx.lineTo(hl * 0.4, -w * 0.2);
      ctx.moveTo(-hl * 0.4, w * 0.2);
      ctx.lineTo(hl * 0.4, w * 0.2);
      ctx.stroke();
      break;
    case 'AK': // a merchant: one long hold
      ctx.fillStyle = detail;
      ctx.fillRect(-hl * 0.55, -w * 0.26, hl * 0.9, w * 0.52);
      break;
    case 'AP': // boxy cargo holds
      ctx.fillStyle = detail;
      ctx.fillRect(-hl * 0.6, -w * 0.28, hl * 0.45, w * 0.56);
      ctx.fillRect(hl * 0.0, -w * 0.28, hl * 0.45, w * 0.56);
      break;
  }
  ctx.restore();
  if (look.activated) drawTokenMark(ctx, S * 0.3, -S * 0.26);
  // the outline as wide as before: S·0.06 at the default size
  if (look.label) {
    const size = look.labelSize ?? S * 0.2;
    outlinedText(ctx, look.label, 0, S * 0.3, size, '#ffffff', 700, (S * 0.06) / (S * 0.2));
  }
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

/** A carrier's plane marker: a small plane in the side's colour (Blue straight wings, Red swept). */
export function drawPlane(ctx: CanvasRenderingContext2D, x: number, y: number, owner: PlayerId): void {
  ctx.save();
  ctx.translate(x + S * 0.22, y - S * 0.22);
  ctx.beginPath();
  const k = S * 0.13;
  ctx.moveTo(k, 0);
  ctx.lineTo(-k, 0);
  if (owner === 'blue') {
    ctx.moveTo(k * 0.2, -k);
    ctx.lineTo(k * 0.2, k);
  } else {
    ctx.moveTo(-k * 0.3, -k);
    ctx.lineTo(k * 0.4, 0);
    ctx.lineTo(-k * 0.3, k);
  }
  ctx.moveTo(-k, -k * 0.45);
  ctx.lineTo(-k, k * 0.45);
  ctx.lineCap = 'round';
  ctx.lineWidth = S * 0.09;
  ctx.strokeStyle = OUTLINE;
  ctx.stroke();
  ctx.lineWidth = S * 0.05;
  ctx.strokeStyle = SIDE_FILL[owner];
  ctx.stroke();
  ctx.restore();
}

/** A fixed unit's owner ring (its symbol beside it: drawMap's drawUnitSymbol), with the token mark when activated. */
export function drawFixedRing(ctx: CanvasRenderingContext2D, x: number, y: number, owner: PlayerId, activated: boolean): void {
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
