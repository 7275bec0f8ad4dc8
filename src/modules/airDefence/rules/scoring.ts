// L-VP-LOSS, L-VP-BOMB, L-VP-ALL: what goes on the track. A loss costs its owner their table's `lost`
// points and gives the other side its `shotDown` points, by the class of what was lost (a ship or
// fixed unit: its class; a plane marker: "plane"; a bomber: "bomber"; an AA gun: "gun"). A bomber's
// attack at a strategic target node is a series of bombs there (`bombedTarget`); the first time every
// target has been bombed, the bomber's side gets `allTargetsBombed` once (seed 9.2).
import type { LossEvent } from '../../../engine/author';
import { other, type PlayerId } from '../../../engine/author';
import { award, pointsFor, type Happening, type VpLine, type VpTrack } from './victoryPoints';

export type VpTables = Record<PlayerId, VpLine[]>;

/** One thing lost: whose, of what class. */
export interface Loss { owner: PlayerId; class: string }

/** The loss an event reports. */
export function lossOf(e: LossEvent): Loss {
  if (e.type === 'destroyed') return { owner: e.unit.owner, class: e.unit.class };
  if (e.type === 'bomberDestroyed') return { owner: e.owner, class: 'bomber' };
  return { owner: e.owner, class: 'plane' };
}

function score(track: VpTrack, tables: VpTables, side: PlayerId, when: Happening, cls: string | undefined, round: number): VpTrack {
  return award(track, { side, points: pointsFor(tables[side], when, cls), when, ...(cls === undefined ? {} : { class: cls }), round });
}

/** L-VP-LOSS: a loss on the track (both sides' lines). */
export function scoreLoss(track: VpTrack, tables: VpTables, loss: Loss, round: number): VpTrack {
  const t = score(track, tables, loss.owner, 'lost', loss.class, round);
  return score(t, tables, other(loss.owner), 'shotDown', loss.class, round);
}

/** L-VP-BOMB, L-VP-ALL: a series of bombs on a strategic target node; `bombed` is the target nodes bombed before. */
export function scoreBombing(track: VpTrack, tables: VpTables, side: PlayerId, node: string, targets: readonly string[], bombed: readonly string[], round: number): { track: VpTrack; bombed: string[] } {
  const key = node.toUpperCase();
  const listed = targets.map((t) => t.toUpperCase());
  if (!listed.includes(key)) return { track, bombed: [...bombed] };
  let t = score(track, tables, side, 'bombedTarget', undefined, round);
  const now = bombed.includes(key) ? [...bombed] : [...bombed, key];
  if (now.length === listed.length && bombed.length < listed.length) t = score(t, tables, side, 'allTargetsBombed', undefined, round);
  return { track: t, bombed: now };
}
