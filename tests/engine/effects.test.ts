// §9 the effect vocabulary: every effect kind, its durations (activation, round, permanent) and its
// targets (one unit, a class, all own, all enemy), through the movement, zone and token queries.
import { describe, expect, it } from 'vitest';
import { attackZone, createGame, legalActions, poolSize, reachableMoves, type GameState } from '../../src/engine/index';
import { edit, play, playAll, refusedWith, tinyScenario } from './fixtures/tiny';
import { cardGame, endRound, fleets, ok, types } from './cardsFixture';

const maxCost = (s: GameState, id: string) => Math.max(...reachableMoves(s, id).map((m) => m.cost));
const stay = (unitId: string, node: string, heading: number) => ({ type: 'move', unitId, to: { node, heading } });
const card = (cardId: string, target?: Record<string, string>) => ({ type: 'playCard', cardId, ...(target ? { target } : {}) });

describe('§9 mp: change MP', () => {
  it('activation: +2 MP for the activated ship only while its activation lasts', () => {
    const s = play(cardGame(['full-speed']), card('full-speed', { unitId: 'dd' }));
    expect(maxCost(s, 'dd')).toBe(7);
    expect(maxCost(s, 'ca')).toBe(4);
  });
  it('round, on one enemy unit: −2 MP until the end of the round', () => {
    let s = play(cardGame(['engine-sabotage']), card('engine-sabotage', { unitId: 'rbb' }));
    expect(maxCost(s, 'rbb')).toBe(1);
    s = endRound(s);
    expect(maxCost(s, 'rbb')).toBe(3);
  });
  it('round, all own ships: +1 MP; permanent, one ship: +1 MP for the rest of the game', () => {
    let s = play(cardGame(['calm-seas', 'improved-boilers']), card('calm-seas'));
    expect([maxCost(s, 'bb'), maxCost(s, 'dd'), maxCost(s, 'rbb')]).toEqual([4, 6, 3]);
    s = endRound(s);
    if (s.toAct === 'red') s = play(s, { type: 'pass' });
    s = play(s, card('improved-boilers', { unitId: 'ca' }));
    s = endRound(endRound(s));
    expect([maxCost(s, 'bb'), maxCost(s, 'ca')]).toEqual([3, 5]);
  });
});

describe('§9 turnCost: change what a turn costs', () => {
  it('"set": turns cost 0 this activation; "add": one ship\'s turns cost 1 less for good', () => {
    const s = play(cardGame(['hard-rudder']), card('hard-rudder', { unitId: 'dd' }));
    const moves = reachableMoves(s, 'dd');
    expect(moves).toContainEqual({ node: 'A2', heading: 3, cost: 0 }); // three turns, free
    expect(maxCost(s, 'dd')).toBe(5);
    const g = play(cardGame(['steering-gear']), card('steering-gear', { unitId: 'ca' }));
    expect(reachableMoves(g, 'ca')).toContainEqual({ node: 'A6', heading: 3, cost: 0 });
    expect(reachableMoves(g, 'bb')).not.toContainEqual({ node: 'D4', heading: 3, cost: 0 });
  });
});

describe('§9 extendRays and addRays: change the attack zone', () => {
  it('permanent, one unit: all rays 1 further (Radar)', () => {
    const s = cardGame(['radar']);
    const before = attackZone(s, 'bb');
    const after = attackZone(play(s, card('radar', { unitId: 'bb' })), 'bb');
    expect(after.length).toBeGreaterThan(before.length);
    expect(before).not.toContain('G4');
    expect(after).toEqual(expect.arrayContaining([...before, 'G4'])); // ray ahead 1–2 → 1–3
  });
  it('some rays only: the ray ahead 2 further this activation (Crossing the T)', () => {
    const s = play(cardGame(['crossing-the-t']), card('crossing-the-t', { unitId: 'bb' }));
    expect(attackZone(s, 'bb')).toEqual(expect.arrayContaining(['E4', 'F4', 'G4', 'H4']));
    expect(attackZone(s, 'bb')).not.toContain('I4');
  });
  it('round, all own and all enemy: every ray 1 shorter until the end of the round (Fog bank)', () => {
    const s = cardGame(['fog-bank']);
    const fog = play(s, card('fog-bank'));
    for (const id of ['bb', 'rbb', 'rdd']) expect(attackZone(fog, id).length).toBeLessThan(attackZone(s, id).length);
    expect(attackZone(fog, 'bb')).not.toContain('F4');
    expect([...attackZone(fog, 'rdd')].sort()).toEqual(['J1', 'K1']); // torpedo 1–3 → 1–2
    const next = endRound(fog);
    expect(attackZone(next, 'rbb')).toEqual(attackZone(s, 'rbb'));
  });
  it('a chosen class: its rays 1 further this round (Squadron gunnery)', () => {
    const s = cardGame(['squadron-drill']);
    const r = play(s, card('squadron-drill', { class: 'DD' }));
    expect(attackZone(r, 'dd').length).toBe(attackZone(s, 'dd').length + 1);
    expect(attackZone(r, 'bb')).toEqual(attackZone(s, 'bb'));
  });
  it('added rays: torpedoes along both bow rays this activation (Torpedo spread)', () => {
    const s = cardGame(['torpedo-spread']);
    expect(attackZone(s, 'dd')).not.toContain('B1');
    const r = play(s, card('torpedo-spread', { unitId: 'dd' }));
    expect(attackZone(r, 'dd')).toEqual(expect.arrayContaining(['B1', 'B3']));
  });
  it('R-MOVE-4: the enemy cannot stop in a zone a card lengthened', () => {
    const before = edit(cardGame(['radar']), (x) => { x.units.rdd.node = 'H3'; });
    const after = play(before, card('radar', { unitId: 'bb' }));
    const added = attackZone(after, 'bb').filter((n) => !attackZone(before, 'bb').includes(n));
    const ends = (s: GameState) => reachableMoves(s, 'rdd').filter((m) => added.includes(m.node));
    expect(ends(before).length).toBeGreaterThan(0);
    expect(ends(after)).toEqual([]);
    const m = ends(before)[0];
    expect(refusedWith(edit(after, (x) => { x.toAct = 'red'; }), stay('rdd', m.node, m.heading))).toBe('move/ends-in-enemy-zone');
  });
});

describe('§9 extraToken: extra command tokens (R-CMD-1)', () => {
  it('round: +2 tokens now; at the end of the round they are gone', () => {
    let s = play(cardGame(['general-chase']), card('general-chase'));
    expect(s.tokens.blue).toEqual({ pool: 4, spent: 1 });
    expect(poolSize(s, 'blue')).toBe(5);
    s = endRound(s);
    expect(s.tokens.blue).toEqual({ pool: 3, spent: 0 });
  });
});

describe('§9 extraActivation: a unit activated once more (R-CMD-2)', () => {
  it('round: the unit may be activated a second time this round, not a third', () => {
    let s = cardGame(['all-hands'], [], { commandBonus: { blue: 3 } });
    s = playAll(s, [stay('dd', 'B2', 0), { type: 'pass' }]);
    expect(refusedWith(s, stay('dd', 'C2', 0))).toBe('unit/already-activated');
    s = play(s, card('all-hands', { unitId: 'dd' }));
    expect(legalActions(s)).toContainEqual(stay('dd', 'C2', 0));
    const r = ok(s, stay('dd', 'C2', 0));
    expect(types(r.events)).toContain('extraActivationUsed');
    expect(r.state.tokens.blue.spent).toBe(3);
    expect(refusedWith(r.state, stay('dd', 'D2', 0))).toBe('unit/already-activated');
  });
  it('permanent (a commander): once every round', () => {
    let s = play(cardGame(['cmdr-cunningham'], [], { commandBonus: { blue: 3 } }), card('cmdr-cunningham', { unitId: 'bb' }));
    s = playAll(s, [{ type: 'pass' }, stay('bb', 'D4', 1), stay('bb', 'D4', 0)]);
    expect(refusedWith(s, stay('bb', 'D4', 1))).toBe('unit/already-activated');
    s = endRound(s);
    if (s.toAct === 'red') s = play(s, { type: 'pass' });
    s = playAll(s, [stay('bb', 'D4', 1), stay('bb', 'D4', 0)]);
    expect(s.units.bb.heading).toBe(0);
    expect(refusedWith(s, stay('bb', 'D4', 1))).toBe('unit/already-activated');
  });
});

describe('§9 schedule: something on the round track (§10)', () => {
  it('a convoy two rounds ahead: two cards from the deck go to hand when its field comes', () => {
    let s = play(cardGame(['supply-convoy']), card('supply-convoy'));
    expect(s.track).toEqual([{ kind: 'effect', round: 3, owner: 'blue', effect: 'card', data: { cardId: 'supply-convoy', item: { kind: 'draw', count: 2 } } }]);
    const deck = s.cards.blue.deck.slice(0, 2);
    s = endRound(s);
    expect(s.cards.blue.hand).toEqual([]);
    s = endRound(s);
    expect(s.round).toBe(3);
    expect(s.cards.blue.hand).toEqual(deck);
  });
  it('scheduled tokens count for that round only', () => {
    const reinforcements = { id: 'signal-relay', type: 'event', name: { en: 'Signal relay', pl: 'Przekaźnik' }, text: { en: 'Next round +2 tokens.', pl: 'W następnej rundzie +2 znaczniki.' }, target: 'none', effects: [{ kind: 'schedule', delay: 1, item: { kind: 'tokens', amount: 2 } }] };
    const g = createGame(tinyScenario({ units: fleets(), cards: [reinforcements], decks: { blue: ['signal-relay'] }, rounds: 4 }), 1);
    if (!g.ok) throw new Error(JSON.stringify(g.errors));
    let s = edit(g.state, (x) => { x.cards.blue = { deck: [], hand: ['signal-relay'], discard: [] }; });
    s = endRound(play(s, card('signal-relay')));
    expect(s.tokens.blue).toEqual({ pool: 5, spent: 0 });
    s = endRound(s);
    expect(s.tokens.blue).toEqual({ pool: 3, spent: 0 });
  });
});
