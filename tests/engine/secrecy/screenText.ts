// Every string the screen would show a viewer of a state, built the way the screen builds it: the log
// line of each event (as eventsFor lets the viewer see it), and on the Naval Battle board what each
// field says (waters, what stands there, what choosing it would do with the viewer's first ship).
import { eventsFor, viewFor, type GameEvent, type GameState, type PlayerId, type Unit } from '../../../src/engine/index';
import { navalData, navalGeography } from '../../../src/modules/navalBattle/rules/index';
import { translate, type Language, type MessageKey, type MessageParams } from '../../../src/i18n/index';
import { eventText, type LogContext } from '../../../src/ui/game/describe';
import { navalEventText } from '../../../src/modules/navalBattle/screen/navalEvents';
import { fieldLines } from '../../../src/modules/navalBattle/screen/navalField';
import { optionsOf } from '../../../src/modules/navalBattle/screen/navalGame';

export function screenText(state: GameState, events: readonly GameEvent[], viewer: PlayerId, lang: Language = 'en'): string[] {
  const t = (key: MessageKey, params?: MessageParams) => translate(lang, key, params);
  const view = viewFor(state, viewer);
  const seen = eventsFor(events, viewer);
  const units = new Map<string, Unit>(Object.entries(view.units));
  const log: LogContext = { t, lang, names: { blue: 'Blue', red: 'Red' }, units, setup: view.setup, viewer };
  const out = seen.map((e) => eventText(log, e) ?? '');
  const data = navalData(view as unknown as GameState);
  if (!data) return out;
  const o = optionsOf(state);
  out.push(...seen.map((e) => navalEventText({ t, lang, o, side: (p) => (p === 'blue' ? 'Blue' : 'Red') }, e) ?? ''));
  const geo = navalGeography(state.setup.map, o);
  const battle = data.arranged.blue && data.arranged.red && state.toAct === viewer;
  const selected = battle ? data.pieces.find((p) => p.owner === viewer && p.kind === 'ship' && p.node)?.id ?? null : null;
  for (const field of geo.names) {
    const lines = fieldLines({ state, o, geo, data, viewer, lang, t, battle: battle ? { selected, mode: 'act' } : null, arranging: null }, field);
    out.push(lines.map((l) => `${l.text}${l.tone ? ` (${l.tone})` : ''}`).join(' | '));
  }
  return out;
}
