// The editor's static map kept as one bitmap and brought up to date by redrawing only the nodes an edit
// changed (the game's drawing, drawStaticMap, clipped to their area): a brush stroke redraws a few
// cells, not the whole map, whose full drawing costs far more than a frame on a large map. Zoomed in
// beyond the bitmap's resolution, the visible part is drawn directly (it is small then).
import { MAP_COLOURS } from '../map/palette';
import { drawStaticMap } from '../map/drawMap';
import { nodeToPoint, SPACING, type MapLayout, type Rect } from '../map/layout';

/** Largest bitmap, in pixels (about 48 MB of RGBA). */
const MAX_PIXELS = 12_000_000;

export interface TerrainBitmap {
  /** Bring the bitmap to this layout (only what changed is redrawn). */
  update(layout: MapLayout): void;
  /** Draw the map into a context that carries the stage's transform. */
  draw(ctx: CanvasRenderingContext2D, view: Rect | null, scale: number): void;
  release(): void;
}

/** The nodes whose look differs between two layouts of one shape (terrain, or a feature on it). */
function changedNodes(a: MapLayout, b: MapLayout): number[] {
  const out: number[] = [];
  for (let i = 0; i < b.terrain.length; i++) if (a.terrain[i] !== b.terrain[i]) out.push(i);
  // features are few: a change redraws the nodes of all of them, before and after
  if (a.features !== b.features) for (const m of [a.featuresAt, b.featuresAt]) out.push(...m.keys());
  return out;
}

export function createTerrainBitmap(): TerrainBitmap {
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d')!;
  let drawn: MapLayout | null = null;
  let ratio = 1;

  const paint = (layout: MapLayout, area: Rect | null) => {
    const b = layout.bounds;
    ctx.save();
    ctx.setTransform(ratio, 0, 0, ratio, -b.x * ratio, -b.y * ratio);
    const r = area ?? b;
    ctx.beginPath();
    ctx.rect(r.x, r.y, r.width, r.height);
    ctx.clip();
    ctx.fillStyle = MAP_COLOURS.background;
    ctx.fillRect(r.x, r.y, r.width, r.height);
    drawStaticMap(ctx, layout, area, 1);
    ctx.restore();
  };

  return {
    update(layout) {
      if (drawn === layout) return;
      const b = layout.bounds;
      if (!drawn || drawn.shape.width !== layout.shape.width || drawn.shape.height !== layout.shape.height) {
        ratio = Math.min(2, Math.sqrt(MAX_PIXELS / (b.width * b.height)));
        canvas.width = Math.ceil(b.width * ratio);
        canvas.height = Math.ceil(b.height * ratio);
        paint(layout, null);
      } else {
        const nodes = changedNodes(drawn, layout);
        if (nodes.length) {
          let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
          for (const i of nodes) {
            const p = nodeToPoint(layout.shape, i);
            x0 = Math.min(x0, p.x); y0 = Math.min(y0, p.y); x1 = Math.max(x1, p.x); y1 = Math.max(y1, p.y);
          }
          // a cell's fill, its lines and its neighbours' lines lie within a node spacing of its centre
          paint(layout, { x: x0 - SPACING, y: y0 - SPACING, width: x1 - x0 + 2 * SPACING, height: y1 - y0 + 2 * SPACING });
        }
      }
      drawn = layout;
    },
    draw(target, view, scale) {
      if (!drawn) return;
      if (scale > ratio * 1.5) {
        drawStaticMap(target, drawn, view, scale);
        return;
      }
      const b = drawn.bounds;
      target.imageSmoothingEnabled = true;
      target.drawImage(canvas, b.x, b.y, b.width, b.height);
    },
    release() {
      canvas.width = canvas.height = 0;
      drawn = null;
    },
  };
}
