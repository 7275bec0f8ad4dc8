import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DIRECTION_STEPS, axialToCell, cellName, cellToAxial, columnName, distance, indexOfCell, isNavigable,
  lineBetween, neighbour, neighbours, nodeIndex, nodeName, parseCellName, ray, relativeDirection,
  turnLeft, turnRight, turnsBetween, type Direction,
} from '../../src/engine/geometry/grid';
import { cellToPlane, planeToCell } from '../../src/ui/map/plane';
import { checkProperty } from '../fuzz/checkProperty';

const shape = { width: 32, height: 22 };
const dirArb = fc.integer({ min: 0, max: 5 }) as fc.Arbitrary<Direction>;
const cellArb = fc.record({ col: fc.integer({ min: 0, max: 31 }), row: fc.integer({ min: 0, max: 21 }) });

describe('R-GRID-1 axial coordinates and the six directions', () => {
  it.each([
    [0, 'E', [1, 0]], [1, 'NE', [1, -1]], [2, 'NW', [0, -1]], [3, 'W', [-1, 0]], [4, 'SW', [-1, 1]], [5, 'SE', [0, 1]],
  ])('R-GRID-1: direction %i (%s) steps %j', (d, _name, stepQR) => {
    expect(DIRECTION_STEPS[d]).toEqual(stepQR);
  });
  it('R-GRID-1: the directions run counter-clockwise on screen (y grows downwards)', () => {
    const angles = DIRECTION_STEPS.map(([q, r]) => {
      const x = q + r / 2, y = -r * Math.sqrt(3) / 2; // y up
      return Math.round((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
    });
    expect(angles).toEqual([0, 60, 120, 180, 240, 300]);
  });
  it('R-GRID-1: an interior node has exactly 6 neighbours, a corner fewer', () => {
    expect(neighbours(shape, indexOfCell(shape, { col: 5, row: 5 }))).toHaveLength(6);
    expect(neighbours(shape, 0).length).toBeLessThan(6);
  });
  it('relative directions: 0 ahead, 1 ahead-left, 3 astern, 5 ahead-right', () => {
    expect(relativeDirection(0, 0)).toBe(0);
    expect(relativeDirection(0, 1)).toBe(1);
    expect(relativeDirection(5, 1)).toBe(0);
    expect(relativeDirection(1, 3)).toBe(4);
    expect(relativeDirection(0, 5)).toBe(5);
    expect(relativeDirection(2, -1)).toBe(1);
  });
  it('turning left then right returns the heading; six lefts make a circle', () => {
    checkProperty(fc.property(dirArb, (h) => {
      expect(turnRight(turnLeft(h))).toBe(h);
      let x = h; for (let i = 0; i < 6; i++) x = turnLeft(x);
      expect(x).toBe(h);
    }));
    expect(turnsBetween(0, 3)).toBe(3);
    expect(turnsBetween(0, 5)).toBe(1);
  });
});

describe('distance, lines and rays', () => {
  it('distance is a metric: symmetric, zero only on itself, triangle inequality', () => {
    checkProperty(fc.property(cellArb, cellArb, cellArb, (a, b, c) => {
      const [A, B, C] = [a, b, c].map(cellToAxial);
      expect(distance(A, B)).toBe(distance(B, A));
      expect(distance(A, B) === 0).toBe(a.col === b.col && a.row === b.row);
      expect(distance(A, C)).toBeLessThanOrEqual(distance(A, B) + distance(B, C));
    }));
  });
  it('neighbours are at distance 1 and the neighbour relation is symmetric', () => {
    checkProperty(fc.property(cellArb, dirArb, (c, d) => {
      const i = indexOfCell(shape, c);
      const j = neighbour(shape, i, d);
      if (j < 0) return;
      expect(neighbour(shape, j, relativeDirection(d, 3))).toBe(i);
      expect(distance(cellToAxial(c), cellToAxial({ col: j % 32, row: Math.floor(j / 32) }))).toBe(1);
    }));
  });
  it('a ray from..to holds the nodes on the line at those distances, nearest first, cut at the edge', () => {
    const c7 = nodeIndex(shape, 'C7');
    const r = ray(shape, c7, 0, 1, 3).map((i) => nodeName(shape, i));
    expect(r).toEqual(['D7', 'E7', 'F7']);
    expect(ray(shape, c7, 3, 2, 5).map((i) => nodeName(shape, i))).toEqual(['A7']); // B7 at 1 skipped, edge after A7
    checkProperty(fc.property(cellArb, dirArb, fc.integer({ min: 1, max: 4 }), (c, d, to) => {
      const i = indexOfCell(shape, c);
      ray(shape, i, d, 1, to).forEach((j, k) => {
        const line = lineBetween(cellToAxial(c), cellToAxial({ col: j % 32, row: Math.floor(j / 32) }));
        expect(line).toEqual({ dir: d, distance: k + 1 });
      });
    }));
  });
  it('NE from an even row and an odd row', () => {
    expect(nodeName(shape, neighbour(shape, nodeIndex(shape, 'C7'), 1))).toBe('C6'); // row 6 (index) even -> odd row above
    expect(nodeName(shape, neighbour(shape, nodeIndex(shape, 'C6'), 1))).toBe('D5');
    expect(nodeName(shape, neighbour(shape, nodeIndex(shape, 'C6'), 2))).toBe('C5');
    expect(nodeName(shape, neighbour(shape, nodeIndex(shape, 'C7'), 2))).toBe('B6');
  });
});

describe('R-GRID-2 the rectangular map and node names', () => {
  it.each([
    [{ col: 0, row: 0 }, 'A1'], [{ col: 2, row: 6 }, 'C7'], [{ col: 25, row: 9 }, 'Z10'],
    [{ col: 26, row: 0 }, 'AA1'], [{ col: 27, row: 11 }, 'AB12'], [{ col: 701, row: 0 }, 'ZZ1'], [{ col: 702, row: 0 }, 'AAA1'],
  ])('R-GRID-2: %j is named %s and back', (cell, name) => {
    expect(cellName(cell)).toBe(name);
    expect(parseCellName(name)).toEqual(cell);
  });
  it('R-GRID-2: q = col − floor(r/2)', () => {
    expect(cellToAxial({ col: 3, row: 5 })).toEqual({ q: 1, r: 5 });
    checkProperty(fc.property(cellArb, (c) => { expect(axialToCell(cellToAxial(c))).toEqual(c); }));
  });
  it('R-GRID-2: names round-trip for every node; malformed names are refused', () => {
    checkProperty(fc.property(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 0, max: 998 }), (col, row) => {
      expect(parseCellName(cellName({ col, row }))).toEqual({ col, row });
    }));
    for (const bad of ['', 'C', '7', 'C0', 'C07', '7C', 'C-1', 'ÄB3']) expect(parseCellName(bad)).toBeNull();
    expect(nodeIndex(shape, 'AG1')).toBe(-1); // column 33 of a 32-wide map
    expect(nodeIndex(shape, 'A23')).toBe(-1);
  });
  it('R-GRID-2: the map is a rectangle on screen (rows horizontal, odd rows offset by half)', () => {
    expect(cellToPlane({ col: 0, row: 1 }).x).toBe(0.5);
    expect(cellToPlane({ col: 0, row: 2 }).x).toBe(0);
  });
  it('picking by geometry finds the node under a point near it', () => {
    checkProperty(fc.property(cellArb, fc.double({ min: -0.4, max: 0.4, noNaN: true }), fc.double({ min: -0.4, max: 0.4, noNaN: true }), (c, dx, dy) => {
      const p = cellToPlane(c);
      expect(planeToCell(p.x + dx * 0.75, p.y + dy * 0.75)).toEqual(c); // within 0.43 of the node: inside its cell (inradius 0.5)
    }));
  });
});

describe('R-GRID-3 navigability', () => {
  it.each([
    ['sea', false, true], ['coast', false, true], ['shallow', false, false], ['shallow', true, true],
    ['land', true, false], ['reef', true, false],
  ] as const)('R-GRID-3: %s with shallowDraft=%s is navigable: %s', (t, draft, ok) => {
    expect(isNavigable(t, draft)).toBe(ok);
  });
});
