// The quick battle's bundled maps (issue 38 item 6): each names the objective types it fits and
// the options it brings for them (the strategic point, the supply nodes, the attacker of an ambush).
// Loaded with the quick battle's screen and by the tests and the lab, never with the first screen.
import type { ObjectiveType } from './options';

export interface QuickMap {
  id: string;
  name: { en: string; pl: string };
  description: { en: string; pl: string };
  rounds: number;
  map: { width: number; height: number; terrain: string[]; features: never[]; setupZones: { blue: string[]; red: string[] } };
  /** The objective types this map fits. */
  fits: ObjectiveType[];
  /** Options the map brings (its strategic point, supply nodes…). */
  options: Record<string, unknown>;
}

export const QUICK_MAPS: readonly QuickMap[] = [
  {
    id: 'strait',
    name: { en: 'The Strait', pl: 'Cieśnina' },
    description: { en: 'Open water between scattered islands; the strategic point is mid-channel at M9.', pl: 'Otwarte wody między rozrzuconymi wyspami; punkt strategiczny leży na środku kanału, w M9.' },
    rounds: 8,
    map: {
      width: 24,
      height: 16,
      terrain: [
      '. . . . . . . . . . . . . . . . . . . . . . . .',
      ' . . . . . . . c c c . . . . . . . . . . . . . .',
      '. . . . . . . c # c . . . . c c c . . . . . . .',
      ' . . . . . . . c c c . . . . c # c . . . . . . .',
      '. . . . . . . . . . . . . . c c c . . . . . . .',
      ' . . . . . . . . . . . . . . . . . . . . . . . .',
      '. . . . c c c . . . . . . . . . . . . . . . . .',
      ' . . . . c # c . . . . . . . . . . . c c c . . .',
      '. . . . c c c . . . . . . . . . . . c # c . . .',
      ' . . . . . . . . . . . . . . . . . . c c c . . .',
      '. . . . . . . . . . . . . . . . . . . . . . . .',
      ' . . . . . . . . c c c . . . . . . . . . . . . .',
      '. . . . . . . . c # c . . . c c c . . . . . . .',
      ' . . . . . . . . c c c . . . c # c . . . . . . .',
      '. . . . . . . . . . . . . . c c c . . . . . . .',
      ' . . . . . . . . . . . . . . . . . . . . . . . .',
    ],
      features: [],
      setupZones: { blue: ['A1:D16'], red: ['U1:X16'] },
    },
    fits: ['defencePoint', 'strategicPoint', 'commanderElimination', 'elimination'],
    options: { centre: 'M9' },
  },
  {
    id: 'supply-islands',
    name: { en: 'Supply Islands', pl: 'Wyspy zaopatrzenia' },
    description: { en: 'Three supply nodes by the islands (L3, M9, L14) hold the documents.', pl: 'Trzy węzły zaopatrzenia przy wyspach (L3, M9, L14) kryją dokumenty.' },
    rounds: 10,
    map: {
      width: 24,
      height: 16,
      terrain: [
      '. . . . . . . . . . . . . . . . . . . . . . . .',
      ' . . . . . . . . . . . . . . . . . . . . . . . .',
      '. . . . . . . . . . . . . . . . . . . . . . . .',
      ' . . . . . . . . . . c c c . . . . . . . . . . .',
      '. . . . . . . . . . c # c . . . . . . . . . . .',
      ' . . . . . . . . . . c c c . . . . . . . . . . .',
      '. . . . . . . . . . . . . . . . . . . . . . . .',
      ' . . . . . . c c c . . . . . . . c c c . . . . .',
      '. . . . . . c # c . . . . . . . c # c . . . . .',
      ' . . . . . . c c c . . . . . . . c c c . . . . .',
      '. . . . . . . . . . . c c c . . . . . . . . . .',
      ' . . . . . . . . . . . c # c . . . . . . . . . .',
      '. . . . . . . . . . . c c c . . . . . . . . . .',
      ' . . . . . . . . . . . . . . . . . . . . . . . .',
      '. . . . . . . . . . . . . . . . . . . . . . . .',
      ' . . . . . . . . . . . . . . . . . . . . . . . .',
    ],
      features: [],
      setupZones: { blue: ['A1:D16'], red: ['U1:X16'] },
    },
    fits: ['captureDocuments', 'strategicPoint', 'defencePoint', 'commanderElimination', 'elimination'],
    options: { supplyNodes: ['L3', 'M9', 'L14'], centre: 'M9' },
  },
  {
    id: 'passage',
    name: { en: 'The Passage', pl: 'Przejście' },
    description: { en: 'Blue must run north past Red waiting in the middle (the seed\'s ambush: the defender sets up in the centre).', pl: 'Niebieski musi przedrzeć się na północ obok Czerwonego, który czeka pośrodku (zasadzka z pierwowzoru: obrońca rozstawia się w centrum).' },
    rounds: 8,
    map: {
      width: 16,
      height: 24,
      terrain: [
      '. . . . . . . . . . . . . . . .',
      ' . . . . . . . . . . . . . . . .',
      '. . . . . . . . . . . . . . . .',
      ' . . . . . . . . . . . . . . . .',
      '. . . . . . . . . . . . . . . .',
      ' . . c c c . . . . . . c c c . .',
      '. . c # c . . . . . . c # c . .',
      ' . . c c c . . . . . . c c c . .',
      '. . . . . . . . . . . . . . . .',
      ' . . . . . . . . . . . . . . . .',
      'c c c . . . . . . . . . . c c c',
      ' c # c . . . . . . . . . . c # c',
      'c c c . . . . . . . . . . c c c',
      ' . . . . . . . . . . . . . . . .',
      '. . . . . . . . . . . . . . . .',
      ' . . . . . . . . . . . . . . . .',
      '. . . c c c . . . . c c c . . .',
      ' . . . c # c . . . . c # c . . .',
      '. . . c c c . . . . c c c . . .',
      ' . . . . . . . . . . . . . . . .',
      '. . . . . . . . . . . . . . . .',
      ' . . . . . . . . . . . . . . . .',
      '. . . . . . . . . . . . . . . .',
      ' . . . . . . . . . . . . . . . .',
    ],
      features: [],
      setupZones: { blue: ['A21:P24'], red: ['G9:J16'] },
    },
    fits: ['ambush', 'elimination', 'commanderElimination'],
    options: { attacker: 'blue' },
  },
];

/** The bundled maps that fit an objective type. */
export const mapsFor = (objective: ObjectiveType): QuickMap[] => QUICK_MAPS.filter((m) => m.fits.includes(objective));
