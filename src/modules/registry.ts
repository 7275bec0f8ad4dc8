// The one list of the rule modules players can name in a scenario's `rules.modules`
// (src/modules/README.md). Each module is a folder here, from its rules to its screen, its bot and its
// words; this list registers its parts: the rules with the engine, its bot knowledge with the bots,
// its screen part (with its strings, loaded with the game) with the screen, its lab part (the scores
// that decide its games) with the balance lab. Imported once by each
// entry that plays games: the app's engine side (store/gameKernel.ts), the bot and lab workers, the
// lab's command line, the benchmarks and the test setups. The engine never imports this folder.
import { registerModule } from '../engine/index';
import { navalModule } from './navalBattle/rules';
import { navalBot } from './navalBattle/bot';
import { registerBotModule } from '../bots/botModule';
import { airDefenceModule } from './airDefence/rules';
import { airDefenceBot } from './airDefence/bot';
import { diceModule } from './dice/rules/dice';
import { registerLabModule } from '../lab/labModule';
import { airDefenceLab } from './airDefence/lab';
import { diceBot } from './dice/bot';
import { fleetModule } from './fleetBuilding/rules';
import { fleetBot } from './fleetBuilding/bot';
import { fleetLab } from './fleetBuilding/lab';

registerModule(diceModule);
registerModule(navalModule);
registerModule(airDefenceModule);
registerModule(fleetModule);
registerBotModule(airDefenceBot);
registerBotModule(navalBot);
registerLabModule(airDefenceLab);
registerBotModule(diceBot);
registerBotModule(fleetBot);
registerLabModule(fleetLab);
