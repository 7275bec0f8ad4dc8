// The Naval Battle board's camera (pure): a zoom factor over the fitting size (1: the whole board in
// its box) and a pan in screen px, turned into the field geometry the canvas draws and clicks with.
// A zoom keeps the field under its anchor in place; the pan keeps part of the board on screen.
import { boardGeometry, fieldCell, type BoardGeometry } from './boardGeometry';

export interface BoardCamera { zoom: number; panX: number; panY: number }
export const FIT: BoardCamera = { zoom: 1, panX: 0, panY: 0 };
export const MAX_ZOOM = 4;
export const ZOOM_STEP = 1.25;
export const PAN_STEP = 80;
/** A field is never smaller than this on screen: on a touch screen a finger's 44 px (issue 37; the board then pans), else 8 px. */
export const MIN_CELL = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches ? 44 : 8;

/** The fields' geometry in a box of this size under the camera. */
export function viewGeometry(cols: number, rows: number, width: number, height: number, cam: BoardCamera): BoardGeometry {
  const base = boardGeometry(cols, rows, width, height);
  const cell = Math.max(MIN_CELL, Math.round(base.cell * cam.zoom));
  return { cols, rows, cell, left: Math.round((width - cols * cell) / 2 + cam.panX), top: Math.round((height - rows * cell) / 2 + cam.panY) };
}

/** The pan kept so that at least a third of the box (or the whole board, when smaller) still shows the board. */
function clampPan(cam: BoardCamera, cols: number, rows: number, width: number, height: number): BoardCamera {
  const g = viewGeometry(cols, rows, width, height, { ...cam, panX: 0, panY: 0 });
  const axis = (pan: number, start: number, len: number, view: number) => {
    const keep = Math.min(len, view / 3);
    return Math.min(view - keep - start, Math.max(keep - start - len, pan));
  };
  return { zoom: cam.zoom, panX: axis(cam.panX, g.left, cols * g.cell, width), panY: axis(cam.panY, g.top, rows * g.cell, height) };
}

/** Zoom by `factor` (within 1…MAX_ZOOM) keeping the board point under the anchor (box px) in place. */
export function zoomAt(cam: BoardCamera, factor: number, ax: number, ay: number, cols: number, rows: number, width: number, height: number): BoardCamera {
  const zoom = Math.min(MAX_ZOOM, Math.max(1, cam.zoom * factor));
  if (zoom === 1) return FIT;
  const g = viewGeometry(cols, rows, width, height, cam);
  const u = (ax - g.left) / g.cell, v = (ay - g.top) / g.cell;
  const next = viewGeometry(cols, rows, width, height, { zoom, panX: 0, panY: 0 });
  return clampPan({ zoom, panX: ax - u * next.cell - next.left, panY: ay - v * next.cell - next.top }, cols, rows, width, height);
}

/** Pan by (dx, dy) box px. */
export const panBy = (cam: BoardCamera, dx: number, dy: number, cols: number, rows: number, width: number, height: number): BoardCamera =>
  cam.zoom === 1 ? cam : clampPan({ ...cam, panX: cam.panX + dx, panY: cam.panY + dy }, cols, rows, width, height);

/** The smallest pan that brings a field wholly into the box (the keyboard cursor never leaves the screen). */
export function showField(cam: BoardCamera, field: string, cols: number, rows: number, width: number, height: number): BoardCamera {
  const g = viewGeometry(cols, rows, width, height, cam);
  const { col, row } = fieldCell(field);
  const x = g.left + col * g.cell, y = g.top + row * g.cell;
  const dx = x < 0 ? -x : x + g.cell > width ? width - x - g.cell : 0;
  const dy = y < 0 ? -y : y + g.cell > height ? height - y - g.cell : 0;
  return dx || dy ? { ...cam, panX: cam.panX + dx, panY: cam.panY + dy } : cam;
}
