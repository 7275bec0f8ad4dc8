// "Where used": every place in the scenario that names a unit or a node — objectives, the round track,
// reinforcements, cards, setup zones, rule modules' options — found by walking the document for the
// name, so a module's own fields are found without the editor knowing them.
import { cellName, inMap, parseCellName } from '../engine/geometry';
import { formatPath } from '../scenarios/mapSchema';
import type { EditorDoc } from './document';
import { expandZoneCells } from './zones';

export interface Use { path: string; value: string }

const RECT = /^([A-Za-z]{1,3}[1-9][0-9]{0,3}):([A-Za-z]{1,3}[1-9][0-9]{0,3})$/;

/** Whether a text names the thing: equal to it (node names in any case), or a rectangle "A1:F9" holding the node. */
function names(value: string, name: string, node: boolean): boolean {
  if (!node) return value === name;
  if (value.toUpperCase() === name) return true;
  const m = RECT.exec(value);
  if (!m) return false;
  const a = parseCellName(m[1].toUpperCase()), b = parseCellName(m[2].toUpperCase()), c = parseCellName(name);
  return !!(a && b && c) && c.col >= Math.min(a.col, b.col) && c.col <= Math.max(a.col, b.col) && c.row >= Math.min(a.row, b.row) && c.row <= Math.max(a.row, b.row);
}

/** Every use of a unit id or a node name, with its path; the terrain rows and the thing's own entry are left out. */
export function whereUsed(doc: EditorDoc, name: string): Use[] {
  const node = /^[A-Za-z]{1,3}[1-9][0-9]{0,3}$/.test(name);
  const key = node ? name.toUpperCase() : name;
  const out: Use[] = [];
  const walk = (v: unknown, path: (string | number)[]) => {
    if (typeof v === 'string') {
      if (names(v, key, node)) out.push({ path: formatPath(path), value: v });
      return;
    }
    if (!v || typeof v !== 'object' || path.length > 12) return;
    if (path.length === 2 && path[0] === 'map' && path[1] === 'terrain') return;
    if (Array.isArray(v)) v.forEach((x, k) => walk(x, [...path, k]));
    else for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
  };
  walk(doc, []);
  return out;
}

/** The nodes a unit id or node name stands for on the map (for pinning a "where used" result). */
export function nodesOfUse(doc: EditorDoc, use: Use): string[] {
  const c = parseCellName(use.value.toUpperCase());
  if (c && inMap(doc.map, c)) return [cellName(c)];
  if (RECT.test(use.value)) return expandZoneCells(doc.map, [use.value]).map(cellName);
  return [];
}
