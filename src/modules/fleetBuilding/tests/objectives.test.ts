// Module C's objective types, extras, initiative and map checks (README.md: C-OBJ, C-EXTRA, C-INITIATIVE, C-MAP).
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, type GameState } from '../../../engine/index';
import { battleOf } from '../rules';
import { fleetOptions } from '../rules/options';
import { limitWinner, objectiveWinner, progressOf } from '../rules/objectives';
import { quickBattleScenario } from '../rules/quickBattle';
import { battle, buildAndFinish, endRound, mapNamed, quickGame, step, tryStep, withTokens } from './fixtures';

const opts = (o: Record<string, unknown>) => fleetOptions.parse({ initiative: 'none', ...o });
type Place = { owner: 'blue' | 'red'; class: string; node: string; heading: 0 };
const ship = (owner: 'blue' | 'red', cls: string, node: string): Place => ({ owner, class: cls, node, heading: 0 });
const rounds = (s: GameState, n: number) => { for (let k = 0; k < n; k++) s = endRound(s); return s; };

describe('module C: objective types', () => {
  it('C-OBJ-DEFENCE the attacker wins holding 2 units in the defender\'s setup zone at 3 round ends in a row; the defender wins at the limit', () => {
    const o = { objective: 'defencePoint' };
    // red spends more (BB+DD against DD): red attacks blue's zone A1:D16
    const s = withTokens(battle(o, [ship('red', 'BB', 'B3'), ship('red', 'DD', 'C9'), ship('blue', 'DD', 'T2')]));
    expect(battleOf(s)!.attacker).toBe('red');
    const two = rounds(s, 2);
    expect(progressOf(two, opts(o))).toEqual([{ side: 'red', what: 'held', value: 2, target: 3 }]);
    expect(two.phase).not.toBe('over');
    const three = endRound(two);
    expect(three.result).toMatchObject({ winner: 'red', reason: 'module', module: 'fleetBuilding' });
    // one unit in the zone is not enough: the defender holds out to the round limit
    const short = withTokens(battle({ ...o }, [ship('red', 'BB', 'B3'), ship('red', 'DD', 'M9'), ship('blue', 'DD', 'T2')]));
    expect(limitWinner(short, opts(o))).toBe('blue');
  });

  it('C-OBJ-STRATEGIC a side wins with 2 units within 1 of the point for 3 round ends, no enemy within 2', () => {
    const o = { objective: 'strategicPoint', centre: 'M9' };
    const s = withTokens(battle(o, [ship('blue', 'DD', 'M9'), ship('blue', 'DD', 'L9'), ship('red', 'DD', 'T2')]));
    expect(rounds(s, 3).result).toMatchObject({ winner: 'blue', module: 'fleetBuilding' });
    const contested = withTokens(battle(o, [ship('blue', 'DD', 'M9'), ship('blue', 'DD', 'L9'), ship('red', 'DD', 'O9')]));
    const after = rounds(contested, 3);
    expect(after.phase).not.toBe('over');
    expect(progressOf(after, opts(o)).map((p) => p.value)).toEqual([0, 0]);
  });

  it('C-OBJ-COMMANDER sinking the ship that carries the enemy commander wins at once', () => {
    const o = { objective: 'commanderElimination' };
    const s = battle(o, [ship('blue', 'CA', 'M9'), ship('blue', 'DD', 'B2'), ship('red', 'CA', 'M11'), ship('red', 'DD', 'T2')]);
    expect(battleOf(s)!.commanders).toEqual({ blue: 'blue-ca-1', red: 'red-ca-1' });
    expect(objectiveWinner(s, opts(o))).toBeNull();
    const sunk = { ...s, moduleState: s.moduleState!.map((m) => ({ ...m, data: { ...(m.data as object), battle: { ...battleOf(s)!, sunk: ['red'] } } })) };
    expect(objectiveWinner(sunk as GameState, opts(o))).toBe('blue');
  });

  it('C-OBJ-AMBUSH the attacker wins getting ships worth 25% of its fleet to the far edge; short of it, the defender', () => {
    const o = { objective: 'ambush', attacker: 'blue' };
    // blue sets up in the south (A21:P24): the far edge is the north; a DD (2) of BB+DD+DD (8) is 25 %
    const s = withTokens(battle(o, [ship('blue', 'DD', 'H1'), ship('blue', 'BB', 'C23'), ship('blue', 'DD', 'E23'), ship('red', 'DD', 'H12')], 'passage'));
    expect(objectiveWinner(s, opts(o))).toBeNull();
    const round = endRound(s); // the round's end sees who stands on the edge
    expect(progressOf(round, opts(o))).toEqual([{ side: 'blue', what: 'crossed', value: 2, target: 2 }]);
    expect(round.result).toMatchObject({ winner: 'blue', module: 'fleetBuilding' });
    const far = withTokens(battle(o, [ship('blue', 'DD', 'H20'), ship('blue', 'BB', 'C23'), ship('red', 'DD', 'H12')], 'passage'));
    expect(limitWinner(far, opts(o))).toBe('red');
  });

  it('C-OBJ-DOCUMENTS a ship on or next to a supply node takes its documents; bringing 2 home wins; a sunk carrier drops them', () => {
    const o = { objective: 'captureDocuments' };
    let s = withTokens(battle(o, [ship('blue', 'DD', 'K3'), ship('blue', 'DD', 'L13'), ship('red', 'DD', 'T2')], 'supply-islands'));
    s = endRound(s);
    const docs = battleOf(s)!.documents;
    expect(docs.filter((d) => d.carrier?.startsWith('blue')).length).toBe(2);
    // the carriers sail home into blue's setup zone: documents home, blue wins
    const home = { ...s, units: { ...s.units, 'blue-dd-1': { ...s.units['blue-dd-1'], node: 'B3' }, 'blue-dd-2': { ...s.units['blue-dd-2'], node: 'C13' } } };
    expect(endRound(home).result).toMatchObject({ winner: 'blue', module: 'fleetBuilding' });
    expect(progressOf(s, opts(o))).toEqual([{ side: 'blue', what: 'documents', value: 0, target: 2 }, { side: 'red', what: 'documents', value: 0, target: 2 }]);
  });

  it('C-OBJ-LIMIT at the round limit the engine asks the module: in defence point the defender wins, by the module\'s reason', () => {
    const o = { objective: 'defencePoint' };
    const s = withTokens(battle(o, [ship('red', 'BB', 'B3'), ship('red', 'DD', 'C9'), ship('blue', 'DD', 'T2')]));
    expect(battleOf(s)!.attacker).toBe('red');
    const last = endRound({ ...s, round: s.setup.rounds });
    expect(last.phase).toBe('over');
    expect(last.result).toMatchObject({ winner: 'blue', reason: 'module' });
  });

  it('C-OBJ-ELIMINATION a side with no ship left loses (in every objective type); at the limit ENB\'s score judges', () => {
    const o = { objective: 'elimination' };
    const s = battle(o, [ship('blue', 'DD', 'B2'), ship('red', 'DD', 'T2')]);
    const gone = { ...s, units: { 'blue-dd-1': s.units['blue-dd-1'] } };
    expect(objectiveWinner(gone, opts(o))).toBe('blue');
    expect(limitWinner(s, opts(o))).toBeUndefined();
  });
});

describe('module C: extras and initiative', () => {
  it('C-EXTRA-FOG while the fog lies every zone is 1 shorter; a 5–6 clears it for good', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 8; seed++) {
      let s = quickGame({ initiative: 'none' }, seed);
      s = buildAndFinish(s, ['DD'], (x) => step(x, 'buy', { item: 'extra', id: 'fog' }));
      s = buildAndFinish(s, ['DD']);
      expect(battleOf(s)!.fog).toBe('on');
      const events = [];
      // set up both fleets until round 1 starts: the fog roll comes before it
      for (let k = 0; k < 100 && s.phase === 'setup'; k++) {
        const l = legalActions(s);
        const r = applyAction(s, l.find((a) => a.type === 'finishSetup') ?? l[0]);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
        events.push(...r.events);
      }
      const b = battleOf(s)!;
      const roll = events.find((e) => e.type === 'module' && e.name === 'fog') as { data: { roll: number; clears: boolean } };
      expect(roll.data.clears).toBe(roll.data.roll >= 5);
      expect(b.fog).toBe(roll.data.clears ? 'cleared' : 'on');
      const fogged = (s.effects ?? []).filter((e) => e.cardId === 'fog');
      expect(fogged.map((e) => [e.side, e.effect])).toEqual(b.fog === 'on' ? ['blue', 'red'].map((side) => [side, { kind: 'extendRays', amount: -1, duration: 'round', applyTo: 'allOwn' }]) : []);
      seen.add(b.fog!);
    }
    expect([...seen].sort()).toEqual(['cleared', 'on']);
  });

  it('C-EXTRA-MINES a visible 3-node minefield, never in the enemy\'s setup zone; an enemy ship ending its move there is sunk', () => {
    let s = quickGame();
    s = step(s, 'buy', { item: 'extra', id: 'minefield' });
    const r = tryStep(s, 'placeMinefield', { node: 'V5' });
    expect(!r.ok && r.error.message).toBe("A minefield may not lie in the enemy's setup zone (V5).");
    s = step(s, 'placeMinefield', { node: 'K8' });
    s = buildAndFinish(s, ['DD']);
    s = buildAndFinish(s, ['DD']);
    expect(battleOf(s)!.minefields).toEqual([{ owner: 'blue', nodes: expect.arrayContaining(['K8']), charges: 3 }]);
    expect(battleOf(s)!.minefields[0].nodes).toHaveLength(3);
    // an enemy ship sails into it: sunk, scored by the minefield's owner, one charge spent
    const field = battleOf(s)!.minefields[0];
    let t = withTokens(battle({}, [ship('blue', 'DD', 'B2'), ship('red', 'DD', 'M8')]));
    t = { ...t, toAct: 'red', moduleState: t.moduleState!.map((m) => ({ ...m, data: { ...(m.data as object), battle: { ...battleOf(t)!, minefields: [field] } } })) };
    const into = legalActions(t).find((a) => a.type === 'move' && a.unitId === 'red-dd-1' && field.nodes.includes(a.to.node));
    const hit = applyAction(t, into!);
    expect(hit.ok).toBe(true);
    if (!hit.ok) return;
    expect(hit.state.units['red-dd-1']).toBeUndefined();
    expect(hit.state.score.blue).toBe(2);
    expect(battleOf(hit.state)!.minefields[0].charges).toBe(2);
  });

  it('C-INITIATIVE each round a d6 each, ties again; the winner chooses to go first or second', () => {
    let s = quickGame({ initiative: 'd6' });
    s = buildAndFinish(buildAndFinish(s, ['DD']), ['DD']);
    for (let k = 0; k < 100 && s.pending?.kind === 'taskForceSetup'; k++) { const l = legalActions(s); s = (applyAction(s, l.find((a) => a.type === 'finishSetup') ?? l[0]) as { state: GameState }).state; }
    expect(s.pending).toMatchObject({ kind: 'moduleSetup', module: 'fleetBuilding', phase: 'initiative' });
    const chooser = s.toAct;
    const r = applyAction(s, { type: 'module', module: 'fleetBuilding', action: 'chooseOrder', params: { go: 'second' } });
    expect(r.ok && r.state.order).toEqual(chooser === 'blue' ? ['red', 'blue'] : ['blue', 'red']);
  });
});

describe('module C: what a scenario must bring (refused before the game starts)', () => {
  const make = (mapId: string, options: Record<string, unknown>) => createGame(quickBattleScenario({ map: mapNamed(mapId), options }), 1);
  const messages = (r: ReturnType<typeof make>) => (r.ok ? [] : r.errors.map((e) => `${e.path}: ${e.message}`));
  it('C-MAP-1 a strategic point that is not open sea, too few supply nodes, a level too small for any ship', () => {
    expect(messages(make('strait', { objective: 'strategicPoint', centre: 'I3' }))).toEqual(['rules.modules[0].options.centre: the strategic point I3 is not open sea: give "centre", a node ships can reach']);
    expect(messages(make('strait', { objective: 'captureDocuments' }))).toEqual(['rules.modules[0].options.supplyNodes: capture documents needs at least 2 supply nodes (the seed has 3), the options give 0']);
    expect(messages(make('strait', { objective: 'captureDocuments', supplyNodes: ['B2', 'M9'] }))).toEqual(['rules.modules[0].options.supplyNodes[0]: supply node B2 lies in a setup zone: documents must be fetched']);
    expect(messages(make('strait', { level: 'reconnaissance', scale: 100 }))).toEqual(['rules.modules[0].options.level: at reconnaissance level the budget is 1 points: too little for any ship allowed (the cheapest costs 2)']);
    expect(messages(make('strait', { shipCosts: { XX: 3 } }))[0]).toMatch(/there is no ship class "XX"/);
  });
  it('C-MAP-2 the options are strict: an unknown option or value is refused with its path', () => {
    expect(messages(make('strait', { objective: 'kingOfTheHill' }))[0]).toMatch(/^rules\.modules\[0\]\.options\.objective/);
    expect(messages(make('strait', { fieldHq: true }))[0]).toMatch(/fieldHq/);
  });
});
