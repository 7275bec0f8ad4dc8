// The map part of the scenario format v1: size, terrain rows, features, setup zones.
// Terrain is one string per row, one character per node (whitespace ignored, so odd rows may be
// indented to look like the lattice): . sea  ~ shallow  c coast  # land  x reef
import { withArticle } from './dataMessages';
import * as z from 'zod/mini';
import { cellName, inMap, parseCellName, type Cell, type MapShape } from '../engine/geometry';

import { decodeTerrain } from '../engine/geometry';
export { TERRAIN_CODES, TERRAIN_CHAR, decodeTerrain } from '../engine/geometry';

export const PLAYERS = ['blue', 'red'] as const;
export type PlayerId = (typeof PLAYERS)[number];
export const playerSchema = z.enum(PLAYERS);

export const FEATURE_KINDS = ['port', 'airfield', 'coastalArtillery', 'delivery'] as const;
export type FeatureKind = (typeof FEATURE_KINDS)[number];

/** A node name, one canonical form: letters then digits, no spaces; read in capitals ("c7" is C7). */
export const nodeNameSchema = z.pipe(z.string().check(z.regex(/^[A-Za-z]{1,3}[1-9][0-9]{0,3}$/, 'a node name such as "C7" or "AB12"')), z.transform((s) => s.toUpperCase()));

/** Names JavaScript objects already answer to ("constructor", "__proto__"…): never an id of the game's. */
const RESERVED_NAMES: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));
/** An id a scenario gives (a unit, a card): `pattern`, and not a name JavaScript reserves. */
export const idSchema = (pattern: RegExp, what: string) =>
  z.string().check(z.regex(pattern, what), z.refine((s) => !RESERVED_NAMES.has(s), 'a name JavaScript reserves ("constructor", "__proto__"…): choose another id'));
/** The entry of a record read from data, only if the record itself holds it (never its prototype's). */
export const ownEntry = <T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined =>
  record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
/** A setup-zone entry: one node ("C7") or a rectangle of columns × rows ("A1:F22"). */
const zoneEntrySchema = z.string().check(z.regex(/^[A-Za-z]{1,3}[1-9][0-9]{0,3}(:[A-Za-z]{1,3}[1-9][0-9]{0,3})?$/, 'a node "C7" or a rectangle "A1:F22"'));

export const featureSchema = z.object({
  kind: z.enum(FEATURE_KINDS),
  node: nodeNameSchema,
  owner: z.optional(playerSchema),
  name: z.optional(z.string().check(z.minLength(1))),
  /** Airfields (§8.2): the bomber pool (default from the ruleset) and map-edge nodes where air operations may also place a bomber. */
  bombers: z.optional(z.int().check(z.minimum(0), z.maximum(20))),
  bomberEntry: z.optional(z.array(nodeNameSchema)),
});
export type Feature = z.infer<typeof featureSchema>;

/** A terrain row's length in characters, spaces included (a row is at most 200 nodes). */
export const MAX_ROW_CHARS = 1000;

export const mapSchema = z.object({
  width: z.int().check(z.minimum(4), z.maximum(200)),
  height: z.int().check(z.minimum(4), z.maximum(200)),
  terrain: z.array(z.string().check(z.maxLength(MAX_ROW_CHARS))).check(z.maxLength(200)),
  features: z._default(z.array(featureSchema), []),
  setupZones: z.object({ blue: z.array(zoneEntrySchema), red: z.array(zoneEntrySchema) }),
  /** The grid: ENB's triangular lattice (default), or the 8-neighbour square grid a rule module plays on. */
  topology: z.optional(z.enum(['lattice', 'square8'])),
});
export type MapData = z.infer<typeof mapSchema>;

/** One problem in a data file: where (a path such as `map.terrain[3]`) and why. */
export interface DataError { path: string; message: string }

export const formatPath = (path: readonly PropertyKey[]): string =>
  path.reduce<string>((s, p) => (typeof p === 'number' ? `${s}[${p}]` : s ? `${s}.${String(p)}` : String(p)), '');

/** Expand setup-zone entries into cells; reports entries off the map. */
export function expandZone(shape: MapShape, entries: readonly string[], at: string): { cells: Cell[]; errors: DataError[] } {
  const cells: Cell[] = [];
  const errors: DataError[] = [];
  const seen = new Set<string>();
  entries.forEach((entry, k) => {
    const [a, b = a] = entry.split(':');
    const ca = parseCellName(a);
    const cb = parseCellName(b);
    if (!ca || !cb || !inMap(shape, ca) || !inMap(shape, cb)) {
      errors.push({ path: `${at}[${k}]`, message: `"${entry}" is off the ${shape.width} × ${shape.height} map` });
      return;
    }
    for (let row = Math.min(ca.row, cb.row); row <= Math.max(ca.row, cb.row); row++)
      for (let col = Math.min(ca.col, cb.col); col <= Math.max(ca.col, cb.col); col++) {
        const key = cellName({ col, row });
        if (!seen.has(key)) { seen.add(key); cells.push({ col, row }); }
      }
  });
  return { cells, errors };
}

const TERRAIN_ROW = /^[.~c#x\s]*$/;

/** One error per terrain row holding unknown characters (however many it holds): which, where, how many. */
function badTerrainRows(map: MapData, at: string): DataError[] {
  const errors: DataError[] = [];
  map.terrain.forEach((line, row) => {
    if (TERRAIN_ROW.test(line)) return;
    const chars = line.replace(/\s+/g, '');
    const col = [...chars].findIndex((ch) => !'.~c#x'.includes(ch));
    const bad = [...chars].filter((ch) => !'.~c#x'.includes(ch)).length;
    const first = [...chars][col];
    errors.push({ path: `${at}.terrain[${row}]`, message: `unknown terrain "${first}" at column ${col + 1}${bad > 1 ? ` (${bad} unknown characters in the row)` : ''}; use . ~ c # x` });
  });
  return errors;
}

/** Checks that need the whole map: terrain decodes, features sit on the map and on fitting terrain. */
export function checkMap(map: MapData, at = 'map'): DataError[] {
  // unknown characters: one error per row, and the rows decoded as if they were land (sizes still checked)
  const rows = badTerrainRows(map, at);
  const decoded = decodeTerrain(rows.length ? { ...map, terrain: map.terrain.map((line) => line.replace(/[^.~c#x\s]/gu, '#')) } : map, at);
  const { terrain } = decoded;
  const errors = [...rows, ...decoded.errors];
  const shape = { width: map.width, height: map.height };
  map.features.forEach((f, k) => {
    const c = parseCellName(f.node);
    if (!c || !inMap(shape, c)) { errors.push({ path: `${at}.features[${k}].node`, message: `"${f.node}" is off the map` }); return; }
    const t = terrain[c.row * map.width + c.col];
    if (!t) return;
    const onShore = t === 'land' || t === 'coast';
    if ((f.kind === 'airfield' || f.kind === 'coastalArtillery' || f.kind === 'port') && !onShore)
      errors.push({ path: `${at}.features[${k}].node`, message: `${withArticle(f.kind)} must be on land or coast, ${f.node} is ${t}` });
    if ((f.kind === 'airfield' || f.kind === 'coastalArtillery') && !f.owner)
      errors.push({ path: `${at}.features[${k}].owner`, message: `${withArticle(f.kind)} needs an owner (blue or red)` });
  });
  for (const p of PLAYERS) errors.push(...expandZone(shape, map.setupZones[p], `${at}.setupZones.${p}`).errors);
  return errors;
}
