// D-CLASSES: the seed's extra classes (light cruiser, corvette, torpedo boat, merchant) as a ruleset
// part the module brings, their speeds given by the seed's speed classes (slow, standard, fast, very
// fast: MP 2/3/4/5). The data is seedClasses.json; ENB's own classes keep their MP.
import seed from './seedClasses.json';

export type SpeedClass = keyof typeof seed.speeds;
/** D-SPEED: the MP of each speed class. */
export const SPEED_CLASSES: Record<SpeedClass, number> = seed.speeds;

/** The speed class of every class the seed names (ENB's as the seed lists them; their MP stays ENB's). */
export const SPEED_OF: Record<string, SpeedClass> = {
  BB: 'standard', CA: 'standard', DD: 'fast', SS: 'slow', AP: 'slow',
  ...Object.fromEntries(Object.entries(seed.classes).map(([id, c]) => [id, c.speed as SpeedClass])),
};

/** The ruleset part: `{ classes }`, each extra class with the MP of its speed class. */
export const seedRuleset = {
  classes: Object.fromEntries(Object.entries(seed.classes).map(([id, { speed, ...c }]) => [id, { ...c, mp: SPEED_CLASSES[speed as SpeedClass] }])),
};
