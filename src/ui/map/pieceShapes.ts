// The map's pieces beyond ships (issue 37, "the same care as ships"): coastal batteries and ports here
// (the map's own features, drawn on the first screen's previews too), the rule modules' pieces (AA guns,
// targets, clouds, the sun, sea mines) in modulePieces.ts, loaded with the game; each a small top-down
// drawing in map px around its node. As the ships' silhouettes, each side's pieces differ by shape as well as by colour (Blue rounded,
// Red angular), and every path is built once per kind and side (Path2D, shared by every piece drawn), so
// a redraw costs a few fills whatever is on the map. A fixed unit of a kind no drawing knows is drawn as
// the generic emplacement with its kind's first letters: never a blank.
import type { PlayerId } from '../../engine';
import { SPACING as S } from './layout';
import { OWNER_COLOURS, MAP_COLOURS } from './palette';
import { outlinedText } from './textBitmaps';

export type Owner = PlayerId | 'none';
export const OUTLINE: string = MAP_COLOURS.symbolOutline;

const cache = new Map<string, Path2D>();
/** A path built once per key (a kind and a side). */
export function shared(key: string, build: (p: Path2D) => void): Path2D {
  let p = cache.get(key);
  if (!p) {
    p = new Path2D();
    build(p);
    cache.set(key, p);
  }
  return p;
}

/** A base of radius r centred on (0, 0): a disc for Blue (and no side), an octagon for Red. */
export function base(p: Path2D, owner: Owner, r: number): void {
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

export function fillStroke(ctx: CanvasRenderingContext2D, path: Path2D, fill: string, stroke = OUTLINE, width = S * 0.04): void {
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
