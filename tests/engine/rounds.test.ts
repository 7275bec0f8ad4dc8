import { describe, expect, it } from 'vitest';
import { checkVictory, createGame, legalActions, poolSize } from '../../src/engine/index';
import { edit, play, playAll, run, tinyGame, tinyScenario } from './fixtures/tiny';

const fleets = (): [('blue' | 'red'), string, string, string, string][] => [
  ['blue', 'DD', 'A2', 'E', 'b1'], ['blue', 'DD', 'A4', 'E', 'b2'], ['blue', 'DD', 'A6', 'E', 'b3'],
  ['red', 'DD', 'L2', 'W', 'r1'], ['red', 'DD', 'L4', 'W', 'r2'], ['red', 'DD', 'L6', 'W', 'r3'],
];
const stay = (id: string, node: string, heading: number) => ({ type: 'move', unitId: id, to: { node, heading } });

describe('command tokens (R-CMD-1..5)', () => {
  it('R-CMD-1: the pool holds one token per own ship, plus the scenario bonus', () => {
    const s = tinyGame({ units: fleets(), commandBonus: { red: 2 } });
    expect(s.tokens).toEqual({ blue: { pool: 3, spent: 0 }, red: { pool: 5, spent: 0 } });
    expect(poolSize(s, 'red')).toBe(5);
    const fixedTokens = tinyGame({ terrain: ['............', '.....#......', '............', '............', '............', '............', '............'],
      features: [{ kind: 'coastalArtillery', node: 'F2', owner: 'red' }], ruleset: { fixedUnits: { coastalArtillery: { tokens: 1 } } }, units: fleets() });
    expect(fixedTokens.tokens.red.pool).toBe(4);
  });
  it('R-CMD-2: each unit is activated at most once per round; a token is spent on it', () => {
    let s = tinyGame({ units: fleets() });
    s = play(s, stay('b1', 'A2', 0));
    expect(s.units.b1.activated).toBe(true);
    expect(s.tokens.blue).toEqual({ pool: 2, spent: 1 });
    s = play(s, stay('r1', 'L2', 3));
    expect(legalActions(s).some((a) => a.type === 'move' && a.unitId === 'b1')).toBe(false);
    expect(run(s, stay('b1', 'A2', 0))).toMatchObject({ ok: false, error: { code: 'unit/already-activated' } });
  });
  it('R-CMD-3: a destroyed ship takes a token with it: the one on it if activated, else one from the pool', () => {
    // blue BB at D4 facing E; red DDs at E4 (activated first) and E3
    let s = tinyGame({ firstPlayer: 'red', units: [['blue', 'BB', 'D4', 'E', 'bb'], ['blue', 'DD', 'A7', 'E', 'bdd'],
      ['red', 'AP', 'E4', 'E', 'rap'], ['red', 'AP', 'F4', 'E', 'rap2'], ['red', 'AP', 'L7', 'E', 'rap3']] });
    s = play(s, stay('rap', 'E4', 0)); // red: token on rap
    expect(s.tokens.red).toEqual({ pool: 2, spent: 1 });
    s = play(s, stay('bb', 'D4', 0));
    let r = run(s, { type: 'attack', unitId: 'bb', targetId: 'rap' });
    expect(r.ok && r.state.tokens.red).toEqual({ pool: 2, spent: 0 });
    expect(r.ok && r.events.find((e) => e.type === 'tokenLost')).toMatchObject({ from: 'unit', player: 'red' });
    s = edit(s, (x) => { x.units.bb.activated = true; }); // (same again, on a not yet activated ship)
    r = run(s, { type: 'attack', unitId: 'bb', targetId: 'rap2' });
    expect(r.ok && r.state.tokens.red).toEqual({ pool: 1, spent: 1 });
    expect(r.ok && r.events.find((e) => e.type === 'tokenLost')).toMatchObject({ from: 'pool' });
  });
  it('R-CMD-4: after a pass the other player takes all remaining turns in a row', () => {
    let s = tinyGame({ units: fleets() });
    s = play(s, { type: 'pass' });
    expect(s.passed.blue).toBe(true);
    expect(s.toAct).toBe('red');
    s = play(s, stay('r1', 'L2', 3));
    expect(s.toAct).toBe('red');
    s = play(s, stay('r2', 'L4', 3));
    expect(s.toAct).toBe('red');
    s = play(s, stay('r3', 'L6', 3));
    expect(s.round).toBe(2); // red out of tokens, blue passed: cleanup, next round
  });
  it('R-CMD-4: a player with no tokens left does not get turns; the other plays on', () => {
    let s = tinyGame({ units: [['blue', 'DD', 'A2', 'E', 'b1'], ...fleets().filter((f) => f[0] === 'red')] });
    s = play(s, stay('b1', 'A2', 0));
    expect(s.toAct).toBe('red');
    s = play(s, stay('r1', 'L2', 3));
    expect(s.toAct).toBe('red');
  });
  it('R-CMD-4: a player with tokens but no other legal action may only pass', () => {
    let s = tinyGame({ units: [['blue', 'DD', 'A2', 'E', 'b1'], ['red', 'DD', 'L2', 'W', 'r1']], commandBonus: { blue: 1 } });
    s = play(s, stay('b1', 'A2', 0));
    s = play(s, stay('r1', 'L2', 3));
    expect(s.toAct).toBe('blue');
    expect(legalActions(s)).toEqual([{ type: 'pass' }]);
  });
  it('R-CMD-5: when both players have passed or run out of tokens the round goes to cleanup', () => {
    let s = tinyGame({ units: fleets() });
    const r = run(play(s, { type: 'pass' }), { type: 'pass' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.events.map((e) => e.type)).toEqual(['passed', 'roundEnded', 'tokensReturned', 'roundStarted', 'turnStarted']);
    s = r.state;
    expect(s.round).toBe(2);
    expect(s.tokens.blue).toEqual({ pool: 3, spent: 0 });
    expect(Object.values(s.units).every((u) => !u.activated)).toBe(true);
  });
});

describe('who goes first (R-ORDER-1..2) and cleanup (§6.2)', () => {
  it('R-ORDER-1: the scenario names the first player', () => {
    expect(tinyGame({ units: fleets(), firstPlayer: 'red' }).toAct).toBe('red');
    expect(tinyGame({ units: fleets(), firstPlayer: 'red' }).order).toEqual(['red', 'blue']);
  });
  it('R-ORDER-1: with firstPlayer "roll" both roll a d10 (ties re-rolled) and the higher roll chooses', () => {
    const g = createGame(tinyScenario({ units: fleets(), rules: { firstPlayer: 'roll' } }), 7);
    expect(g.ok).toBe(true);
    if (!g.ok) return;
    const rolled = g.events.find((e) => e.type === 'orderRolled');
    if (rolled?.type !== 'orderRolled') throw new Error('no roll');
    const last = rolled.rolls.at(-1)!;
    expect(last.blue).not.toBe(last.red);
    for (const r of rolled.rolls.slice(0, -1)) expect(r.blue).toBe(r.red);
    expect(rolled.chooser).toBe(last.blue > last.red ? 'blue' : 'red');
    expect(g.state.pending).toEqual({ kind: 'chooseFirstPlayer', player: rolled.chooser });
    expect(legalActions(g.state)).toHaveLength(2);
    const s = play(g.state, { type: 'chooseFirstPlayer', first: 'red' });
    expect(s.order).toEqual(['red', 'blue']);
    expect(s.toAct).toBe('red');
    // the same seed rolls the same
    const again = createGame(tinyScenario({ units: fleets(), rules: { firstPlayer: 'roll' } }), 7);
    expect(again.ok && again.events).toEqual(g.events);
  });
  it('R-ORDER-2: the player who acted last goes second next round', () => {
    let s = tinyGame({ units: fleets() });
    s = playAll(s, [stay('b1', 'A2', 0), { type: 'pass' }, stay('b2', 'A4', 0), { type: 'pass' }]);
    expect(s.round).toBe(2);
    expect(s.order).toEqual(['red', 'blue']); // blue acted last
    s = playAll(s, [stay('r1', 'L2', 3), { type: 'pass' }, { type: 'pass' }]);
    expect(s.order).toEqual(['blue', 'red']); // red acted last (passing is not acting)
  });
  it('R-ORDER-2: if nobody acted, the order stays', () => {
    const s = playAll(tinyGame({ units: fleets() }), [{ type: 'pass' }, { type: 'pass' }]);
    expect(s.order).toEqual(['blue', 'red']);
  });
  it('§6.2: a cleanup draw counts as acting: the second player drawing goes second next round', () => {
    let s = tinyGame({ units: fleets(), decks: { blue: ['full-speed', 'hard-rudder', 'radar'], red: ['enemy-ahead', 'fog-bank', 'calm-seas'] } });
    s = playAll(s, [stay('b1', 'A2', 0), { type: 'pass' }, { type: 'pass' }]); // blue acted last
    expect(s.phase).toBe('cleanup');
    expect(s.pending).toEqual({ kind: 'cleanupDraw', player: 'blue' });
    s = play(s, { type: 'declineDraw' });
    expect(s.pending).toEqual({ kind: 'cleanupDraw', player: 'red' });
    s = play(s, { type: 'cleanupDraw' });
    expect(s.pending?.kind).toBe('keepCard');
    const drawn = s.pending?.kind === 'keepCard' ? s.pending.drawn : [];
    expect(drawn).toHaveLength(2);
    s = play(s, { type: 'keepCard', cardId: drawn[1] });
    expect(s.cards.red.hand).toEqual([drawn[1]]);
    expect(s.cards.red.discard).toEqual([drawn[0]]);
    expect(s.round).toBe(2);
    expect(s.order).toEqual(['blue', 'red']); // red drew last
  });
  it('§6.2: a second player who declines makes the other the last actor, and so the first player next round', () => {
    let s = tinyGame({ units: fleets(), decks: { blue: ['full-speed', 'hard-rudder'], red: ['enemy-ahead', 'fog-bank'] } });
    s = playAll(s, [{ type: 'pass' }, stay('r1', 'L2', 3), { type: 'pass' }]); // red acted last
    s = play(s, { type: 'cleanupDraw' }); // blue draws…
    s = play(s, { type: 'keepCard', cardId: s.pending?.kind === 'keepCard' ? s.pending.drawn[0] : '' });
    s = play(s, { type: 'declineDraw' }); // …red declines
    expect(s.order).toEqual(['red', 'blue']);
  });
  it('§6 action 5: a draw in one\'s turn spends a token on the deck, once per round', () => {
    let s = tinyGame({ units: fleets(), decks: { blue: ['full-speed', 'hard-rudder', 'radar'] } });
    const r = run(s, { type: 'draw' });
    expect(r.ok && r.events.find((e) => e.type === 'tokenSpent')).toMatchObject({ on: 'deck', left: 2 });
    s = play(s, { type: 'draw' });
    s = play(s, { type: 'keepCard', cardId: s.pending?.kind === 'keepCard' ? s.pending.drawn[0] : '' });
    expect(s.toAct).toBe('red');
    expect(s.drew.blue).toBe(true);
    expect(s.cards.blue.hand).toHaveLength(1);
  });
  it('the round limit ends the game after the last cleanup (sandbox: the higher score wins)', () => {
    let s = tinyGame({ units: fleets(), rounds: 2 });
    s = playAll(s, [{ type: 'pass' }, { type: 'pass' }, { type: 'pass' }]);
    const r = run(s, { type: 'pass' });
    expect(r.ok && r.state.phase).toBe('over');
    expect(r.ok && r.state.result).toEqual({ winner: null, reason: 'round-limit', score: { blue: 0, red: 0 } });
    expect(r.ok && r.events.at(-1)?.type).toBe('gameEnded');
    expect(r.ok && legalActions(r.state)).toEqual([]);
  });
});

describe('scoring and victory (§11, R-WIN-1)', () => {
  const base = tinyGame({ units: fleets(), rounds: 3 });
  const at = (round: number, blue: number, red: number, target: { blue: number; red: number } | null) =>
    edit(base, (x) => { x.round = round; x.score = { blue, red }; x.setup.pointsTarget = target; });
  it('§11 sandbox: at the round limit the higher score wins, equal is a draw', () => {
    expect(checkVictory(at(2, 5, 1, null))).toBeNull();
    expect(checkVictory(at(3, 5, 1, null))?.winner).toBe('blue');
    expect(checkVictory(at(3, 2, 2, null))?.winner).toBeNull();
  });
  it('§11 scenario mode: a player who meets their points target wins at once', () => {
    expect(checkVictory(at(1, 12, 3, { blue: 12, red: 12 }))).toMatchObject({ winner: 'blue', reason: 'points-target' });
    expect(checkVictory(at(1, 11, 3, { blue: 12, red: 12 }))).toBeNull();
  });
  it('R-WIN-1: at the round limit the player closer to their target wins; then the higher share; then a draw', () => {
    expect(checkVictory(at(3, 8, 9, { blue: 10, red: 12 }))).toMatchObject({ winner: 'blue', reason: 'round-limit' }); // 2 vs 3 short
    expect(checkVictory(at(3, 6, 10, { blue: 8, red: 12 }))).toMatchObject({ winner: 'red' }); // both 2 short: 75% vs 83%
    expect(checkVictory(at(3, 4, 4, { blue: 8, red: 8 }))).toMatchObject({ winner: null });
  });
  it('§11: points by class from the ruleset: CV 3 + 1 per plane aboard', () => {
    let s = tinyGame({ units: [['blue', 'BB', 'D4', 'E', 'bb'], ['red', 'CV', 'E4', 'E', 'cv'], ['red', 'DD', 'L7', 'E']] });
    s = play(play(s, stay('bb', 'D4', 0)), { type: 'attack', unitId: 'bb', targetId: 'cv' });
    expect(s.score.blue).toBe(6);
  });
});
