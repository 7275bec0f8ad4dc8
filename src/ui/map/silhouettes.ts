// The ships' top-down silhouettes, as data: one entry per kind of ship (hull length and beam as parts of
// the node spacing, bow form, deck parts), and which class codes and ids draw as which kind — ENB's
// rulesets (CV, BB, CA, DD, SS, AP), module D's seed classes (CL, PG, PT, AK) and Naval Battle's fleet
// (battleship … landingShip). The paths are built once per kind and side (Path2D, shared by every ship
// drawn), so a redraw costs a few fills per ship whatever the class. A class no entry knows draws as the
// generic hull with its code on it (silhouetteOf says so): never a blank.
import type { PlayerId } from '../../engine';
import { SPACING as S } from './layout';

/**
 * A deck part, in hull units: x along the hull (−0.5 stern … 0.5 bow), y across (−0.5 port … 0.5
 * starboard), sizes as parts of the hull's length (l) and beam (w). Dark parts are guns and
 * superstructure, light ones decks, holds, tubes and gear.
 */
type Part =
  | { t: 'turret'; x: number; r: number; barrel?: number }
  | { t: 'box'; x: number; y?: number; l: number; w: number; light?: boolean }
  | { t: 'dot'; x: number; y?: number; r: number; light?: boolean }
  | { t: 'dashes'; x0: number; x1: number; y?: number; light?: boolean };

export interface Silhouette {
  /** Length and beam as parts of the node spacing. */
  l: number;
  w: number;
  /** 'fine': a pointed bow; 'blunt': a rounded, full bow (merchants, landing ships); 'cigar': a submarine's round ends. */
  bow: 'fine' | 'blunt' | 'cigar';
  parts: readonly Part[];
}

export type SilhouetteKind =
  | 'carrier' | 'battleship' | 'cruiser' | 'lightCruiser' | 'destroyer' | 'submarine' | 'transport' | 'merchant'
  | 'corvette' | 'torpedoBoat' | 'missileShip' | 'minesweeper' | 'landingShip' | 'generic';

export const SILHOUETTES: Readonly<Record<SilhouetteKind, Silhouette>> = {
  // a flat deck with its centre line, the island to starboard
  carrier: { l: 0.94, w: 0.36, bow: 'fine', parts: [{ t: 'dashes', x0: -0.4, x1: 0.36, light: true }, { t: 'box', x: 0.02, y: 0.3, l: 0.18, w: 0.26 }] },
  // three big turrets (two forward, one aft) and the bridge between
  battleship: { l: 0.9, w: 0.36, bow: 'fine', parts: [{ t: 'turret', x: 0.3, r: 0.26 }, { t: 'turret', x: 0.12, r: 0.26 }, { t: 'box', x: -0.05, l: 0.14, w: 0.4, light: true }, { t: 'turret', x: -0.3, r: 0.26, barrel: -1 }] },
  // two turrets and a funnel
  cruiser: { l: 0.8, w: 0.3, bow: 'fine', parts: [{ t: 'turret', x: 0.24, r: 0.25 }, { t: 'box', x: 0, l: 0.1, w: 0.36, light: true }, { t: 'turret', x: -0.28, r: 0.25, barrel: -1 }] },
  // smaller turrets, two funnels
  lightCruiser: { l: 0.74, w: 0.27, bow: 'fine', parts: [{ t: 'turret', x: 0.26, r: 0.22 }, { t: 'dot', x: 0.04, r: 0.13, light: true }, { t: 'dot', x: -0.1, r: 0.13, light: true }, { t: 'turret', x: -0.3, r: 0.22, barrel: -1 }] },
  // slim: a gun forward, a funnel, the torpedo tubes aft
  destroyer: { l: 0.7, w: 0.22, bow: 'fine', parts: [{ t: 'turret', x: 0.28, r: 0.24 }, { t: 'box', x: 0.06, l: 0.12, w: 0.44 }, { t: 'box', x: -0.2, l: 0.22, w: 0.16, light: true }] },
  // a cigar with its conning tower
  submarine: { l: 0.66, w: 0.2, bow: 'cigar', parts: [{ t: 'box', x: 0.06, l: 0.2, w: 0.5 }, { t: 'dashes', x0: -0.38, x1: -0.08, light: true }] },
  // boxy: two holds and the bridge aft
  transport: { l: 0.74, w: 0.36, bow: 'blunt', parts: [{ t: 'box', x: 0.18, l: 0.24, w: 0.6, light: true }, { t: 'box', x: -0.1, l: 0.24, w: 0.6, light: true }, { t: 'box', x: -0.35, l: 0.1, w: 0.6 }] },
  // one long hold and the bridge aft
  merchant: { l: 0.74, w: 0.32, bow: 'blunt', parts: [{ t: 'box', x: 0.06, l: 0.56, w: 0.56, light: true }, { t: 'box', x: -0.34, l: 0.1, w: 0.56 }] },
  // small: one gun forward, depth charges aft
  corvette: { l: 0.58, w: 0.24, bow: 'fine', parts: [{ t: 'turret', x: 0.22, r: 0.26 }, { t: 'box', x: -0.02, l: 0.14, w: 0.44 }, { t: 'dot', x: -0.34, y: -0.22, r: 0.12, light: true }, { t: 'dot', x: -0.34, y: 0.22, r: 0.12, light: true }] },
  // a small fast boat: a cabin and two torpedo tubes along the sides
  torpedoBoat: { l: 0.5, w: 0.2, bow: 'fine', parts: [{ t: 'box', x: 0.06, l: 0.2, w: 0.5 }, { t: 'box', x: -0.2, y: -0.3, l: 0.3, w: 0.2, light: true }, { t: 'box', x: -0.2, y: 0.3, l: 0.3, w: 0.2, light: true }] },
  // launcher boxes fore and aft of a tall mast
  missileShip: { l: 0.72, w: 0.26, bow: 'fine', parts: [{ t: 'box', x: 0.22, y: -0.2, l: 0.14, w: 0.3, light: true }, { t: 'box', x: 0.22, y: 0.2, l: 0.14, w: 0.3, light: true }, { t: 'dot', x: 0, r: 0.2 }, { t: 'box', x: -0.24, l: 0.16, w: 0.5, light: true }] },
  // the bridge forward, the sweep gear trailing aft
  minesweeper: { l: 0.56, w: 0.24, bow: 'fine', parts: [{ t: 'box', x: 0.12, l: 0.16, w: 0.5 }, { t: 'dashes', x0: -0.46, x1: -0.08, y: -0.2, light: true }, { t: 'dashes', x0: -0.46, x1: -0.08, y: 0.2, light: true }] },
  // the bow ramp, the open well deck, the bridge aft
  landingShip: { l: 0.72, w: 0.34, bow: 'blunt', parts: [{ t: 'box', x: 0.4, l: 0.06, w: 0.7 }, { t: 'box', x: 0.06, l: 0.5, w: 0.6, light: true }, { t: 'box', x: -0.34, l: 0.12, w: 0.6 }] },
  // a class no silhouette knows: a plain hull (its code is written on it)
  generic: { l: 0.7, w: 0.3, bow: 'fine', parts: [] },
};

/** Which kind each class code or id draws as (ENB's codes, module D's, Naval Battle's ids and their initials). */
const KIND_OF: Readonly<Record<string, SilhouetteKind>> = {
  CV: 'carrier', carrier: 'carrier',
  BB: 'battleship', battleship: 'battleship', BA: 'battleship',
  CA: 'cruiser', cruiser: 'cruiser', CR: 'cruiser',
  CL: 'lightCruiser',
  DD: 'destroyer', destroyer: 'destroyer', DE: 'destroyer',
  SS: 'submarine', submarine: 'submarine', SU: 'submarine',
  AP: 'transport', transport: 'transport',
  AK: 'merchant',
  PG: 'corvette',
  PT: 'torpedoBoat', torpedoBoat: 'torpedoBoat', TB: 'torpedoBoat',
  missileShip: 'missileShip', MS: 'missileShip',
  minesweeper: 'minesweeper', MI: 'minesweeper',
  landingShip: 'landingShip', LS: 'landingShip',
};

/** The silhouette kind of a class: 'generic' when no entry knows it (then its code is drawn on it). */
export const silhouetteOf = (cls: string): SilhouetteKind => (Object.hasOwn(KIND_OF, cls) ? KIND_OF[cls] : 'generic');

export interface SilhouettePaths { hull: Path2D; dark: Path2D; light: Path2D; l: number; w: number }

/** The hull's outline: the side's second cue besides colour — Blue a rounded stern, Red a chamfered square one. */
function hullPath(p: Path2D, owner: PlayerId, s: Silhouette, l: number, w: number): void {
  const hl = l / 2, hw = w / 2;
  const shoulder = s.bow === 'blunt' ? hl * 0.7 : hl * 0.35;
  if (owner === 'blue') {
    p.moveTo(-hl + hw, -hw);
    p.lineTo(shoulder, -hw);
    if (s.bow === 'cigar') p.arc(hl - hw, 0, hw, -Math.PI / 2, Math.PI / 2);
    else {
      p.quadraticCurveTo(hl, -hw, hl, 0);
      p.quadraticCurveTo(hl, hw, shoulder, hw);
    }
    p.lineTo(-hl + hw, hw);
    p.arc(-hl + hw, 0, hw, Math.PI / 2, (3 * Math.PI) / 2);
  } else {
    p.moveTo(-hl, -hw * 0.55);
    p.lineTo(-hl + hw * 0.45, -hw);
    p.lineTo(s.bow === 'cigar' ? hl - hw * 0.6 : shoulder, -hw);
    if (s.bow === 'blunt') {
      p.lineTo(hl, -hw * 0.45);
      p.lineTo(hl, hw * 0.45);
    } else p.lineTo(hl, 0);
    p.lineTo(s.bow === 'cigar' ? hl - hw * 0.6 : shoulder, hw);
    p.lineTo(-hl + hw * 0.45, hw);
    p.lineTo(-hl, hw * 0.55);
  }
  p.closePath();
}

function partPath(dark: Path2D, light: Path2D, part: Part, l: number, w: number): void {
  const into = 'light' in part && part.light ? light : dark;
  switch (part.t) {
    case 'turret': {
      const x = part.x * l, r = part.r * w;
      dark.moveTo(x + r, 0);
      dark.arc(x, 0, r, 0, Math.PI * 2);
      // the barrel, forward (or aft: barrel −1), a thin box
      const dir = part.barrel ?? 1;
      const len = r * 1.9, bw = r * 0.36;
      dark.rect(dir > 0 ? x : x - len, -bw / 2, len, bw);
      break;
    }
    case 'box': {
      const bl = part.l * l, bw = part.w * w;
      into.rect(part.x * l - bl / 2, (part.y ?? 0) * w - bw / 2, bl, bw);
      break;
    }
    case 'dot': {
      const x = part.x * l, y = (part.y ?? 0) * w, r = part.r * w;
      into.moveTo(x + r, y);
      into.arc(x, y, r, 0, Math.PI * 2);
      break;
    }
    case 'dashes': {
      const y = (part.y ?? 0) * w, h = Math.max(w * 0.08, S * 0.02), dash = l * 0.07, gap = l * 0.05;
      for (let x = part.x0 * l; x < part.x1 * l; x += dash + gap) into.rect(x, y - h / 2, Math.min(dash, part.x1 * l - x), h);
      break;
    }
  }
}

const built = new Map<string, SilhouettePaths>();

/** The shared paths of a kind for a side, in map px around the ship's centre, bow along +x. */
export function silhouettePaths(kind: SilhouetteKind, owner: PlayerId): SilhouettePaths {
  const key = `${kind}|${owner}`;
  let paths = built.get(key);
  if (!paths) {
    const s = SILHOUETTES[kind];
    const l = s.l * S, w = s.w * S;
    paths = { hull: new Path2D(), dark: new Path2D(), light: new Path2D(), l, w };
    hullPath(paths.hull, owner, s, l, w);
    for (const part of s.parts) partPath(paths.dark, paths.light, part, l, w);
    built.set(key, paths);
  }
  return paths;
}
