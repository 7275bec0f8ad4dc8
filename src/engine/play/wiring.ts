// Binds the rules' hooks (core/hooks.ts) to the concerns that answer them. Imported first by the
// engine's public entry (index.ts), so no rule runs unbound.
import { bindHooks } from '../core/hooks';
import { bomberTarget } from '../rules/aviation/bombers';
import { strikeAviation } from '../rules/aviation/airfields';
import { triggerArmedReaction } from '../rules/cards/reactions';
import { commandCardStillPlayable } from '../rules/cards/playableCards';
import { activationStepActions } from './operations';
import { airRayLength, attackHits, limitResult, roundStarting } from './modules';

bindHooks({
  otherTarget: bomberTarget,
  strikeOther: strikeAviation,
  attackHits,
  attackDeclared: triggerArmedReaction,
  activationHasMore: (state, unitId) => activationStepActions(state, unitId).length > 0 || commandCardStillPlayable(state),
  roundStarting,
  airRayLength,
  roundLimit: limitResult,
});
