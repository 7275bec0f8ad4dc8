import { describe, expect, it } from 'vitest';
import { applyAction, checkVictory, createGame, legalActions, objectiveStatus, viewFor, type GameState } from '../../src/engine/index';
import { parseScenario } from '../../src/scenarios/schema';
import { edit, play, playAll, refusedWith, SEA, tinyScenario, type UnitSpec } from './fixtures/tiny';

const UNITS: UnitSpec[] = [['blue', 'DD', 'K4', 'E', 'dd'], ['blue', 'CA', 'B2', 'E', 'ca'], ['red', 'CA', 'B6', 'E', 'rca'], ['red', 'DD', 'F1', 'E', 'rdd']];
const FEATURES = [{ kind: 'delivery', node: 'A4', owner: 'blue' as const }, { kind: 'coastalArtillery', node: 'A7', owner: 'blue' as const }];
const scenario = (objectives: unknown, units: UnitSpec[] = UNITS, rounds = 4) => ({ ...tinyScenario({ units, rounds, features: FEATURES, terrain: [...SEA(12, 6), '#...........'] }), objectives });
function game(objectives: unknown, units?: UnitSpec[], rounds?: number): GameState {
  const g = createGame(scenario(objectives, units, rounds), 1);
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  return g.state;
}
/** Both sides pass: the round ends, cleanup checks victory (§6.2 step 4). */
const endRound = (s: GameState) => playAll(s, [{ type: 'pass' }, { type: 'pass' }]);
const status = (s: GameState, p: 'blue' | 'red' = 'blue') => objectiveStatus(s, p).map((o) => ({ met: o.met, failed: o.failed, ...o.progress }));

describe('§11 objectives: the data format', () => {
  it('a list per side parses; edges may be given as N S W E; a side without a list keeps its points target', () => {
    const s = game({ pointsTarget: { red: 9 }, blue: [{ kind: 'exitByEdge', edge: 'E', count: 1 }] });
    expect(s.setup.objectives!.blue).toEqual([{ kind: 'exitByEdge', edge: 'east', count: 1 }]);
    expect(s.setup.objectives!.red).toEqual([{ kind: 'points', target: 9 }]);
    expect(s.setup.pointsTarget).toEqual({ blue: 12, red: 9 });
  });
  it('a points objective sets the points target R-WIN-1 uses, unless pointsTarget is given', () => {
    expect(game({ blue: [{ kind: 'points', target: 5 }] }).setup.pointsTarget).toEqual({ blue: 5, red: 12 });
    expect(game({ pointsTarget: { blue: 7 }, blue: [{ kind: 'points', target: 5 }] }).setup.pointsTarget!.blue).toBe(7);
  });
  it('scenarios without lists keep the core behaviour: no objectives in setup or in the result', () => {
    const s = game({ pointsTarget: { blue: 1, red: 1 } });
    expect(s.setup.objectives).toBeUndefined();
    expect(objectiveStatus(s, 'blue')).toMatchObject([{ objective: { kind: 'points', target: 1 }, met: false }]);
    const sandbox = createGame(tinyScenario({ units: UNITS }), 1);
    expect(sandbox.ok && objectiveStatus(sandbox.state, 'red')).toEqual([]);
  });
  it('broken objectives are listed with path and reason', () => {
    const r = parseScenario(scenario({
      blue: [
        { kind: 'destroyTargets', unitIds: ['ghost', 'dd'] },
        { kind: 'holdNodes', nodes: ['A1', 'Z9'], rounds: 2, units: 3 },
        { kind: 'exitByEdge', edge: 'east', count: 1, points: 3 },
        { kind: 'keepFlagship', unitId: 'rca' },
      ],
      red: [{ kind: 'deliverCargo', count: 1 }, { kind: 'teleport' }],
    }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => e.path)).toEqual(expect.arrayContaining(['objectives.blue[2]', 'objectives.red[1].kind']));
    const deep = parseScenario(scenario({
      blue: [{ kind: 'destroyTargets', unitIds: ['ghost', 'dd'] }, { kind: 'holdNodes', nodes: ['A1', 'Z9'], rounds: 2, units: 3 }, { kind: 'keepFlagship', unitId: 'rca' }],
      red: [{ kind: 'deliverCargo', count: 1 }],
    }));
    expect(deep.ok).toBe(false);
    if (deep.ok) return;
    expect(deep.errors).toEqual([
      { path: 'objectives.blue[0].unitIds[0]', message: 'there is no unit "ghost" in this scenario' },
      { path: 'objectives.blue[0].unitIds[1]', message: '"dd" is blue\'s own unit; name enemy units' },
      { path: 'objectives.blue[1].nodes[1]', message: '"Z9" is not a node ships can stand on (off the map, land or reef)' },
      { path: 'objectives.blue[1].units', message: '3 ships cannot stand on 2 node(s)' },
      { path: 'objectives.blue[2].unitId', message: '"rca" must be one of blue\'s ships' },
      { path: 'objectives.red[0]', message: 'the map has no delivery node for red' },
    ]);
  });
});

describe('§11 objectives: each kind, met, not met, progress', () => {
  it('points: met when the score reaches the target; R-WIN-2: the game ends with the next action, mid-round, with result.objectives', () => {
    let s = game({ blue: [{ kind: 'points', target: 2 }], red: [{ kind: 'points', target: 9 }] });
    expect(status(s)).toEqual([{ met: false, failed: false, done: 0, needed: 2 }]);
    s = edit(s, (x) => { x.score.blue = 3; });
    expect(status(s)).toEqual([{ met: true, failed: false, done: 3, needed: 2 }]);
    s = play(s, { type: 'pass' });
    expect(s.round).toBe(1);
    expect(s.phase).toBe('over');
    expect(s.result).toEqual({ winner: 'blue', reason: 'objectives', score: { blue: 3, red: 0 }, objectives: { blue: [{ kind: 'points', met: true }], red: [{ kind: 'points', met: false }] } });
  });
  it('deliverCargo: counts delivered cargo', () => {
    const s = game({ blue: [{ kind: 'deliverCargo', count: 2 }] }, UNITS);
    expect(status(edit(s, (x) => { x.delivered = { blue: 1, red: 0 }; }))).toEqual([{ met: false, failed: false, done: 1, needed: 2 }]);
    expect(status(edit(s, (x) => { x.delivered = { blue: 2, red: 0 }; }))[0].met).toBe(true);
  }, 10_000);
  it('destroyTargets: every named enemy unit destroyed; a ship that left the map was not destroyed', () => {
    const s = game({ blue: [{ kind: 'destroyTargets', unitIds: ['rca', 'rdd'] }] });
    expect(objectiveStatus(s, 'blue')[0]).toMatchObject({ met: false, progress: { done: 0, needed: 2 }, remaining: ['rca', 'rdd'] });
    const oneSunk = edit(s, (x) => { delete x.units.rdd; });
    expect(objectiveStatus(oneSunk, 'blue')[0]).toMatchObject({ met: false, progress: { done: 1, needed: 2 }, remaining: ['rca'] });
    const bothGone = edit(oneSunk, (x) => { x.exited = [{ unit: x.units.rca, edge: 'west', points: 3, round: 1 }]; delete x.units.rca; });
    expect(objectiveStatus(bothGone, 'blue')[0]).toMatchObject({ met: false, remaining: ['rca'] });
    const submerged = edit(oneSunk, (x) => { x.track = [{ kind: 'submarine', round: 3, unit: x.units.rca }]; delete x.units.rca; });
    expect(objectiveStatus(submerged, 'blue')[0].met).toBe(false); // on the round track it is still in the game
    expect(objectiveStatus(edit(oneSunk, (x) => { delete x.units.rca; }), 'blue')[0].met).toBe(true);
  });
  it('holdNodes: own ships on the nodes at the end of N consecutive rounds; leaving resets; reached stays reached', () => {
    const hold = { kind: 'holdNodes', nodes: ['B2', 'C2'], rounds: 2 };
    let s = game({ blue: [hold, { kind: 'points', target: 50 }] });
    s = endRound(s);
    expect(objectiveStatus(s, 'blue')[0]).toMatchObject({ met: false, progress: { done: 1, needed: 2 }, holdingNow: 1 });
    const left = endRound(play(s, { type: 'move', unitId: 'ca', to: { node: 'D2', heading: 0 } }));
    expect(objectiveStatus(left, 'blue')[0].progress.done).toBe(0);
    s = endRound(s);
    expect(objectiveStatus(s, 'blue')[0]).toMatchObject({ met: true, progress: { done: 2, needed: 2 } });
    s = endRound(play(s, { type: 'move', unitId: 'ca', to: { node: 'D2', heading: 0 } }));
    expect(objectiveStatus(s, 'blue')[0].met).toBe(true);
  });
  it('holdNodes: a finished round still to be judged (its cleanup draws) shows as it will count: held, not 0; counted once', () => {
    const hold = { kind: 'holdNodes', nodes: ['B2', 'C2'], rounds: 3 };
    const g = createGame({ ...tinyScenario({ units: UNITS, rounds: 4, features: FEATURES, terrain: [...SEA(12, 6), '#...........'], decks: { blue: 'default', red: 'default' } }), objectives: { blue: [hold] } }, 1);
    if (!g.ok) throw new Error(JSON.stringify(g.errors));
    let s = endRound(g.state);
    expect(s.pending?.kind).toBe('cleanupDraw');
    expect(objectiveStatus(s, 'blue')[0]).toMatchObject({ met: false, progress: { done: 1, needed: 3 }, holdingNow: 1 });
    expect(objectiveStatus(viewFor(s, 'red') as never, 'blue')[0].progress.done).toBe(1);
    s = playAll(s, [{ type: 'declineDraw' }, { type: 'declineDraw' }]);
    expect(s.phase).toBe('play');
    expect(objectiveStatus(s, 'blue')[0].progress.done).toBe(1);
    // a round ended off the nodes shows the count starting again
    const left = endRound(play(s, { type: 'move', unitId: 'ca', to: { node: 'D2', heading: 0 } }));
    expect(left.pending?.kind).toBe('cleanupDraw');
    expect(objectiveStatus(left, 'blue')[0].progress.done).toBe(0);
  });
  it('holdNodes with `units`: that many own ships must stand on the nodes', () => {
    const s = endRound(game({ blue: [{ kind: 'holdNodes', nodes: ['B2', 'K4'], rounds: 1, units: 2 }] }));
    expect(s.phase).toBe('over');
    expect(s.result).toMatchObject({ winner: 'blue', reason: 'objectives' });
    const one = endRound(game({ blue: [{ kind: 'holdNodes', nodes: ['B2', 'K5'], rounds: 1, units: 2 }] }));
    expect(one.phase).toBe('play');
  });
  it('exitByEdge: a ship on the edge may leave in its activation; it is removed, not scored, its token goes', () => {
    let s = game({ blue: [{ kind: 'exitByEdge', edge: 'east', count: 1 }] });
    s = play(s, { type: 'move', unitId: 'dd', to: { node: 'L4', heading: 0 } });
    expect(s.activation?.unitId).toBe('dd');
    expect(legalActions(s)).toContainEqual({ type: 'exitMap', unitId: 'dd' });
    const r = applyAction(s, { type: 'exitMap', unitId: 'dd' });
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    expect(s.units.dd).toBeUndefined();
    expect(s.score).toEqual({ blue: 0, red: 0 });
    expect(s.tokens.blue).toEqual({ pool: 1, spent: 0 });
    expect(r.events).toContainEqual({ type: 'shipExited', player: 'blue', unitId: 'dd', node: 'L4', edge: 'east', points: 2 });
    expect(objectiveStatus(s, 'blue')[0]).toMatchObject({ met: true, progress: { done: 1, needed: 1 }, exited: ['dd'] });
  });
  it('exitByEdge by points: the exited ships\' points count', () => {
    const s = game({ blue: [{ kind: 'exitByEdge', edge: 'N', points: 5 }] });
    const out = edit(s, (x) => { x.exited = [{ unit: x.units.ca, edge: 'north', points: 3, round: 1 }]; delete x.units.ca; });
    expect(objectiveStatus(out, 'blue')[0]).toMatchObject({ met: false, progress: { done: 3, needed: 5 } });
  });
  it('exitMap refusals: not on an exit edge, not a ship, another unit, no activation', () => {
    const s = game({ blue: [{ kind: 'exitByEdge', edge: 'west', count: 1 }] });
    const moved = play(s, { type: 'move', unitId: 'dd', to: { node: 'L4', heading: 0 } });
    expect(moved.activation).toBeNull(); // on the east edge with nothing to do: the activation ended at once
    const open = (unitId: string) => edit(s, (x) => { x.activation = { player: 'blue', unitId }; x.units[unitId].activated = true; });
    expect(legalActions(open('dd'))).not.toContainEqual({ type: 'exitMap', unitId: 'dd' });
    expect(refusedWith(open('dd'), { type: 'exitMap', unitId: 'dd' })).toBe('exit/not-on-exit-edge');
    expect(refusedWith(open('blue-coastalArtillery-1'), { type: 'exitMap', unitId: 'blue-coastalArtillery-1' })).toBe('exit/not-a-ship');
    expect(refusedWith(open('dd'), { type: 'exitMap', unitId: 'ca' })).toBe('activation/other-unit');
    const east = game({ blue: [{ kind: 'exitByEdge', edge: 'east', count: 1 }] });
    const deployed = edit(east, (x) => { x.units.dd.node = 'L4'; x.activation = { player: 'blue', unitId: 'dd', group: ['dd'], deployed: ['dd'] }; x.units.dd.activated = true; });
    expect(legalActions(deployed)).not.toContainEqual({ type: 'exitMap', unitId: 'dd' });
    expect(refusedWith(deployed, { type: 'exitMap', unitId: 'dd' })).toBe('activation/deployed-attack-only'); // §7.4
    expect(refusedWith(s, { type: 'exitMap', unitId: 'dd' })).toBe('activation/none');
  });
  it('keepFlagship: failed when the flagship is lost; a list of conditions only does not end the game early', () => {
    const s = game({ blue: [{ kind: 'keepFlagship', unitId: 'ca' }] });
    expect(status(s)).toEqual([{ met: true, failed: false, done: 1, needed: 1 }]);
    expect(endRound(s).phase).toBe('play');
    const lost = edit(s, (x) => { delete x.units.ca; });
    expect(status(lost)).toEqual([{ met: false, failed: true, done: 0, needed: 1 }]);
    expect(endRound(lost).phase).toBe('play'); // without losesGame the game goes on
  });
  it('keepFlagship with losesGame: losing the flagship loses the game at once (R-WIN-2)', () => {
    const s = edit(game({ blue: [{ kind: 'keepFlagship', unitId: 'ca', losesGame: true }] }), (x) => { delete x.units.ca; });
    const over = play(s, { type: 'pass' });
    expect(over.phase).toBe('over');
    expect(over.result).toMatchObject({ winner: 'red', reason: 'flagship-lost', objectives: { blue: [{ kind: 'keepFlagship', met: false }] } });
  });
});

describe('§11 victory with objectives', () => {
  const at = (round: number, change: (s: GameState) => void = () => undefined) =>
    edit(game({ blue: [{ kind: 'points', target: 4 }, { kind: 'keepFlagship', unitId: 'ca' }], red: [{ kind: 'keepFlagship', unitId: 'rca' }] }), (s) => { s.round = round; change(s); });
  it('before the limit: only the side that met all its objectives wins; conditions alone wait', () => {
    expect(checkVictory(at(1))).toBeNull();
    expect(checkVictory(at(1, (s) => { s.score.blue = 4; }))).toMatchObject({ winner: 'blue', reason: 'objectives' });
    expect(checkVictory(at(1, (s) => { s.score.blue = 4; delete s.units.ca; }))).toBeNull();
  });
  it('at the round limit: conditions count; a side that met all its objectives beats one that did not', () => {
    expect(checkVictory(at(4))).toMatchObject({ winner: 'red', reason: 'objectives' });
    expect(checkVictory(at(4, (s) => { delete s.units.rca; s.score.blue = 1; s.score.red = 2; }))).toMatchObject({ winner: 'blue', reason: 'round-limit' }); // R-WIN-1: blue 3 short of 4, red 10 short of 12
  });
  it('both met at once: the higher share of the points target, else a draw', () => {
    expect(checkVictory(at(4, (s) => { s.score.blue = 4; s.score.red = 4; }))).toMatchObject({ winner: 'blue', reason: 'objectives' }); // 4/4 vs 4/12
    expect(checkVictory(at(4, (s) => { s.score.blue = 4; s.score.red = 12; }))).toMatchObject({ winner: null, reason: 'objectives' });
  });
  it('the status on a view is the status on the state (the UI reads views)', () => {
    const s = at(2, (x) => { x.score.blue = 2; });
    for (const p of ['blue', 'red'] as const) for (const v of ['blue', 'red'] as const) expect(objectiveStatus(viewFor(s, v), p)).toEqual(objectiveStatus(s, p));
  });
});

describe('§11 objective progress is truthful', () => {
  it('a points objective passed shows the real score, not the target', async () => {
    const { edit } = await import('./fixtures/tiny');
    const tutorial = (await import('../../src/scenarios/tutorial.json')).default;
    const { createGame } = await import('../../src/engine/index');
    const g = createGame(tutorial, 1);
    if (!g.ok) throw new Error('tutorial');
    const s = edit(g.state, (x) => { x.score.red = 7; });
    const red = objectiveStatus(s, 'red').find((o) => o.objective.kind === 'points')!;
    expect(red).toMatchObject({ met: true, progress: { done: 7, needed: 6 } });
  });
});

describe('R-WIN-2: when victory is checked', () => {
  const withTrack = (objectives: unknown, reinforcements: unknown[], rounds = 4) => {
    const g = createGame({ ...scenario(objectives, UNITS, rounds), reinforcements }, 1);
    if (!g.ok) throw new Error(JSON.stringify(g.errors));
    return g.state;
  };
  it('R-WIN-2: a target destroyed mid-round ends the game in that very action', () => {
    let s = game({ blue: [{ kind: 'destroyTargets', unitIds: ['rdd'] }] }, [['blue', 'CA', 'D1', 'E', 'ca'], ['red', 'DD', 'F1', 'E', 'rdd'], ['red', 'CA', 'L6', 'W', 'rca']]);
    s = play(s, { type: 'move', unitId: 'ca', to: { node: 'D1', heading: 0 } });
    const r = applyAction(s, { type: 'attack', unitId: 'ca', targetId: 'rdd' });
    expect(r.ok && r.state.phase).toBe('over');
    expect(r.ok && r.state.round).toBe(1);
    expect(r.ok && r.state.result).toMatchObject({ winner: 'blue', reason: 'objectives' });
  });
  it('R-WIN-2: "hold for N rounds" is judged after the round track: a reinforcement arriving on the node counts', () => {
    // blue must hold B4 with a ship at the end of one round; the only ship to do it arrives at round 2's field
    const s = endRound(withTrack({ blue: [{ kind: 'holdNodes', nodes: ['B4'], rounds: 1 }] }, [{ round: 2, owner: 'blue', class: 'DD', node: 'B4', heading: 'E' }]));
    expect(s.phase).toBe('over');
    expect(s.round).toBe(1); // the game ended with round 1, judged after the track brought the destroyer
    expect(s.result).toMatchObject({ winner: 'blue', reason: 'objectives' });
  });
  it('R-WIN-2: the round limit is judged after the round track too: a ship expiring at the last field no longer holds', () => {
    const g = createGame({ ...scenario({ blue: [{ kind: 'holdNodes', nodes: ['K4'], rounds: 1 }], red: [{ kind: 'points', target: 9 }] }, UNITS, 1), roundTrack: [{ kind: 'expire', round: 1, unitId: 'dd' }] }, 1);
    if (!g.ok) throw new Error(JSON.stringify(g.errors));
    const s = endRound(g.state);
    expect(s.phase).toBe('over');
    expect(s.units.dd).toBeUndefined(); // the track ran first
    expect(s.result).toMatchObject({ reason: 'round-limit', objectives: { blue: [{ kind: 'holdNodes', met: false }] } });
  });
});
