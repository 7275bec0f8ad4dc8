// A derived, cached index of a scenario's map for hot loops: terrain and navigability per node
// index, node names both ways, the neighbour table of the map's topology (node-major, `degree`
// entries per node: 6 on ENB's lattice, 8 on square8).
// Nothing here is game state; it is rebuilt from the map when needed (cached per map).
import { TERRAINS, isNavigable, nodeName, type MapShape, type NodeIndex, type Terrain } from './grid';
import { TOPOLOGIES, type Topology, type TopologyId } from './topology';
import { decodeTerrain, type TerrainRows } from './terrain';

/** What the board needs of a scenario's map: its rows and the features that block ships. */
export interface MapData extends TerrainRows { features: readonly { kind: string; node: string }[]; topology?: TopologyId }

export interface Board {
  shape: MapShape;
  /** How nodes neighbour each other (absent from the map: ENB's lattice). */
  topology: Topology;
  /** The stride of `neighbours`: the topology's number of directions. */
  degree: number;
  size: number;
  terrain: Terrain[];
  /** 1 where the terrain is sea (torpedo lines, §5.2). */
  sea: Uint8Array;
  /** R-GRID-3: navigable[0] for deep-draft ships, navigable[1] for shallowDraft ships. */
  navigable: [Uint8Array, Uint8Array];
  /** R-MOVE-2: nodes a ship may never enter because of a map feature (airfields). */
  featureBlocked: Uint8Array;
  /** navigable and not featureBlocked, per draft as in `navigable`: where a ship may step. */
  passable: [Uint8Array, Uint8Array];
  names: string[];
  index: Map<string, NodeIndex>;
  neighbours: Int32Array;
}

const byMap = new WeakMap<MapData, Board>();
const byKey = new Map<string, Board>();

function build(map: MapData): Board {
  const shape = { width: map.width, height: map.height };
  const size = map.width * map.height;
  const { terrain } = decodeTerrain(map);
  const sea = new Uint8Array(size);
  const deep = new Uint8Array(size);
  const shallow = new Uint8Array(size);
  const names: string[] = new Array(size);
  const index = new Map<string, NodeIndex>();
  for (let i = 0; i < size; i++) {
    const t = terrain[i] ?? TERRAINS[4];
    sea[i] = t === 'sea' ? 1 : 0;
    deep[i] = isNavigable(t, false) ? 1 : 0;
    shallow[i] = isNavigable(t, true) ? 1 : 0;
    names[i] = nodeName(shape, i);
    index.set(names[i], i);
  }
  const featureBlocked = new Uint8Array(size);
  for (const f of map.features) {
    const i = index.get(f.node.toUpperCase());
    if (i !== undefined && f.kind === 'airfield') featureBlocked[i] = 1;
  }
  const passable: [Uint8Array, Uint8Array] = [deep.map((v, i) => (featureBlocked[i] ? 0 : v)), shallow.map((v, i) => (featureBlocked[i] ? 0 : v))];
  const topology = TOPOLOGIES[map.topology ?? 'lattice'];
  return { shape, topology, degree: topology.degree, size, terrain, sea, navigable: [deep, shallow], featureBlocked, passable, names, index, neighbours: topology.neighbours(shape) };
}

/** The board of a map: cached by object identity, and by content (states read back from JSON). */
export function boardOf(map: MapData): Board {
  let b = byMap.get(map);
  if (b) return b;
  const key = `${map.topology ?? 'lattice'}|${map.width}x${map.height}|${map.terrain.join('/')}|${JSON.stringify(map.features)}`;
  b = byKey.get(key);
  if (!b) {
    b = build(map);
    if (byKey.size > 32) byKey.clear();
    byKey.set(key, b);
  }
  byMap.set(map, b);
  return b;
}

/** The board of a game's map (any state or view: only its setup's map is read). */
export const boardOfState = (state: { setup: { map: MapData } }): Board => boardOf(state.setup.map);

/** The index of a node name on the board, or -1. */
export const indexOf = (board: Board, name: string): NodeIndex => board.index.get(name.toUpperCase()) ?? -1;
