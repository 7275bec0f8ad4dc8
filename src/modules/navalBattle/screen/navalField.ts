// What a field of the Naval Battle board says, for the mouse hover and the keyboard cursor alike (the
// same words, issue 20): its name and waters, what stands there as far as this player may know (the
// view hides enemy classes), and what choosing it would do now — the selected ship's action there
// (asked of the engine: navalShipActions) or the engine's reason why not; during the secret setup,
// the swap with the chosen field or the engine's refusal of it.
import type { GameError, GameState, PlayerId } from '../../../engine';
import type { Arrangement, NavalData, NavalGeography, NavalOptions } from '../rules/index';
import type { Language, MessageKey, MessageParams } from '../../../i18n';
import type { NavalKey } from '../strings';
import { errorText } from '../../../ui/game/describe';
import { classLabel } from './navalGame';
import { actionAt, whyNotAt, type ClickMode } from './navalClick';
import { draftPieceAt, draftRefusal, swapFields } from './arrangement';

export interface FieldLine { text: string; tone?: 'good' | 'bad' }

export interface FieldContext {
  state: GameState; o: NavalOptions; geo: NavalGeography; data: NavalData | null; viewer: PlayerId | null;
  lang: Language; t(key: NavalKey | MessageKey, params?: MessageParams): string;
  /** The battle: the selected ship and what a choice does (null: not this player's turn). */
  battle: { selected: string | null; mode: ClickMode } | null;
  /** The secret setup: the draft and the field chosen in it. */
  arranging: { draft: Arrangement; chosen: string | null } | null;
}

/** An engine refusal in the language (the module's own Polish text where it gives one). */
export function refusalText(lang: Language, e: GameError): string {
  const pl = (e.details as { pl?: unknown } | undefined)?.pl;
  return lang === 'pl' && typeof pl === 'string' ? pl : errorText(lang, e);
}

function waters(c: FieldContext, field: string): string {
  const { geo, t } = c;
  const i = geo.index.get(field) ?? -1;
  if (i < 0) return field;
  if (!geo.water[i]) return t('naval.field.land', { node: field });
  if (geo.port[i]) {
    const side = t(geo.port[i] === 1 ? 'owner.blue' : 'owner.red');
    return t(geo.entrances.some((e) => e.inside === i) ? 'naval.field.entrance' : 'naval.field.port', { node: field, side });
  }
  return t(geo.neutral[i] ? 'naval.field.neutral' : 'naval.field.sea', { node: field });
}

/** What stands on the field, as this player knows it. */
function standing(c: FieldContext, field: string): string[] {
  const { t, data, viewer } = c;
  if (!data) return [];
  const side = (p: PlayerId) => t(p === 'blue' ? 'owner.blue' : 'owner.red');
  const out: string[] = [];
  const draft = c.arranging?.draft;
  for (const p of data.pieces) {
    if (p.kind === 'mine' && draft && p.owner === viewer) continue; // the draft's mines stand in their place
    let node = p.node;
    if (draft && p.owner === viewer && p.kind === 'ship') node = draft.ships.find((s) => s.id === p.id)?.node ?? null;
    if (node !== field) continue;
    if (p.kind === 'mine') { out.push(t('naval.field.mine', { side: side(p.owner) })); continue; }
    const label = classLabel(c.o, c.lang, p.class);
    if (!label) out.push(t('naval.field.hidden', { side: side(p.owner) }));
    else if (p.owner === viewer) out.push(t(p.revealed ? 'naval.field.ownKnown' : 'naval.field.own', { cls: label.name, strength: label.strength }));
    else out.push(t('naval.field.enemy', { side: side(p.owner), cls: label.name, strength: label.strength }));
  }
  if (draft?.mines.includes(field)) out.push(t('naval.field.mine', { side: side(viewer!) }));
  const batteries = draft ? [...data.batteries.filter((b) => b.owner !== viewer), ...draft.batteries.map((node) => ({ owner: viewer!, node }))] : data.batteries;
  for (const b of batteries) if (b.node === field) out.push(t('naval.field.battery', { side: side(b.owner) }));
  for (const p of data.planes) if (p.node === field) out.push(t('naval.field.plane', { side: side(p.owner) }));
  return out;
}

/** What choosing the field would do now, or why it would be refused. */
function choice(c: FieldContext, field: string): FieldLine | null {
  const { t, state, data, viewer } = c;
  if (c.arranging) {
    const { draft, chosen } = c.arranging;
    const inPort = c.geo.portFields[viewer!].some((i) => c.geo.names[i] === field);
    if (!inPort) return { text: t('naval.do.notPort'), tone: 'bad' };
    if (!chosen) return { text: t(draftPieceAt(draft, field) ? 'naval.do.pick' : 'naval.do.pickFree') };
    if (chosen === field) return { text: t('naval.do.unpick') };
    const why = draftRefusal(state, swapFields(draft, chosen, field));
    return why ? { text: t('naval.do.no', { why: refusalText(c.lang, why) }), tone: 'bad' } : { text: t('naval.do.swap', { node: chosen }), tone: 'good' };
  }
  if (!c.battle || !data || !viewer) return null;
  const own = data.pieces.find((p) => p.node === field && p.owner === viewer && p.kind === 'ship');
  const { selected, mode } = c.battle;
  if (!selected) return own ? { text: t('naval.do.select') } : null;
  const a = actionAt(state, c.o, data, selected, field, mode);
  if (a) return { text: t(`naval.do.${a.action}` as NavalKey), tone: 'good' };
  if (own) return { text: t(own.id === selected ? 'naval.do.deselect' : 'naval.do.select') };
  const why = whyNotAt(state, selected, field, mode);
  return why ? { text: t('naval.do.no', { why: refusalText(c.lang, why) }), tone: 'bad' } : null;
}

/** The lines told of a field: waters, what stands there, what choosing it does. */
export function fieldLines(c: FieldContext, field: string): FieldLine[] {
  const lines: FieldLine[] = [{ text: waters(c, field) }, ...standing(c, field).map((text) => ({ text }))];
  const ch = choice(c, field);
  if (ch) lines.push(ch);
  return lines;
}
