// Map colours (UX.md: sea dark blue, shallows lighter, coast teal, land sand, reefs grey).
import type { Terrain } from '../../engine/geometry';
import type { PlayerId } from '../../scenarios/mapSchema';

export const TERRAIN_COLOURS: Readonly<Record<Terrain, string>> = {
  sea: '#16406e',
  shallow: '#3a7cb0',
  coast: '#2f9488',
  land: '#dcc894',
  reef: '#8b9096',
};

export const OWNER_COLOURS: Readonly<Record<PlayerId | 'none', string>> = {
  blue: '#3b7dff',
  red: '#e0443c',
  none: '#f3efe2',
};

/** The two sides' token colours (the map's ships, markers and planes; the start screen's preview). */
export const SIDE_FILL: Readonly<Record<PlayerId, string>> = { blue: OWNER_COLOURS.blue, red: OWNER_COLOURS.red };

export const MAP_COLOURS = {
  background: '#0a1521',
  waterLine: 'rgba(200, 225, 255, 0.30)',
  dryLine: 'rgba(90, 70, 35, 0.28)',
  waterNode: 'rgba(220, 235, 255, 0.55)',
  edgeLabel: '#c3d2e2',
  symbolOutline: '#0f1720',
  delivery: '#ffc93c',
  hoverStroke: '#ffd54a',
  hoverFill: 'rgba(255, 213, 74, 0.22)',
} as const;

/**
 * The selected ship's stops (issue 20): a dark veil over each reachable cell and a pale ring inside it,
 * over a dark halo. Light against dark keeps them apart from every terrain (coast and land included)
 * under protanopia, deuteranopia and greyscale, not by hue; `reachColours.test.ts` checks it.
 */
export const REACH_COLOURS = {
  veil: 'rgba(4, 12, 30, 0.42)',
  ring: '#dcffe6',
  halo: 'rgba(0, 0, 0, 0.6)',
} as const;
