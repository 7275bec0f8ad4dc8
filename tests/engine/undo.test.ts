import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyAction, createGame, legalActions, replay, revealedBy, undoNeeds, undoPoint, undoStepOf, undoStepsOf, type Action, type GameEvent, type GameState, type PlayerId, type UndoStep } from '../../src/engine/index';
import tutorial from '../../src/scenarios/tutorial.json';
import { tinyScenario, type UnitSpec } from './fixtures/tiny';
import { tfScenario } from './fixtures/tf';
import { checkProperty } from '../fuzz/checkProperty';

const UNITS: UnitSpec[] = [['blue', 'DD', 'A2', 'E', 'd1'], ['blue', 'DD', 'A4', 'E', 'd2'], ['blue', 'DD', 'A6', 'E', 'd3'], ['red', 'DD', 'L1', 'W', 'r1']];

/** Play a log from a scenario, keeping every state and undo step. */
function playLog(scenario: unknown, actions: unknown[], seed = 1): { states: GameState[]; steps: UndoStep[] } {
  const g = createGame(scenario, seed);
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  const states = [g.state];
  const steps: UndoStep[] = [];
  for (const a of actions) {
    const before = states[states.length - 1];
    const r = applyAction(before, a);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    steps.push(undoStepOf(before, r.state, r.events));
    states.push(r.state);
  }
  return { states, steps };
}
const mv = (unitId: string, node: string): Action => ({ type: 'move', unitId, to: { node, heading: 0 } });

describe('undo barriers (hot-seat)', () => {
  it('a player undoes their own latest actions alone, back to the other player\'s last action', () => {
    const log = [{ type: 'pass' }, mv('d1', 'B2'), mv('d2', 'B4'), mv('d3', 'B6')];
    const { steps } = playLog({ ...tinyScenario({ units: UNITS }), firstPlayer: 'red' }, log);
    expect(steps.map((s) => s.player)).toEqual(['red', 'blue', 'blue', 'blue']);
    expect(undoPoint(steps, 'blue')).toEqual({ freeTo: 1, confirmTo: 0, barrier: 'otherPlayer' });
    expect(undoPoint(steps, 'red')).toEqual({ freeTo: 4, confirmTo: 0, barrier: 'otherPlayer' }); // nothing of red's to undo alone
    expect([undoNeeds(steps, 'blue', 2), undoNeeds(steps, 'blue', 1), undoNeeds(steps, 'blue', 0), undoNeeds(steps, 'blue', 5)]).toEqual(['free', 'free', 'confirm', 'impossible']);
  });
  it('from the start of the game: back to the start', () => {
    const { steps } = playLog(tinyScenario({ units: UNITS }), [mv('d1', 'B2')]);
    expect(undoPoint(steps, 'blue')).toEqual({ freeTo: 0, confirmTo: 0, barrier: 'start' });
    expect(undoPoint([], 'blue')).toEqual({ freeTo: 0, confirmTo: 0, barrier: 'start' });
  });
  it('cards drawn and kept reveal hidden information to their player: no undo across them alone', () => {
    const sc = { ...tinyScenario({ units: UNITS, decks: { blue: ['full-speed', 'hard-rudder', 'radar'] }, firstPlayer: 'red' }) };
    const drawn = playLog(sc, [{ type: 'pass' }, { type: 'draw' }]).states[2].pending;
    if (drawn?.kind !== 'keepCard') throw new Error('draw');
    const keep = drawn.drawn[0];
    const { steps } = playLog(sc, [{ type: 'pass' }, { type: 'draw' }, { type: 'keepCard', cardId: keep }, mv('d1', 'B2')]);
    expect(steps[1]).toEqual({ player: 'blue', random: false, revealedTo: ['blue'] });
    expect(steps[2].revealedTo).toEqual(['blue']);
    expect(undoPoint(steps, 'blue')).toEqual({ freeTo: 3, confirmTo: 0, barrier: 'revealed' });
  });
  it('any use of the PRNG is a barrier (a task force marker draws its opaque id)', () => {
    const sc = tfScenario({ reserve: [['blue', 'DD', 'b1'], ['red', 'DD', 'r1']] });
    const { steps } = playLog(sc, [{ type: 'assignToTaskForce', unitId: 'b1', tf: 'A' }, { type: 'placeMarker', tf: 'A', node: 'B2' }, { type: 'placeMarker', tf: 'A', node: 'C3' }]);
    expect(steps.map((s) => s.random)).toEqual([false, true, false]); // moving a marker that is out keeps its id
    expect(undoPoint(steps, 'blue')).toEqual({ freeTo: 2, confirmTo: 0, barrier: 'random' });
  });
  it('what reveals hidden information, and to whom: cards to their player; deployments and surfacing to both', () => {
    const cases: [GameEvent, PlayerId[]][] = [
      [{ type: 'cardsDrawn', player: 'red', cards: ['a', 'b'], during: 'turn' }, ['red']],
      [{ type: 'scheduledDraw', player: 'blue', cardId: 'c', cards: ['a'], discarded: [] }, ['blue']],
      [{ type: 'taskForceRevealed', player: 'blue', markerId: 'tf-1', cardId: 'radio-intercept', ships: [] }, ['blue']],
      [{ type: 'deploymentForced', player: 'red', node: 'C3', markerIds: ['tf-1'], by: 'd1' }, ['blue', 'red']],
      [{ type: 'taskForceDeployed', player: 'red', how: 'forced', node: 'C3', markerIds: ['tf-1'], tfs: ['?'], placed: [], lost: [] }, ['blue', 'red']],
      [{ type: 'surfaced', player: 'red', unitId: 's', node: 'C3', heading: 0 }, ['blue', 'red']],
      [{ type: 'cardArmed', player: 'red', cardId: 'smoke-screen', unitId: 'r1' }, ['blue', 'red']],
      [{ type: 'trackItemEntered', round: 2, item: { kind: 'card', round: 2, owner: 'red', cardId: 'radar' } }, ['red']],
      [{ type: 'passed', player: 'red', tokensLeft: 2 }, []],
    ];
    for (const [e, to] of cases) expect([...revealedBy(e)].sort()).toEqual(to);
  });
  it('undo then redo round-trips: replaying the kept log gives the earlier state, the whole log the latest', () => {
    const log = [{ type: 'pass' }, mv('d1', 'B2'), mv('d2', 'B4'), mv('d3', 'B6')];
    const sc = { ...tinyScenario({ units: UNITS }), firstPlayer: 'red' };
    const { states, steps } = playLog(sc, log);
    const { freeTo } = undoPoint(steps, 'blue');
    const undone = replay(sc, 1, log.slice(0, freeTo));
    expect(undone.ok && undone.state).toEqual(states[freeTo]);
    const redone = replay(sc, 1, log);
    expect(redone.ok && redone.state).toEqual(states[log.length]);
    expect(undoStepsOf(sc, 1, log)).toEqual(steps);
    expect(undoStepsOf(sc, 1, [{ type: 'endActivation' }])).toBeNull();
  });
  it('property: a free undo never crosses another player\'s action, a roll or a reveal to the undoer; replaying to any point gives that point\'s state', () => {
    checkProperty(fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 5, max: 40 }), (seed, length) => {
      const g = createGame(tutorial, seed);
      if (!g.ok) return false;
      const states = [g.state];
      const actions: Action[] = [];
      const steps: UndoStep[] = [];
      for (let k = 0; k < length && states[k].phase !== 'over'; k++) {
        const legal = legalActions(states[k]);
        const a = legal[(seed * 7 + k * 13) % legal.length];
        const r = applyAction(states[k], a);
        if (!r.ok) return false;
        actions.push(a);
        steps.push(undoStepOf(states[k], r.state, r.events));
        states.push(r.state);
      }
      for (const p of ['blue', 'red'] as const) {
        const { freeTo } = undoPoint(steps, p);
        for (let j = freeTo; j < steps.length; j++) expect(steps[j].player === p && !steps[j].random && !steps[j].revealedTo.includes(p)).toBe(true);
        const back = replay(tutorial, seed, actions.slice(0, freeTo));
        expect(back.ok && back.state).toEqual(states[freeTo]);
      }
      return true;
    }), { numRuns: 15 });
  });
});
