// The editor's static map kept as one bitmap at the zoom it is seen at, brought up to date by redrawing
// only the nodes an edit changed (the game's drawing, drawStaticMap, clipped to their area): a brush
// stroke redraws a few cells, not the whole map, whose full drawing costs far more than a frame on a
// large map. After a zoom the bitmap is redrawn at the new level once the zooming pauses (until then
// the old one is shown scaled); past the size limit the visible part is drawn directly (it is small then).
import { MAP_COLOURS } from '../map/palette';
import { levelRatio } from '../map/staticCache';
import { SPACING, type MapLayout, type Rect } from '../map/layout';
import type { EditorGrid } from './grid';

/** Largest bitmap, in pixels (about 48 MB of RGBA). */
const MAX_PIXELS = 12_000_000;
/** A zoom level is drawn once the zoom has paused this long. */
const RELEVEL_MS = 150;

export interface TerrainBitmap {
  /** Draw the layout's map into a context that carries the stage's transform (the bitmap updated first). */
  draw(ctx: CanvasRenderingContext2D, grid: EditorGrid, view: Rect | null, scale: number): void;
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

/** `redraw`: asks the stage to draw again (a new zoom level is ready). */
export function createTerrainBitmap(redraw: () => void): TerrainBitmap {
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d')!;
  let drawn: EditorGrid | null = null;
  let ratio = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const paint = (grid: EditorGrid, area: Rect | null) => {
    const b = grid.bounds;
    ctx.save();
    ctx.setTransform(ratio, 0, 0, ratio, -b.x * ratio, -b.y * ratio);
    const r = area ?? b;
    ctx.beginPath();
    ctx.rect(r.x, r.y, r.width, r.height);
    ctx.clip();
    ctx.fillStyle = MAP_COLOURS.background;
    ctx.fillRect(r.x, r.y, r.width, r.height);
    grid.drawTerrain(ctx, area, 1);
    ctx.restore();
  };
  const level = (grid: EditorGrid, to: number) => {
    const b = grid.bounds;
    ratio = to;
    canvas.width = Math.ceil(b.width * ratio);
    canvas.height = Math.ceil(b.height * ratio);
    paint(grid, null);
    drawn = grid;
  };

  return {
    draw(target, grid, view, scale) {
      const layout = grid.layout;
      const b = grid.bounds;
      const cap = Math.sqrt(MAX_PIXELS / (b.width * b.height));
      const want = Math.min(cap, levelRatio(scale));
      const reshaped = !drawn || drawn.square !== grid.square || drawn.layout.shape.width !== layout.shape.width || drawn.layout.shape.height !== layout.shape.height;
      if (reshaped) level(grid, want);
      else if (drawn !== grid) {
        const nodes = changedNodes(drawn!.layout, layout);
        if (nodes.length) {
          let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
          for (const i of nodes) {
            const p = grid.toPoint(i);
            x0 = Math.min(x0, p.x); y0 = Math.min(y0, p.y); x1 = Math.max(x1, p.x); y1 = Math.max(y1, p.y);
          }
          // a cell's fill, its lines and its neighbours' lines lie within a node spacing of its centre
          paint(grid, { x: x0 - SPACING, y: y0 - SPACING, width: x1 - x0 + 2 * SPACING, height: y1 - y0 + 2 * SPACING });
        }
        drawn = grid;
      }
      if (want !== ratio) {
        clearTimeout(timer);
        timer = setTimeout(() => {
          if (drawn) level(drawn, want);
          redraw();
        }, RELEVEL_MS);
      }
      // zoomed in past the largest bitmap: the visible part, drawn directly
      if (levelRatio(scale) > cap * 1.5) {
        grid.drawTerrain(target, view, scale);
        return;
      }
      target.drawImage(canvas, b.x, b.y, canvas.width / ratio, canvas.height / ratio);
    },
    release() {
      clearTimeout(timer);
      canvas.width = canvas.height = 0;
      drawn = null;
    },
  };
}
