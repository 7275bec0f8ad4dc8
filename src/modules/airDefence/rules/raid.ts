// L-VP-LOSS, L-VP-BOMB, L-AA-BOMB on the draft: what a series of bombs and every loss put on the VP
// track — a series of bombs from ENB's bomber attacks and the module's bomb runs; a loss however it
// came (an attack, AA fire, depth charges and mines, …), as the rules report it.
import type { Draft } from '../../../engine/author';
import type { PlayerId } from '../../../engine/author';
import type { LossEvent } from '../../../engine/author';
import { airDefenceData, saveAirDefence } from './data';
import { bombGuns, type GunRules } from './guns';
import type { AirDefenceOptions } from './options';
import { lossOf, scoreBombing, scoreLoss } from './scoring';

export const gunRules = (o: AirDefenceOptions): GunRules => ({ guns: o.guns, altitude: o.altitude, damage: o.damage, weather: o.weather });

/** L-VP-LOSS, L-VP-MINE: a loss the rules reported, on the track. */
export function scoreLossEvent(d: Draft, o: AirDefenceOptions, e: LossEvent): void {
  const data = airDefenceData(d.s);
  saveAirDefence(d, { ...data, track: scoreLoss(data.track, o.vp, lossOf(e), d.s.round) });
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
