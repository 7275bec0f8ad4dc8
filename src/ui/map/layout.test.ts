// Map px geometry and camera arithmetic: picking inverts drawing, fit contains the map, zoom keeps the anchor.
import { describe, expect, it } from 'vitest';
import { nodeCount, nodeName } from '../../engine/geometry';
import { constrainPosition, fitCamera, mapToScreen, revealPoint, scaleLimits, screenToMap, zoomAt } from './camera';
import { edgeLabels, getGameMapLayout, getMapLayout, HEX_RADIUS, isUnitFeature, mapBounds, nodeToPoint, pointToNode, SPACING } from './layout';
import type { MapData } from '../../scenarios/mapSchema';

const shapes = [{ width: 32, height: 22 }, { width: 64, height: 40 }, { width: 5, height: 4 }];

describe('layout', () => {
  it('a game\'s layout marks its fixed units\' features (drawn with the units), one object per map and kinds', () => {
    const map = { width: 4, height: 3, terrain: ['....', '.c..', '....'], features: [{ kind: 'coastalArtillery', node: 'B2', owner: 'red' }, { kind: 'port', node: 'B2', owner: 'red' }, { kind: 'coastalArtillery', node: 'A1' }] } as unknown as MapData;
    const game = getGameMapLayout(map, ['coastalArtillery', 'airfield']);
    expect(getGameMapLayout(map, ['airfield', 'coastalArtillery'])).toBe(game);
    expect(game.featuresAt).toBe(getMapLayout(map).featuresAt);
    expect(map.features.map((f) => isUnitFeature(game, f))).toEqual([true, false, false]); // an unowned one is no unit
    expect(map.features.some((f) => isUnitFeature(getMapLayout(map), f))).toBe(false);
  });
  it.each(shapes)('pointToNode inverts nodeToPoint on a $width × $height map, also near the cell edge', (shape) => {
    for (let i = 0; i < nodeCount(shape); i++) {
      const p = nodeToPoint(shape, i);
      expect(pointToNode(shape, p)).toBe(i);
      for (let k = 0; k < 6; k++) {
        const a = (k * Math.PI) / 3 + 0.3;
        expect(pointToNode(shape, { x: p.x + Math.cos(a) * SPACING * 0.45, y: p.y + Math.sin(a) * SPACING * 0.45 })).toBe(i);
      }
    }
  });

  it('neighbours are SPACING apart and points off the map pick nothing', () => {
    const shape = { width: 32, height: 22 };
    const a = nodeToPoint(shape, 0);
    const e = nodeToPoint(shape, 1);
    const se = nodeToPoint(shape, shape.width);
    expect(Math.hypot(e.x - a.x, e.y - a.y)).toBeCloseTo(SPACING, 9);
    expect(Math.hypot(se.x - a.x, se.y - a.y)).toBeCloseTo(SPACING, 9);
    expect(pointToNode(shape, { x: -SPACING, y: 0 })).toBe(-1);
    expect(pointToNode(shape, { x: 0, y: -SPACING })).toBe(-1);
    expect(pointToNode(shape, { x: 40 * SPACING, y: 5 * SPACING })).toBe(-1);
  });

  it('the bounds hold every cell and every edge label', () => {
    const shape = { width: 32, height: 22 };
    const b = mapBounds(shape);
    for (let i = 0; i < nodeCount(shape); i++) {
      const p = nodeToPoint(shape, i);
      expect(p.x - HEX_RADIUS).toBeGreaterThanOrEqual(b.x);
      expect(p.x + HEX_RADIUS).toBeLessThanOrEqual(b.x + b.width);
      expect(p.y - HEX_RADIUS).toBeGreaterThanOrEqual(b.y);
      expect(p.y + HEX_RADIUS).toBeLessThanOrEqual(b.y + b.height);
    }
    const labels = edgeLabels(shape);
    expect(labels).toHaveLength(2 * (shape.width + shape.height));
    expect(labels.filter((l) => l.text === 'AF')).toHaveLength(2);
    expect(labels.filter((l) => l.text === '22')).toHaveLength(2);
    for (const l of labels) {
      expect(l.x).toBeGreaterThan(b.x);
      expect(l.x).toBeLessThan(b.x + b.width);
      expect(l.y).toBeGreaterThan(b.y);
      expect(l.y).toBeLessThan(b.y + b.height);
    }
    expect(nodeName(shape, pointToNode(shape, nodeToPoint(shape, 6 * shape.width + 2)))).toBe('C7');
  });
});

describe('camera', () => {
  const bounds = mapBounds({ width: 32, height: 22 });
  const viewport = { width: 1280, height: 800 };
  const padding = { top: 64, right: 16, bottom: 16, left: 16 };

  it('fit shows the whole map inside the padding, centred on one axis', () => {
    const c = fitCamera(bounds, viewport, padding);
    const tl = mapToScreen(c, { x: bounds.x, y: bounds.y });
    const br = mapToScreen(c, { x: bounds.x + bounds.width, y: bounds.y + bounds.height });
    expect(tl.x).toBeGreaterThanOrEqual(padding.left - 1e-9);
    expect(tl.y).toBeGreaterThanOrEqual(padding.top - 1e-9);
    expect(br.x).toBeLessThanOrEqual(viewport.width - padding.right + 1e-9);
    expect(br.y).toBeLessThanOrEqual(viewport.height - padding.bottom + 1e-9);
    const touches = Math.abs(tl.x - padding.left) < 1e-6 || Math.abs(tl.y - padding.top) < 1e-6;
    expect(touches).toBe(true);
  });

  it('zoomAt keeps the anchor point fixed and respects the limits', () => {
    const limits = scaleLimits(bounds, viewport, padding);
    const c = fitCamera(bounds, viewport, padding);
    const anchor = { x: 400, y: 300 };
    const before = screenToMap(c, anchor);
    const z = zoomAt(c, 1.5, anchor, limits);
    expect(z.scale).toBeCloseTo(c.scale * 1.5, 9);
    const after = screenToMap(z, anchor);
    expect(after.x).toBeCloseTo(before.x, 9);
    expect(after.y).toBeCloseTo(before.y, 9);
    expect(zoomAt(c, 1e6, anchor, limits).scale).toBe(limits.max);
    expect(zoomAt(c, 1e-6, anchor, limits).scale).toBe(limits.min);
  });

  it('panning cannot push the map out of the window', () => {
    const c = fitCamera(bounds, viewport, padding);
    const far = constrainPosition({ x: 1e5, y: -1e5 }, c.scale, bounds, viewport);
    const tl = mapToScreen({ ...far, scale: c.scale }, { x: bounds.x, y: bounds.y });
    const br = mapToScreen({ ...far, scale: c.scale }, { x: bounds.x + bounds.width, y: bounds.y + bounds.height });
    expect(tl.x).toBeLessThan(viewport.width);
    expect(br.y).toBeGreaterThan(0);
    expect(constrainPosition({ x: c.x, y: c.y }, c.scale, bounds, viewport)).toEqual({ x: c.x, y: c.y });
  });

  it('revealPoint moves the camera the least to bring a point inside the margin, and not at all when it is', () => {
    const c = { x: -2000, y: -1200, scale: 2 };
    const inside = screenToMap(c, { x: 600, y: 400 });
    expect(revealPoint(c, inside, viewport, 60)).toEqual(c);
    // past the right and bottom edges: it lands exactly on the margin
    const out = screenToMap(c, { x: 1400, y: 900 });
    const r = revealPoint(c, out, viewport, 60);
    expect(mapToScreen(r, out)).toEqual({ x: 1220, y: 740 });
    expect(r.scale).toBe(2);
    // near the left and top edges, inside the window but within the margin
    const near = screenToMap(c, { x: 10, y: 30 });
    expect(mapToScreen(revealPoint(c, near, viewport, 60), near)).toEqual({ x: 60, y: 60 });
    // a window smaller than twice the margin: the middle
    expect(mapToScreen(revealPoint(c, out, { width: 100, height: 80 }, 60), out)).toEqual({ x: 50, y: 40 });
  });
});
