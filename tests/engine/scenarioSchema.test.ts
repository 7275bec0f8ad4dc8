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
    const k = bad.map.features.length;
    bad.map.features.push({ kind: 'airfield', node: 'A1' });
    bad.map.setupZones.red.push('ZZ99');
    const r = parseScenario(bad);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const paths = r.errors.map((e) => e.path);
    expect(paths).toContain('map.terrain');
    expect(paths).toContain('map.terrain[3]');
    expect(paths).toContain(`map.features[${k}].node`);
    expect(paths).toContain(`map.features[${k}].owner`);
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

describe('scenario format v1: units, rules and ruleset overrides', () => {
  const withUnits = (units: unknown[], extra: Record<string, unknown> = {}) => ({ ...clone(openSea), units, ...extra });
  it('the bundled scenarios place fleets: Open Sea 9 ships a side, Great Archipelago 18', () => {
    const count = (s: { units: { owner: string }[] }, p: string) => s.units.filter((u) => u.owner === p).length;
    expect([count({ units: openSea.reserve }, 'blue'), count({ units: openSea.reserve }, 'red')]).toEqual([9, 9]); // §7.1: set up in task forces
    expect([count(archipelago, 'blue'), count(archipelago, 'red')]).toEqual([18, 18]);
  });
  it('R-GRID-3: units must be on the map and on navigable nodes for their class; one unit per node; known classes', () => {
    const r = parseScenario(withUnits([
      { owner: 'blue', class: 'DD', node: 'A10', heading: 'E' },
      { owner: 'blue', class: 'XX', node: 'A12', heading: 0 },
      { owner: 'red', class: 'BB', node: 'I2', heading: 'W' },
      { owner: 'red', class: 'CA', node: 'Z99', heading: 3 },
      { owner: 'red', class: 'CA', node: 'A10', heading: 3 },
      { id: 'blue-DD-1', owner: 'red', class: 'CA', node: 'A14', heading: 3 },
    ]));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual([
      { path: 'units[1].class', message: 'unknown class "XX"; known: CV, BB, CA, DD, SS, AP' },
      { path: 'units[2].node', message: 'a battleship cannot be on shallow I2' },
      { path: 'units[3].node', message: '"Z99" is off the map' },
      { path: 'units[4].node', message: 'A10 already holds units[0]' },
      { path: 'units[5].id', message: '"blue-DD-1" is already used by units[0]' },
    ]);
  });
  it('headings may be numbers 0..5 or direction names; anything else is refused with its path', () => {
    const r = parseScenario(withUnits([{ owner: 'blue', class: 'DD', node: 'A10', heading: 'N' }]));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0].path).toBe('units[0].heading');
  });
  it('§14 rule options and ruleset overrides are validated with their paths', () => {
    const r = parseScenario(withUnits([], { rules: { turnCost: -1, firstPlayer: 'coin' }, ruleset: { classes: { BB: { mp: 'x' }, MON: { mp: 2 } } } }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const paths = r.errors.map((e) => e.path);
    expect(paths).toContain('rules.turnCost');
    expect(paths).toContain('rules.firstPlayer');
    expect(paths).toContain('ruleset.classes.BB.mp');
    expect(paths).toContain('ruleset.classes.MON.name');
  });
  it('a scenario can override a class (e.g. a faster battleship) and add a new one', () => {
    const monitor = { name: { en: 'Monitor', pl: 'Monitor' }, mp: 2, attack: 'artillery', zone: [{ rays: [0], from: 1, to: 2 }], points: 2, shallowDraft: true };
    const r = parseScenario(withUnits([{ owner: 'blue', class: 'MON', node: 'A10', heading: 0 }], { ruleset: { classes: { BB: { mp: 4 }, MON: monitor } } }));
    expect(r.ok).toBe(true);
  });
  it('dice combat is a rule option (module D plays it: tests/engine/modules/dice.test.ts)', () => {
    expect(parseScenario(withUnits([], { rules: { combat: 'dice' } })).ok).toBe(true);
  });
});
