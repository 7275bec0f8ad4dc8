// Card effects in play (§9): which lasting effects hold, whom they touch, and what they change.
// Movement asks for a unit's MP and turn cost, zones for its rays, commands for the bonus tokens
// and the extra activations; rounds end effects at the end of an activation or a round, attacks
// end them when their unit is lost. Effects are plain data copied from the card when played, so
// a game plays on the same from its JSON. State lists are replaced, never changed in place
// (drafts copy only what the core knows about).
// Cards that stay in play (§9): upgrades and commander cards. One played on a unit is attached to
// it: when that unit is destroyed the card and all its benefits are lost (its effects end, extra
// tokens it brought leave the pool). Upgrades played on a group (a class, all own units) stay for
// the rest of the game. A unit holds at most one commander (cards.ts checks it).
import type { CardDef, Effect, LastingEffect } from '../../../scenarios/cardSchema';
import type { ZoneRays } from '../../../scenarios/rulesetSchema';
import type { Draft } from '../../core/draft';
import { other, type ActiveEffect, type CardId, type CardInPlay, type CardPick, type EndReason, type GameState, type PlayerId, type Unit, type UnitId } from '../../core/types';



const NONE: readonly ActiveEffect[] = [];
export const effectsOf = (state: GameState): readonly ActiveEffect[] => state.effects ?? NONE;

export function touches(e: ActiveEffect, unit: Unit): boolean {
  if (e.unitId !== undefined) return e.unitId === unit.id;
  return e.side === unit.owner && (e.classes === undefined || e.classes.includes(unit.class));
}

/** A ship's MP with the effects on it (never below 0); computed once per movement query. */
export function effectiveMp(state: GameState, unit: Unit, base: number): number {
  let mp = base;
  for (const e of effectsOf(state)) if (e.effect.kind === 'mp' && touches(e, unit)) mp += e.effect.amount;
  return Math.max(0, mp);
}

/** What a 60° turn costs a ship: the lowest `set` of its effects (else the rule option), then the `add`s; never below 0. */
export function effectiveTurnCost(state: GameState, unit: Unit, base: number): number {
  let set = Infinity;
  let add = 0;
  for (const e of effectsOf(state)) {
    if (e.effect.kind !== 'turnCost' || !touches(e, unit)) continue;
    if (e.effect.set !== undefined) set = Math.min(set, e.effect.set);
    add += e.effect.add ?? 0;
  }
  return Math.max(0, (set === Infinity ? base : set) + add);
}

/** Whether an effect changes the rays of the units it touches. */
export const changesRays = (e: ActiveEffect): boolean => e.effect.kind === 'extendRays' || e.effect.kind === 'addRays';

/** Whether some effect changes this unit's rays (then its zone is not the class's). */
export function rayEffectsOn(state: GameState, unit: Unit): boolean {
  const list = state.effects;
  if (!list || list.length === 0) return false;
  for (const e of list) if (changesRays(e) && touches(e, unit)) return true;
  return false;
}

/** A unit's zone with its ray effects (see applyRayEffects). */
export function zoneWithEffects(state: GameState, unit: Unit, base: ZoneRays[]): ZoneRays[] {
  if (!rayEffectsOn(state, unit)) return base;
  return applyRayEffects(base, effectsOf(state).filter((e) => touches(e, unit)).map((e) => e.effect));
}

/** Rays changed by effects: added rays first, then every lengthening and shortening; a ray shortened below its near end is gone. */
export function applyRayEffects(base: readonly ZoneRays[], effects: readonly LastingEffect[]): ZoneRays[] {
  const rays: { ray: number; from: number; to: number }[] = [];
  for (const g of base) for (const ray of g.rays) rays.push({ ray, from: g.from, to: g.to });
  for (const x of effects) if (x.kind === 'addRays') for (const ray of x.rays) rays.push({ ray, from: x.from, to: x.to });
  for (const x of effects) {
    if (x.kind !== 'extendRays') continue;
    for (const r of rays) if (!x.rays || x.rays.includes(r.ray)) r.to += x.amount;
  }
  return rays.filter((r) => r.to >= r.from).map((r) => ({ rays: [r.ray], from: r.from, to: r.to }));
}

/** R-CMD-1: the tokens a player's card effects bring (this round's and the lasting ones). */
export function tokenBonus(state: GameState, player: PlayerId): number {
  let n = 0;
  for (const e of effectsOf(state)) if (e.effect.kind === 'extraToken' && e.owner === player) n += e.effect.amount;
  return n;
}

function extraActivationFor(state: GameState, unit: Unit): ActiveEffect | undefined {
  const list = effectsOf(state); // (a loop, not find with a closure: asked for every activated unit of every state)
  for (let k = 0; k < list.length; k++) {
    const e = list[k];
    if (e.effect.kind === 'extraActivation' && e.unitId === unit.id && e.usedRound !== state.round) return e;
  }
  return undefined;
}

/** R-CMD-2 with a card: an activated unit may be activated again while an unused extra activation touches it. */
export const mayActivateAgain = (state: GameState, unit: Unit): boolean => unit.activated && extraActivationFor(state, unit) !== undefined;

/** Use up the extra activation of a unit being activated a second time: a round's is gone, a lasting one waits for the next round. */
export function useExtraActivation(d: Draft, unit: Unit): void {
  const e = extraActivationFor(d.s, unit);
  if (!e) return;
  d.s.effects = effectsOf(d.s).flatMap((x) => (x !== e ? [x] : e.effect.duration === 'round' ? [] : [{ ...x, usedRound: d.s.round }]));
  d.events.push({ type: 'extraActivationUsed', player: unit.owner, unitId: unit.id, cardId: e.cardId });
}

/** Put a card's lasting effects in play (the one-time ones belong to cards.ts); extra tokens arrive in the pool at once. */
export function startEffects(d: Draft, card: CardDef, owner: PlayerId, pick: CardPick, attachedTo: UnitId | undefined): void {
  const added: ActiveEffect[] = [];
  for (const effect of card.effects) {
    if (!isLasting(effect)) continue;
    const e: ActiveEffect = { cardId: card.id, owner, effect };
    if (effect.kind === 'extraActivation') e.unitId = pick.unitId;
    else if (effect.kind === 'extraToken') e.side = owner;
    else if (effect.applyTo === 'allOwn' || effect.applyTo === 'allEnemy') {
      e.side = effect.applyTo === 'allOwn' ? owner : other(owner);
      if (effect.classes) e.classes = [...effect.classes];
    } else if (pick.class !== undefined) { e.side = owner; e.classes = [pick.class]; }
    else e.unitId = pick.unitId;
    if (attachedTo !== undefined) e.attachedTo = attachedTo;
    if (effect.kind === 'extraToken') {
      d.s.tokens[owner] = { ...d.s.tokens[owner], pool: d.s.tokens[owner].pool + effect.amount };
      d.events.push({ type: 'cardTokens', player: owner, cardId: card.id, amount: effect.amount });
    }
    added.push(e);
  }
  if (added.length) d.s.effects = [...effectsOf(d.s), ...added];
}

export const isLasting = (e: Effect): e is LastingEffect => 'duration' in e;


/** End the effects that match; extra tokens they brought leave the pool (or, if spent, the spent ones), so the total stays true. */
export function endEffects(d: Draft, ends: (e: ActiveEffect) => boolean, why: EndReason): void {
  const list = effectsOf(d.s);
  if (!list.some(ends)) return;
  const keep: ActiveEffect[] = [];
  for (const e of list) {
    if (!ends(e)) { keep.push(e); continue; }
    if (e.effect.kind === 'extraToken') withdrawTokens(d, e.owner, e.cardId, e.effect.amount);
    d.events.push({ type: 'effectEnded', player: e.owner, cardId: e.cardId, kind: e.effect.kind, why });
  }
  d.s.effects = keep;
}

function withdrawTokens(d: Draft, player: PlayerId, cardId: CardId, amount: number): void {
  const t = { ...d.s.tokens[player] };
  const fromPool = Math.min(amount, t.pool);
  t.pool -= fromPool;
  t.spent -= Math.min(amount - fromPool, t.spent);
  d.s.tokens[player] = t;
  d.events.push({ type: 'cardTokens', player, cardId, amount: -amount });
}

/** The end of an activation: its command cards' effects end. */
export const endActivationEffects = (d: Draft): void => endEffects(d, (e) => e.effect.duration === 'activation', 'activation');

/** §6.2 step 1: effects "until the end of the round" end (after the tokens have returned). */
export const endRoundEffects = (d: Draft): void => endEffects(d, (e) => e.effect.duration === 'round' || e.effect.duration === 'activation', 'round');

/** For the UI: the lasting effects that touch a unit now. */
export const effectsOnUnit = (state: GameState, unit: Unit): ActiveEffect[] => effectsOf(state).filter((e) => touches(e, unit));


const NOTHING_IN_PLAY: readonly CardInPlay[] = [];
export const cardsInPlay = (state: GameState): readonly CardInPlay[] => state.inPlay ?? NOTHING_IN_PLAY;

/** The cards attached to a unit (for the UI: a flagship's commander, a ship's upgrades). */
export const cardsOnUnit = (state: GameState, unitId: UnitId): CardInPlay[] => cardsInPlay(state).filter((c) => c.unitId === unitId);

/** Put an upgrade or commander card in play, attached to a unit or not. */
export function attachCard(d: Draft, owner: PlayerId, cardId: CardId, unitId: UnitId | undefined): void {
  d.s.inPlay = [...cardsInPlay(d.s), { cardId, owner, ...(unitId !== undefined ? { unitId } : {}) }];
}

/**
 * A unit left the game (destroyed): the cards attached to it are lost (out of the game, not
 * discarded) and every effect on it or from those cards ends. Called once the unit is gone.
 */
export function loseCardsWith(d: Draft, unit: Unit): void {
  const armed = d.s.armed ?? [];
  if (armed.some((a) => a.unitId === unit.id)) { // R-CARD-1: an armed card leaves the game with its unit, unseen
    d.s.armed = armed.filter((a) => a.unitId !== unit.id);
    for (const a of armed) if (a.unitId === unit.id) d.events.push({ type: 'armedCardLost', player: a.owner, unitId: unit.id });
  }
  const list = cardsInPlay(d.s);
  const lost = list.filter((c) => c.unitId === unit.id);
  if (lost.length) {
    d.s.inPlay = list.filter((c) => c.unitId !== unit.id);
    for (const c of lost) d.events.push({ type: 'cardLost', player: c.owner, cardId: c.cardId, unitId: unit.id });
  }
  endEffects(d, (e) => e.unitId === unit.id || e.attachedTo === unit.id, 'unitLost');
}

/** R-CARD-1, §6.2 step 1: armed reaction cards that did not trigger go back to their owners' hands. */
export function returnArmedCards(d: Draft): void {
  const armed = d.s.armed;
  if (!armed?.length) return;
  for (const a of armed) {
    d.s.cards[a.owner] = { ...d.s.cards[a.owner], hand: [...d.s.cards[a.owner].hand, a.cardId] };
    d.events.push({ type: 'armedCardReturned', player: a.owner, cardId: a.cardId, unitId: a.unitId });
  }
  d.s.armed = [];
}
