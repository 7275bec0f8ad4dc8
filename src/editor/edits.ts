// The edits a designer makes, as pure functions: a document in, a new document out (immer: only what
// changed is copied, so the undo history of hundreds of edits costs little). The screen wraps each in
// a command (history.ts); none of them refuses an edit the checks would call wrong — they only keep
// the document a scenario file's shape.
import { produce, type Draft } from 'immer';
import { cellName, inMap, parseCellName, TOPOLOGIES, type Cell, type Terrain } from '../engine/geometry';
import { rowChars, spacedRows, terrainChar, writeRow, type EditorDoc, type EditorFeature, type EditorMap, type EditorUnit } from './document';
import { expandZoneCells, zoneEntries } from './zones';

export type Side = 'blue' | 'red';

const nodeOf = (c: Cell) => cellName(c);
const sameNode = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/** Set the terrain of these nodes (a brush stroke); nodes off the map are skipped. */
export const paintTerrain = (doc: EditorDoc, cells: readonly Cell[], t: Terrain): EditorDoc =>
  produce(doc, (d) => {
    const map = d.map;
    const spaced = spacedRows(map);
    const rows = new Map<number, string[]>();
    for (const c of cells) {
      if (!inMap(map, c)) continue;
      let chars = rows.get(c.row);
      if (!chars) rows.set(c.row, (chars = padded(rowChars(map.terrain[c.row]), map.width)));
      chars[c.col] = terrainChar(t);
    }
    for (const [row, chars] of rows) {
      const line = writeRow(chars, row, spaced);
      if (map.terrain[row] !== line) map.terrain[row] = line;
    }
  });

const padded = (chars: string[], width: number): string[] => (chars.length >= width ? chars : [...chars, ...Array<string>(width - chars.length).fill('.')]);

/** The nodes a fill from `start` reaches: connected nodes of the same terrain (neighbours of the map's own grid). */
export function fillArea(map: EditorMap, start: Cell, grid: readonly Terrain[]): Cell[] {
  if (!inMap(map, start)) return [];
  const topology = TOPOLOGIES[map.topology ?? 'lattice'];
  const table = topology.neighbours(map);
  const from = start.row * map.width + start.col;
  const want = grid[from];
  const seen = new Uint8Array(map.width * map.height);
  const stack = [from];
  seen[from] = 1;
  const out: Cell[] = [];
  while (stack.length) {
    const i = stack.pop()!;
    out.push({ col: i % map.width, row: Math.floor(i / map.width) });
    for (let k = 0; k < topology.degree; k++) {
      const j = table[i * topology.degree + k];
      if (j >= 0 && !seen[j] && grid[j] === want) { seen[j] = 1; stack.push(j); }
    }
  }
  return out;
}

/** Resize the map: rows and columns added at the bottom and right are sea; cut ones are dropped (units and features stay, and the checks say they are off the map). */
export const resizeMap = (doc: EditorDoc, width: number, height: number): EditorDoc =>
  produce(doc, (d) => {
    const spaced = spacedRows(d.map);
    const rows: string[] = [];
    for (let row = 0; row < height; row++) {
      const chars = padded(rowChars(d.map.terrain[row]), width).slice(0, width);
      rows.push(writeRow(chars, row, spaced));
    }
    d.map.width = width;
    d.map.height = height;
    d.map.terrain = rows;
  });

/** Place a unit on a node: it replaces the unit standing there. */
export const placeUnit = (doc: EditorDoc, unit: EditorUnit): EditorDoc =>
  produce(doc, (d) => {
    const units = (d.units ??= []);
    const k = units.findIndex((u) => sameNode(String(u.node), unit.node));
    if (k >= 0) units[k] = unit as Draft<EditorUnit>;
    else units.push(unit as Draft<EditorUnit>);
  });

export const unitIndexAt = (doc: EditorDoc, node: string): number => (doc.units ?? []).findIndex((u) => typeof u.node === 'string' && sameNode(u.node, node));

export const removeUnitAt = (doc: EditorDoc, node: string): EditorDoc => {
  const k = unitIndexAt(doc, node);
  return k < 0 ? doc : produce(doc, (d) => { d.units!.splice(k, 1); });
};

/** Turn the unit on a node one heading counter-clockwise (the lattice's six headings; a name becomes its number). */
export const rotateUnitAt = (doc: EditorDoc, node: string, by = 1): EditorDoc => {
  const k = unitIndexAt(doc, node);
  if (k < 0) return doc;
  return produce(doc, (d) => {
    const u = d.units![k];
    const names = ['E', 'NE', 'NW', 'W', 'SW', 'SE'];
    const now = typeof u.heading === 'number' ? u.heading : Math.max(0, names.indexOf(String(u.heading)));
    u.heading = (((now + by) % 6) + 6) % 6;
  });
};

/** Add a feature on a node (replacing one of the same kind there), or remove it. */
export const placeFeature = (doc: EditorDoc, feature: EditorFeature): EditorDoc =>
  produce(doc, (d) => {
    const list = (d.map.features ??= []);
    const k = list.findIndex((f) => f.kind === feature.kind && sameNode(f.node, feature.node));
    if (k >= 0) list[k] = feature as Draft<EditorFeature>;
    else list.push(feature as Draft<EditorFeature>);
  });

export const removeFeaturesAt = (doc: EditorDoc, node: string): EditorDoc => {
  const list = doc.map.features ?? [];
  if (!list.some((f) => sameNode(f.node, node))) return doc;
  return produce(doc, (d) => { d.map.features = d.map.features!.filter((f) => !sameNode(f.node, node)); });
};

/** Add these nodes to a side's setup zone, or take them out (`on` false); the zone is rewritten as row runs. */
export const setZoneNodes = (doc: EditorDoc, side: Side, cells: readonly Cell[], on: boolean): EditorDoc => {
  const now = expandZoneCells(doc.map, doc.map.setupZones?.[side] ?? []);
  const keys = new Set(now.map(nodeOf));
  let changed = false;
  for (const c of cells) {
    if (!inMap(doc.map, c)) continue;
    const k = nodeOf(c);
    if (on !== keys.has(k)) { changed = true; if (on) keys.add(k); else keys.delete(k); }
  }
  if (!changed) return doc;
  return produce(doc, (d) => {
    d.map.setupZones ??= { blue: [], red: [] };
    d.map.setupZones[side] = zoneEntries([...keys].map((n) => parseCellName(n)!));
  });
};

/** Set (or with undefined, remove) one field anywhere in the document: titles, briefing, rounds, rule options, objectives… */
export const setField = (doc: EditorDoc, path: readonly (string | number)[], value: unknown): EditorDoc =>
  produce(doc, (d) => {
    let at: Record<string | number, unknown> = d as unknown as Record<string, unknown>;
    for (const key of path.slice(0, -1)) {
      const next = at[key];
      if (next === null || typeof next !== 'object') at[key] = typeof key === 'number' ? [] : {};
      at = at[key] as Record<string | number, unknown>;
    }
    const last = path[path.length - 1];
    if (value === undefined) {
      if (Array.isArray(at) && typeof last === 'number') at.splice(last, 1);
      else delete at[last];
    } else at[last] = value;
  });

/** The value at a path, or undefined. */
export function valueAt(doc: unknown, path: readonly (string | number)[]): unknown {
  let at: unknown = doc;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string | number, unknown>)[key];
  }
  return at;
}
