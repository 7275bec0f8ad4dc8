// A map's terrain as written in scenario files: one string per row, one character per node
// (whitespace ignored, so odd rows may be indented to look like the lattice):
// . sea  ~ shallow  c coast  # land  x reef. Decoding reports every problem with its path.
import type { Terrain } from './grid';

export const TERRAIN_CODES: Readonly<Record<string, Terrain>> = { '.': 'sea', '~': 'shallow', c: 'coast', '#': 'land', x: 'reef' };
export const TERRAIN_CHAR: Readonly<Record<Terrain, string>> = { sea: '.', shallow: '~', coast: 'c', land: '#', reef: 'x' };

/** The rows of a map, as a scenario writes them. */
export interface TerrainRows { width: number; height: number; terrain: readonly string[] }

/** Decode the terrain rows into one terrain per node (row-major), collecting every error. */
export function decodeTerrain(map: TerrainRows, at = 'map'): { terrain: Terrain[]; errors: { path: string; message: string }[] } {
  const errors: { path: string; message: string }[] = [];
  const terrain: Terrain[] = [];
  if (map.terrain.length !== map.height)
    errors.push({ path: `${at}.terrain`, message: `has ${map.terrain.length} rows, the map is ${map.height} rows high` });
  map.terrain.forEach((line, row) => {
    const chars = line.replace(/\s+/g, '');
    if (chars.length !== map.width)
      errors.push({ path: `${at}.terrain[${row}]`, message: `has ${chars.length} nodes, the map is ${map.width} nodes wide` });
    [...chars].forEach((ch, col) => {
      const t = Object.hasOwn(TERRAIN_CODES, ch) ? TERRAIN_CODES[ch] : undefined;
      if (!t) errors.push({ path: `${at}.terrain[${row}]`, message: `unknown terrain "${ch}" at column ${col + 1}; use . ~ c # x` });
      else if (col < map.width) terrain.push(t);
    });
  });
  return { terrain, errors };
}
