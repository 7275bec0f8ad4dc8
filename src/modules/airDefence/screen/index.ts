// Module L's screen part (src/modules/README.md): its words; its options and its victory rule in words
// (start screen, objectives, end report); its log lines; the weather, the targets and guns, and its
// choices on the map; the VP track panel; its buttons (a return from the round track, once per bomber,
// opens the pick of its entry nodes), its place on the map for a pick, a click on an own AA gun or an
// enemy bomber, and a bomber's bomb runs. Listed in src/modules/screens.ts; loads with the game.
import type { ScreenModule } from '../../../ui/modules/screenModule';
import { wordsFor, words } from '../strings';
import { AIR_DEFENCE, airDefenceButtons, airDefenceLabel, airDefencePlace, clickAirDefence, isAirDefence, startAirDefencePick } from './choices';
import { drawAirDefenceChoices, drawDefences, drawWeather } from './draw';
import { airDefenceFacts } from './facts';
import { airDefenceLine } from './logLines';
import { VpPanel } from './VpPanel';
import { vpTargetsOf } from './vpTargets';
import { airDefenceEditorSettings, airDefenceEditorTools } from './editorTools';
import { victoryPoints } from '../rules';
import { airDefenceLegend } from './legend';

export const airDefenceScreen: ScreenModule = {
  id: AIR_DEFENCE,
  words,
  optionLines: (t, options) => airDefenceFacts(wordsFor(t), options),
  objective: (t, options, rounds) => {
    const vp = vpTargetsOf([{ id: AIR_DEFENCE, options }]);
    return vp && wordsFor(t)('start.objective.vp', { ...vp, n: rounds });
  },
  score: (t, view) => {
    const target = vpTargetsOf(view.setup.modules);
    if (!target) return null;
    const vp = victoryPoints(view);
    const w = wordsFor(t);
    const of = (n: number) => (n < 0 ? `−${-n}` : String(n));
    return { blue: w('vp.short', { vp: of(vp.blue), target: target.blue }), red: w('vp.short', { vp: of(vp.red), target: target.red }) };
  },
  legend: airDefenceLegend,
  hints: (t) => [wordsFor(t)('hint.air')],
  logLine: (c, name, data, e) => airDefenceLine({ ...c, t: wordsFor(c.t) }, name, data, e),
  drawUnder: drawWeather,
  drawOver: drawDefences,
  drawChoices: drawAirDefenceChoices,
  Panel: VpPanel,
  buttons: airDefenceButtons,
  buttonLabel: (t, state, a, bomber) => airDefenceLabel(wordsFor(t), state, a, bomber),
  startPick: startAirDefencePick,
  click: clickAirDefence,
  place: airDefencePlace,
  editorTools: airDefenceEditorTools,
  editorSettings: airDefenceEditorSettings,
  bomberAction: (a, bomberId) => isAirDefence(a, 'dropBombs') && (a.params as { bomber?: unknown } | undefined)?.bomber === bomberId,
};
