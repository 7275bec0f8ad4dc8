// Module L — air defence and victory points (MODULES.md §L, seed 003 "Kryptonim: Lew Morski"; rules
// L-… in README.md). AA guns fire at enemy bombers in their owner's turn; bombs on a gun's node may
// destroy it; clouds and the sun shorten the bombers' rays and spoil the guns' aim; reinforcements
// enter by round; bombers may leave the map onto the round track and come back; every loss and every
// raid on a strategic target goes on a victory-point track (negative points allowed); a side that
// reaches its VP target wins outright, and at the round limit the side closer to its target wins.
import { z } from 'zod';
import type { Draft } from '../../../engine/author';
import { refuse } from '../../../engine/author';
import type { Direction, GameResult } from '../../../engine/author';
import { DIRECTIONS } from '../../../engine/author';
import type { RuleModule } from '../../../engine/author';
import { bombRuns, dropBombs } from './bombRun';
import { checkAirDefence } from './checks';
import { AIR_DEFENCE, airDefenceData, isBomber, saveAirDefence, victoryPoints } from './data';
import { fireDirection, fireGun, gunShots } from './guns';
import { dueBack, entryNodes, leaveMap, leavers, reenter } from './leaving';
import { airDefenceOptions, type AirDefenceOptions } from './options';
import { bombsFell, gunRules, scoreLossEvent } from './raid';
import { aimShot, whyNoShot } from './reasons';
import { reinforce } from './reinforcements';
import { scoreLoss } from './scoring';
import { finalVerdict, fullVictory, type Verdict } from './verdict';
import { rayLength } from './weather';

export { AIR_DEFENCE, airDefenceData, victoryPoints, type AirDefenceData } from './data';

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

const id = z.string().min(1).max(80);
/** A text field of a probe's params (a pick's probe is any shape until it is checked). */
const textOf = (p: unknown, key: string): string => {
  const v = p !== null && typeof p === 'object' ? (p as Record<string, unknown>)[key] : undefined;
  return typeof v === 'string' ? v : '';
};
const node = z.string().min(1).max(12);
const fireParams = z.object({ gun: z.string().min(1).max(40), bomber: id }).strict();
const bombParams = z.object({ bomber: id, node }).strict();
const leaveParams = z.object({ bomber: id }).strict();
const reenterParams = z.object({ bomber: id, node, heading: z.number().int().min(0).max(5) }).strict();

export const airDefenceModule: RuleModule<AirDefenceOptions> = {
  id: AIR_DEFENCE,
  name: { en: 'Air defence and victory points', pl: 'Obrona przeciwlotnicza i punkty zwycięstwa' },
  options: airDefenceOptions,
  check: (scenario, ruleset, o, at) => checkAirDefence(o, scenario, ruleset, at),
  victory: (state, o) => {
    const winner = fullVictory(victoryPoints(state), o.vpTarget);
    return winner ? { winner } : null;
  },
  // L-CLOUD, L-SUN: the weather shortens the bombers' rays
  rayLength: (state, ray, length, o) => rayLength(o.weather, { ...ray, toward: fireDirection(state, ray.from, ray.to) }, length),
  // L-REINFORCE: the bombers due this round enter before it starts
  beforeRound(d, o) {
    if (!o.reinforcements.length) return false;
    const data = airDefenceData(d.s);
    const now = reinforce(d, o.reinforcements, data.arrived ?? []);
    if (now.length) saveAirDefence(d, { ...airDefenceData(d.s), arrived: [...(data.arrived ?? []), ...now] });
    return false;
  },
  on: {
    // L-VP-BOMB, L-AA-BOMB: a bomber's attack is a series of bombs on its target's node
    afterAttack(d, e, o) {
      if (isBomber(e.attackerId)) bombsFell(d, o, e.player, e.at);
    },
    // L-VP-LOSS, L-VP-MINE: every loss goes on the track, whatever caused it (attacks, AA fire, depth charges)
    afterLoss: (d, e, o) => scoreLossEvent(d, o, e),
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
      if (!shot) return whyNoShot(state, gunRules(o), gun, bomber) ?? refuse('module/refused', `The AA gun "${gun}" cannot fire at "${bomber}" now (once a round, in its owner's turn, at an enemy bomber on its node or next to it).`);
      const data = airDefenceData(d.s);
      saveAirDefence(d, { ...data, guns: fireGun(d, gunRules(o), data.guns, shot, state.toAct) });
      return null; // a bomber shot down goes on the track through afterLoss
    },
    // "why not here" in the gun's pick: a shot at each enemy bomber on the node, or why none
    aimAt: (s, p, at, o) => aimShot(s, gunRules(o), textOf(p, 'gun'), at),
  }, {
    // L-BOMB-RUN: a bomber drops its bombs on an AA gun's node or a strategic target in its zone
    name: 'dropBombs',
    params: bombParams,
    legal: (s, o) => bombRuns(s, s.toAct, o),
    apply(d, state, params, o) {
      const { bomber, node: at } = params as z.infer<typeof bombParams>;
      return dropBombs(d, state, bomber, at, o);
    },
  }, {
    // L-LEAVE, L-LOSS-ROLL: a bomber on an edge node leaves the map onto the round track
    name: 'leaveMap',
    params: leaveParams,
    legal: (s) => leavers(s, s.toAct).map((bomber) => ({ bomber })),
    apply(d, state, params, o) {
      const left = leaveMap(d, state, (params as z.infer<typeof leaveParams>).bomber, o.leaving);
      if ('ok' in left) return left;
      if (left.outcome === 'lost') {
        const data = airDefenceData(d.s);
        saveAirDefence(d, { ...data, track: scoreLoss(data.track, o.vp, { owner: left.owner, class: 'bomber' }, d.s.round) });
      }
      return null;
    },
  }, {
    // L-REENTER: a bomber back from the round track enters on an edge node near where it left
    name: 'reenter',
    params: reenterParams,
    legal: (s, o) => dueBack(s, s.toAct).flatMap((a) => entryNodes(s, a, o.leaving).flatMap((n) => DIRECTIONS.map((heading) => ({ bomber: a.bomber.id, node: n, heading })))),
    apply(d, state, params, o) {
      const p = params as z.infer<typeof reenterParams>;
      return reenter(d, state, p.bomber, p.node, p.heading as Direction, o.leaving);
    },
    // "why not here" in the return's pick: the node with every heading
    aimAt: (_s, p, at) => DIRECTIONS.map((heading) => ({ bomber: textOf(p, 'bomber'), node: at, heading })),
  }],
};
