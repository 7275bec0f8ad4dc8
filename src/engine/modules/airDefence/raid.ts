// L-VP-LOSS, L-VP-BOMB, L-AA-BOMB on the draft: what a series of bombs and the losses of an action
// put on the VP track, shared by ENB's bomber attacks, the module's bomb runs and its AA fire.
import type { Draft } from '../../core/draft';
import type { GameEvent } from '../../core/events';
import type { PlayerId } from '../../core/types';
import { airDefenceData, saveAirDefence } from './data';
import { bombGuns, type GunRules } from './guns';
import type { AirDefenceOptions } from './options';
import { lossOf, scoreBombing, scoreLoss } from './scoring';

export const gunRules = (o: AirDefenceOptions): GunRules => ({ guns: o.guns, altitude: o.altitude, damage: o.damage, weather: o.weather });

/** L-VP-LOSS: the losses among `events`, on the track. */
export function scoreLosses(d: Draft, o: AirDefenceOptions, events: readonly GameEvent[]): void {
  let data = airDefenceData(d.s);
  for (const e of events) {
    const loss = lossOf(e);
    if (loss) data = { ...data, track: scoreLoss(data.track, o.vp, loss, d.s.round) };
  }
  saveAirDefence(d, data);
}

/** L-VP-BOMB, L-AA-BOMB: a series of bombs on a node: a strategic target scores, the enemy guns there roll. */
export function bombsFell(d: Draft, o: AirDefenceOptions, side: PlayerId, node: string): void {
  let data = airDefenceData(d.s);
  const raid = scoreBombing(data.track, o.vp, side, node, o.targets, data.bombed, d.s.round);
  data = { ...data, track: raid.track, bombed: raid.bombed };
  const hit = bombGuns(d, gunRules(o), data.guns, node, side);
  data = { ...data, guns: hit.data };
  for (const gun of hit.destroyed) data = { ...data, track: scoreLoss(data.track, o.vp, { owner: gun.owner, class: 'gun' }, d.s.round) };
  saveAirDefence(d, data);
}
