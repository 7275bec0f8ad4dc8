// The rule modules players may choose: registered when the engine loads, so a scenario naming one
// (`rules.modules`) is accepted by createGame. A module stays out of here until the screen can show it.
import { registerModule } from './registry';
import { navalModule } from './naval/module';

registerModule(navalModule);
