// The map's pieces beyond ships (issue 37, "the same care as ships"): coastal batteries, AA guns, ports,
// strategic targets, clouds, the sun and sea mines, each a small top-down drawing in map px around its
// node. As the ships' silhouettes, each side's pieces differ by shape as well as by colour (Blue rounded,
// Red angular), and every path is built once per kind and side (Path2D, shared by every piece drawn), so
// a redraw costs a few fills whatever is on the map. A fixed unit of a kind no drawing knows is drawn as
// the generic emplacement with its kind's first letters: never a blank.
import type { PlayerId } from '../../engine';
import { SPACING as S } from './layout';
import { OWNER_COLOURS, MAP_COLOURS } from './palette';
import { outlinedText } from './textBitmaps';

type Owner = PlayerId | 'none';
const OUTLINE: string = MAP_COLOURS.symbolOutline;

const cache = new Map<string, Path2D>();
/** A path built once per key (a kind and a side). */
function shared(key: string, build: (p: Path2D) => void): Path2D {
  let p = cache.get(key);
  if (!p) {
    p = new Path2D();
    build(p);
    cache.set(key, p);
  }
  return p;
}

/** A base of radius r centred on (0, 0): a disc for Blue (and no side), an octagon for Red. */
function base(p: Path2D, owner: Owner, r: number): void {
  if (owner !== 'red') {
    p.moveTo(r, 0);
    p.arc(0, 0, r, 0, Math.PI * 2);
    return;
  }
  for (let k = 0; k < 8; k++) {
    const a = Math.PI / 8 + (k * Math.PI) / 4;
    const x = r * 1.06 * Math.cos(a), y = r * 1.06 * Math.sin(a);
    if (k) p.lineTo(x, y);
    else p.moveTo(x, y);
  }
  p.closePath();
}

function fillStroke(ctx: CanvasRenderingContext2D, path: Path2D, fill: string, stroke = OUTLINE, width = S * 0.04): void {
  ctx.fillStyle = fill;
  ctx.fill(path);
  ctx.lineWidth = width;
  ctx.strokeStyle = stroke;
  ctx.stroke(path);
}

/** A coastal battery: a casemate (Blue a half-round bunker, Red an angular one) with its gun's long barrel out to sea (up). */
export function drawBattery(ctx: CanvasRenderingContext2D, x: number, y: number, owner: Owner): void {
  const bunker = shared(`battery-${owner}`, (p) => {
    const r = S * 0.22;
    if (owner === 'red') {
      p.moveTo(-r, r * 0.7);
      p.lineTo(-r, -r * 0.1);
      p.lineTo(-r * 0.45, -r * 0.75);
      p.lineTo(r * 0.45, -r * 0.75);
      p.lineTo(r, -r * 0.1);
      p.lineTo(r, r * 0.7);
      p.closePath();
    } else {
      p.moveTo(-r, r * 0.7);
      p.lineTo(-r, 0);
      p.arc(0, 0, r, Math.PI, 0);
      p.lineTo(r, r * 0.7);
      p.closePath();
    }
  });
  const barrel = shared('battery-barrel', (p) => p.rect(-S * 0.035, -S * 0.36, S * 0.07, S * 0.3));
  const slit = shared('battery-slit', (p) => p.rect(-S * 0.12, S * 0.02, S * 0.24, S * 0.05));
  ctx.save();
  ctx.translate(x, y);
  ctx.lineJoin = 'round';
  fillStroke(ctx, barrel, '#3a4350');
  fillStroke(ctx, bunker, OWNER_COLOURS[owner]);
  ctx.fillStyle = OUTLINE;
  ctx.fill(slit);
  ctx.restore();
}

/** A port: an anchor on a base of its side's shape (a disc, Red an octagon). */
export function drawPortMark(ctx: CanvasRenderingContext2D, x: number, y: number, owner: Owner): void {
  const disc = shared(`port-${owner}`, (p) => base(p, owner, S * 0.21));
  const anchor = shared('port-anchor', (p) => {
    p.moveTo(0, -S * 0.13);
    p.lineTo(0, S * 0.13);
    p.moveTo(-S * 0.07, -S * 0.06);
    p.lineTo(S * 0.07, -S * 0.06);
    p.moveTo(S * 0.11, S * 0.03);
    p.arc(0, S * 0.03, S * 0.11, 0, Math.PI);
    p.moveTo(S * 0.035, -S * 0.13);
    p.arc(0, -S * 0.13, S * 0.035, 0, Math.PI * 2);
  });
  ctx.save();
  ctx.translate(x, y);
  fillStroke(ctx, disc, OWNER_COLOURS[owner], OUTLINE, S * 0.045);
  ctx.lineCap = 'round';
  ctx.lineWidth = S * 0.045;
  ctx.strokeStyle = OUTLINE;
  ctx.stroke(anchor);
  ctx.restore();
}

/** A fixed unit of a kind no drawing knows: a diamond emplacement of its side's colour with its kind's first letters. */
export function drawGenericFixed(ctx: CanvasRenderingContext2D, x: number, y: number, owner: Owner, kind: string): void {
  const diamond = shared('generic-fixed', (p) => {
    const r = S * 0.24;
    p.moveTo(0, -r);
    p.lineTo(r, 0);
    p.lineTo(0, r);
    p.lineTo(-r, 0);
    p.closePath();
  });
  ctx.save();
  ctx.translate(x, y);
  fillStroke(ctx, diamond, OWNER_COLOURS[owner]);
  ctx.restore();
  outlinedText(ctx, kind.slice(0, 2).toUpperCase() || '?', x, y, S * 0.16, '#ffffff', 800, 0.25);
}

/** An AA gun: twin barrels raised from a mount (Blue round, Red octagonal) ringed in its side's colour; a destroyed one faded and struck through. */
export function drawAaGun(ctx: CanvasRenderingContext2D, x: number, y: number, owner: PlayerId, ring: string, standing: boolean): void {
  const mount = shared(`aa-${owner}`, (p) => base(p, owner, S * 0.17));
  const barrels = shared('aa-barrels', (p) => {
    for (const dx of [-0.05, 0.05]) {
      p.moveTo(S * dx, 0);
      p.lineTo(S * (dx + 0.07), -S * 0.2);
    }
  });
  const cradle = shared('aa-cradle', (p) => p.rect(-S * 0.08, -S * 0.04, S * 0.16, S * 0.09));
  ctx.save();
  ctx.translate(x, y);
  if (!standing) ctx.globalAlpha *= 0.5;
  fillStroke(ctx, mount, '#22262e', ring, S * 0.04);
  ctx.lineCap = 'round';
  ctx.lineWidth = S * 0.035;
  ctx.strokeStyle = '#f2f2f2';
  ctx.stroke(barrels);
  ctx.fillStyle = '#f2f2f2';
  ctx.fill(cradle);
  ctx.restore();
  if (standing) return;
  ctx.beginPath();
  ctx.moveTo(x - S * 0.17, y - S * 0.17);
  ctx.lineTo(x + S * 0.17, y + S * 0.17);
  ctx.strokeStyle = '#ff3d3d';
  ctx.lineWidth = S * 0.05;
  ctx.stroke();
}

/** A strategic target: a factory (saw-tooth roof and a chimney) in a bullseye; a bombed one in orange, struck through by the caller. */
export function drawTargetMark(ctx: CanvasRenderingContext2D, x: number, y: number, colour: string): void {
  const rings = shared('target-rings', (p) => {
    p.moveTo(S * 0.34, 0);
    p.arc(0, 0, S * 0.34, 0, Math.PI * 2);
  });
  const factory = shared('target-factory', (p) => {
    const w = S * 0.16, h = S * 0.1;
    p.moveTo(-w, h);
    p.lineTo(-w, -h * 0.2);
    p.lineTo(-w * 0.5, -h);
    p.lineTo(-w * 0.5, -h * 0.2);
    p.lineTo(0, -h);
    p.lineTo(0, -h * 0.2);
    p.lineTo(w * 0.45, -h);
    p.lineTo(w * 0.45, -h * 1.9); // the chimney
    p.lineTo(w * 0.75, -h * 1.9);
    p.lineTo(w * 0.75, -h * 0.2);
    p.lineTo(w, -h * 0.2);
    p.lineTo(w, h);
    p.closePath();
  });
  ctx.save();
  ctx.translate(x, y);
  ctx.fillStyle = 'rgba(20, 24, 30, 0.55)';
  ctx.fill(rings);
  ctx.lineWidth = S * 0.05;
  ctx.strokeStyle = colour;
  ctx.stroke(rings);
  ctx.translate(0, S * 0.03);
  ctx.lineJoin = 'round';
  fillStroke(ctx, factory, colour, OUTLINE, S * 0.03);
  ctx.restore();
}

/** A cloud over a node: three puffs on a flat base, white with a soft grey underside. */
export function drawCloud(ctx: CanvasRenderingContext2D, x: number, y: number): void {
  const puff = shared('cloud', (p) => {
    p.moveTo(-S * 0.34, S * 0.12);
    p.arc(-S * 0.2, S * 0.02, S * 0.15, Math.PI * 0.75, Math.PI * 1.6);
    p.arc(S * 0.01, -S * 0.06, S * 0.2, Math.PI * 1.1, Math.PI * 1.95);
    p.arc(S * 0.22, S * 0.04, S * 0.14, Math.PI * 1.35, Math.PI * 0.3);
    p.closePath();
  });
  ctx.save();
  ctx.translate(x, y);
  fillStroke(ctx, puff, 'rgba(250, 252, 255, 0.92)', 'rgba(120, 135, 155, 0.9)', S * 0.03);
  ctx.restore();
}

/** The sun: a gold disc with eight rays (no glyph: it reads without a font). */
export function drawSun(ctx: CanvasRenderingContext2D, x: number, y: number, r: number): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(r / (S * 0.2), r / (S * 0.2));
  const rays = shared('sun-rays', (p) => {
    for (let k = 0; k < 8; k++) {
      const a = (k * Math.PI) / 4;
      p.moveTo(Math.cos(a) * S * 0.13, Math.sin(a) * S * 0.13);
      p.lineTo(Math.cos(a) * S * 0.2, Math.sin(a) * S * 0.2);
    }
  });
  const disc = shared('sun-disc', (p) => p.arc(0, 0, S * 0.1, 0, Math.PI * 2));
  ctx.lineCap = 'round';
  ctx.lineWidth = S * 0.035;
  ctx.strokeStyle = '#7a4b00';
  ctx.stroke(rays);
  fillStroke(ctx, disc, '#ffe066', '#7a4b00', S * 0.03);
  ctx.restore();
}

/** A sea mine: a dark sphere with six horns, its side's colour on its band (Blue round horns, Red square ones). */
export function drawMine(ctx: CanvasRenderingContext2D, x: number, y: number, owner: PlayerId, band: string): void {
  const body = shared('mine-body', (p) => p.arc(0, 0, S * 0.13, 0, Math.PI * 2));
  const horns = shared(`mine-horns-${owner}`, (p) => {
    for (let k = 0; k < 6; k++) {
      const a = (k * Math.PI) / 3 - Math.PI / 2;
      const hx = Math.cos(a) * S * 0.17, hy = Math.sin(a) * S * 0.17;
      if (owner === 'red') p.rect(hx - S * 0.035, hy - S * 0.035, S * 0.07, S * 0.07);
      else {
        p.moveTo(hx + S * 0.04, hy);
        p.arc(hx, hy, S * 0.04, 0, Math.PI * 2);
      }
    }
  });
  const stripe = shared('mine-band', (p) => p.rect(-S * 0.13, -S * 0.03, S * 0.26, S * 0.06));
  ctx.save();
  ctx.translate(x, y);
  fillStroke(ctx, horns, '#2b2f36', OUTLINE, S * 0.02);
  fillStroke(ctx, body, '#2b2f36', OUTLINE, S * 0.03);
  ctx.fillStyle = band;
  ctx.fill(stripe);
  ctx.restore();
}
