// Distance between two nodes of the map, in steps (the lattice's own metric), memoised per node name.
import { distance, parseCellName, cellToAxial, type Axial } from '../engine/geometry/index';

const axialCache = new Map<string, Axial>();
function axialOf(node: string): Axial {
  let a = axialCache.get(node);
  if (!a) { const c = parseCellName(node); a = c ? cellToAxial(c) : { q: 0, r: 0 }; axialCache.set(node, a); }
  return a;
}
export const nodeDistance = (a: string, b: string): number => distance(axialOf(a), axialOf(b));
