// Grid topologies as data (issue 13, item 3): the ENB lattice and the 8-neighbour square grid behind
// one interface — neighbours, headings or none, rays and lines, distance — and the reachable-set
// search on both. A square8 map is refused without a rule module that plays on it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { boardOf, lattice, reachableWithoutHeadings, square8, type Topology } from '../../src/engine/geometry';
import { createGame, registerModule, unregisterModule } from '../../src/engine/index';
import { tinyScenario } from './fixtures/tiny';

const shape = { width: 5, height: 4 };
const at = (col: number, row: number) => row * shape.width + col;

/** A plain BFS with the topology's steps, for comparison. */
function plainBfs(t: Topology, passable: Uint8Array, start: number, mp: number): Map<number, number> {
  const seen = new Map([[start, 0]]);
  let frontier = [start];
  for (let c = 1; c <= mp; c++) {
    const next: number[] = [];
    for (const n of frontier)
      for (let d = 0; d < t.degree; d++) {
        const m = t.neighbours(shape)[n * t.degree + d];
        if (m >= 0 && passable[m] && !seen.has(m)) { seen.set(m, c); next.push(m); }
      }
    frontier = next;
  }
  return seen;
}

describe('square8', () => {
  it('8 neighbours inside, 3 in a corner, 5 on an edge; no headings', () => {
    const count = (i: number) => Array.from({ length: 8 }, (_, d) => square8.neighbours(shape)[i * 8 + d]).filter((x) => x >= 0).length;
    expect(count(at(2, 1))).toBe(8);
    expect(count(at(0, 0))).toBe(3);
    expect(count(at(2, 0))).toBe(5);
    expect(square8.headings).toBe(false);
    expect(square8.degree).toBe(8);
  });
  it('distance is the king\'s (Chebyshev); rays run along the 8 directions and stop at the edge; lines', () => {
    expect(square8.distance(shape, at(0, 0), at(3, 2))).toBe(3);
    expect(square8.ray(shape, at(0, 3), 1, 1, 5)).toEqual([at(1, 2), at(2, 1), at(3, 0)]); // NE to the top edge
    expect(square8.ray(shape, at(0, 0), 0, 2, 3)).toEqual([at(2, 0), at(3, 0)]);
    expect(square8.lineBetween(shape, at(0, 0), at(3, 3))).toEqual({ dir: 7, distance: 3 });
    expect(square8.lineBetween(shape, at(0, 0), at(2, 1))).toBeNull();
  });
  it('the reachable-set search equals a plain BFS with king\'s steps, blocking respected', () => {
    const passable = new Uint8Array(20).fill(1);
    passable[at(1, 1)] = 0; passable[at(2, 1)] = 0;
    const occupied = new Uint8Array(20);
    occupied[at(1, 0)] = 1;
    const reach = reachableWithoutHeadings(square8, shape, passable, occupied, at(0, 0), 2);
    const free = passable.map((p, i) => (p && !occupied[i] ? 1 : 0));
    expect([...reach.entries()].sort()).toEqual([...plainBfs(square8, free, at(0, 0), 2).entries()].sort());
    expect(reach.has(at(2, 0))).toBe(false); // both ways to it are blocked within 2 steps
  });
});

describe('lattice behind the same interface', () => {
  it('6 neighbours, headings, the lattice distance and lines; the headless search works on it too', () => {
    expect(lattice.degree).toBe(6);
    expect(lattice.headings).toBe(true);
    expect(lattice.distance(shape, at(0, 0), at(2, 0))).toBe(2);
    expect(lattice.lineBetween(shape, at(0, 0), at(3, 0))).toEqual({ dir: 0, distance: 3 });
    expect(lattice.ray(shape, at(0, 0), 0, 1, 9)).toEqual([at(1, 0), at(2, 0), at(3, 0), at(4, 0)]);
    const all = new Uint8Array(20).fill(1);
    const reach = reachableWithoutHeadings(lattice, shape, all, new Uint8Array(20), at(0, 0), 2);
    expect([...reach.entries()].sort()).toEqual([...plainBfs(lattice, all, at(0, 0), 2).entries()].sort());
  });
});

describe('the board of a map carries its topology', () => {
  const rows = (w: number, h: number) => Array.from({ length: h }, () => '.'.repeat(w));
  it('a map without a topology is the lattice: stride 6, the lattice neighbour table', () => {
    const b = boardOf({ width: 5, height: 4, terrain: rows(5, 4), features: [] });
    expect(b.topology).toBe(lattice);
    expect(b.degree).toBe(6);
    expect([...b.neighbours]).toEqual([...lattice.neighbours(shape)]);
  });
  it('a square8 map: stride 8, king\'s neighbours; the reachable search runs on the board', () => {
    const b = boardOf({ width: 5, height: 4, terrain: rows(5, 4), features: [], topology: 'square8' });
    expect(b.topology).toBe(square8);
    expect(b.degree).toBe(8);
    expect(b.neighbours[at(2, 1) * 8 + 3]).toBe(at(1, 0)); // NW
    const reach = reachableWithoutHeadings(b.topology, b.shape, b.passable[0], new Uint8Array(b.size), at(0, 0), 2);
    expect(reach.get(at(2, 2))).toBe(2);
    expect(reach.size).toBe(9);
  });
  it('the same rows under two topologies are two boards', () => {
    const a = boardOf({ width: 5, height: 4, terrain: rows(5, 4), features: [] });
    const b = boardOf({ width: 5, height: 4, terrain: rows(5, 4), features: [], topology: 'square8' });
    expect(a).not.toBe(b);
  });
});

describe('a square8 map in a scenario', () => {
  const board = z.object({}).strict();
  beforeAll(() => registerModule({ id: 'kings', name: { en: 'Kings', pl: 'Króle' }, options: board, topology: 'square8' }));
  afterAll(() => unregisterModule('kings'));
  const sc = (modules?: unknown) => {
    const s = tinyScenario({ units: [['blue', 'DD', 'B4', 'E'], ['red', 'DD', 'K4', 'W']], rules: modules ? { modules } : {} }) as { map: Record<string, unknown> };
    return { ...s, map: { ...s.map, topology: 'square8' } };
  };
  it('ENB alone refuses it, with the path; a module that plays on it is accepted; an unknown grid is refused', () => {
    const alone = createGame(sc(), 1);
    expect(alone.ok ? [] : alone.errors).toEqual([{ path: 'map.topology', message: "a square8 map needs a rule module that plays on it (rules.modules); ENB's own rules play on the lattice" }]);
    expect(createGame(sc([{ id: 'kings' }]), 1).ok).toBe(true);
    const hex = createGame({ ...sc(), map: { ...sc().map, topology: 'hex' } }, 1);
    expect(hex.ok ? [] : hex.errors.map((e) => e.path)).toEqual(['map.topology']);
  });
});
