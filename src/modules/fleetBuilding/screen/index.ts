// Module C's screen part (src/modules/README.md): its words; its objective in words (objectives panel,
// end report); its log lines; minefields, documents and the strategic point on the map; the fleet
// builder and objective panel; in the prompt only "fleet ready" and "fill randomly" (the panel buys and
// sells); a click on the map lays a bought minefield there. Listed in src/modules/screens.ts.
import type { ScreenModule } from '../../../ui/modules/screenModule';
import { useUiStore } from '../../../store';
import { legalActions, type Action } from '../../../engine';
import { wordsFor, words } from '../strings';
import { MODULE_ID } from '../rules';
import { fleetLine } from './logLines';
import { drawFleetMarks } from './draw';
import { FleetPanel } from './FleetBuilder';
import { levelLine, objectiveText, optionsOf } from './facts';
import { fleetEditorSettings, fleetEditorTools } from './editorTools';

const PROMPT = new Set(['finish', 'fill', 'chooseOrder']);

export const fleetScreen: ScreenModule = {
  id: MODULE_ID,
  words,
  optionLines: (t, options) => { const o = optionsOf(options); return o && `${levelLine(wordsFor(t), o)}. ${objectiveText(wordsFor(t), o, 0)}`; },
  objective: (t, options, rounds) => { const o = optionsOf(options); return o && objectiveText(wordsFor(t), o, rounds); },
  logLine: (c, name, data, e) => fleetLine(c, name, data, e),
  drawUnder: drawFleetMarks,
  Panel: FleetPanel,
  editorTools: fleetEditorTools,
  editorSettings: fleetEditorSettings,
  buttons: (actions) => actions.filter((a) => a.module !== MODULE_ID || PROMPT.has(a.action)),
  click(state, node) {
    const lay = legalActions(state).find((a): a is Extract<Action, { type: 'module' }> => a.type === 'module' && a.module === MODULE_ID && a.action === 'placeMinefield' && (a.params as { node: string }).node === node.toUpperCase());
    if (!lay) return false;
    useUiStore.getState().submit(lay);
    return true;
  },
};
