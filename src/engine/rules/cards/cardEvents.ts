// The one-time effects of cards (§9): forcing an enemy task force to deploy (R-TF-3, through
// deployment.ts), revealing an enemy task force's composition to the player, and putting something
// on the round track (§10, through roundTrack.ts). Lasting effects are in effects.ts.
// A scheduled item is an `effect` item on the field `delay` rounds ahead; when the round marker
// reaches it (cleanup step 3) cards are drawn to hand or tokens gained for that round. The cards are
// chosen then, from the top of the deck, so the public track never shows which they will be.
import type { CardDef, Effect } from '../../../scenarios/cardSchema';
import type { Draft } from '../../core/draft';
import { boardOfMarker, forceDeployment } from '../taskForces/taskForces';
import { registerTrackEffect, scheduleOnTrack } from '../roundTrack/roundTrack';
import { other, type CardId, type NodeName, type PlayerId, type TrackItem, type ActiveEffect, type CardPick } from '../../core/types';
import { type TaskForceIntel } from '../../core/types';


export function oneTimeEffects(d: Draft, card: CardDef, player: PlayerId, pick: CardPick): void {
  for (const effect of card.effects) oneTimeEffect(d, card, effect, player, pick);
}

function oneTimeEffect(d: Draft, card: CardDef, effect: Effect, player: PlayerId, pick: CardPick): void {
  switch (effect.kind) {
    case 'forceDeploy': {
      const node: NodeName | undefined = d.s.taskForces?.markers[pick.tf ?? '']?.node;
      // R-TF-4: every enemy marker on that node deploys with it; afterwards the card player's turn is over
      if (node) forceDeployment(d, other(player), [node], card.id, player);
      return;
    }
    case 'revealTf': {
      const found = boardOfMarker(d.s, pick.tf ?? '');
      if (!found) return;
      const ships = found.board.ships.map((s) => ({ ...s }));
      const intel: TaskForceIntel = { player, markerId: pick.tf!, round: d.s.round, ships };
      d.s.intel = [...(d.s.intel ?? []).filter((x) => !(x.player === player && x.markerId === pick.tf)), intel];
      d.events.push({ type: 'taskForceRevealed', player, markerId: pick.tf!, cardId: card.id, ships: ships.map((s) => ({ ...s })) });
      return;
    }
    case 'schedule':
      scheduleCardItem(d, card, effect, player);
      return;
    default:
      return; // lasting effects (effects.ts) and reactions (reactions.ts)
  }
}

/** The name under which card items wait on the round track. */
export const CARD_TRACK_EFFECT = 'card';

type ScheduleEffect = Extract<Effect, { kind: 'schedule' }>;
interface CardTrackData { cardId: CardId; item: ScheduleEffect['item'] }

export function scheduleCardItem(d: Draft, card: CardDef, effect: ScheduleEffect, player: PlayerId): void {
  const data: CardTrackData = { cardId: card.id, item: { ...effect.item } };
  const round = d.s.round + effect.delay;
  scheduleOnTrack(d, round, { kind: 'effect', owner: player, effect: CARD_TRACK_EFFECT, data });
  d.events.push({ type: 'cardScheduled', player, cardId: card.id, round: Math.max(round, d.s.round + 1) });
}

const isCardTrackData = (x: unknown): x is CardTrackData =>
  typeof x === 'object' && x !== null && typeof (x as CardTrackData).cardId === 'string' && typeof (x as CardTrackData).item === 'object';

/** The item's field has come: draw to hand (up to the hand limit; the rest is discarded) or gain tokens this round. */
function arrive(d: Draft, t: Extract<TrackItem, { kind: 'effect' }>): void {
  if (!isCardTrackData(t.data)) return;
  const { cardId, item } = t.data;
  const player = t.owner;
  if (item.kind === 'draw') {
    const cards = d.s.cards[player];
    const drawn = cards.deck.slice(0, item.count);
    const room = Math.max(0, d.s.setup.ruleset.options.handLimit - cards.hand.length);
    const kept = drawn.slice(0, room);
    const discarded = drawn.slice(room);
    d.s.cards[player] = { deck: cards.deck.slice(drawn.length), hand: [...cards.hand, ...kept], discard: [...cards.discard, ...discarded] };
    d.events.push({ type: 'scheduledDraw', player, cardId, cards: kept, discarded });
  } else {
    // counted in the pool by R-CMD-1 (tokenBonus) when the round starts; it ends with the round
    const e: ActiveEffect = { cardId, owner: player, side: player, effect: { kind: 'extraToken', amount: item.amount, duration: 'round' } };
    d.s.effects = [...(d.s.effects ?? []), e];
    d.events.push({ type: 'cardTokens', player, cardId, amount: item.amount });
  }
}

registerTrackEffect(CARD_TRACK_EFFECT, arrive);
