// The pieces the rule modules put on the map (issue 37, "the same care as ships"): AA guns, strategic
// targets, clouds, the sun and sea mines, drawn as the map's own pieces are (pieceShapes.ts: each side's
// own shape, every path built once per kind and side). Loaded with the game, never on the first screen.
import type { PlayerId } from '../../engine';
import { SPACING as S } from './layout';
import { base, fillStroke, OUTLINE, shared } from './pieceShapes';

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
