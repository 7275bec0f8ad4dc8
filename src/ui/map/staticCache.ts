// Bitmap caching of the static map: drawn into tiles at a zoom level, then every pan, zoom frame or
// redraw copies the visible tiles. Zoom levels come in quarter octaves (a bitmap is never shown more
// than 19 % smaller than it was drawn), and a new level is drawn tile by tile, a few milliseconds at
// a time between frames, while the last one stays on screen scaled: a zoom never waits for the whole
// map to be drawn. Past a size limit (deep zoom on a large map) there is no
// bitmap and the shape draws only its visible part, which is then small.
import Konva from 'konva';
import { drawStaticMap } from './drawMap';
import type { MapLayout, Rect } from './layout';

/** Largest bitmap of one level, in device pixels (about 48 MB of RGBA). */
export const MAX_CACHE_PIXELS = 12_000_000;
/** A tile's side in device pixels: small enough to draw within a frame's spare time. */
const TILE = 384;
/** Time spent drawing tiles before the next frame gets its turn (ms). */
const SLICE_MS = 5;
/** Pixels of overlap between tiles, so that no seam shows where two meet. */
const OVERLAP = 2;

interface Level {
  ratio: number;
  columns: number;
  rows: number;
  /** Tile k (row-major) covers the bounds' device pixels [col·TILE, (col+1)·TILE) × [row·TILE, (row+1)·TILE), plus the overlap. */
  tiles: HTMLCanvasElement[];
}

export interface StaticCache {
  /** Bring the bitmap to this stage scale (drawn in the background); returns whether a bitmap will be used. */
  refresh(scale: number): boolean;
  /** The pixel ratio of the bitmap on screen, or 0 when drawing without one. */
  readonly ratio: number;
  release(): void;
}

const caches = new WeakMap<Konva.Shape, { ready: Level | null; layout: MapLayout }>();

/** The level for a stage scale: the quarter octave at or above it. */
export const levelRatio = (scale: number): number => 2 ** (Math.ceil(Math.log2(scale * Konva.pixelRatio) * 4 - 1e-9) / 4);

/** The shape's attribute `bitmapRatio` tells benches and tests which level is on screen (0: none). */
const show = (shape: Konva.Shape, entry: { ready: Level | null }, level: Level | null): void => {
  free(entry.ready);
  entry.ready = level;
  shape.setAttr('bitmapRatio', level?.ratio ?? 0);
};

const free = (level: Level | null): void => {
  for (const c of level?.tiles ?? []) c.width = c.height = 0;
};

/**
 * Draw the shape's cached bitmap for the visible part `view` (map px) into a context that carries the
 * stage's transform; false when the shape has no bitmap (the caller draws the map itself).
 */
export function drawCached(ctx: CanvasRenderingContext2D, shape: Konva.Shape, view: Rect): boolean {
  const entry = caches.get(shape);
  const level = entry?.ready;
  if (!entry || !level) return false;
  const b = entry.layout.bounds;
  const r = level.ratio;
  // the visible part in the bitmap's device pixels, then the tiles it touches
  const vx0 = Math.max(0, (view.x - b.x) * r);
  const vy0 = Math.max(0, (view.y - b.y) * r);
  const vx1 = Math.min(b.width * r, (view.x + view.width - b.x) * r);
  const vy1 = Math.min(b.height * r, (view.y + view.height - b.y) * r);
  if (vx1 <= vx0 || vy1 <= vy0) return true;
  for (let row = Math.floor(vy0 / TILE); row <= Math.min(level.rows - 1, Math.floor(vy1 / TILE)); row++)
    for (let col = Math.floor(vx0 / TILE); col <= Math.min(level.columns - 1, Math.floor(vx1 / TILE)); col++) {
      const tile = level.tiles[row * level.columns + col];
      // its own square and, except on the last row and column, the overlap past it (covers the seam)
      const w = Math.min(TILE + (col < level.columns - 1 ? OVERLAP : 0), tile.width - OVERLAP);
      const h = Math.min(TILE + (row < level.rows - 1 ? OVERLAP : 0), tile.height - OVERLAP);
      ctx.drawImage(tile, OVERLAP, OVERLAP, w, h, b.x + (col * TILE) / r, b.y + (row * TILE) / r, w / r, h / r);
    }
  return true;
}

export function createStaticCache(shape: Konva.Shape, layout: MapLayout): StaticCache {
  const bounds = layout.bounds;
  const entry = { ready: null as Level | null, layout };
  caches.set(shape, entry);
  let building: Level | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const drawTile = (level: Level, k: number): HTMLCanvasElement => {
    const r = level.ratio;
    const col = k % level.columns;
    const row = Math.floor(k / level.columns);
    const canvas = document.createElement('canvas');
    canvas.width = Math.min(TILE, Math.ceil(bounds.width * r) - col * TILE) + 2 * OVERLAP;
    canvas.height = Math.min(TILE, Math.ceil(bounds.height * r) - row * TILE) + 2 * OVERLAP;
    const ctx = canvas.getContext('2d')!;
    const x = bounds.x + (col * TILE - OVERLAP) / r;
    const y = bounds.y + (row * TILE - OVERLAP) / r;
    ctx.setTransform(r, 0, 0, r, -x * r, -y * r);
    drawStaticMap(ctx, layout, { x, y, width: canvas.width / r, height: canvas.height / r }, r / Konva.pixelRatio);
    return canvas;
  };

  const work = (): void => {
    timer = undefined;
    const level = building;
    if (!level) return;
    const start = performance.now();
    const count = level.columns * level.rows;
    while (level.tiles.length < count && performance.now() - start < SLICE_MS) level.tiles.push(drawTile(level, level.tiles.length));
    if (level.tiles.length < count) {
      timer = setTimeout(work, 0);
      return;
    }
    show(shape, entry, level);
    building = null;
    shape.getLayer()?.batchDraw();
  };

  const stop = (): void => {
    clearTimeout(timer);
    timer = undefined;
    free(building);
    building = null;
  };

  return {
    refresh(scale) {
      const ratio = levelRatio(scale);
      if (bounds.width * bounds.height * ratio * ratio > MAX_CACHE_PIXELS) {
        stop();
        show(shape, entry, null);
        return false;
      }
      if (entry.ready?.ratio === ratio || building?.ratio === ratio) return true;
      stop();
      building = { ratio, columns: Math.ceil((bounds.width * ratio) / TILE), rows: Math.ceil((bounds.height * ratio) / TILE), tiles: [] };
      // meanwhile the last level is shown scaled (or, with none yet, the map is drawn as it is)
      timer = setTimeout(work, 0);
      return true;
    },
    get ratio() {
      return entry.ready?.ratio ?? 0;
    },
    release() {
      stop();
      show(shape, entry, null);
      caches.delete(shape);
    },
  };
}
