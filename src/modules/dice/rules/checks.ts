// D-TABLE's checks: with dice combat every class in play needs a dice profile (the table's or the
// scenario's), and a profile the scenario gives must name a class of its ruleset. Refused with the
// path and the reason; no game is made. D-FLEET-1's checks of a scenario played in fleet turns.
import { own, type DataError, type Ruleset, type Scenario } from '../../../engine/author';
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

/**
 * D-FLEET-1: the fleet turn begins with the seed's initiative roll, so `turns: "fleet"` needs
 * `initiative: "d10"`; and it plays ships and fixed units only: task forces and a secret setup
 * (`reserve`), carriers' planes and airfields' bombers are refused (not yet played in a fleet turn),
 * never ignored.
 */
export function checkFleetTurns(scenario: Scenario, ruleset: Ruleset, options: DiceOptions, at: (...path: PropertyKey[]) => string): DataError[] {
  if (options.turns !== 'fleet') return [];
  const errors: DataError[] = [];
  if (options.initiative !== 'd10')
    errors.push({ path: at('initiative'), message: 'the fleet turn (turns "fleet") begins with the initiative roll: set "initiative": "d10"' });
  if (scenario.reserve.length)
    errors.push({ path: 'reserve', message: 'the fleet turn (turns "fleet") does not play task forces or a secret setup yet: place every ship on the map' });
  scenario.units.forEach((u, k) => {
    if (own(ruleset.classes, u.class)?.planes !== undefined)
      errors.push({ path: `units[${k}].class`, message: `the fleet turn (turns "fleet") does not play carriers' planes yet: the class "${u.class}" carries planes` });
  });
  scenario.reinforcements.forEach((u, k) => {
    if (own(ruleset.classes, u.class)?.planes !== undefined)
      errors.push({ path: `reinforcements[${k}].class`, message: `the fleet turn (turns "fleet") does not play carriers' planes yet: the class "${u.class}" carries planes` });
  });
  scenario.map.features.forEach((f, k) => {
    if (f.kind === 'airfield') errors.push({ path: `map.features[${k}]`, message: 'the fleet turn (turns "fleet") does not play airfields and bombers yet' });
  });
  return errors;
}
