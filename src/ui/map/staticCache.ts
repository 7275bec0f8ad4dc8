// Bitmap caching of the static map shape: drawn once per zoom level at the screen's resolution,
// then every pan or redraw is a single image copy. Past a size limit (deep zoom on a large map)
// the cache is dropped and the shape draws only its visible part, which is then small.
import Konva from 'konva';
import type { Rect } from './layout';

/** Largest cache bitmap, in device pixels (about 48 MB of RGBA). */
export const MAX_CACHE_PIXELS = 12_000_000;

export interface StaticCache {
  /** Re-render the bitmap for this stage scale if it changed; returns whether a bitmap is in use. */
  refresh(scale: number): boolean;
  /** The pixel ratio of the current bitmap, or 0 when drawing without one. */
  readonly ratio: number;
  release(): void;
}

export function createStaticCache(shape: Konva.Shape, bounds: Rect): StaticCache {
  let ratio = 0;
  return {
    refresh(scale) {
      const wanted = scale * Konva.pixelRatio;
      const pixels = bounds.width * bounds.height * wanted * wanted;
      if (pixels > MAX_CACHE_PIXELS) {
        if (ratio !== 0) shape.clearCache();
        ratio = 0;
        return false;
      }
      if (wanted !== ratio) {
        shape.cache({ ...bounds, pixelRatio: wanted });
        ratio = wanted;
      }
      return true;
    },
    get ratio() {
      return ratio;
    },
    release() {
      if (ratio !== 0) shape.clearCache();
      ratio = 0;
    },
  };
}
