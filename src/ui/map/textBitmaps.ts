// Outlined text on the canvas (class letters, costs, counts, a submarine's surfacing round) as small
// bitmaps, each drawn once per text, colour and on-screen size and then copied: the browser's text
// shaping (and its font fallback for signs like ↑ and ✈) was the most expensive part of a redraw.
const OUTLINE = '#0b121a';
/** On-screen sizes are rounded to an eighth of an octave (within 4.5 %), so a zoom reuses bitmaps. */
const STEPS_PER_OCTAVE = 8;
const MAX_BITMAPS = 600;

const bitmaps = new Map<string, HTMLCanvasElement>();

function bitmapOf(key: string, s: string, px: number, weight: number, fill: string, outline: number): HTMLCanvasElement {
  const hit = bitmaps.get(key);
  if (hit) {
    // most recently used last: the oldest go first when there are too many
    bitmaps.delete(key);
    bitmaps.set(key, hit);
    return hit;
  }
  const font = `${weight} ${px}px system-ui, sans-serif`;
  const c = document.createElement('canvas');
  let g = c.getContext('2d')!;
  g.font = font;
  const pad = Math.ceil(outline / 2) + 2;
  c.width = Math.ceil(g.measureText(s).width) + 2 * pad;
  c.height = Math.ceil(px * 1.3) + 2 * pad;
  g = c.getContext('2d')!; // resizing reset its state
  g.font = font;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.lineJoin = 'round';
  if (outline > 0) {
    g.lineWidth = outline;
    g.strokeStyle = OUTLINE;
    g.strokeText(s, c.width / 2, c.height / 2);
  }
  g.fillStyle = fill;
  g.fillText(s, c.width / 2, c.height / 2);
  bitmaps.set(key, c);
  if (bitmaps.size > MAX_BITMAPS) bitmaps.delete(bitmaps.keys().next().value!);
  return c;
}

/**
 * Text centred at (x, y), `size` px high in the context's units, in `fill` with a dark outline
 * `outline` × size wide. Falls back to plain canvas text in a rotated context.
 */
export function outlinedText(ctx: CanvasRenderingContext2D, s: string, x: number, y: number, size: number, fill: string, weight: number, outline: number): void {
  const t = ctx.getTransform();
  const scale = Math.hypot(t.a, t.b);
  if (t.b !== 0 || t.c !== 0 || !(scale > 0) || size * scale < 1) {
    if (size * scale < 1) return;
    ctx.font = `${weight} ${size}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.lineWidth = size * outline;
    ctx.strokeStyle = OUTLINE;
    ctx.strokeText(s, x, y);
    ctx.fillStyle = fill;
    ctx.fillText(s, x, y);
    return;
  }
  const px = 2 ** (Math.round(Math.log2(size * scale) * STEPS_PER_OCTAVE) / STEPS_PER_OCTAVE);
  const pxRounded = Math.round(px * 100) / 100;
  const bmp = bitmapOf(`${weight}|${pxRounded}|${fill}|${outline}|${s}`, s, pxRounded, weight, fill, pxRounded * outline);
  const k = size / pxRounded; // context units per bitmap pixel
  ctx.drawImage(bmp, x - (bmp.width * k) / 2, y - (bmp.height * k) / 2, bmp.width * k, bmp.height * k);
}
