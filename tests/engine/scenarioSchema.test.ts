import { describe, expect, it } from 'vitest';
import { parseScenario, parseScenarioText } from '../../src/scenarios/schema';
import { decodeTerrain } from '../../src/scenarios/mapSchema';
import openSea from '../../src/scenarios/open-sea.json';
import archipelago from '../../src/scenarios/great-archipelago.json';

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x));

describe('scenario format v1: maps', () => {
  it('the bundled maps are valid and of the promised sizes', () => {
    const a = parseScenario(openSea);
    const b = parseScenario(archipelago);
    expect(a.ok && b.ok).toBe(true);
    if (a.ok) expect([a.value.map.width, a.value.map.height]).toEqual([32, 22]);
    if (b.ok) expect(b.value.map.width * b.value.map.height).toBeGreaterThanOrEqual(48 * 32);
  });
  it('Open Sea has islands, shallows, a coastline, reefs and a port', () => {
    const { terrain } = decodeTerrain(openSea.map);
    for (const t of ['sea', 'shallow', 'coast', 'land', 'reef']) expect(terrain).toContain(t);
    expect(openSea.map.features.some((f) => f.kind === 'port')).toBe(true);
  });
  it('a broken file lists every error with its path and reason', () => {
    const bad = clone(openSea) as any;
    bad.map.terrain[3] = bad.map.terrain[3].replace('.', 'Q');
    bad.map.terrain.pop();
    bad.map.features.push({ kind: 'airfield', node: 'A1' });
    bad.map.setupZones.red.push('ZZ99');
    const r = parseScenario(bad);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const paths = r.errors.map((e) => e.path);
    expect(paths).toContain('map.terrain');
    expect(paths).toContain('map.terrain[3]');
    expect(paths).toContain('map.features[2].node');
    expect(paths).toContain('map.features[2].owner');
    expect(paths).toContain('map.setupZones.red[1]');
    expect(r.errors.find((e) => e.path === 'map.terrain[3]')!.message).toMatch(/unknown terrain "Q"/);
  });
  it('schema errors carry the path too', () => {
    const bad = clone(openSea) as any;
    bad.map.width = 'wide';
    delete bad.name.pl;
    const r = parseScenario(bad);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.map((e) => e.path).sort()).toEqual(['map.width', 'name.pl']);
  });
  it('text that is not JSON is refused with a reason', () => {
    const r = parseScenarioText('{"format": ');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0].message).toMatch(/not valid JSON/);
  });
});
