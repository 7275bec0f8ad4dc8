// Words for the game: unit labels ("B-CA1"), class names from the ruleset data, the event log in
// plain language, and engine refusals (English from the engine; Polish by error code).
import type { GameError, GameEvent, GameState, GameView, PlayerId, TrackItem, Unit } from '../../engine';
import { DIRECTION_NAMES } from '../../engine/geometry';
import { formatMessage, hasMessage, translate, type Language, type Translate, type MessageKey } from '../../i18n';
import { ERROR_TEXTS_PL, PENDING_PL } from '../../i18n/errorsPl';
import { dictionaryOf, LANGUAGES } from '../../i18n/dictionaries';

type WithSetup = Pick<GameState, 'setup'> | Pick<GameView, 'setup'>;

import { unitLabel } from './unitLabel';
import { moduleLine } from './moduleLines';
import { moduleNoRounds } from '../modules/screenModule';
export { unitLabel };

/** A bomber's label: its airfield's and its number ("B-AF1/2"). */
export const bomberLabel = (id: string): string => {
  const m = /^(.*)\/bomber-(\d+)$/.exec(id);
  return m ? `${unitLabel(m[1])}/${m[2]}` : id;
};

/** The class's name in a language, from the ruleset data (lower-case for running text when asked). */
export function className(g: WithSetup, unit: Pick<Unit, 'kind' | 'class'>, lang: Language, lower = false): string {
  const rs = g.setup.ruleset;
  const entry = unit.kind === 'ship' ? rs.classes[unit.class] : rs.fixedUnits[unit.class];
  const name = entry?.name?.[lang] ?? unit.class;
  return lower ? name.toLocaleLowerCase(lang) : name;
}

export const sideName = (t: Translate, p: PlayerId): string => t(`owner.${p}`);
export const playerName = (names: Record<PlayerId, string>, t: Translate, p: PlayerId): string => names[p] || sideName(t, p);
/** Whether a name already says its side, in any language ("Red computer (normal)", "Komputer: Czerwony (średni)"). */
function namesItsSide(name: string, t: Translate, p: PlayerId): boolean {
  const words = name.toLocaleLowerCase().split(/[^\p{L}]+/u);
  const sides = new Set([sideName(t, p), ...LANGUAGES.map((l) => dictionaryOf(l)[`owner.${p}`])].map((w) => w.toLocaleLowerCase()));
  return words.some((w) => sides.has(w));
}
/**
 * A player named with their side ("Piotr (Red)"), or the side alone when they gave no name (never
 * "Red (Red)"), or the name alone when it already says the side (never "Red computer (normal) (Red)").
 */
export const playerAndSide = (names: Record<PlayerId, string>, t: Translate, p: PlayerId): string =>
  !names[p] ? sideName(t, p) : namesItsSide(names[p], t, p) ? names[p] : `${names[p]} (${sideName(t, p)})`;
export const directionName = (t: Translate, h: number): string => t(`dir.${DIRECTION_NAMES[h]}` as MessageKey);

/** What a refusal's text may name: the game's setup (class and card names) and its units. */
export type ErrorContext = WithSetup & { units?: Readonly<Record<string, Unit>> };

const EDGE_PL: Record<string, string> = { north: 'północna', south: 'południowa', west: 'zachodnia', east: 'wschodnia' };

/** The {placeholders} of a Polish refusal text, resolved from its details (units, cards, terrain, …). */
function errorParams(lang: Language, d: Record<string, unknown>, g?: ErrorContext): Record<string, string | number> {
  const p: Record<string, string | number> = {};
  const unit = (id: unknown): string | undefined => {
    if (typeof id !== 'string') return undefined;
    const u = g?.units?.[id];
    if (!u || !g) return unitLabel(id);
    return `${className(g, u, lang, true)} ${unitLabel(id)} ${lang === 'pl' ? 'na' : 'at'} ${u.node}`;
  };
  const card = (id: unknown): string | undefined => (typeof id === 'string' ? `„${g ? cardInfo(g, id, lang).name : id}”` : undefined);
  const cls = (c: string): string => g?.setup.ruleset.classes[c]?.name?.[lang]?.toLocaleLowerCase(lang) ?? c;
  const set = (k: string, v: string | number | undefined) => {
    if (v !== undefined && v !== '') p[k] = v;
  };
  for (const [k, v] of Object.entries(d)) if (typeof v === 'string' || typeof v === 'number') set(k, v);
  set('unit', unit(d.unitId));
  set('active', unit(d.active));
  set('target', unit(d.targetId));
  set('card', card(d.cardId));
  set('played', card(d.played));
  if (typeof d.terrain === 'string' && hasMessage(`terrain.${d.terrain}`)) set('terrain', translate(lang, `terrain.${d.terrain}` as MessageKey));
  if (Array.isArray(d.classes)) set('classes', d.classes.map((c) => cls(String(c))).join(lang === 'pl' ? ' lub ' : ' or '));
  if (Array.isArray(d.allowed)) set('allowed', d.allowed.join(', '));
  if (Array.isArray(d.nodes)) set('nodes', d.nodes.join(', '));
  if (Array.isArray(d.drawn)) set('drawn', d.drawn.map((c) => card(c)).join(', '));
  if (Array.isArray(d.headings)) set('headings', d.headings.map((h) => translate(lang, `dir.${DIRECTION_NAMES[Number(h)]}` as MessageKey)).join(lang === 'pl' ? ' lub ' : ' or '));
  if (Array.isArray(d.edges)) set('edges', d.edges.map((e) => (lang === 'pl' ? (EDGE_PL[String(e)] ?? String(e)) : String(e))).join(', '));
  if (typeof d.toAct === 'string' && (d.toAct === 'blue' || d.toAct === 'red')) set('toAct', translate(lang, `owner.${d.toAct}`));
  if (typeof d.pending === 'string') set('pending', PENDING_PL[d.pending]);
  return p;
}

const capitalised = (s: string): string => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/**
 * The text of an engine refusal in the UI language: the engine's own message in English; in Polish the
 * code's text (i18n/errorsPl.ts) with the names from its details (`g` names units and cards; `extra`
 * adds details the refusal lacks, e.g. the card a hand entry is about). An unknown code keeps the message.
 */
export function errorText(lang: Language, e: GameError, g?: ErrorContext, extra?: Record<string, unknown>): string {
  // the engine names a side by its id ("red must first answer…"): the screen names it as players read it
  if (lang === 'en') return e.message.replace(/(?<![\w-])(blue|red)(?![\w-])/g, (side) => translate(lang, `owner.${side as PlayerId}`));
  const templates = ERROR_TEXTS_PL[e.code];
  if (!templates) return e.message;
  const params = errorParams(lang, { ...(extra ?? {}), ...((e.details ?? {}) as Record<string, unknown>) }, g);
  const list = typeof templates === 'string' ? [templates] : templates;
  const known = (tpl: string) => [...tpl.matchAll(/\{(\w+)[},]/g)].every((m) => m[1] in params);
  const tpl = list.find(known) ?? list[list.length - 1];
  return capitalised(formatMessage(lang, tpl, params).replace(/\{\w+\}/g, '').replace(/\s+([.,:;])/g, '$1'));
}

/** A card's name, effect text and type from the game's card definitions (setup.cards), else from the id. */
export function cardInfo(g: WithSetup, id: string, lang: Language): { name: string; text: string | null; type: string | null } {
  const c = g.setup.cards?.[id];
  const pretty = id.replace(/[-_]+/g, ' ').replace(/^\w/, (ch) => ch.toUpperCase());
  return { name: c?.name?.[lang] ?? pretty, text: c?.text?.[lang] ?? null, type: c?.type ?? null };
}

export interface LogContext {
  t: Translate;
  lang: Language;
  names: Record<PlayerId, string>;
  /** Every unit seen in the game (alive or destroyed), for naming ids in old events. */
  units: Map<string, Unit>;
  setup: GameView['setup'];
  viewer: PlayerId | null;
}

export function unitPhrase(c: LogContext, id: string): string {
  const u = c.units.get(id);
  // a bomber (an attacker in `destroyed`) is a marker, not a unit: its side from its airfield's id
  const bomber = /^(blue|red)-.*\/bomber-\d+$/.exec(id);
  if (!u && bomber) return c.t('log.unit', { side: sideName(c.t, bomber[1] as PlayerId), cls: c.setup.ruleset.bomber.name[c.lang].toLocaleLowerCase(c.lang), id: bomberLabel(id) });
  if (!u && /^tf-[0-9a-z]{6}$/.test(id)) return c.t('log.aTaskForce'); // R-MOVE-7: a TF marker's id says nothing (R-TF-1)
  if (!u) return unitLabel(id);
  return c.t('log.unit', { side: sideName(c.t, u.owner), cls: className(c, u, c.lang, true), id: unitLabel(id) });
}

/** One line of the log for an event, or null for bookkeeping events a player need not read (a sentence: capitalised). */
export function eventText(c: LogContext, e: GameEvent): string | null {
  const line = eventLine(c, e);
  return line === null ? null : capitalised(line);
}

function eventLine(c: LogContext, e: GameEvent): string | null {
  const { t } = c;
  const who = (p: PlayerId) => playerName(c.names, t, p);
  switch (e.type) {
    case 'gameStarted': // a game without rounds (a module's own) says its start in its own event
      return moduleNoRounds(c) ? null : t('log.gameStarted', { rounds: e.rounds });
    case 'orderRolled':
      return t('log.orderRolled', { player: who(e.chooser) });
    case 'firstPlayerChosen':
      return t('log.firstChosen', { player: who(e.player), first: who(e.first) });
    case 'roundStarted':
      return t('log.roundStarted', { round: e.round, first: who(e.order[0]), blueName: who('blue'), blue: e.tokens.blue, redName: who('red'), red: e.tokens.red });
    case 'moved':
      return t('log.moved', { unit: unitPhrase(c, e.unitId), from: e.from.node, to: e.to.node, dir: directionName(t, e.to.heading), cost: e.cost });
    case 'turned':
      return t('log.turned', { unit: unitPhrase(c, e.unitId), node: e.to.node, dir: directionName(t, e.to.heading), cost: e.cost });
    case 'stayed':
      return t('log.stayed', { unit: unitPhrase(c, e.unitId), node: e.to.node });
    case 'destroyed':
      return t('log.destroyed', { by: unitPhrase(c, e.by), unit: unitPhrase(c, e.unit.id), node: e.unit.node, points: e.points });
    case 'planeDestroyed':
      return t('log.planeDestroyed', { side: sideName(t, e.owner), node: e.node, by: unitPhrase(c, e.by), points: e.points });
    case 'planeLaunched':
      return t('log.planeLaunched', { unit: unitPhrase(c, e.carrierId), node: e.node, left: e.planesAboard });
    case 'activationEnded':
      return null;
    case 'passed':
      return t('log.passed', { player: who(e.player), left: e.tokensLeft });
    case 'cardsDrawn':
      return e.player === c.viewer && !e.cards.includes('?')
        ? t('log.drewOwn', { cards: e.cards.map((id) => cardInfo(c, id, c.lang).name).join(', ') })
        : t('log.drew', { player: who(e.player), n: e.cards.length });
    case 'cardKept':
      return e.player === c.viewer && e.cardId !== '?' ? t('log.keptOwn', { card: cardInfo(c, e.cardId, c.lang).name }) : t('log.kept', { player: who(e.player) });
    case 'drawDeclined':
      return t('log.declined', { player: who(e.player) });
    case 'roundEnded':
      return t('log.roundEnded', { round: e.round });
    case 'shipAssigned':
      return e.tf && e.tf !== '?' ? t('log.shipAssigned', { player: who(e.player), tf: e.tf }) : null;
    case 'markerPlaced':
      return t('log.markerPlaced', { player: who(e.player), node: e.node });
    case 'shipPlaced':
      return t('log.shipPlaced', { unit: unitPhrase(c, e.unitId), node: e.node });
    case 'setupFinished':
      return t('log.setupFinished', { player: who(e.player) });
    case 'taskForceMoved':
      return t('log.taskForceMoved', { side: sideName(t, e.player), from: e.from, to: e.to });
    case 'deploymentForced':
      return t('log.deploymentForced', { side: sideName(t, e.player), node: e.node });
    case 'taskForceDeployed':
      return t('log.taskForceDeployed', { side: sideName(t, e.player), node: e.node, placed: e.placed.length, lost: e.lost.length });
    case 'cardPlayed': {
      const card = cardInfo(c, e.cardId, c.lang).name;
      // §8.2: a card played on a bomber's activation names the bomber (of the card player's side)
      if (e.target?.bomberId) return t('log.cardPlayedBomber', { player: who(e.player), card, side: sideName(t, e.player), id: bomberLabel(e.target.bomberId) });
      return t('log.cardPlayed', { player: who(e.player), card });
    }
    case 'attackCancelled': // R-CARD-1: the armed card shows itself as it triggers
      return t('log.attackCancelled', { card: cardInfo(c, e.cardId, c.lang).name, unit: unitPhrase(c, e.targetId) });
    case 'cardArmed':
      return e.cardId === '?' ? t('log.cardArmedHidden', { unit: unitPhrase(c, e.unitId) }) : t('log.cardArmed', { card: cardInfo(c, e.cardId, c.lang).name, unit: unitPhrase(c, e.unitId) });
    case 'armedCardReturned':
      return e.cardId === '?' ? t('log.armedReturnedHidden', { side: sideName(t, e.player) }) : t('log.armedReturned', { card: cardInfo(c, e.cardId, c.lang).name });
    case 'armedCardLost':
      return t('log.armedLost', { unit: unitPhrase(c, e.unitId) });
    case 'dived':
      return t('log.dived', { unit: unitPhrase(c, e.unitId), node: e.node });
    case 'surfaced':
      return t('log.surfaced', { unit: unitPhrase(c, e.unitId), node: e.node, dir: directionName(t, e.heading) });
    case 'bomberPlaced':
      return t('log.bomberPlaced', { side: sideName(t, e.player), node: e.node });
    case 'cargoDelivered':
      return t('log.cargoDelivered', { unit: unitPhrase(c, e.unitId), node: e.node, points: e.points });
    case 'trackItemEntered': {
      const i = e.item;
      if (i.kind === 'mines') return t('log.trackMines', { side: sideName(t, i.owner), n: i.count });
      if (i.kind === 'card') return t(e.toDiscard ? 'log.trackCardDiscarded' : 'log.trackCard', { side: sideName(t, i.owner) });
      return i.kind === 'effect' ? t('log.trackEffect', { side: sideName(t, i.owner) }) : null;
    }
    // §8 and §10
    case 'planeReturned':
      return t('log.planeReturned', { node: e.node, unit: unitPhrase(c, e.carrierId), n: e.planesAboard });
    case 'depthCharged':
      return t('log.depthCharged', { unit: unitPhrase(c, e.unitId), node: e.node, mines: e.minesLeft });
    case 'reinforcementArrived':
      return t('log.reinforcementArrived', { unit: unitPhrase(c, e.unitId), node: e.node, dir: directionName(t, e.heading) });
    case 'arrivalDelayed':
      return t(`log.arrivalDelayed.${e.as}`, { unit: unitPhrase(c, e.unitId), round: e.round });
    case 'landed':
      return t('log.landed', { unit: unitPhrase(c, e.unitId), node: e.node, target: unitPhrase(c, e.targetId) });
    case 'bomberMoved':
      return e.from.node === e.to.node
        ? t('log.bomberTurned', { unit: unitPhrase(c, e.bomberId), node: e.to.node, dir: directionName(t, e.to.heading) })
        : t('log.bomberMoved', { unit: unitPhrase(c, e.bomberId), from: e.from.node, to: e.to.node, dir: directionName(t, e.to.heading) });
    case 'bombersReturned':
      return t('log.bombersReturned', { n: e.bomberIds.length, unit: unitPhrase(c, e.airfieldId) });
    case 'bomberDestroyed':
      return t('log.bomberDestroyed', { side: sideName(t, e.owner), node: e.node, by: unitPhrase(c, e.by), points: e.points });
    case 'airfieldHit':
      return t(e.suppressedThrough >= c.setup.rounds ? 'log.airfieldHitLast' : 'log.airfieldHit', { unit: unitPhrase(c, e.unitId), by: unitPhrase(c, e.by), round: e.suppressedThrough });
    case 'expired':
      return t('log.expired', { unit: unitPhrase(c, e.unit.id) });
    case 'planeExpired':
      return t('log.planeExpired', { side: sideName(t, e.plane.owner), node: e.plane.node });
    case 'reinforcementJoined':
      return e.tf === '?' ? t('log.reinforcementJoinedEnemy', { unit: unitPhrase(c, e.unitId), side: sideName(t, e.player) }) : t('log.reinforcementJoined', { unit: unitPhrase(c, e.unitId), tf: e.tf });
    case 'shipExited':
      return t('log.shipExited', { unit: unitPhrase(c, e.unitId), edge: t(`obj.edge.${e.edge}`), points: e.points });
    case 'module':
      return moduleLine({ t, lang: c.lang, setup: c.setup, unit: (id) => unitPhrase(c, id), player: who, bomber: bomberLabel }, e);
    case 'gameEnded':
      return e.result.winner ? t('log.gameWon', { player: who(e.result.winner) }) : t('log.gameDrawn');
    default:
      return null;
  }
}

/** Every unit that was ever on the map: the current ones, those waiting on the round track (a submerged boat), and the lost ones from the events. */
export function knownUnits(current: Record<string, Unit>, events: readonly GameEvent[], track: readonly TrackItem[] = []): Map<string, Unit> {
  const m = new Map<string, Unit>();
  for (const e of events) if (e.type === 'destroyed' || e.type === 'expired') m.set(e.unit.id, e.unit);
  for (const t of track) if ('unit' in t) m.set(t.unit.id, t.unit);
  for (const id in current) m.set(id, current[id]);
  return m;
}
