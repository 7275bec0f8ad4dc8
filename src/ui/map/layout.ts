// Pixel geometry of the map: where a node is drawn, which node is under a point, the map's bounds.
// Map px are lattice units (plane.ts, neighbours 1 apart) times SPACING; the stage scales them.
import {
  cellOfIndex, columnName, indexOfCell, nodeIndex,
  type Cell, type MapShape, type NodeIndex, type Terrain,
} from '../../engine/geometry';
import { cellToPlane, planeToCell, ROW_HEIGHT } from './plane';
import { decodeTerrain, type Feature, type MapData } from '../../scenarios/mapSchema';

/** Map px between neighbouring nodes at scale 1. */
export const SPACING = 40;
/** Circumradius of a node's Voronoi cell (a pointy-top hexagon) in map px. */
export const HEX_RADIUS = SPACING / Math.sqrt(3);
/** How far the edge labels sit outside the outermost nodes, in lattice units. */
export const LABEL_GAP = 0.95;

export interface Point { x: number; y: number }
export interface Rect { x: number; y: number; width: number; height: number }

export interface MapLayout {
  shape: MapShape;
  /** Terrain per node index (row-major). */
  terrain: readonly Terrain[];
  features: readonly Feature[];
  /** Features per node index. */
  featuresAt: ReadonlyMap<NodeIndex, readonly Feature[]>;
  /** Everything drawn: the nodes' cells and the edge labels, in map px. */
  bounds: Rect;
  /**
   * In a game: the feature kinds that are the game's fixed units (coastal artillery, airfields): their
   * symbols are drawn with the units (gone once the unit is destroyed), not on the static map.
   */
  unitKinds?: ReadonlySet<string>;
}

/** Whether a feature is a fixed unit of the game the layout is for (an owned feature of a unit kind). */
export const isUnitFeature = (layout: MapLayout, f: Feature): boolean => !!f.owner && !!layout.unitKinds?.has(f.kind);

export const cellToPoint = (cell: Cell): Point => {
  const p = cellToPlane(cell);
  return { x: p.x * SPACING, y: p.y * SPACING };
};

export const nodeToPoint = (shape: MapShape, i: NodeIndex): Point => cellToPoint(cellOfIndex(shape, i));

/** The node whose cell contains a map point, or -1 when the point is off the map. */
export const pointToNode = (shape: MapShape, p: Point): NodeIndex => indexOfCell(shape, planeToCell(p.x / SPACING, p.y / SPACING));

/** The bounds of the drawn map (cells and edge labels) in map px. */
export function mapBounds(shape: MapShape): Rect {
  const labelHalf = 0.35;
  const left = -(LABEL_GAP + labelHalf);
  const right = shape.width - 1 + 0.5 + LABEL_GAP + labelHalf;
  const top = -(LABEL_GAP + labelHalf);
  const bottom = (shape.height - 1) * ROW_HEIGHT + LABEL_GAP + labelHalf;
  return { x: left * SPACING, y: top * SPACING, width: (right - left) * SPACING, height: (bottom - top) * SPACING };
}

/** Where the edge labels go: column letters above and below, row numbers left and right. */
export function edgeLabels(shape: MapShape): { text: string; x: number; y: number }[] {
  const out: { text: string; x: number; y: number }[] = [];
  const lastRow = shape.height - 1;
  const bottomOffset = lastRow % 2 === 1 ? 0.5 : 0;
  const topY = -LABEL_GAP * SPACING;
  const bottomY = (lastRow * ROW_HEIGHT + LABEL_GAP) * SPACING;
  for (let col = 0; col < shape.width; col++) {
    const letters = columnName(col);
    out.push({ text: letters, x: col * SPACING, y: topY });
    out.push({ text: letters, x: (col + bottomOffset) * SPACING, y: bottomY });
  }
  for (let row = 0; row < shape.height; row++) {
    const offset = row % 2 === 1 ? 0.5 : 0;
    const y = row * ROW_HEIGHT * SPACING;
    out.push({ text: String(row + 1), x: (offset - LABEL_GAP) * SPACING, y });
    out.push({ text: String(row + 1), x: (shape.width - 1 + offset + LABEL_GAP) * SPACING, y });
  }
  return out;
}

/** The map layout of a scenario map; cached per map object (scenario data is immutable). */
const layouts = new WeakMap<MapData, MapLayout>();
export function getMapLayout(map: MapData): MapLayout {
  let layout = layouts.get(map);
  if (!layout) {
    const shape = { width: map.width, height: map.height };
    const featuresAt = new Map<NodeIndex, Feature[]>();
    for (const f of map.features) {
      const i = nodeIndex(shape, f.node);
      if (i < 0) continue;
      const list = featuresAt.get(i);
      if (list) list.push(f);
      else featuresAt.set(i, [f]);
    }
    layout = { shape, terrain: decodeTerrain(map).terrain, features: map.features, featuresAt, bounds: mapBounds(shape) };
    layouts.set(map, layout);
  }
  return layout;
}

/** The layout of a game's map, whose fixed units (features of `unitKinds`) are drawn as units: one object per map and kinds. */
const gameLayouts = new WeakMap<MapData, Map<string, MapLayout>>();
export function getGameMapLayout(map: MapData, unitKinds: readonly string[]): MapLayout {
  const key = [...unitKinds].sort().join(' ');
  let byKinds = gameLayouts.get(map);
  if (!byKinds) gameLayouts.set(map, (byKinds = new Map()));
  let layout = byKinds.get(key);
  if (!layout) byKinds.set(key, (layout = { ...getMapLayout(map), unitKinds: new Set(unitKinds) }));
  return layout;
}

