// The one list of the rule modules' screen parts (src/modules/README.md), the twin of registry.ts on
// the screen's side: each loads on demand, with its words, when a game loads (ui/lazy.tsx) or when the
// start screen describes a scenario that plays with it — never with the first screen's script, and
// never in the bot or lab workers. Imported once by the app (main.tsx) and the unit tests' setup.
import { listScreenModule } from '../ui/modules/screenModule';
import { navalStart } from './navalBattle/start';
import { fleetStart } from './fleetBuilding/start';

listScreenModule('dice', () => import('./dice/screen').then((m) => m.diceScreen));
listScreenModule('airDefence', () => import('./airDefence/screen').then((m) => m.airDefenceScreen));
listScreenModule('fleetBuilding', () => import('./fleetBuilding/screen/door').then((m) => m.loadScreen()), fleetStart);
listScreenModule('navalBattle', () => import('./navalBattle/screen').then((m) => m.navalScreen), navalStart);
