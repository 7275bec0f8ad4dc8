// What a press (and a drag) on a map node does with the tool in hand: each an edit of the document,
// the edits of one drag merged into one undo step.
import { parseCellName, type Cell } from '../../engine/geometry';
import { terrainGrid } from '../../editor/document';
import { fillArea, paintTerrain, placeFeature, placeUnit, removeFeaturesAt, removeUnitAt, rotateUnitAt, setZoneNodes, unitIndexAt } from '../../editor/edits';
import { expandZoneCells } from '../../editor/zones';
import { cellName } from '../../engine/geometry';
import { STROKE, useEditor } from './editorStore';
import { moduleEditorTool } from './moduleTools';

let gestureSeq = 0;
let gesture = '';
/** The zone tool's mode for the drag: adding nodes (the first was outside) or taking them out. */
let zoneOn = true;

/** A press on a node: a new gesture. `alt` turns counter-clockwise (rotate) or takes out (zone). */
export function pressNode(cell: Cell, alt = false): void {
  gesture = `${STROKE}${++gestureSeq}`;
  const s = useEditor.getState();
  const doc = s.history?.present;
  if (!doc) return;
  const node = cellName(cell);
  if (s.tool === 'zone') zoneOn = !alt && !expandZoneCells(doc.map, doc.map.setupZones?.[s.side] ?? []).some((c) => c.col === cell.col && c.row === cell.row);
  if (s.tool === 'select') return s.set({ selection: { a: cell, b: cell } });
  if (s.tool === 'fill') return s.edit('fill', (d) => paintTerrain(d, fillArea(d.map, cell, terrainGrid(d.map)), s.terrain));
  if (s.tool === 'unit') return s.edit('unit', (d) => placeUnit(d, { owner: s.side, class: s.unitClass, node, heading: s.side === 'blue' ? 0 : 3 }));
  if (s.tool === 'rotate') return s.edit('rotate', (d) => rotateUnitAt(d, node, alt ? -1 : 1));
  if (s.tool === 'feature') return s.edit('feature', (d) => placeFeature(d, { kind: s.featureKind, node, owner: s.side }));
  if (s.tool.startsWith('module:')) {
    const tool = moduleEditorTool(s.tool);
    if (tool) s.edit(tool.id, (d) => tool.apply(d, node, s.side) as typeof d);
    return;
  }
  dragNode(cell);
}

/** The pointer moved onto another node while pressed. */
export function dragNode(cell: Cell): void {
  const s = useEditor.getState();
  const node = cellName(cell);
  if (s.tool === 'terrain') s.edit('paint', (d) => paintTerrain(d, [cell], s.terrain), gesture);
  else if (s.tool === 'zone') s.edit('zone', (d) => setZoneNodes(d, s.side, [cell], zoneOn), gesture);
  else if (s.tool === 'erase') s.edit('erase', (d) => (unitIndexAt(d, node) >= 0 ? removeUnitAt(d, node) : removeFeaturesAt(d, node)), gesture);
  else if (s.tool === 'select' && s.selection) s.set({ selection: { a: s.selection.a, b: cell } });
}

/** The press ended. */
export function releaseNode(): void {
  useEditor.getState().endGesture();
}

export const cellOfNode = (node: string): Cell | null => parseCellName(node.toUpperCase());
