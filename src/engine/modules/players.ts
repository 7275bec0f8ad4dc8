// The rule modules players can name in a scenario's `rules.modules`, registered when the engine loads.
import { registerModule } from './registry';
import { diceModule } from './dice/dice';

registerModule(diceModule);
