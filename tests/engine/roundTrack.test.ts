// §10 the round track and §6.2 step 3: reinforcements entering at their round and place, expiring
// items removed, scheduled mines, cards and effects; the scenario data and its checks.
import { describe, expect, it } from 'vitest';
import { createGame, legalActions, type GameEvent, type GameState } from '../../src/engine/index';
import { draftOf } from '../../src/engine/core/draft';
import { registerTrackEffect, scheduleOnTrack } from '../../src/engine/rules/roundTrack/roundTrack';
import { parseScenario } from '../../src/scenarios/schema';
import { play, refusedWith, run, tinyScenario } from './fixtures/tiny';

const units: [('blue' | 'red'), string, string, string, string][] = [['blue', 'CA', 'A1', 'E', 'bca'], ['red', 'CA', 'L7', 'W', 'rca']];
const scenario = (extra: Record<string, unknown>) => ({ ...tinyScenario({ units, rounds: 4 }), ...extra });
const game = (extra: Record<string, unknown>): GameState => {
  const g = createGame(scenario(extra), 1);
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  return g.state;
};
const passBoth = (s: GameState): GameState => play(play(s, { type: 'pass' }), { type: 'pass' });
/** Both pass (cleanup draws declined) until round 2 begins: the last step's state and events. */
function toRound2(s: GameState): { state: GameState; events: GameEvent[] } {
  for (;;) {
    const r = run(s, s.pending?.kind === 'cleanupDraw' ? { type: 'declineDraw' } : { type: 'pass' });
    if (!r.ok) throw new Error(r.error.message);
    if (r.state.round === 2) return r;
    s = r.state;
  }
}

describe('§10 round track', () => {
  it('§10: a reinforcement with node and heading enters at its round without a decision and brings its token', () => {
    const s = game({ reinforcements: [{ round: 2, owner: 'blue', class: 'DD', node: 'C3', heading: 'E' }] });
    expect(s.track).toEqual([{ kind: 'reinforcement', round: 2, unit: { id: 'blue-DD-1', owner: 'blue', kind: 'ship', class: 'DD', node: 'C3', heading: 0, activated: false }, at: { node: 'C3' }, heading: 0 }]);
    const r = run(play(s, { type: 'pass' }), { type: 'pass' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.units['blue-DD-1']).toMatchObject({ node: 'C3', heading: 0 });
    expect(r.state.tokens.blue.pool).toBe(2);
    expect(r.events.map((e) => e.type)).toContain('reinforcementArrived');
    expect(r.state.track).toEqual([]);
  });
  it('§10: without a heading, or at a map edge, the owner chooses where and facing where it enters', () => {
    const s = passBoth(game({ reinforcements: [{ round: 2, owner: 'red', class: 'DD', edge: 'east', id: 'late' }, { round: 2, owner: 'blue', class: 'AP', node: 'B2', cargo: 1 }] }));
    expect(s.pending).toMatchObject({ kind: 'arrival', player: 'blue', unitId: 'blue-AP-1', nodes: ['B2'] }); // the new round's first player first
    const t = play(s, { type: 'arrive', unitId: 'blue-AP-1', node: 'B2', heading: 'SE' });
    expect(t.units['blue-AP-1']).toMatchObject({ cargo: 1, heading: 5 });
    expect(t.pending?.kind === 'arrival' && t.pending.nodes).toEqual(['L1', 'L2', 'L3', 'L4', 'L5', 'L6']); // L7 is taken
    expect(legalActions(t)).toHaveLength(36);
    expect(refusedWith(t, { type: 'arrive', unitId: 'blue-AP-1', node: 'L1', heading: 0 })).toBe('arrival/other-unit');
    const u = play(t, { type: 'arrive', unitId: 'late', node: 'L3', heading: 'W' });
    expect(u.units.late).toMatchObject({ owner: 'red', node: 'L3', heading: 3 });
    expect(u.phase).toBe('play');
    expect(u.tokens).toEqual({ blue: { pool: 2, spent: 0 }, red: { pool: 2, spent: 0 } });
  });
  it('§10: a fixed heading leaves only the node to choose; a taken node falls back to free neighbours, else the unit waits a round', () => {
    const s = passBoth(game({ reinforcements: [{ round: 2, owner: 'blue', class: 'DD', node: 'A1', heading: 'E' }] }));
    expect(s.pending).toMatchObject({ kind: 'arrival', nodes: ['B1', 'A2'], headings: [0] });
    expect(refusedWith(s, { type: 'arrive', unitId: 'blue-DD-1', node: 'B1', heading: 1 })).toBe('arrival/bad-heading');
    const boxed = passBoth(game({ map: { ...(scenario({}) as { map: Record<string, unknown> }).map, terrain: ['.#..........', '##..........', '............', '............', '............', '............', '............'] }, units: [['blue', 'CA', 'A1', 'E', 'bca'], ['red', 'CA', 'L7', 'W', 'rca']].map(([owner, c, node, heading, id]) => ({ owner, class: c, node, heading, id })), reinforcements: [{ round: 2, owner: 'blue', class: 'DD', node: 'A1', heading: 'E' }] }));
    expect(boxed.pending).toBeNull();
    expect(boxed.track).toEqual([expect.objectContaining({ kind: 'reinforcement', round: 3 })]);
  });
  it('§10: an expiring unit leaves the game when its round\'s field is finished (lost, not scored)', () => {
    const s = game({ roundTrack: [{ kind: 'expire', round: 1, unitId: 'rca' }] });
    const r = run(play(s, { type: 'pass' }), { type: 'pass' });
    expect(r.ok && r.state.units.rca).toBeUndefined();
    expect(r.ok && r.state.score).toEqual({ blue: 0, red: 0 });
    expect(r.ok && r.events.find((e) => e.type === 'expired')).toMatchObject({ round: 1, unit: { id: 'rca' } });
    expect(r.ok && r.state.tokens.red).toEqual({ pool: 0, spent: 0 });
  });
  it('§10: scheduled mine tokens, cards and effects enter at their round', () => {
    const seen: string[] = [];
    registerTrackEffect('test-flare', (_d, item) => { seen.push(`${item.owner}:${JSON.stringify(item.data)}`); });
    const s = game({ roundTrack: [{ kind: 'mines', round: 2, owner: 'red', count: 2 }, { kind: 'card', round: 2, owner: 'blue', cardId: 'radar' }, { kind: 'effect', round: 3, owner: 'red', effect: 'test-flare', data: { n: 1 } }] });
    const two = passBoth(s);
    expect(two.resources).toEqual({ blue: { mines: 0 }, red: { mines: 2 } });
    expect(two.cards.blue.hand).toEqual(['radar']);
    expect(seen).toEqual([]);
    passBoth(two);
    expect(seen).toEqual(['red:{"n":1}']);
  });
  it('§9 hand limit: a scheduled card finding a full hand goes to the discard pile, as a scheduled draw\'s extra cards do', () => {
    const s = game({ roundTrack: [{ kind: 'card', round: 2, owner: 'blue', cardId: 'radar' }] });
    const full = { ...s, cards: { ...s.cards, blue: { ...s.cards.blue, hand: ['a', 'b', 'c', 'd', 'e'] } } };
    const r = run(play(full, { type: 'pass' }), { type: 'pass' });
    expect(r.ok && r.state.cards.blue.hand).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(r.ok && r.state.cards.blue.discard).toEqual(['radar']);
    expect(r.ok && r.events.find((e) => e.type === 'trackItemEntered')).toMatchObject({ toDiscard: true });
  });
  it('R-CARD-3: cards the track gives go to hand while it is below the limit, the rest to the discard pile — cards and draws alike, in the track\'s order', () => {
    const s = game({ decks: { blue: 'default' }, roundTrack: [{ kind: 'card', round: 2, owner: 'blue', cardId: 'radar' }, { kind: 'card', round: 2, owner: 'blue', cardId: 'fog-bank' }] });
    const d = draftOf({ ...s, cards: { ...s.cards, blue: { ...s.cards.blue, hand: ['a', 'b', 'c'] } } });
    scheduleOnTrack(d, 2, { kind: 'effect', owner: 'blue', effect: 'card', data: { cardId: 'intel', item: { kind: 'draw', count: 2 } } });
    const top = d.s.cards.blue.deck.slice(0, 2);
    const r = toRound2(d.s);
    // hand 3 of 5: radar and fog bank fill it; both drawn cards find it full
    expect(r.state.cards.blue.hand).toEqual(['a', 'b', 'c', 'radar', 'fog-bank']);
    expect(r.state.cards.blue.discard).toEqual(top);
    expect(r.events.find((e) => e.type === 'scheduledDraw')).toMatchObject({ cards: [], discarded: top });
    // one place short: the second card goes to the discard pile
    const four = { ...s, cards: { ...s.cards, blue: { ...s.cards.blue, hand: ['a', 'b', 'c', 'd'] } } };
    const r2 = toRound2(four);
    expect([r2.state.cards.blue.hand, r2.state.cards.blue.discard]).toEqual([['a', 'b', 'c', 'd', 'radar'], ['fog-bank']]);
  });
  it('§10 scheduleOnTrack: the cards rules may put items on a later field (a reached field means the next one)', () => {
    const d = draftOf(game({}));
    scheduleOnTrack(d, 3, { kind: 'card', owner: 'red', cardId: 'fog' });
    scheduleOnTrack(d, 1, { kind: 'mines', owner: 'blue', count: 1 });
    expect(d.s.track).toEqual([{ kind: 'card', owner: 'red', cardId: 'fog', round: 3 }, { kind: 'mines', owner: 'blue', count: 1, round: 2 }]);
    expect(passBoth(d.s).resources?.blue.mines).toBe(1);
  });
  it('§10 data: reinforcements and track items are checked with paths and reasons', () => {
    const errors = (extra: Record<string, unknown>) => { const r = parseScenario(scenario(extra)); return r.ok ? [] : r.errors.map((e) => e.path); };
    expect(errors({ reinforcements: [{ round: 1, owner: 'blue', class: 'DD', node: 'C3' }] })).toEqual(['reinforcements[0].round']);
    expect(errors({ reinforcements: [{ round: 2, owner: 'blue', class: 'DD', node: 'C3', edge: 'north' }] })).toEqual(['reinforcements[0]']);
    expect(errors({ reinforcements: [{ round: 9, owner: 'blue', class: 'ZZ', node: 'C3' }] })).toEqual(['reinforcements[0].round', 'reinforcements[0].class']);
    expect(errors({ reinforcements: [{ round: 2, owner: 'blue', class: 'DD', node: 'C3', id: 'bca' }] })).toEqual(['reinforcements[0].id']);
    expect(errors({ reinforcements: [{ round: 2, owner: 'blue', class: 'BB', node: 'Z9' }, { round: 2, owner: 'blue', class: 'BB', node: 'B2', cargo: 1 }] })).toEqual(['reinforcements[0].node', 'reinforcements[1].cargo']);
    expect(errors({ roundTrack: [{ kind: 'expire', round: 2, unitId: 'ghost' }, { kind: 'mines', round: 5, owner: 'red', count: 1 }] })).toEqual(['roundTrack[0].unitId', 'roundTrack[1].round']);
    const map = (scenario({}) as { map: { terrain: string[] } }).map;
    const land = { ...map, terrain: map.terrain.map((row, k) => (k === 3 ? '##' + row.slice(2) : row)) };
    expect(errors({ map: { ...land, features: [{ kind: 'airfield', node: 'A4', owner: 'blue', bomberEntry: ['C3', 'L5'] }, { kind: 'port', node: 'B4', bombers: 2 }] } })).toEqual(['map.features[0].bomberEntry[0]', 'map.features[1]']);
  });
});
