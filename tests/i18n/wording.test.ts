// Issue 20: prompts, help and tooltips say what to do, not how with a mouse and not by colour — in
// English and Polish alike. Side names (Blue/Red, Niebieski/Czerwony) are names, not colours; the naval
// module's strings are worded on their own (issue 18).
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { enHelp } from '../../src/i18n/enHelp';
import { enOnDemand } from '../../src/i18n/enOnDemand';
import { enPlay } from '../../src/i18n/enPlay';
import { enGame } from '../../src/i18n/enGame';
import '../setup/screenModules';
import { registeredScreenModules } from '../../src/ui/modules/screenModule';
import { enTutorial } from '../../src/i18n/enTutorial';
import { enEditor } from '../../src/i18n/enEditor';
import { pl } from '../../src/i18n/pl';

const MOUSE_EN = /\b(click|clicks|clicking|tap|taps|hover|drag|dragging|mouse|wheel|scroll wheel)\b/i;
const COLOUR_EN = /\b(green|yellow|orange|white|grey|gray|purple|red (rings?|nodes?|outline)|ringed in red)\b/i;
const MOUSE_PL = /(?<!\p{L})(klik|stuknij|dotknij|najedź|przeciągnij|przeciągnięci|upuść|mysz)/iu;
const COLOUR_PL = /(?<!\p{L})(zielon|żółt|pomarańcz|biał|szar|fiolet|czerwon(e|ą|ym) (pierś|węz|obwód))/iu;

/** The file drop zone names its own gesture; the Import button beside it is the way without one. */
const DROP_ZONE = new Set(['files.drop', 'start.dropHint']);
// the rule modules' own words (their screen parts, loaded by ../setup/screenModules)
const moduleWords = (lang: 'en' | 'pl') => registeredScreenModules().flatMap((m) => (m.words ? [m.words[lang]] : []));
/** The editor's drawing tools are pointer tools: each tool's hint says how it paints (press and drag). */
const POINTER_TOOL = /^editor\.hint\./;
const worded = (dict: Readonly<Record<string, string>>) => Object.entries(dict).filter(([k]) => !k.startsWith('naval.') && !DROP_ZONE.has(k) && !POINTER_TOOL.test(k));

describe('the wording of prompts, help and tooltips', () => {
  it('reads every rule module\'s words (a module left unloaded would pass unread)', () => {
    expect(moduleWords('en').length).toBeGreaterThanOrEqual(4);
    expect(moduleWords('pl').length).toBe(moduleWords('en').length);
  });
  it('English names no mouse gesture and no colour', () => {
    const bad = [en, enHelp, enOnDemand, enPlay, enGame, enTutorial, enEditor, ...moduleWords('en')].flatMap(worded).filter(([, v]) => MOUSE_EN.test(v) || COLOUR_EN.test(v));
    expect(bad).toEqual([]);
  });
  it('Polish names no mouse gesture and no colour', () => {
    const bad = [pl, ...moduleWords('pl')].flatMap(worded).filter(([, v]) => MOUSE_PL.test(v) || COLOUR_PL.test(v));
    expect(bad).toEqual([]);
  });
});
