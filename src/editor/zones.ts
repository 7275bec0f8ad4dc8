// Setup zones as the editor paints them: the file's entries (nodes "C7", rectangles "A1:F22") read
// by the scenario format's own reader (expandZone), written back as one run per row.
import { cellName, type Cell, type MapShape } from '../engine/geometry';
import { expandZone } from '../scenarios/mapSchema';

/** The nodes of a zone's entries that lie on the map. */
export const expandZoneCells = (shape: MapShape, entries: readonly string[]): Cell[] => expandZone(shape, entries.filter((e) => typeof e === 'string'), 'zone').cells;

/** Zone entries for a set of nodes: each row's runs of neighbouring columns, "C3" or "C3:F3". */
export function zoneEntries(cells: readonly Cell[]): string[] {
  const sorted = [...cells].sort((a, b) => a.row - b.row || a.col - b.col);
  const out: string[] = [];
  for (let k = 0; k < sorted.length; ) {
    let end = k;
    while (end + 1 < sorted.length && sorted[end + 1].row === sorted[k].row && sorted[end + 1].col === sorted[end].col + 1) end++;
    const a = cellName(sorted[k]);
    out.push(end === k ? a : `${a}:${cellName(sorted[end])}`);
    k = end + 1;
  }
  return out;
}
