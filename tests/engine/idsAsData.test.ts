// Ids are data, never keys of a plain object (issue 13, item 8): names JavaScript objects answer to
// ("constructor", "__proto__", "toString"…) are no units, cards or markers of the game; node names have
// one canonical form. Scenarios with such ids are refused with a path and a reason; actions naming
// them are refused with the right code — nothing throws and nothing appears out of thin air.
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions } from '../../src/engine/index';
import { tinyGame, tinyScenario, type UnitSpec } from './fixtures/tiny';
import { markerOf, skipStartOfRound, tfGame } from './fixtures/tf';

const errorsOf = (sc: unknown) => { const g = createGame(sc, 1); return g.ok ? [] : g.errors.map((e) => `${e.path}: ${e.message}`); };
const units: UnitSpec[] = [['blue', 'DD', 'B4', 'E', 'dd'], ['red', 'DD', 'K4', 'W', 'rdd']];

describe('ids are data', () => {
  it('unit ids that JavaScript reserves are refused, with the path', () => {
    for (const id of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const sc = tinyScenario({ units: [['blue', 'DD', 'B4', 'E', id], ['red', 'DD', 'K4', 'W']] });
      expect(errorsOf(sc)).toEqual([`units[0].id: a name JavaScript reserves ("constructor", "__proto__"…): choose another id`]);
    }
  });
  it('deck entries and card ids that JavaScript reserves are unknown cards, never accepted', () => {
    for (const id of ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__']) {
      expect(errorsOf(tinyScenario({ units: [...units], decks: { blue: [id] } }))).toEqual([`decks.blue[0]: unknown card "${id}"`]);
    }
    const card = { id: 'constructor', type: 'event', name: { en: 'X', pl: 'X' }, text: { en: 'x', pl: 'x' }, target: 'none', effects: [{ kind: 'revealTf' }] };
    expect(errorsOf(tinyScenario({ units: [...units], cards: [card] }))[0]).toContain('cards[0].id');
  });
  it('a node name has one canonical form: spaces are refused, small letters are read as capitals', () => {
    expect(errorsOf(tinyScenario({ units: [['blue', 'DD', ' B4 ', 'E'], ['red', 'DD', 'K4', 'W']] }))[0]).toMatch(/^units\[0\]\.node: a node name/);
    const g = createGame(tinyScenario({ units: [['blue', 'DD', 'b4', 'E', 'dd'], ['red', 'DD', 'K4', 'W']] }), 1);
    expect(g.ok && g.state.units.dd.node).toBe('B4');
  });
  it('actions naming such ids are refused with the right code and words, and change nothing', () => {
    const s = tinyGame({ units: [...units] });
    const before = JSON.stringify(s);
    const code = (a: unknown) => { const r = applyAction(s, a); return r.ok ? 'ok' : r.error.code; };
    for (const id of ['__proto__', 'constructor', 'toString']) {
      expect(code({ type: 'move', unitId: id, to: { node: 'B4', heading: 0 } })).toBe('unit/unknown');
      expect(code({ type: 'activateFixed', unitId: id })).toBe('unit/unknown');
      expect(code({ type: 'playCard', cardId: id })).toBe('card/not-in-hand');
    }
    const r = applyAction(s, { type: 'move', unitId: '__proto__', to: { node: 'B4', heading: 0 } });
    expect(!r.ok && r.error.message).not.toContain('undefined');
    expect(JSON.stringify(s)).toBe(before);
    expect(legalActions(s).length).toBeGreaterThan(0);
  });
  it('task-force markers and targets named so are unknown too', () => {
    const s = skipStartOfRound(tfGame({ reserve: [['blue', 'DD', 'bdd'], ['red', 'DD', 'rdd']] }, { tfs: { A: { ships: ['bdd'], node: 'B4' } } }, { tfs: { C: { ships: ['rdd'], node: 'K4' } } }));
    const t = { ...s, toAct: 'blue' as const };
    markerOf(s, 'blue', 'A');
    const code = (a: unknown) => { const r = applyAction(t, a); return r.ok ? 'ok' : r.error.code; };
    expect(code({ type: 'moveTaskForce', markerId: 'constructor', to: 'C4' })).toBe('tf/unknown-marker');
    expect(code({ type: 'deploy', markerId: '__proto__', placements: [] })).toBe('tf/unknown-marker');
  });
});
