// D-TABLE's checks: with dice combat every class in play needs a dice profile (the table's or the
// scenario's), and a profile the scenario gives must name a class of its ruleset. Refused with the
// path and the reason; no game is made.
import type { DataError } from '../../../scenarios/mapSchema';
import type { Ruleset } from '../../../scenarios/rulesetSchema';
import { own } from '../../../engine/author';
import { DICE_TABLE, type DiceOptions } from './table';

export function checkDiceTable(ruleset: Ruleset, options: DiceOptions, at: (...path: PropertyKey[]) => string): DataError[] {
  const errors: DataError[] = [];
  const classes = [...Object.keys(ruleset.classes), ...Object.keys(ruleset.fixedUnits)];
  for (const id of classes)
    if (!own(options.classes, id) && !own(DICE_TABLE, id))
      errors.push({ path: at('classes', id), message: `the class "${id}" has no dice profile: give it { "hit", "defence", "hull" } (dice combat needs one for every class)` });
  for (const id of Object.keys(options.classes))
    if (!classes.includes(id)) errors.push({ path: at('classes', id), message: `"${id}" is not a class of this scenario's ruleset (known: ${classes.join(', ')})` });
  return errors;
}
