// R-CMD-2: what activating any unit (a ship, a fixed unit, an airfield) first checks.
import { refuse, type Refusal } from '../../core/errors';
import { own, type GameState, type Unit, type UnitId } from '../../core/types';
import { unitName } from '../combat/unitZone';
import { mayActivateAgain } from '../cards/effects';

/** The checks common to activating any unit: it exists, is the player's, and is not yet activated. */
export function checkActivatable(state: GameState, unitId: UnitId): Unit | Refusal {
  const unit = own(state.units, unitId);
  if (!unit) return refuse('unit/unknown', `There is no unit "${unitId}" on the map.`, { unitId });
  if (unit.owner !== state.toAct) return refuse('unit/not-yours', `The ${unitName(state, unit)} at ${unit.node} belongs to ${unit.owner}.`, { unitId });
  if (unit.activated && !mayActivateAgain(state, unit)) return refuse('unit/already-activated', `The ${unitName(state, unit)} at ${unit.node} has already been activated this round.`, { unitId });
  if (state.tokens[unit.owner].pool <= 0) return refuse('tokens/none', 'You have no command tokens left this round.');
  return unit;
}
