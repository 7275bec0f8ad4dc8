// Colour-vision simulation for tests (issue 20): Machado, Oliveira & Fernandes (2009) matrices at full
// severity for protanopia and deuteranopia, applied in linear RGB, and greyscale by relative luminance;
// colour differences as CIE76 ΔE in CIELAB (D65). Colours are sRGB 0–255 triples.

export type Rgb = readonly [number, number, number];
export type Vision = 'normal' | 'protanopia' | 'deuteranopia' | 'greyscale';
export const VISIONS: readonly Vision[] = ['normal', 'protanopia', 'deuteranopia', 'greyscale'];

type Matrix = readonly [Rgb, Rgb, Rgb];
const LUMA: Rgb = [0.2126, 0.7152, 0.0722];
const MATRICES: Record<Vision, Matrix> = {
  normal: [[1, 0, 0], [0, 1, 0], [0, 0, 1]],
  protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
  deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.01182, 0.04294, 0.968881]],
  greyscale: [LUMA, LUMA, LUMA],
};

const toLinear = (c: number): number => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
const toSrgb = (v: number): number => {
  const c = Math.min(1, Math.max(0, v));
  return 255 * (c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055);
};

/** '#rrggbb' or 'rgb(a)(r, g, b[, a])' → [r, g, b] and alpha. */
export function parseColour(css: string): { rgb: Rgb; alpha: number } {
  const hex = /^#([0-9a-f]{6})$/i.exec(css);
  if (hex) return { rgb: [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16)) as unknown as Rgb, alpha: 1 };
  const fn = /^rgba?\(([^)]+)\)$/.exec(css.replace(/\s+/g, ''));
  if (!fn) throw new Error(`not a colour: ${css}`);
  const [r, g, b, a = 1] = fn[1].split(',').map(Number);
  return { rgb: [r, g, b], alpha: a };
}

/** A CSS colour painted over an opaque one, as a canvas composites (in sRGB). */
export function over(base: Rgb, css: string): Rgb {
  const { rgb, alpha } = parseColour(css);
  return [0, 1, 2].map((k) => base[k] * (1 - alpha) + rgb[k] * alpha) as unknown as Rgb;
}

/** How a colour looks under a vision. */
export function simulate(c: Rgb, vision: Vision): Rgb {
  const l = c.map(toLinear);
  return MATRICES[vision].map((row) => toSrgb(row[0] * l[0] + row[1] * l[1] + row[2] * l[2])) as unknown as Rgb;
}

function lab(c: Rgb): Rgb {
  const [r, g, b] = c.map(toLinear);
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** CIE76 ΔE between two colours as seen under a vision (about 2.3: just noticeable; 10+: plainly different). */
export function deltaE(a: Rgb, b: Rgb, vision: Vision): number {
  const p = lab(simulate(a, vision));
  const q = lab(simulate(b, vision));
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}
