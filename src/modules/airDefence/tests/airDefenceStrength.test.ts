// The bots play Sea Lion raid for victory points: module L's evaluation (src/bots/airDefence.ts,
// registered through registerEvaluation) values the VP track by the seed's victory rule (the side
// nearer its VP target wins) and a raider's bombers closing on the targets. With it a bot at a bomb
// run on Dover drops the bombs (without it, it moves a cruiser); a damaged bomber counts as half shot
// down; and over fixed seeds a normal bot out-scores a random player on the track from either seat
// and wins from either seat.
import { afterEach, describe, expect, it } from 'vitest';
import seaLionRaid from '../../../scenarios/sea-lion-raid.json';
import { playGame } from '../../../lab/playGame';
import { createBot, registerEvaluation, unregisterEvaluation } from '../../../bots/index';
import { AIR_DEFENCE_WEIGHTS, airDefenceBot, airDefenceValue } from '../bot';
import { botModuleFor, registerBotModule, unregisterBotModule } from '../../../bots/botModule';
import { applyAction, createGame, legalActions, viewFor, type Action, type GameState } from '../../../engine/index';
import { victoryPoints } from '../rules';
import { planRaid } from '../../../../tests/e2e/seaLionPlan';

const BUDGET = { iterations: 8 };
const decide = (level: 'easy' | 'normal', s: GameState): Action => createBot(level, 7).decide(viewFor(s, s.toAct), BUDGET);
const isModule = (a: Action, action: string): boolean => a.type === 'module' && a.module === 'airDefence' && a.action === action;

/** The state at the end of a game's log. */
function replay(seed: number, log: readonly Action[]): GameState {
  const g = createGame(seaLionRaid, seed);
  if (!g.ok) throw new Error('Sea Lion raid does not load');
  return log.reduce<GameState>((s, a) => { const r = applyAction(s, a); if (!r.ok) throw new Error(r.error.message); return r.state; }, g.state);
}

/** `state` with the named AA guns destroyed. */
const withGuns = (state: GameState, destroyed: string[]): GameState => ({
  ...state,
  moduleState: state.moduleState!.map((m) => (m.module === 'airDefence' ? { ...m, data: { ...(m.data as object), guns: { ...(m.data as { guns: object }).guns, destroyed } } } : m)),
});

afterEach(() => { // as src/modules/registry.ts registers it
  if (botModuleFor('airDefence') !== airDefenceBot) { unregisterBotModule('airDefence'); registerBotModule(airDefenceBot); }
  registerEvaluation('airDefence', airDefenceBot.evaluation!);
});

describe('bots value module L\'s victory points', () => {
  it('the evaluation follows the VP track by the victory rule: a bombed target is worth more to the raider and less to the defender; a bomber off the map is not free', () => {
    // Dover's gun already down: the change is the track's alone, not the gun's shot at the bomber over it (next test)
    const planned = planRaid(5);
    const { run } = planned;
    const state = withGuns(planned.state, ['dover']);
    const r = applyAction(state, run);
    if (!r.ok) throw new Error(r.error.message);
    expect(victoryPoints(r.state)).toEqual({ blue: 3, red: 0 });
    // +3 VP: 3 × 30 closer to the target, and the share of it (3 of 10) — less the bomb run the bomber had ready (a target in its zone), now spent
    const worth = 3 * AIR_DEFENCE_WEIGHTS.lack - AIR_DEFENCE_WEIGHTS.ready;
    expect(airDefenceValue(r.state, 'blue') - airDefenceValue(state, 'blue')).toBeGreaterThan(worth);
    expect(airDefenceValue(r.state, 'red') - airDefenceValue(state, 'red')).toBeLessThan(-worth);
    // the bomber over Dover damaged by the gun (two-step): half a bomber shot down, for red
    const damaged = { ...r.state, moduleState: r.state.moduleState!.map((m) => (m.module === 'airDefence' ? { ...m, data: { ...(m.data as object), guns: { destroyed: ['dover'], fired: [], damaged: [(run as { params: { bomber: string } }).params.bomber] } } } : m)) };
    const target = (seaLionRaid.rules.modules[0].options as { vpTarget: { blue: number; red: number } }).vpTarget;
    expect(airDefenceValue(damaged, 'red') - airDefenceValue(r.state, 'red')).toBeCloseTo(30 * (4 + 2) / 2 + 10 * (4 / 2 / target.red + 2 / 2 / target.blue), 5);
    // the same bomber gone onto the round track where it stood (L-LEAVE), back in three rounds: worth less to blue than on the map
    const b = state.bombers!.find((x) => x.owner === 'blue')!;
    const away = { ...state, bombers: state.bombers!.filter((x) => x.id !== b.id), moduleState: state.moduleState!.map((m) => (m.module === 'airDefence' ? { ...m, data: { ...(m.data as object), away: [{ bomber: b, node: b.node, edge: 'south', back: state.round + 3 }] } } : m)) };
    expect(airDefenceValue(away as GameState, 'blue')).toBeLessThan(airDefenceValue(state, 'blue'));
  });

  it('a bomber the enemy\'s AA guns can reach is worth less to its side by the chance they bring it down (L-AA-TABLE), none where they fire into the sun (L-AA-SHIELD); a raider goes for a target its guns cannot see', () => {
    const { state } = planRaid(5);
    const b = state.bombers!.find((x) => x.owner === 'blue')!;
    const at = (s: GameState, node: string): GameState => ({ ...s, bombers: [{ ...b, node }] });
    const swing = 30 * (4 + 2); // red +4 for a bomber shot down, blue −2 for it lost
    const flak = (s: GameState, node: string) => airDefenceValue(at(withGuns(s, ['dover', 'folkestone', 'ramsgate', 'deal']), node), 'blue') - airDefenceValue(at(s, node), 'blue');
    // next to Dover's gun (H2) at very low altitude: hit on 5–6; and its target, H2, is defended: a bomb run there
    // leaves the gun standing on 1–3, which then hits on 4–6 (the raider's way to it is that much longer)
    expect(flak(state, 'H3')).toBeCloseTo(AIR_DEFENCE_WEIGHTS.flak * swing * (2 / 6 + (3 / 6) * (3 / 6)), 5);
    // over Folkestone's target (P2), the gun at O2 fires east, into the sun: a sure miss, no risk
    expect(flak(state, 'P2')).toBeCloseTo(0, 5);
    // two nodes from both targets, a raider is worth more on its way to P2 (unseen) than to H2 (under Dover's gun)
    const towards = (node: string) => airDefenceValue(at(state, node), 'blue');
    expect(towards('P4')).toBeGreaterThan(towards('H4'));
  });

  it('a raider placed on its own airfield moves no hunter\'s goal: the placement changes red\'s value only by the raider\'s own step, not by the hunters\' whole way', () => {
    const g = createGame(seaLionRaid, 36000);
    if (!g.ok) throw new Error('Sea Lion raid does not load');
    const place = legalActions(g.state).find((a) => a.type === 'airOperation' && a.node === 'L15')!;
    const r = applyAction(g.state, place);
    if (!r.ok) throw new Error(r.error.message);
    // red's two hunters still in their pool keep their goal (blue's bombers, on the map or a step beyond their airfield):
    // the change to red is only where blue's bomber now stands on its way to the targets, a step or two
    // (before: −72, the hunters' way from the targets they guarded to L15, twice)
    const change = airDefenceValue(r.state, 'red') - airDefenceValue(g.state, 'red');
    expect(Math.abs(change)).toBeLessThan(3 * AIR_DEFENCE_WEIGHTS.bomberClosing);
  });

  it('at a bomb run on Dover, easy and normal drop the bombs; without module L\'s bot part (its evaluation and its shortlist) they do not', () => {
    for (const seed of [1, 5]) {
      const { state, run } = planRaid(seed);
      expect(decide('easy', state)).toEqual(run);
      expect(decide('normal', state)).toEqual(run);
      unregisterBotModule('airDefence');
      unregisterEvaluation('airDefence');
      expect(isModule(decide('easy', state), 'dropBombs')).toBe(false);
      registerBotModule(airDefenceBot);
    }
  });

  it('a turn\'s shortlist: a free AA shot alone when one is open; else the best placement or move of each of the three best bombers (by the bombers\' terms) among the other actions', () => {
    // red's ships taken off (none of blue's ships is then in reach of one: no ship to save first, tests/airDefenceShips.test.ts)
    const planned = planRaid(5).state;
    const state: GameState = { ...planned, units: Object.fromEntries(Object.entries(planned.units).filter(([, u]) => u.owner === 'blue' || u.kind !== 'ship')) };
    const legal = legalActions(state);
    const list = airDefenceBot.candidates!(state, legal, 14, () => 0)!;
    const air = (a: Action) => a.type === 'airOperation' || a.type === 'extendChain' || a.type === 'bomberMove';
    const who = (a: Action) => (a.type === 'airOperation' ? a.unitId : a.type === 'extendChain' || a.type === 'bomberMove' ? a.bomberId : '');
    expect(legal.filter(air).length).toBeGreaterThan(3);
    // the bomb run on a target stands alone (VP now)
    expect(list.every((a) => isModule(a, 'dropBombs'))).toBe(true);
    // without it: every other action but the ships' moves (each ship's few: tests/airDefenceShips.test.ts), and one air action for each of at most three bombers (none far below the best: tests/airDefenceShips.test.ts)
    const noRun = legal.filter((a) => !isModule(a, 'dropBombs'));
    const rest = airDefenceBot.candidates!(state, noRun, 14, () => 0)!;
    const flying = rest.filter(air);
    expect(flying.length).toBeGreaterThanOrEqual(1);
    expect(flying.length).toBeLessThanOrEqual(3);
    expect(new Set(flying.map(who)).size).toBe(flying.length);
    const others = (xs: Action[]) => xs.filter((a) => !air(a) && a.type !== 'move');
    expect(new Set(others(rest))).toEqual(new Set(others(noRun)));
    // a gun's shot, where one is legal, is the whole list
    const shot: Action = { type: 'module', module: 'airDefence', action: 'fireGun', params: { gun: 'dover', bomber: 'x' } };
    expect(airDefenceBot.candidates!(state, [...noRun, shot], 14, () => 0)).toEqual([shot]);
  });

  it('over fixed seeds a normal bot out-scores a random player on the VP track from either seat, and wins from either seat', () => {
    for (const seed of [1, 2]) {
      const raid = playGame(seaLionRaid, seed, { blue: 'normal', red: 'random' }, { budget: { normal: BUDGET } });
      expect(raid.error).toBeUndefined();
      expect(raid.result).toMatchObject({ reason: 'module', module: 'airDefence' });
      const vp = victoryPoints(replay(seed, raid.log));
      expect(vp.blue).toBeGreaterThan(vp.red);
      expect(raid.result?.winner).toBe('blue');
      const defence = playGame(seaLionRaid, seed, { blue: 'random', red: 'normal' }, { budget: { normal: BUDGET } });
      expect(defence.error).toBeUndefined();
      const held = victoryPoints(replay(seed, defence.log));
      expect(held.red).toBeGreaterThan(held.blue);
      expect(defence.result).toMatchObject({ winner: 'red', reason: 'module', module: 'airDefence' });
    }
  }, 60_000);
});
