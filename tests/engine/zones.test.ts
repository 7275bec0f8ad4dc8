import { describe, expect, it } from 'vitest';
import { applyAction, attackZone, enemyZone, enemyZoneTest, validTargets } from '../../src/engine/index';
import { boardOf } from '../../src/engine/geometry/index';
import { edit, tinyGame } from './fixtures/tiny';

const sea = (row4: string) => ['............', '............', '............', row4, '............', '............', '............'];

describe('attack zones (R-UNIT-1, R-UNIT-2, §5.2)', () => {
  it('R-UNIT-1: a battleship zone is its broadside rays 1–3 and ray 0 1–2, from its node and heading', () => {
    const s = tinyGame({ units: [['red', 'BB', 'H2', 'E', 'rbb'], ['blue', 'DD', 'A7', 'E']] });
    expect(attackZone(s, 'rbb')).toEqual(['H1', 'I1', 'I2', 'J2', 'H3', 'I3', 'G4', 'I4', 'G5', 'J5']);
  });
  it('R-UNIT-1: the zone turns with the heading (relative rays)', () => {
    const east = tinyGame({ units: [['red', 'DD', 'C4', 'E', 'd'], ['blue', 'DD', 'A7', 'E']] });
    const west = tinyGame({ units: [['red', 'DD', 'F4', 'W', 'd'], ['blue', 'DD', 'A7', 'E']] });
    expect(attackZone(east, 'd')).toEqual(['D4', 'E4', 'F4']);
    expect(attackZone(west, 'd')).toEqual(['C4', 'D4', 'E4']);
  });
  it('R-UNIT-1: coastal artillery covers all six rays 1–2', () => {
    const s = tinyGame({ terrain: sea('.....#......'), features: [{ kind: 'coastalArtillery', node: 'F4', owner: 'red' }], units: [['blue', 'DD', 'A7', 'E']] });
    expect(attackZone(s, 'red-coastalArtillery-1')).toHaveLength(12);
  });
  it('§5.2: a torpedo is blocked by a ship (which can itself be hit)', () => {
    const s = tinyGame({ units: [['red', 'DD', 'B4', 'E', 'rdd'], ['blue', 'AP', 'C4', 'E', 'ap'], ['blue', 'BB', 'D4', 'E', 'bb']] });
    expect(attackZone(s, 'rdd')).toEqual(['C4']);
    expect(validTargets(s, 'rdd').map((t) => t.id)).toEqual(['ap']);
  });
  it.each([['shallow', '~'], ['coast', 'c'], ['land', '#'], ['reef', 'x']])('§5.2: a torpedo is blocked by a %s node', (_name, ch) => {
    const s = tinyGame({ terrain: sea(`...${ch}........`), units: [['red', 'DD', 'B4', 'E', 'rdd'], ['blue', 'BB', 'E4', 'E', 'bb']] });
    expect(attackZone(s, 'rdd')).toEqual(['C4']);
    expect(validTargets(s, 'rdd')).toEqual([]);
  });
  it('§5.2: a torpedo never hits a ship on a non-sea node (a destroyer in the shallows)', () => {
    const s = tinyGame({ terrain: sea('...~........'), units: [['red', 'DD', 'B4', 'E', 'rdd'], ['blue', 'DD', 'D4', 'E', 'bdd']] });
    expect(validTargets(s, 'rdd')).toEqual([]);
  });
  it('§5.2: artillery fires over an island', () => {
    const s = tinyGame({ terrain: sea('..#.........'), units: [['red', 'BB', 'B4', 'E', 'rbb'], ['blue', 'DD', 'D4', 'E', 'bdd']] });
    expect(attackZone(s, 'rbb')).toContain('D4');
    expect(validTargets(s, 'rbb').map((t) => t.id)).toEqual(['bdd']);
  });
  it('R-UNIT-2: a carrier with no planes aboard has an empty zone', () => {
    const s = tinyGame({ units: [['red', 'CV', 'F4', 'E', 'cv'], ['blue', 'DD', 'H4', 'E', 'bdd']] });
    expect(attackZone(s, 'cv')).toHaveLength(14);
    expect(validTargets(s, 'cv').map((t) => t.id)).toEqual(['bdd']);
    const empty = edit(s, (x) => { x.units.cv.planes = 0; });
    expect(attackZone(empty, 'cv')).toEqual([]);
    expect(validTargets(empty, 'cv')).toEqual([]);
    expect(enemyZone(empty, 'blue')).toEqual([]);
  });
  it('a transport has no zone; unknown units have none', () => {
    const s = tinyGame({ units: [['red', 'AP', 'F4', 'E', 'ap'], ['blue', 'DD', 'A7', 'E']] });
    expect(attackZone(s, 'ap')).toEqual([]);
    expect(attackZone(s, 'nobody')).toEqual([]);
  });
  it('the enemy zone is the union of the enemy units\' zones', () => {
    const s = tinyGame({ units: [['red', 'DD', 'B4', 'E', 'a'], ['red', 'DD', 'B6', 'E', 'b'], ['blue', 'DD', 'A1', 'E']] });
    expect(enemyZone(s, 'blue').sort()).toEqual([...attackZone(s, 'a'), ...attackZone(s, 'b')].sort());
    expect(enemyZone(s, 'red')).toEqual(attackZone(s, 'blue-DD-1'));
  });
  it('R-MOVE-4: enemyZoneTest holds exactly the nodes of enemyZone, and stays true after the state moves on', () => {
    const s = tinyGame({ units: [['blue', 'BB', 'C4', 'E', 'bb'], ['red', 'DD', 'G4', 'W', 'rdd'], ['red', 'CA', 'K7', 'E', 'rca']] });
    const test = enemyZoneTest(s, 'blue');
    const zone = enemyZone(s, 'blue');
    expect(zone.length).toBeGreaterThan(0);
    const names = [...boardOf(s.setup.map).names, 'Z99'];
    for (const n of names) expect(test.has(n)).toBe(zone.includes(n));
    const next = applyAction(s, { type: 'move', unitId: 'bb', to: { node: 'C4', heading: 0 } });
    expect(next.ok).toBe(true);
    for (let k = 0; k < 10; k++) enemyZone({ ...s, units: { ...s.units, rdd: { ...s.units.rdd, heading: (k % 6) as 0 } } }, 'blue'); // other states indexed: the zone's buffer is reused
    for (const n of names) expect(test.has(n)).toBe(zone.includes(n));
  });
});

