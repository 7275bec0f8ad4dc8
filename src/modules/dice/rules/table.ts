// D-TABLE: the numbers of dice combat as data — a class's to-hit, defence and hull — and the
// module's options (the scenario's profiles over the table, the initiative roll, the kind of turn).
import { z } from 'zod';
import { own } from '../../../engine/author';

const need = z.number().int().min(1).max(11); // 11: never (no roll succeeds)
/** A class's dice profile: the roll it needs to hit, the roll that saves it from damage, the damage that sinks it. */
const profileSchema = z.object({ hit: need, defence: need, hull: z.number().int().min(1).max(9) }).strict();
export type DiceProfile = z.infer<typeof profileSchema>;

/** The seed's table on ENB's classes (cruiser as the heavy cruiser) and its extra classes; carrier, transport, merchant and fixed units are our rulings. */
export const DICE_TABLE: Record<string, DiceProfile> = {
  BB: { hit: 4, defence: 3, hull: 4 },
  CA: { hit: 4, defence: 4, hull: 3 },
  CL: { hit: 5, defence: 5, hull: 2 },
  DD: { hit: 5, defence: 6, hull: 2 },
  PG: { hit: 5, defence: 7, hull: 1 },
  PT: { hit: 6, defence: 8, hull: 1 },
  SS: { hit: 6, defence: 9, hull: 1 },
  CV: { hit: 5, defence: 5, hull: 3 },
  AP: { hit: 11, defence: 7, hull: 1 },
  AK: { hit: 11, defence: 8, hull: 2 },
  coastalArtillery: { hit: 5, defence: 4, hull: 2 },
  airfield: { hit: 11, defence: 5, hull: 1 },
};

export const diceOptions = z.object({
  /** Dice profiles by class id (ship classes and fixed units), over the table above. */
  classes: z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/), profileSchema).default({}),
  /** D-INITIATIVE: "d10" — each round both roll and the higher roller picks first or second (R-ORDER-2 off); "none": ENB's order. */
  initiative: z.enum(['none', 'd10']).default('none'),
  /** D-FLEET: "fleet" — the seed's own turn (all moves, then all declared attacks at once); "activations": ENB's alternating activations. */
  turns: z.enum(['activations', 'fleet']).default('activations'),
  /** D-REROLL: how many times a side may re-roll its own missed to-hit die each round (a re-roll right: another module may grant it at play, e.g. a field HQ bought). */
  rerollsPerRound: z.object({ blue: z.number().int().min(0).max(9), red: z.number().int().min(0).max(9) }).strict().default({ blue: 0, red: 0 }),
  /** D-TIE (ours): "damage" — a game that ENB would call drawn at the round limit goes to the side whose hits still stand on more of the enemy's hull; "none": ENB's draw. */
  tieBreak: z.enum(['none', 'damage']).default('none'),
}).strict();
export type DiceOptions = z.infer<typeof diceOptions>;

/** The dice profile of a class (the options' entry over the table), or null. */
export function diceProfile(options: DiceOptions, cls: string): DiceProfile | null {
  return own(options.classes, cls) ?? own(DICE_TABLE, cls) ?? null;
}
