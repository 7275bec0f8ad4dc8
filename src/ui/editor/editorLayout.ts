// The map layout of the document being edited: the game's MapLayout (layout.ts), built from whatever
// the rows hold (a short row reads as sea, an unknown character as sea: the checks name them), so a
// broken file still draws. One per map object: an edit that leaves the map alone keeps its layout.
import { nodeIndex, type NodeIndex } from '../../engine/geometry';
import { terrainGrid, type EditorMap } from '../../editor/document';
import type { Feature } from '../../scenarios/mapSchema';
import { mapBounds, type MapLayout } from '../map/layout';

const layouts = new WeakMap<EditorMap, MapLayout>();

export function editorLayout(map: EditorMap): MapLayout {
  let layout = layouts.get(map);
  if (layout) return layout;
  const shape = { width: map.width, height: map.height };
  const features = (map.features ?? []).filter((f): f is Feature => !!f && typeof f.node === 'string' && nodeIndex(shape, f.node.toUpperCase()) >= 0) as Feature[];
  const featuresAt = new Map<NodeIndex, Feature[]>();
  for (const f of features) {
    const i = nodeIndex(shape, f.node.toUpperCase());
    featuresAt.set(i, [...(featuresAt.get(i) ?? []), f]);
  }
  layout = { shape, terrain: terrainGrid(map), features, featuresAt, bounds: mapBounds(shape) };
  layouts.set(map, layout);
  return layout;
}
