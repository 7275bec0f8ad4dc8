// How deep a file nests its lists and objects, measured without recursion, so a hostile file (one value
// nested 50,000 levels deep in 100 kB) is refused with the depth found before JSON.stringify, zod or
// the scenario fingerprint walk it and overflow the stack. Pure: no DOM, no engine.
import { MAX_NESTING } from './limits';
import type { DataError } from '../scenarios/mapSchema';

/** The deepest nesting of `[` and `{` in JSON text (outside its strings), in one pass. */
export function textDepth(text: string): number {
  let depth = 0, deepest = 0, inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // a backslash: the next character is escaped
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) deepest = Math.max(deepest, ++depth);
    else if (c === 93 || c === 125) depth--;
  }
  return deepest;
}

/** The nesting depth of a value read already (from IndexedDB, say), counted up to `limit + 1` and no further. */
export function valueDepth(value: unknown, limit = MAX_NESTING): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  const seen = new Set<object>();
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (v === null || typeof v !== 'object' || seen.has(v)) continue;
    seen.add(v);
    deepest = Math.max(deepest, d + 1);
    if (deepest > limit) return deepest;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, d + 1]);
  }
  return deepest;
}

/** The refusal of a file nested deeper than `limit` (what: 'save' or 'scenario'), or null. */
export function tooDeep(depth: number, what: 'save' | 'scenario', path = '(file)', limit = MAX_NESTING): DataError | null {
  if (depth <= limit) return null;
  const found = depth > limit + 1 ? `${depth} levels` : `more than ${limit} levels`;
  return { path, message: `the ${what} is nested ${found} deep; a ${what} nests lists and objects at most ${limit} levels deep` };
}
