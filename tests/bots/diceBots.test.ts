// The bots play module D (dice combat, Gun duel): they answer the initiative decision, attack with
// dice, and finish the game; the game replays exactly from its save.
import { describe, expect, it } from 'vitest';
import gunDuel from '../../src/scenarios/gun-duel.json';
import gunDuelFleet from '../../src/scenarios/gun-duel-fleet.json';
import tutorial from '../../src/scenarios/tutorial.json';
import { playGame } from '../../src/lab/playGame';
import { parseSave, serializeSave } from '../../src/saves/saveFile';
import { applyAction, createGame, legalActions, viewFor, type Action, type GameState } from '../../src/engine/index';
import { createBot } from '../../src/bots/index';
import { evaluate } from '../../src/bots/evaluate';
import { DAMAGE_SHARE, DAMAGE_WORTH, damageValue, diceStrikeWorth, shotsToCome } from '../../src/modules/dice/bot';
import { atStake, targetValue } from '../../src/bots/tactics';
import { LEVELS } from '../../src/bots/bot';
import { botRandom } from '../../src/bots/random';
import { ownTurnAgainStops, playoutValue } from '../../src/bots/search';

describe('bots with dice combat', () => {
  it('easy against random finishes Gun duel, the initiative answered each round, and the save replays it exactly', () => {
    const r = playGame(gunDuel, 4, { blue: 'easy', red: 'random' });
    expect(r.error).toBeUndefined();
    expect(r.result).not.toBeNull();
    expect(r.log.some((a) => a.type === 'module' && a.action === 'chooseOrder')).toBe(true);
    const parsed = parseSave(serializeSave({ scenario: gunDuel, seed: 4, actions: r.log }));
    expect(parsed.ok && parsed.state.result).toEqual(r.result);
  });

  it('normal (tiny budget) plays the opening of Gun duel against easy', () => {
    const r = playGame(gunDuel, 2, { blue: 'normal', red: 'easy' }, { budget: { normal: { iterations: 3 } }, maxActions: 40 });
    expect(r.error?.code ?? 'none').toMatch(/none|lab\/too-long/);
  });

  it('D-FLEET: random and easy bots finish Gun duel in fleet turns (moves, declarations, the resolution), and the save replays it', () => {
    const r = playGame(gunDuelFleet, 6, { blue: 'random', red: 'easy' }, { maxActions: 20_000 });
    expect(r.error).toBeUndefined();
    expect(r.result).not.toBeNull();
    expect(r.log.some((a) => a.type === 'module' && a.action === 'finishDeclaring')).toBe(true);
    expect(r.log.every((a) => a.type === 'module')).toBe(true);
    const parsed = parseSave(serializeSave({ scenario: gunDuelFleet, seed: 6, actions: r.log }));
    expect(parsed.ok && parsed.state.result).toEqual(r.result);
  });

  it('D-FLEET: normal (tiny budget) plays a fleet turn of Gun duel against random', () => {
    const r = playGame(gunDuelFleet, 3, { blue: 'normal', red: 'random' }, { budget: { normal: { iterations: 3 } }, maxActions: 60 });
    expect(r.error?.code ?? 'none').toMatch(/none|lab\/too-long/);
    expect(r.log.some((a) => a.type === 'module' && (a.action === 'fleetMove' || a.action === 'endMoves'))).toBe(true);
  });

  it('D-HIT, D-DEFENCE, D-HULL: a strike is worth its chance of sinking the target (and a share for the damage that does not), so the bots shoot what they can sink', () => {
    const g = createGame(gunDuel, 1);
    if (!g.ok) throw new Error('Gun duel does not load');
    const s = g.state;
    const id = (owner: string, cls: string) => Object.values(s.units).find((u) => u.owner === owner && u.class === cls)!.id;
    const bb = id('blue', 'BB'), pt = id('blue', 'PT'), pg = id('red', 'PG'), ca = id('red', 'CA');
    // the battleship (hit 4+: 0.7) on the corvette (defence 7+: 0.6 through, hull 1: any damage sinks it, 1 point)
    expect(diceStrikeWorth(s, bb, pg, 1)).toBeCloseTo(0.7 * 0.6, 5);
    // on the heavy cruiser (defence 4+: 0.3 through, hull 3: no sinking yet), only the damage's share of its 3 points
    expect(diceStrikeWorth(s, bb, ca, 3)).toBeCloseTo(0.7 * 0.3 * 3 * DAMAGE_SHARE * 1.1 / 3, 5);
    expect(targetValue(s, { id: pg, kind: 'ship' }, bb)).toBeGreaterThan(targetValue(s, { id: ca, kind: 'ship' }, bb));
    // the cruiser already damaged to its last hull point: any damage sinks it
    const damaged: GameState = { ...s, moduleState: [...(s.moduleState ?? []).filter((m) => m.module !== 'dice'), { module: 'dice', data: { damage: [{ unitId: ca, damage: 2 }] } }] };
    expect(diceStrikeWorth(damaged, pt, ca, 3)).toBeCloseTo(0.5 * 0.3 * 3, 5);
    // what a ship stands to lose in an enemy zone is an average shot at it (hit 6+), not its whole points
    expect(atStake(s, s.units[ca])).toBeCloseTo(diceStrikeWorth(s, '', ca, 3), 5);
    expect(atStake(s, s.units[ca])).toBeLessThan(3);
  });

  it('D-INITIATIVE: the bots\' initiative winner goes second in fleet turns (it moves and declares after the enemy) and first in ENB\'s activations', () => {
    for (const [scenario, go] of [[gunDuelFleet, 'second'], [gunDuel, 'first']] as const) {
      const r = playGame(scenario, 11, { blue: 'easy', red: 'easy' }, { maxActions: 400 });
      const orders = r.log.filter((a) => a.type === 'module' && a.action === 'chooseOrder');
      expect(orders.length).toBeGreaterThan(0);
      for (const a of orders) expect((a as { params: { go: string } }).params.go).toBe(go);
    }
  });

  it('D-HIT: at an open activation with a target, normal fires the best-priced shot (it used to end the activation when the attack had missed in its one playout)', () => {
    // every such position of Gun duel, seed 2, easy against easy (a fixed action number broke whenever the bots' play changed)
    let s = (createGame(gunDuel, 2) as { ok: true; state: GameState }).state;
    const easy = { blue: createBot('easy', 2), red: createBot('easy', 102) };
    let checked = 0;
    for (let k = 0; k < 120 && s.phase !== 'over' && checked < 6; k++) {
      const attacks = legalActions(s).filter((a): a is Extract<Action, { type: 'attack' }> => a.type === 'attack');
      if (s.activation && !s.pending && attacks.length) {
        const a = createBot('normal', 5).decide(viewFor(s, s.toAct)); // before: endActivation, now and then
        expect(a.type).toBe('attack');
        const worth = (x: Extract<Action, { type: 'attack' }>) => targetValue(s, { id: x.targetId, kind: 'ship' }, x.unitId);
        expect(worth(a as Extract<Action, { type: 'attack' }>)).toBe(Math.max(...attacks.map(worth)));
        checked++;
      }
      s = (applyAction(s, easy[s.toAct].decide(viewFor(s, s.toAct))) as { ok: true; state: GameState }).state;
    }
    expect(checked).toBeGreaterThan(2);
  });

  it('D-HULL: the evaluation counts the damage dealt (a hit that did not sink is not a miss)', () => {
    const s = (createGame(gunDuel, 1) as { ok: true; state: GameState }).state;
    const ca = Object.values(s.units).find((u) => u.owner === 'red' && u.class === 'CA')!.id;
    const damaged: GameState = { ...s, moduleState: [...(s.moduleState ?? []).filter((m) => m.module !== 'dice'), { module: 'dice', data: { damage: [{ unitId: ca, damage: 1 }] } }] };
    // the heavy cruiser (3 points, hull 3) a third of the way to its sinking
    expect(damageValue(damaged, 'blue')).toBeCloseTo(10 * DAMAGE_WORTH * 3 / 3, 5);
    expect(damageValue(damaged, 'red')).toBeCloseTo(-10 * DAMAGE_WORTH * 3 / 3, 5);
    expect(evaluate(damaged, 'blue') - evaluate(s, 'blue')).toBeGreaterThan(4);
  });

  /** Gun duel in fleet turns, easy against easy from `seed`, to just before action `at`. */
  function fleetGame(seed: number, at: number): GameState {
    let s = (createGame(gunDuelFleet, seed) as { ok: true; state: GameState }).state;
    const easy = { blue: createBot('easy', seed), red: createBot('easy', seed + 100) };
    for (let k = 0; k < at; k++) s = (applyAction(s, easy[s.toAct].decide(viewFor(s, s.toAct))) as { ok: true; state: GameState }).state;
    return s;
  }

  it('D-FLEET-3: normal declares while a declaration is left (it used to finish declaring when the attacks already declared rolled well in its playouts)', () => {
    // every declaration step of a fleet-turn game after the first declaration of its round (easy against easy, seed 1)
    let s = fleetGame(1, 0);
    const easy = { blue: createBot('easy', 1), red: createBot('easy', 101) };
    let checked = 0;
    for (let k = 0; k < 200 && s.phase !== 'over' && checked < 6; k++) {
      const declaring = s.pending?.kind === 'moduleSetup' && s.pending.phase === 'fleetDeclare';
      const left = legalActions(s).some((a) => a.type === 'module' && a.action === 'declareAttack');
      const a = easy[s.toAct].decide(viewFor(s, s.toAct));
      if (declaring && left && checked < 6) {
        expect(createBot('normal', 5).decide(viewFor(s, s.toAct))).toMatchObject({ type: 'module', action: 'declareAttack' }); // before: finishDeclaring
        checked++;
      }
      s = (applyAction(s, a) as { ok: true; state: GameState }).state;
    }
    expect(checked).toBeGreaterThan(2);
  });

  it('D-FLEET-2, D-FLEET-3: once the first mover has moved, the evaluation counts each side\'s shots to come (a declared attack, or the best one a unit could declare)', () => {
    // the first declaration step with a target (every ship has moved), easy against easy
    let s = fleetGame(2, 0);
    const easy = { blue: createBot('easy', 2), red: createBot('easy', 102) };
    const declaring = (x: GameState) => x.pending?.kind === 'moduleSetup' && x.pending.phase === 'fleetDeclare' && legalActions(x).some((a) => a.type === 'module' && a.action === 'declareAttack');
    for (let k = 0; k < 300 && s.phase !== 'over' && !declaring(s); k++) s = (applyAction(s, easy[s.toAct].decide(viewFor(s, s.toAct))) as { ok: true; state: GameState }).state;
    expect(declaring(s)).toBe(true);
    const shots = shotsToCome(s, s.toAct);
    expect(shots).not.toBe(0);
    expect(shotsToCome(s, s.toAct === 'blue' ? 'red' : 'blue')).toBeCloseTo(-shots, 5);
    // a unit with a target adds its best shot, priced by its chance
    const declare = legalActions(s).find((a) => a.type === 'module' && a.action === 'declareAttack') as Extract<Action, { type: 'module' }>;
    const { unitId } = declare.params as { unitId: string };
    const without: GameState = { ...s, units: Object.fromEntries(Object.entries(s.units).filter(([id]) => id !== unitId)) };
    expect(shots - shotsToCome(without, s.toAct)).toBeGreaterThan(0);
  });

  it('D-FLEET-2: while the side going first moves, the evaluation counts the shots the other side may line up on it once it moves (none while out of reach)', () => {
    let s = fleetGame(2, 27);
    const easy = { blue: createBot('easy', 2), red: createBot('easy', 102) };
    const firstMoving = (x: GameState) => x.pending?.kind === 'moduleSetup' && x.pending.phase === 'fleetMove' && x.toAct === x.order[0];
    while (s.phase !== 'over' && !(firstMoving(s) && shotsToCome(s, s.toAct) !== 0)) s = (applyAction(s, easy[s.toAct].decide(viewFor(s, s.toAct))) as { ok: true; state: GameState }).state;
    const first = s.toAct, second = first === 'blue' ? 'red' : 'blue';
    const awaited = shotsToCome(s, first);
    expect(awaited).toBeLessThan(0); // against the side going first
    expect(shotsToCome(s, second)).toBeCloseTo(-awaited, 5);
    // the first mover's ships gone from the enemy's reach: nothing awaited
    const alone: GameState = { ...s, units: Object.fromEntries(Object.entries(s.units).filter(([, u]) => u.owner !== first)) };
    expect(shotsToCome(alone, first)).toBeCloseTo(0, 9);
  });

  it('D-FLEET-2: a search\'s playout of a fleet move plays on through the side\'s next moves (it was judged before the moves that complete it); an ENB turn after one\'s own still ends it', () => {
    let s = fleetGame(2, 27);
    const easy = { blue: createBot('easy', 2), red: createBot('easy', 102) };
    const fleetMove = (x: GameState) => x.pending?.kind === 'moduleSetup' && x.pending.phase === 'fleetMove';
    // a fleet move with another of the same side's to follow
    const next = (x: GameState) => (applyAction(x, easy[x.toAct].decide(viewFor(x, x.toAct))) as { ok: true; state: GameState }).state;
    while (s.phase !== 'over' && !(fleetMove(s) && fleetMove(next(s)) && next(s).toAct === s.toAct)) s = next(s);
    expect(ownTurnAgainStops(s)).toBe(false);
    const root = legalActions(s).find((a) => a.type === 'module' && a.action === 'fleetMove')!;
    const after = (applyAction(s, root) as { ok: true; state: GameState }).state;
    const cfg = LEVELS.normal.search;
    const value = playoutValue(s, root, cfg, botRandom(7))!;
    expect(Math.abs(value - Math.tanh(evaluate(after, s.toAct) / 40))).toBeGreaterThan(1e-9); // before: the value right after the root
    // ENB: a turn that follows one's own turn (the enemy has passed) ends the playout
    const enb = (createGame(tutorial, 1) as { ok: true; state: GameState }).state;
    expect(enb.pending ?? null).toBeNull();
    expect(ownTurnAgainStops(enb)).toBe(true);
  });
});
