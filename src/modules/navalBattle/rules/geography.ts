// Module N's geography, worked out once per game from the map and the options: water, the two ports
// and their entrances, the battery sites beside the entrances, neutral waters (N-PORT, N-NEUTRAL).
// Field indexes are row-major; the square grid's 8 neighbours (geometry/topology.ts square8).
import { decodeTerrain, nodeIndex, nodeName, square8, type MapShape, expandZone, type DataError, type MapData, type PlayerId } from '../../../engine/author';
import type { NavalOptions, PortData } from './fleet';
import { fleetSize } from './fleet';

export interface Entrance { owner: PlayerId; inside: number; outside: number; sites: number[] }

export interface Geography {
  shape: MapShape;
  n: number;
  /** The 8 neighbours of each field (-1: off the map). */
  nb: Int32Array;
  water: Uint8Array;
  /** 0 none, 1 blue's port, 2 red's. */
  port: Uint8Array;
  neutral: Uint8Array;
  entrances: Entrance[];
  /** N-BATTERY-1: the fields a side's batteries may stand on (port fields on the coast beside an entrance). */
  sites: Record<PlayerId, number[]>;
  portFields: Record<PlayerId, number[]>;
  names: string[];
  /** A field's index by its name. */
  index: Map<string, number>;
}

export const PORT_CODE: Record<PlayerId, number> = { blue: 1, red: 2 };
const ORTHOGONAL = [0, 2, 4, 6]; // E, N, W, S in square8's directions

function fieldsOf(shape: MapShape, entries: readonly string[]): number[] {
  return expandZone(shape, entries, '').cells.map((c) => c.row * shape.width + c.col);
}

function build(map: MapData, o: NavalOptions): Geography {
  const shape = { width: map.width, height: map.height };
  const n = shape.width * shape.height;
  const nb = square8.neighbours(shape);
  const { terrain } = decodeTerrain(map);
  const water = new Uint8Array(n);
  for (let i = 0; i < n; i++) water[i] = terrain[i] === 'sea' || terrain[i] === 'shallow' ? 1 : 0;
  const port = new Uint8Array(n);
  const portFields = { blue: fieldsOf(shape, o.ports.blue.fields), red: fieldsOf(shape, o.ports.red.fields) };
  for (const p of ['blue', 'red'] as const) for (const i of portFields[p]) port[i] = PORT_CODE[p];
  const neutral = new Uint8Array(n);
  for (const i of fieldsOf(shape, o.neutral)) neutral[i] = 1;
  const entrances: Entrance[] = [];
  const sites: Record<PlayerId, number[]> = { blue: [], red: [] };
  for (const p of ['blue', 'red'] as const) {
    const own = o.ports[p].entrances.map((e) => ({ inside: nodeIndex(shape, e.inside), outside: nodeIndex(shape, e.outside) }));
    const insides = new Set(own.map((e) => e.inside));
    for (const e of own) {
      // the port's coast fields orthogonally beside the entrance (not another entrance)
      const s = ORTHOGONAL.map((dir) => nb[e.inside * 8 + dir]).filter((j) => j >= 0 && port[j] === PORT_CODE[p] && water[j] && !insides.has(j) && onCoast(nb, port, j));
      entrances.push({ owner: p, inside: e.inside, outside: e.outside, sites: s });
      for (const j of s) if (!sites[p].includes(j)) sites[p].push(j);
    }
  }
  for (const p of ['blue', 'red'] as const) sites[p].sort((a, b) => a - b);
  const names = Array.from({ length: n }, (_, i) => nodeName(shape, i));
  return { shape, n, nb, water, port, neutral, entrances, sites, portFields, names, index: new Map(names.map((name, i) => [name, i])) };
}

/** A port field with a neighbour outside its port (the coast line runs past it). */
function onCoast(nb: Int32Array, port: Uint8Array, i: number): boolean {
  for (let dir = 0; dir < 8; dir++) { const j = nb[i * 8 + dir]; if (j >= 0 && port[j] !== port[i]) return true; }
  return false;
}

const cache = new WeakMap<object, Geography>();
/** The geography of a game (cached per options object, which a game's setup keeps). */
export function geographyOf(map: MapData, o: NavalOptions): Geography {
  let g = cache.get(o);
  if (!g || g.shape.width !== map.width || g.shape.height !== map.height) { g = build(map, o); cache.set(o, g); }
  return g;
}

/**
 * N-PORT-1: a step between a and b crosses a port's coast only through one of its entrances; an enemy
 * crosses only an open one (both of its batteries gone). `open[k]` says whether entrance k is open.
 */
export function crossingAllowed(g: Geography, a: number, b: number, mover: PlayerId, open: readonly boolean[]): boolean {
  if (g.port[a] === g.port[b]) return true;
  for (let k = 0; k < g.entrances.length; k++) {
    const e = g.entrances[k];
    if (!((e.inside === a && e.outside === b) || (e.inside === b && e.outside === a))) continue;
    return e.owner === mover || open[k];
  }
  return false;
}

/** Bad geography in a scenario (N-PORT-1, N-BATTERY-1): each refused with its path and reason. */
export function checkGeography(o: NavalOptions, map: MapData, at: (...path: PropertyKey[]) => string): DataError[] {
  const shape = { width: map.width, height: map.height };
  const errors: DataError[] = [];
  const inside = (name: string) => nodeIndex(shape, name) >= 0;
  for (const p of ['blue', 'red'] as const) {
    const port: PortData = o.ports[p];
    errors.push(...expandZone(shape, port.fields, at('ports', p, 'fields')).errors);
    port.entrances.forEach((e, k) => {
      for (const side of ['inside', 'outside'] as const)
        if (!inside(e[side])) errors.push({ path: at('ports', p, 'entrances', k, side), message: `"${e[side]}" is off the ${shape.width} × ${shape.height} map` });
    });
  }
  errors.push(...expandZone(shape, o.neutral, at('neutral')).errors);
  if (errors.length) return errors;
  const g = build(map, o);
  for (const p of ['blue', 'red'] as const) {
    const fields = g.portFields[p];
    fields.forEach((i) => { if (!g.water[i]) errors.push({ path: at('ports', p, 'fields'), message: `${g.names[i]} is not water: a port is water fields` }); });
    if (fields.some((i) => g.port[i] !== PORT_CODE[p])) errors.push({ path: at('ports', p, 'fields'), message: 'the two ports overlap' });
    o.ports[p].entrances.forEach((e, k) => {
      const a = nodeIndex(shape, e.inside), b = nodeIndex(shape, e.outside);
      const path = at('ports', p, 'entrances', k);
      if (g.port[a] !== PORT_CODE[p]) errors.push({ path: `${path}.inside`, message: `${e.inside} is not a field of ${p}'s port` });
      else if (g.port[b] === PORT_CODE[p] || !g.water[b]) errors.push({ path: `${path}.outside`, message: `${e.outside} must be a water field outside ${p}'s port` });
      else if (!ORTHOGONAL.some((dir) => g.nb[a * 8 + dir] === b)) errors.push({ path: `${path}.outside`, message: `${e.outside} is not straight out of ${e.inside} (an entrance is one orthogonal step across the coast)` });
    });
    if (g.sites[p].length < o.batteries)
      errors.push({ path: at('ports', p, 'entrances'), message: `${p}'s port has ${g.sites[p].length} battery sites beside its entrances for ${o.batteries} batteries` });
    if (fields.length - o.batteries < fleetSize(o))
      errors.push({ path: at('ports', p, 'fields'), message: `${p}'s port has ${fields.length} fields: too few for ${fleetSize(o)} ships and ${o.batteries} batteries` });
  }
  g.neutral.forEach((v, i) => { if (v && (!g.water[i] || g.port[i])) errors.push({ path: at('neutral'), message: `${g.names[i]} cannot be neutral waters: ${g.port[i] ? 'it is in a port' : 'it is not water'}` }); });
  return errors;
}
