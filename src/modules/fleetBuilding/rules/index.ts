// Module C — fleet building and objective types (MODULES.md §C, seed 004; rules C-… in README.md):
// the players build their fleets on a point budget by game level, in secret, then play one of the
// seed's objective types, with extras bought (fog, minefields) and a d6 initiative each round.
import type { RuleModule } from '../../../engine/author';
import { fleetOptions, type FleetOptions } from './options';
import { beginBuilding, buildingActions, BUILD } from './building';
import { chooseOrder, rollInitiative } from './initiative';
import { checkFleetScenario } from './checks';
import { hideBuilds } from './visibility';
import { limitWinner, objectiveWinner } from './objectives';
import { afterLoss, countHeld, minefieldStrike, rollFog, watchTheSea } from './progress';
import { MODULE_ID } from './data';

export { fleetOptions, type FleetOptions } from './options';
export { MODULE_ID, fleetData, battleOf, type FleetData, type Battle } from './data';

export const fleetModule: RuleModule<FleetOptions> = {
  id: MODULE_ID,
  name: { en: 'Fleet building and objectives', pl: 'Budowa floty i cele' },
  options: fleetOptions,
  check: checkFleetScenario,
  setup: [{ name: BUILD, begin: (d) => beginBuilding(d) }],
  visibility: hideBuilds,
  beforeRound(d, o) {
    rollFog(d); // C-EXTRA-FOG, once a round
    return rollInitiative(d, o); // C-INITIATIVE
  },
  actions: [...buildingActions, chooseOrder],
  on: {
    afterMove(d, e, o) {
      minefieldStrike(d, e);
      watchTheSea(d, o);
    },
    afterLoss: (d, e) => afterLoss(d, e),
    roundEnd(d, _e, o) {
      watchTheSea(d, o);
      countHeld(d, o);
    },
  },
  victory(state, o) {
    const winner = objectiveWinner(state, o);
    return winner ? { winner } : null;
  },
  roundLimit(state, o) {
    const winner = limitWinner(state, o);
    return winner === undefined ? undefined : { winner };
  },
};
