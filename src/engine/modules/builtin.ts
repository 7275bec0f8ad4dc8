// The rule modules that ship with the game, registered when the engine loads (a scenario switches
// one on in `rules.modules`). Tests may register their own beside them.
import { registerModule } from './registry';
import { diceModule } from './dice/dice';

registerModule(diceModule);
