// The selected ship's stops stay apart from the coast and the land under protanopia, deuteranopia and
// greyscale (issue 20), computed from the palette the map draws with: each stop is a water cell under
// the dark veil with a pale ring on a dark halo. The old green wash over the shallows was ΔE 3.6 from the
// coast in greyscale; these bounds are "plainly different" (ΔE ≥ 10 is clear at a glance).
import { describe, expect, it } from 'vitest';
import { REACH_COLOURS, TERRAIN_COLOURS } from '../../src/ui/map/palette';
import { deltaE, over, parseColour, VISIONS, type Rgb } from './vision';

const terrain = (t: keyof typeof TERRAIN_COLOURS): Rgb => parseColour(TERRAIN_COLOURS[t]).rgb;
const WATER = ['sea', 'shallow', 'coast'] as const; // where a ship may stop
const ring = parseColour(REACH_COLOURS.ring).rgb;

describe('the stops of a selected ship under colour-vision deficiencies', () => {
  for (const vision of VISIONS) {
    it(`${vision}: a stop's cell differs from coast and land, and its ring from everything around it`, () => {
      for (const water of WATER) {
        const cell = over(terrain(water), REACH_COLOURS.veil);
        const halo = over(cell, REACH_COLOURS.halo);
        expect(deltaE(cell, terrain('coast'), vision), `${water} stop vs coast`).toBeGreaterThanOrEqual(18);
        expect(deltaE(cell, terrain('land'), vision), `${water} stop vs land`).toBeGreaterThanOrEqual(40);
        expect(deltaE(ring, cell, vision), `ring vs ${water} stop`).toBeGreaterThanOrEqual(60);
        expect(deltaE(ring, halo, vision), `ring vs its halo on ${water}`).toBeGreaterThanOrEqual(80);
      }
      for (const t of ['sea', 'shallow', 'coast', 'reef'] as const) expect(deltaE(ring, terrain(t), vision), `ring vs ${t}`).toBeGreaterThanOrEqual(30);
      expect(deltaE(ring, terrain('land'), vision), 'ring vs land').toBeGreaterThanOrEqual(15);
    });
  }

  it('the simulation itself: deuteranopia folds red onto green, greyscale keeps only lightness', () => {
    // a pure red and a matching green are far apart to normal eyes and close under deuteranopia
    expect(deltaE([200, 60, 40], [120, 110, 30], 'normal')).toBeGreaterThan(40);
    expect(deltaE([200, 60, 40], [120, 110, 30], 'deuteranopia')).toBeLessThan(15);
    expect(deltaE([255, 0, 0], [0, 0, 255], 'greyscale')).toBeLessThan(deltaE([255, 0, 0], [0, 0, 255], 'normal'));
    expect(deltaE([90, 90, 90], [90, 90, 90], 'protanopia')).toBe(0);
  });
});
