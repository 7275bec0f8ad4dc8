// Copy and paste of a map region with what stands on it: terrain, units and features, relative to the
// region's top-left node. A clip is plain JSON, so it can go from one scenario to another (the screen
// keeps it in the browser's storage).
import { produce, type Draft } from 'immer';
import { cellName, inMap, parseCellName, type Cell } from '../engine/geometry';
import { rowChars, spacedRows, writeRow, type EditorDoc, type EditorFeature, type EditorUnit } from './document';

export interface Clip {
  width: number;
  height: number;
  /** Terrain characters, row by row. */
  terrain: string[][];
  /** Units and features with `node` written as an offset "dc,dr" from the top-left. */
  units: (EditorUnit & { at: [number, number] })[];
  features: (EditorFeature & { at: [number, number] })[];
}

const cellOfNode = (node: unknown): Cell | null => (typeof node === 'string' ? parseCellName(node.toUpperCase()) : null);

/** The region between two corner nodes (in either order). */
export function copyRegion(doc: EditorDoc, a: Cell, b: Cell): Clip {
  const left = Math.max(0, Math.min(a.col, b.col)), top = Math.max(0, Math.min(a.row, b.row));
  const right = Math.min(doc.map.width - 1, Math.max(a.col, b.col)), bottom = Math.min(doc.map.height - 1, Math.max(a.row, b.row));
  const inside = (c: Cell | null): c is Cell => !!c && c.col >= left && c.col <= right && c.row >= top && c.row <= bottom;
  const terrain: string[][] = [];
  for (let row = top; row <= bottom; row++) terrain.push(rowChars(doc.map.terrain[row]).slice(left, right + 1));
  const units = (doc.units ?? []).flatMap((u) => {
    const c = cellOfNode(u.node);
    return inside(c) ? [{ ...u, at: [c.col - left, c.row - top] as [number, number] }] : [];
  });
  const features = (doc.map.features ?? []).flatMap((f) => {
    const c = cellOfNode(f.node);
    return inside(c) ? [{ ...f, at: [c.col - left, c.row - top] as [number, number] }] : [];
  });
  return { width: right - left + 1, height: bottom - top + 1, terrain, units, features };
}

/**
 * Paste a clip with its top-left at a node: its terrain replaces the map's, its units replace those on
 * their nodes (an id already used elsewhere is dropped, so the game names the unit), its features are
 * added; what falls off the map is left out.
 */
export const pasteRegion = (doc: EditorDoc, clip: Clip, at: Cell): EditorDoc =>
  produce(doc, (d) => {
    const map = d.map;
    const spaced = spacedRows(map);
    clip.terrain.forEach((chars, dr) => {
      const row = at.row + dr;
      if (row < 0 || row >= map.height) return;
      const line = rowChars(map.terrain[row]);
      chars.forEach((ch, dc) => { if (at.col + dc < map.width && at.col + dc >= 0) line[at.col + dc] = ch; });
      map.terrain[row] = writeRow(line, row, spaced);
    });
    const target = (rel: [number, number]): Cell => ({ col: at.col + rel[0], row: at.row + rel[1] });
    const units = (d.units ??= []);
    for (const { at: rel, ...u } of clip.units) {
      const c = target(rel);
      if (!inMap(map, c)) continue;
      const node = cellName(c);
      const k = units.findIndex((x) => typeof x.node === 'string' && x.node.toUpperCase() === node);
      if (k >= 0) units.splice(k, 1);
      const placed = { ...u, node };
      if (placed.id !== undefined && units.some((x) => x.id === placed.id)) delete placed.id;
      units.push(placed as Draft<EditorUnit>);
    }
    const features = (map.features ??= []);
    for (const { at: rel, ...f } of clip.features) {
      const c = target(rel);
      if (!inMap(map, c)) continue;
      const node = cellName(c);
      if (!features.some((x) => x.kind === f.kind && x.node.toUpperCase() === node)) features.push({ ...f, node } as Draft<EditorFeature>);
    }
  });
