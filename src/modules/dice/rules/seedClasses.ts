// D-CLASSES, D-SPEED: the seed's extra classes (light cruiser, corvette, torpedo boat, merchant) and
// its speed classes (slow, standard, fast, very fast: MP 2/3/4/5) are data in
// src/scenarios/diceClasses.json: the ruleset takes them in when a scenario plays with dice (so a
// scenario naming them is read the same before the engine loads). ENB's own classes keep their MP.
import seed from '../../../scenarios/diceClasses.json';
import { SPEED_CLASSES } from '../../../scenarios/rulesetSchema';

export { SPEED_CLASSES };
export type SpeedClass = keyof typeof seed.speeds;

/** The speed class of every class the seed names (ENB's as the seed lists them; their MP stays ENB's). */
export const SPEED_OF: Record<string, SpeedClass> = {
  BB: 'standard', CA: 'standard', DD: 'fast', SS: 'slow', AP: 'slow',
  ...Object.fromEntries(Object.entries(seed.classes).map(([id, c]) => [id, c.speed as SpeedClass])),
};
