// The scenario being edited: the scenario file's own JSON (not the parsed Scenario), so what the
// editor exports is what the designer drew, field for field, and a file it opens round-trips
// unchanged. Kept as plain immutable data (edits return a new document, sharing what they did not
// touch: edits.ts), however wrong it is: the editor keeps any document, the checks say what is wrong.
import { cellName, decodeTerrain, TERRAIN_CHAR, TERRAIN_CODES, type Cell, type Terrain } from '../engine/geometry';
import { SCENARIO_FORMAT, SCENARIO_VERSION } from '../scenarios/schema';

/** A scenario file's JSON as the editor keeps it: any field it does not know is kept as it is. */
export interface EditorDoc {
  format: string;
  version: number;
  id: string;
  name?: { en: string; pl: string };
  description?: { en: string; pl: string };
  map: EditorMap;
  rounds?: number;
  firstPlayer?: 'blue' | 'red';
  rules?: Record<string, unknown>;
  units?: EditorUnit[];
  objectives?: Record<string, unknown>;
  [field: string]: unknown;
}

export interface EditorMap {
  width: number;
  height: number;
  terrain: string[];
  features?: EditorFeature[];
  setupZones?: { blue: string[]; red: string[] };
  topology?: 'lattice' | 'square8';
  [field: string]: unknown;
}

export interface EditorUnit { id?: string; owner: 'blue' | 'red'; class: string; node: string; heading: number | string; [field: string]: unknown }
export interface EditorFeature { kind: string; node: string; owner?: 'blue' | 'red'; [field: string]: unknown }

/** The largest map the editor draws (the scenario format's own limit). */
export const MAX_MAP_SIDE = 200;
export const MIN_MAP_SIDE = 4;

/** Whether the map's rows are written with a space between nodes (odd rows indented), as most bundled files are. */
export const spacedRows = (map: Pick<EditorMap, 'terrain'>): boolean => map.terrain.some((r) => /\S\s+\S/.test(r));

/** One terrain row written in the map's style. */
export const writeRow = (chars: readonly string[], row: number, spaced: boolean): string => (spaced ? `${row % 2 === 1 ? ' ' : ''}${chars.join(' ')}` : chars.join(''));

/** A row's node characters (whitespace dropped). */
export const rowChars = (row: string | undefined): string[] => [...(row ?? '').replace(/\s+/g, '')];

/** The terrain of a node as the file has it (undefined: off the map, or a character the map does not know). */
export function terrainAt(map: EditorMap, cell: Cell): Terrain | undefined {
  const ch = rowChars(map.terrain[cell.row])[cell.col];
  return ch !== undefined && Object.hasOwn(TERRAIN_CODES, ch) ? TERRAIN_CODES[ch] : undefined;
}

/** Every node's terrain, row-major (unknown characters read as sea: the checks name them). */
export const terrainGrid = (map: EditorMap): Terrain[] => {
  const out: Terrain[] = [];
  for (let row = 0; row < map.height; row++) {
    const chars = rowChars(map.terrain[row]);
    for (let col = 0; col < map.width; col++) out.push((Object.hasOwn(TERRAIN_CODES, chars[col] ?? '') ? TERRAIN_CODES[chars[col]] : 'sea'));
  }
  return out;
};

export const terrainChar = (t: Terrain): string => TERRAIN_CHAR[t];

/** A new scenario: open sea of a size, a setup zone along each short edge, no units, sandbox mode. */
export function blankScenario(width = 16, height = 12, id = 'my-scenario'): EditorDoc {
  const terrain = Array.from({ length: height }, (_, row) => writeRow(Array(width).fill('.'), row, true));
  const last = cellName({ col: width - 1, row: height - 1 });
  return {
    format: SCENARIO_FORMAT,
    version: SCENARIO_VERSION,
    id,
    name: { en: 'New scenario', pl: 'Nowy scenariusz' },
    description: { en: 'A scenario made in the editor.', pl: 'Scenariusz z edytora.' },
    map: { width, height, terrain, features: [], setupZones: { blue: [`A1:${cellName({ col: 1, row: height - 1 })}`], red: [`${cellName({ col: width - 2, row: 0 })}:${last}`] } },
    rounds: 8,
    firstPlayer: 'blue',
    rules: {},
    units: [],
  };
}

/** The terrain rows decode as the game reads them (for the map drawing: the layout needs whole rows). */
export const decodesCleanly = (map: EditorMap): boolean => decodeTerrain(map).errors.length === 0;
