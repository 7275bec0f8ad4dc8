// Camera arithmetic for the map view (pure): fit, zoom around a point, pan limits.
// A camera is the stage transform: a map point p is shown at p * scale + (x, y) px.
import type { Camera, Size } from '../../store';
import { SPACING, type Point, type Rect } from './layout';

export interface Padding { top: number; right: number; bottom: number; left: number }
export interface ScaleLimits { min: number; max: number }

/** The closest zoom: neighbours this many px apart on screen. */
export const MAX_SCREEN_SPACING = 220;
/** One step of the zoom buttons and keys. */
export const ZOOM_STEP = 1.25;
/** One step of the arrow keys, in screen px. */
export const PAN_STEP = 80;

/** The camera that shows the whole of `bounds` centred in the viewport inside the padding. */
export function fitCamera(bounds: Rect, viewport: Size, padding: Padding): Camera {
  const availW = Math.max(1, viewport.width - padding.left - padding.right);
  const availH = Math.max(1, viewport.height - padding.top - padding.bottom);
  const scale = Math.min(availW / bounds.width, availH / bounds.height);
  return {
    x: padding.left + (availW - bounds.width * scale) / 2 - bounds.x * scale,
    y: padding.top + (availH - bounds.height * scale) / 2 - bounds.y * scale,
    scale,
  };
}

/** From half the fitting scale (or less if the map is small) up to MAX_SCREEN_SPACING. */
export function scaleLimits(bounds: Rect, viewport: Size, padding: Padding): ScaleLimits {
  const fit = fitCamera(bounds, viewport, padding).scale;
  const max = Math.max(MAX_SCREEN_SPACING / SPACING, fit);
  return { min: Math.min(fit * 0.5, max), max };
}

export const clampScale = (scale: number, limits: ScaleLimits): number => Math.min(limits.max, Math.max(limits.min, scale));

export const screenToMap = (camera: Camera, p: Point): Point => ({ x: (p.x - camera.x) / camera.scale, y: (p.y - camera.y) / camera.scale });
export const mapToScreen = (camera: Camera, p: Point): Point => ({ x: p.x * camera.scale + camera.x, y: p.y * camera.scale + camera.y });

/** Multiply the scale (within limits) keeping the map point under `anchor` (screen px) in place. */
export function zoomAt(camera: Camera, factor: number, anchor: Point, limits: ScaleLimits): Camera {
  const scale = clampScale(camera.scale * factor, limits);
  const m = screenToMap(camera, anchor);
  return { x: anchor.x - m.x * scale, y: anchor.y - m.y * scale, scale };
}

/**
 * Keep part of the map on screen: the map's bounds must overlap the viewport by at least
 * `keep` px on each axis (or the whole map where it is smaller than that).
 */
export function constrainPosition(pos: Point, scale: number, bounds: Rect, viewport: Size): Point {
  const keep = Math.min(160, viewport.width / 3, viewport.height / 3);
  const axis = (p: number, start: number, size: number, view: number): number => {
    const lo = start * scale;
    const len = size * scale;
    const k = Math.min(keep, len);
    // visible overlap needs p + lo + len >= k and p + lo <= view - k
    return Math.min(view - k - lo, Math.max(k - lo - len, p));
  };
  return { x: axis(pos.x, bounds.x, bounds.width, viewport.width), y: axis(pos.y, bounds.y, bounds.height, viewport.height) };
}

/**
 * The camera moved the least so that a map point is on screen at least `margin` px inside the
 * viewport's edges (the keyboard cursor followed near the edge); the same camera when it already is.
 * Where the viewport is too small for the margin, the point goes to its middle.
 */
export function revealPoint(camera: Camera, p: Point, viewport: Size, margin: number): Camera {
  const axis = (pos: number, at: number, view: number): number => {
    const m = Math.min(margin, view / 2);
    const s = at * camera.scale + pos;
    if (s < m) return pos + (m - s);
    if (s > view - m) return pos - (s - (view - m));
    return pos;
  };
  return { x: axis(camera.x, p.x, viewport.width), y: axis(camera.y, p.y, viewport.height), scale: camera.scale };
}
