// The rule modules players can name in a scenario's `rules.modules`, registered when the engine loads
// (createGame accepts a scenario naming one). A module stays out of here until the screen can show it.
import { registerModule } from './registry';
import { diceModule } from './dice/dice';
import { navalModule } from './naval/module';
import { airDefenceModule } from './airDefence/airDefence';

registerModule(diceModule);
registerModule(navalModule);
registerModule(airDefenceModule);
