// The log lines of one action of a session (the events it caused), as a viewer may read them — for
// the undo confirmation and the replay viewer. An action whose events say nothing readable is named
// by its type.
import { eventsFor, type PlayerId } from '../../engine';
import type { Language, Translate } from '../../i18n';
import type { Session } from '../../store';
import { eventText, knownUnits, playerName } from '../game/describe';

export function actionLines(s: Session, k: number, viewer: PlayerId | null, t: Translate, lang: Language): string[] {
  const counts = s.timeline.eventCounts;
  if (k < 0 || k >= s.actions.length) return [];
  const raw = s.events.slice(counts[k], counts[k + 1]);
  const events = viewer ? eventsFor(raw, viewer) : raw;
  const ctx = { t, lang, names: s.names, units: knownUnits(s.state.units, s.events, s.state.track), setup: s.state.setup, viewer };
  const lines = events.map((e) => eventText(ctx, e)).filter((x): x is string => !!x);
  if (lines.length) return lines;
  const who = s.timeline.steps[k]?.player;
  return [t('undo.actionOf', { player: who ? playerName(s.names, t, who) : '?', type: s.actions[k].type })];
}
