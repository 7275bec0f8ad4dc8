// Live validation: the scenario checked exactly as the game checks it before play (the engine's
// checkScenarioForPlay: the scenario schema, the map, units, cards, objectives, rule modules and their
// options) — never a check of the editor's own. Each problem keeps the engine's path and reason, and
// gets the nodes it is about, found in the document at that path, so the map can pin it.
import { checkScenarioForPlay } from '../engine';
import { cellName, inMap, parseCellName } from '../engine/geometry';
import type { EditorDoc } from './document';
import { valueAt } from './edits';

export interface Problem {
  /** Where in the scenario file ("units[3].node"), as the game's loader says it. */
  path: string;
  message: string;
  /** Nodes on the map it is about (may be empty). */
  nodes: string[];
}

const NODE = /^[A-Za-z]{1,3}[1-9][0-9]{0,3}$/;
const NODE_IN_TEXT = /\b[A-Z]{1,3}[1-9][0-9]{0,3}\b/g;

/** A loader path ("map.setupZones.blue[2]") as keys. */
export function pathKeys(path: string): (string | number)[] {
  const keys: (string | number)[] = [];
  for (const m of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) keys.push(m[2] !== undefined ? Number(m[2]) : m[1]);
  return keys;
}

/** Node names (on the map) held by a value: a node, a rectangle's corners, or any of these a little deeper. */
function nodesIn(value: unknown, shape: { width: number; height: number }, depth = 0, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    for (const part of value.split(':')) {
      const c = NODE.test(part) ? parseCellName(part.toUpperCase()) : null;
      if (c && inMap(shape, c)) out.add(cellName(c));
    }
  } else if (value && typeof value === 'object' && depth < 3 && out.size < 64) {
    for (const v of Object.values(value)) nodesIn(v, shape, depth + 1, out);
  }
  return out;
}

/** The nodes a problem is about: at its path, else at the nearest enclosing entry, else named in its reason. */
export function problemNodes(doc: EditorDoc, path: string, message: string): string[] {
  const shape = { width: Number(doc.map?.width) || 0, height: Number(doc.map?.height) || 0 };
  const keys = pathKeys(path);
  // a terrain row: the node of the column the reason names (else the row's first)
  if (keys[0] === 'map' && keys[1] === 'terrain' && typeof keys[2] === 'number') {
    const col = Number(/column (\d+)/.exec(message)?.[1] ?? 1) - 1;
    const c = { col: Math.max(0, Math.min(shape.width - 1, col)), row: keys[2] };
    return inMap(shape, c) ? [cellName(c)] : [];
  }
  // the nearest entry of a list at or above the path ("units[3]", "rules.modules[0].options.guns[1]")
  for (let n = keys.length; n >= 2; n--) {
    if (n < keys.length && typeof keys[n - 1] !== 'number') continue;
    const found = nodesIn(valueAt(doc, keys.slice(0, n)), shape);
    if (found.size) return [...found];
  }
  const named = new Set<string>();
  for (const m of message.matchAll(NODE_IN_TEXT)) {
    const c = parseCellName(m[0]);
    if (c && inMap(shape, c)) named.add(cellName(c));
  }
  return [...named];
}

/** Every problem that keeps the scenario from being played, each with the nodes it is about. */
export function validateDoc(doc: EditorDoc): Problem[] {
  let r: ReturnType<typeof checkScenarioForPlay>;
  try {
    r = checkScenarioForPlay(doc);
  } catch (e) {
    // a check that throws is the game's bug; the editor still says so rather than failing
    return [{ path: '(file)', message: `the game's checks failed: ${(e as Error).message}`, nodes: [] }];
  }
  if (r.ok) return [];
  return r.errors.map((e) => ({ path: e.path, message: e.message, nodes: problemNodes(doc, e.path, e.message) }));
}
