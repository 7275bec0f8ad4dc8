// Module N's screen part (src/modules/README.md): Naval Battle is a game of its own on a square board,
// so it draws the whole game screen (NavalScreen: its board, panels and log), says its progress on the
// top bar (its turns: no rounds, no command tokens) and writes its log lines; its words and CSS load with it.
import type { ScreenModule } from '../../../ui/modules/screenModule';
import { sideName } from '../../../ui/game/describe';
import { NAVAL, navalData } from '../rules/index';
import { words, wordsFor } from '../strings';
import { navalEventText } from './navalEvents';
import { optionsOf } from './navalGame';
import { NavalScreen } from './NavalScreen';
import './naval.css';
import { navalEditorSettings, navalEditorTools } from './editorTools';

export const navalScreen: ScreenModule = {
  id: NAVAL,
  words,
  Screen: NavalScreen,
  editorTools: navalEditorTools,
  editorSettings: navalEditorSettings,
  noRounds: true,
  status: (t, view) => {
    const d = navalData(view as Parameters<typeof navalData>[0]);
    return d ? { progress: wordsFor(t)('naval.status.move', { n: d.turns + 1 }), tokens: false } : null;
  },
  logLine: (c, _name, _data, e) => {
    const setup = c.setup;
    return setup ? navalEventText({ t: wordsFor(c.t), lang: c.lang ?? 'en', o: optionsOf({ setup }), side: (p) => sideName(c.t, p) }, e) : null;
  },
};
