// The one-time effects of cards (§9): forcing an enemy task force to deploy (R-TF-3, through
// deployment.ts), revealing an enemy task force's composition to the player, and putting something
// on the round track (§10, through roundTrack.ts). Lasting effects are in effects.ts.
import type { CardDef, Effect } from '../scenarios/cardSchema';
import { forceDeployment } from './deployment';
import type { Draft } from './draft';
import type { CardPick } from './effects';
import { boardOfMarker } from './taskForces';
import { scheduleCardItem } from './cardSchedule';
import { other, type NodeName, type OffMapShip, type PlayerId } from './types';

/** What a player learned of an enemy task force (a snapshot: later splits and regroupings are not seen). */
export interface TaskForceIntel {
  player: PlayerId;
  markerId: string;
  round: number;
  ships: OffMapShip[];
}

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
