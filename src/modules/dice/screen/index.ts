// Module D's screen part (src/modules/README.md): its words, its log lines, the dice over the map and
// the damage its units carry (pips on the map, the fleet panel, the hover card). Its initiative
// choice needs nothing of its own: the generic prompt shows its actions as buttons named by its words
// (`module.dice.chooseOrder.first`…). Listed in src/modules/screens.ts; loads with the game.
import type { ScreenModule } from '../../../ui/modules/screenModule';
import { damageMarks } from '../rules/dice';
import { en, pl } from '../strings';
import { DiceRolls } from './DiceRolls';
import { diceLine } from './logLines';
import { FleetDeclarations, isFleetPick } from './FleetDeclarations';
import { clickDeclaring } from './fleetClick';
import { diceEditorSettings } from './editorTools';

export const diceScreen: ScreenModule = {
  id: 'dice',
  words: { en, pl },
  logLine: diceLine,
  damage: (state) => damageMarks(state),
  MapOverlay: DiceRolls,
  // D-FLEET: moves and declarations are chosen on the map, withdrawals in the prompt's list of declared attacks
  buttons: (actions) => actions.filter((a) => !isFleetPick(a)),
  decisionClick: clickDeclaring,
  PromptPart: FleetDeclarations,
  editorSettings: diceEditorSettings,
};
