// Module L — air defence and victory points (MODULES.md §L, seed 003 "Kryptonim: Lew Morski"; rules
// L-… in README.md). AA guns fire at enemy bombers in their owner's turn; bombs on a gun's node may
// destroy it; clouds and the sun spoil the guns' aim; every loss and every raid on a strategic target
// goes on a victory-point track (negative points allowed); a side that reaches its VP target wins
// outright, and at the round limit the side closer to its target wins (the seed's rule, not ENB's).
import { z } from 'zod';
import type { Draft } from '../../core/draft';
import type { GameEvent } from '../../core/events';
import { refuse } from '../../core/errors';
import type { GameResult, GameState, PlayerId } from '../../core/types';
import { moduleData, setModuleData } from '../moduleState';
import type { RuleModule } from '../module';
import { checkAirDefence } from './checks';
import { bombGuns, fireGun, gunShots, NO_GUN_DATA, type GunRules, type GunsData } from './guns';
import { airDefenceOptions, type AirDefenceOptions } from './options';
import { lossOf, scoreBombing, scoreLoss } from './scoring';
import { finalVerdict, fullVictory, type Verdict } from './verdict';
import { EMPTY_TRACK, vpTotals, type VpTrack } from './victoryPoints';

export const AIR_DEFENCE = 'airDefence';

/** What the module keeps: the VP track, the target nodes bombed so far, the guns' state. */
export interface AirDefenceData { track: VpTrack; bombed: string[]; guns: GunsData }
const EMPTY: AirDefenceData = { track: EMPTY_TRACK, bombed: [], guns: NO_GUN_DATA };

export const airDefenceData = (state: Pick<GameState, 'moduleState'>): AirDefenceData =>
  (moduleData(state, AIR_DEFENCE) as AirDefenceData | undefined) ?? EMPTY;
const save = (d: Draft, data: AirDefenceData) => setModuleData(d, AIR_DEFENCE, data);

/** L-VP-TRACK: each side's VP now. */
export const victoryPoints = (state: Pick<GameState, 'moduleState'>): Record<PlayerId, number> => vpTotals(airDefenceData(state).track);

const gunRules = (o: AirDefenceOptions): GunRules => ({ guns: o.guns, altitude: o.altitude, damage: o.damage, weather: o.weather });
const isBomber = (id: string): boolean => id.includes('/bomber-');

/** L-VP-LOSS on the draft: the losses among `events`, on the track. */
function scoreLosses(d: Draft, o: AirDefenceOptions, events: readonly GameEvent[]): void {
  let data = airDefenceData(d.s);
  for (const e of events) {
    const loss = lossOf(e);
    if (loss) data = { ...data, track: scoreLoss(data.track, o.vp, loss, d.s.round) };
  }
  save(d, data);
}

/** The events an attack produced: those after it, up to the next attack. */
function eventsOfAttack(d: Draft, attack: GameEvent): GameEvent[] {
  const from = d.events.indexOf(attack);
  const rest = d.events.slice(from + 1);
  const next = rest.findIndex((e) => e.type === 'attacked');
  return next < 0 ? rest : rest.slice(0, next);
}

/** L-VP-BOMB, L-AA-BOMB: a bomber's attack is a series of bombs on its node: a strategic target scores, the guns there roll. */
function bombsFell(d: Draft, o: AirDefenceOptions, side: PlayerId, node: string): void {
  let data = airDefenceData(d.s);
  const raid = scoreBombing(data.track, o.vp, side, node, o.targets, data.bombed, d.s.round);
  data = { ...data, track: raid.track, bombed: raid.bombed };
  const hit = bombGuns(d, gunRules(o), data.guns, node, side);
  data = { ...data, guns: hit.data };
  for (const gun of hit.destroyed) data = { ...data, track: scoreLoss(data.track, o.vp, { owner: gun.owner, class: 'gun' }, d.s.round) };
  save(d, data);
}

/** L-WIN-CLOSER at the round limit: the seed's verdict replaces ENB's result (and its `gameEnded` event). */
function judgeAtLimit(d: Draft, o: AirDefenceOptions): void {
  if (d.s.phase !== 'over' || d.s.result?.reason !== 'round-limit') return;
  const verdict: Verdict = finalVerdict(victoryPoints(d.s), o.vpTarget);
  const result: GameResult = { ...d.s.result, winner: verdict.winner, reason: 'module', module: AIR_DEFENCE };
  d.s.result = result;
  const k = d.events.findIndex((e) => e.type === 'gameEnded');
  if (k >= 0) d.events[k] = { type: 'gameEnded', result };
  d.events.push({ type: 'module', module: AIR_DEFENCE, name: 'verdict', data: { ...verdict, vp: victoryPoints(d.s), target: o.vpTarget } });
}

const fireParams = z.object({ gun: z.string().min(1).max(40), bomber: z.string().min(1).max(80) }).strict();

export const airDefenceModule: RuleModule<AirDefenceOptions> = {
  id: AIR_DEFENCE,
  name: { en: 'Air defence and victory points', pl: 'Obrona przeciwlotnicza i punkty zwycięstwa' },
  options: airDefenceOptions,
  check: (scenario, ruleset, o, at) => checkAirDefence(o, scenario.map, ruleset, at),
  victory: (state, o) => {
    const winner = fullVictory(victoryPoints(state), o.vpTarget);
    return winner ? { winner } : null;
  },
  on: {
    afterAttack(d, e, o) {
      if (isBomber(e.attackerId)) bombsFell(d, o, e.player, e.at);
      scoreLosses(d, o, eventsOfAttack(d, e));
    },
    roundEnd: (d, _e, o) => judgeAtLimit(d, o),
  },
  actions: [{
    // L-AA-FIRE: a gun of the player to act fires at an enemy bomber within reach
    name: 'fireGun',
    params: fireParams,
    legal: (s, o) => gunShots(s, gunRules(o), airDefenceData(s).guns, s.toAct).map((shot) => ({ gun: shot.gunId, bomber: shot.bomberId })),
    apply(d, state, params, o) {
      const { gun, bomber } = params as z.infer<typeof fireParams>;
      const shot = gunShots(state, gunRules(o), airDefenceData(state).guns, state.toAct).find((x) => x.gunId === gun && x.bomberId === bomber);
      if (!shot) return refuse('module/refused', `The AA gun "${gun}" cannot fire at "${bomber}" now (once a round, in its owner's turn, at an enemy bomber on its node or next to it).`);
      const before = d.events.length;
      const data = airDefenceData(d.s);
      save(d, { ...data, guns: fireGun(d, gunRules(o), data.guns, shot, state.toAct) });
      scoreLosses(d, o, d.events.slice(before));
      return null;
    },
  }],
};
