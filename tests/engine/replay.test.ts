import { describe, expect, it } from 'vitest';
import openSea from '../../src/scenarios/open-sea.json';
import archipelago from '../../src/scenarios/great-archipelago.json';
import { applyAction, createGame, DEFAULT_CARDS, eventsFor, legalActions, replay, viewFor, type Action } from '../../src/engine/index';
import { play, tinyGame } from './fixtures/tiny';

describe('setup, determinism and replays (§13)', () => {
  it('the bundled scenarios start: Open Sea in the task-force setup (§7.1) with 9 ships a side, coastal artillery as fixed units', () => {
    const g = createGame(openSea, 42);
    expect(g.ok).toBe(true);
    if (!g.ok) return;
    expect(g.state.phase).toBe('setup');
    expect([g.state.taskForces!.reserve.blue.length, g.state.taskForces!.reserve.red.length]).toEqual([9, 9]);
    expect(Object.values(g.state.units).filter((u) => u.kind === 'fixed').map((u) => u.id).sort()).toEqual(['blue-coastalArtillery-1', 'red-coastalArtillery-1']);
    expect(g.state.taskForces!.reserve.blue.find((s) => s.id === 'blue-CV-1')!.planes).toBe(3);
    expect(g.state.taskForces!.reserve.blue.find((s) => s.id === 'blue-AP-1')!.cargo).toBe(2);
    const big = createGame(archipelago, 1);
    expect(big.ok && Object.keys(big.state.units).length).toBe(36);
  });
  it('§13: the PRNG state is plain JSON numbers; (scenario, seed, actions) replays to a deep-equal state', () => {
    const g = createGame(openSea, 99);
    if (!g.ok) throw new Error('setup');
    expect(g.state.rng.every((n) => Number.isInteger(n))).toBe(true);
    let s = g.state;
    const actions: Action[] = [];
    for (let k = 0; k < 40 && s.phase !== 'over'; k++) {
      const legal = legalActions(s);
      const a = legal[(k * 31) % legal.length];
      actions.push(a);
      s = play(s, a);
    }
    const r = replay(JSON.parse(JSON.stringify(openSea)), 99, JSON.parse(JSON.stringify(actions)));
    expect(r.ok && r.state).toEqual(s);
    // a state read back from JSON plays on exactly like the original
    const back = JSON.parse(JSON.stringify(s));
    const next = legalActions(s)[0];
    expect(applyAction(back, next)).toEqual(applyAction(s, next));
  });
  it('the same seed shuffles the decks the same way; another seed differently', () => {
    const ids = DEFAULT_CARDS.cards.map((c) => c.id); // §9: decks hold card ids of the card definitions
    const deck = Array.from({ length: 20 }, (_, k) => ids[k % ids.length]);
    const a = tinyGame({ decks: { blue: deck }, units: [['blue', 'DD', 'A1', 'E'], ['red', 'DD', 'L7', 'W']] }, 5);
    const b = tinyGame({ decks: { blue: deck }, units: [['blue', 'DD', 'A1', 'E'], ['red', 'DD', 'L7', 'W']] }, 5);
    const c = tinyGame({ decks: { blue: deck }, units: [['blue', 'DD', 'A1', 'E'], ['red', 'DD', 'L7', 'W']] }, 6);
    expect(a.cards.blue.deck).toEqual(b.cards.blue.deck);
    expect(a.cards.blue.deck).not.toEqual(c.cards.blue.deck);
    expect([...a.cards.blue.deck].sort()).toEqual([...deck].sort());
  });
  it('a replay stops at the first refused action and says which', () => {
    // Great Archipelago rolls for the first move (R-ORDER-1): the roll's winner chooses, then Blue passes
    const r = replay(archipelago, 1, [{ type: 'chooseFirstPlayer', first: 'blue' }, { type: 'pass' }, { type: 'endActivation' }]);
    expect(r.ok).toBe(false);
    if (!r.ok && 'at' in r) { expect(r.at).toBe(2); expect(r.error.code).toBe('activation/none'); }
  });
  it('§12: a view hides the opponent\'s hand and drawn cards; the events of the other side are redacted', () => {
    let s = tinyGame({ decks: { blue: ['radio-intercept', 'squadron-drill'] }, units: [['blue', 'DD', 'A1', 'E'], ['red', 'DD', 'L7', 'W']] });
    const r = applyAction(s, { type: 'draw' });
    if (!r.ok) throw new Error('draw');
    s = r.state;
    for (const secret of ['radio-intercept', 'squadron-drill']) {
      expect(JSON.stringify(viewFor(s, 'red'))).not.toContain(secret);
      expect(JSON.stringify(eventsFor(r.events, 'red'))).not.toContain(secret);
      expect(JSON.stringify(eventsFor(r.events, 'blue'))).toContain(secret);
    }
    expect(viewFor(s, 'blue').pending).toMatchObject({ kind: 'keepCard', drawn: expect.arrayContaining(['radio-intercept']) });
  });
});
