// Module D's screen part (src/modules/README.md): its words, its log lines, the dice over the map and
// the damage its units carry (pips on the map, the fleet panel, the hover card). Its initiative
// choice needs nothing of its own: the generic prompt shows its actions as buttons named by its words
// (`module.dice.chooseOrder.first`…). Listed in src/modules/screens.ts; loads with the game.
import type { ScreenModule } from '../../../ui/modules/screenModule';
import { damageMarks } from '../rules/dice';
import { en, pl } from '../strings';
import { DiceRolls } from './DiceRolls';
import { diceLine } from './logLines';

export const diceScreen: ScreenModule = {
  id: 'dice',
  words: { en, pl },
  logLine: diceLine,
  damage: (state) => damageMarks(state),
  MapOverlay: DiceRolls,
};
