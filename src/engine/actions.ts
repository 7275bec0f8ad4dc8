// The actions a player submits (all plain JSON), and their shape check: anything else is
// refused with `action/malformed`, never thrown.
import { z } from 'zod';
import { playerSchema } from '../scenarios/mapSchema';
import { headingSchema } from '../scenarios/unitChecks';

const id = z.string().min(1).max(80);
/** Optional on every action: who submits it; when given it must be the player to act. */
const by = { player: playerSchema.optional() };

export const actionSchema = z.discriminatedUnion('type', [
  /** R-ORDER-1 with `firstPlayer: "roll"`: the higher roller names the first player. */
  z.object({ type: z.literal('chooseFirstPlayer'), first: playerSchema, ...by }),
  /** Activate a ship: spend a token and move it to an end state (R-MOVE-*); 0 MP stays put. */
  z.object({ type: z.literal('move'), unitId: id, to: z.object({ node: z.string().min(1).max(8), heading: headingSchema }), ...by }),
  /** Activate a fixed unit (coastal artillery): spend a token; it may then attack. */
  z.object({ type: z.literal('activateFixed'), unitId: id, ...by }),
  /** End the current activation with an attack on one valid target in the zone (R-ATK-1). */
  z.object({ type: z.literal('attack'), unitId: id, targetId: id, ...by }),
  /** End the current activation without attacking (R-ATK-2). */
  z.object({ type: z.literal('endActivation'), ...by }),
  /** R-CMD-4: declare the end of one's round. */
  z.object({ type: z.literal('pass'), ...by }),
  /** Action 5 of §6: spend a token to draw two cards and keep one; at the hand limit name a card to discard first. */
  z.object({ type: z.literal('draw'), discard: id.optional(), ...by }),
  /** Keep one of the drawn cards; the other is discarded. */
  z.object({ type: z.literal('keepCard'), cardId: id, ...by }),
  /** §6.2 step 2: draw in cleanup (two, keep one) … */
  z.object({ type: z.literal('cleanupDraw'), discard: id.optional(), ...by }),
  /** … or decline. */
  z.object({ type: z.literal('declineDraw'), ...by }),
]);
export type Action = z.infer<typeof actionSchema>;
export type ActionInput = z.input<typeof actionSchema>;
export type ActionType = Action['type'];
