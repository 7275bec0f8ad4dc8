// §9 "cancel an attack", R-CARD-1: a reaction card is armed face down in its owner's turn, as the
// card play of a unit's activation, and triggers by itself when an enemy attack on that unit is
// declared. No prompt, pause or hand-over in the attacker's turn depends on the defender's hand.
import { describe, expect, it } from 'vitest';
import { applyAction, eventsFor, legalActions, poolSize, viewFor, type GameState } from '../../src/engine/index';
import { draftOf } from '../../src/engine/core/draft';
import { loseCardsWith } from '../../src/engine/rules/cards/effects';
import { edit, play, refusedWith } from './fixtures/tiny';
import { cardGame, endRound, ok, types } from './cardsFixture';

/** Red's transport at F4 lies in the zone of blue's battleship at D4 (ray ahead, 1–2); red to act, its transport activated in place. */
function redActivating(red: string[], rules: Record<string, unknown> = {}): GameState {
  const s = edit(cardGame([], red, { rules }), (x) => { x.units.rap.node = 'F4'; x.toAct = 'red'; x.order = ['red', 'blue']; });
  return play(s, { type: 'move', unitId: 'rap', to: { node: 'F4', heading: 3 } });
}
const arm = { type: 'playCard', cardId: 'smoke-screen', target: { unitId: 'rap' } };
/** Red armed Smoke screen on its transport; blue to act. */
const armed = () => play(redActivating(['smoke-screen', 'fog-bank']), arm);

describe('R-CARD-1 reactions leak nothing', () => {
  it('R-CARD-1: a reaction card is armed face down on the unit being activated, as its card play', () => {
    const s = redActivating(['smoke-screen', 'fog-bank']);
    expect(s.activation).toMatchObject({ unitId: 'rap' }); // open: a card may still be played
    const offered = legalActions(s).filter((a) => a.type === 'playCard' && a.cardId === 'smoke-screen');
    expect(offered.length).toBeGreaterThan(0);
    for (const a of offered) expect(ok(s, a).state.armed).toEqual([{ cardId: 'smoke-screen', owner: 'red', unitId: 'rap' }]);
    const r = ok(s, arm);
    expect(r.state.armed).toEqual([{ cardId: 'smoke-screen', owner: 'red', unitId: 'rap' }]);
    expect(r.state.cards.red.hand).toEqual(['fog-bank']);
    expect(types(r.events)).toEqual(['cardArmed', 'activationEnded', 'turnStarted']);
    expect(r.state.toAct).toBe('blue');
    expect(r.state.tokens.red.pool + r.state.tokens.red.spent).toBe(poolSize(r.state, 'red'));
  });
  it('R-CARD-1: the opponent sees that a card is armed on the unit, never which', () => {
    const r = ok(redActivating(['smoke-screen']), arm);
    const blue = viewFor(r.state, 'blue');
    expect(blue.armed).toEqual([{ cardId: '?', owner: 'red', unitId: 'rap' }]);
    expect(JSON.stringify(blue)).not.toContain('smoke-screen');
    expect(JSON.stringify(eventsFor(r.events, 'blue'))).not.toContain('smoke-screen');
    expect(viewFor(r.state, 'red').armed).toEqual([{ cardId: 'smoke-screen', owner: 'red', unitId: 'rap' }]);
  });
  it('R-CARD-1: an enemy attack on the unit triggers it by itself: cancelled, no question, no pause', () => {
    let s = play(armed(), { type: 'move', unitId: 'bb', to: { node: 'D4', heading: 0 } });
    expect(legalActions(s)).toContainEqual({ type: 'attack', unitId: 'bb', targetId: 'rap' });
    const r = ok(s, { type: 'attack', unitId: 'bb', targetId: 'rap' });
    expect(types(r.events)).toEqual(['attackCancelled', 'activationEnded', 'turnStarted']);
    expect(r.events[0]).toMatchObject({ player: 'red', cardId: 'smoke-screen', attackerId: 'bb', targetId: 'rap' });
    s = r.state;
    expect(s.pending).toBeNull();
    expect(s.units.rap).toBeDefined();
    expect(s.armed).toEqual([]);
    expect(s.cards.red.discard).toEqual(['smoke-screen']);
    expect(s.score.blue).toBe(0);
  });
  it('R-CARD-1: with no card armed the attack simply goes ahead, whatever the defender holds', () => {
    const s = edit(cardGame([], ['smoke-screen']), (x) => { x.units.rap.node = 'F4'; });
    const r = ok(play(s, { type: 'move', unitId: 'bb', to: { node: 'D4', heading: 0 } }), { type: 'attack', unitId: 'bb', targetId: 'rap' });
    expect(r.state.pending).toBeNull();
    expect(r.state.units.rap).toBeUndefined();
    expect(r.state.cards.red.hand).toEqual(['smoke-screen']);
  });
  it('R-CARD-1: an armed card that has not triggered goes back to its owner\'s hand at cleanup', () => {
    const s = endRound(armed());
    expect(s.armed ?? []).toEqual([]);
    expect(s.cards.red.hand).toContain('smoke-screen');
  });
  it('R-CARD-1: lost with its unit, an armed card leaves the game unseen', () => {
    const d = draftOf(armed());
    loseCardsWith(d, d.s.units.rap);
    expect(d.s.armed).toEqual([]);
    expect(d.events).toEqual([{ type: 'armedCardLost', player: 'red', unitId: 'rap' }]);
    expect([...d.s.cards.red.hand, ...d.s.cards.red.discard]).not.toContain('smoke-screen');
  });
  it('R-CARD-1 refusals: outside an activation, on another unit, a second card, with reactions off; class requirement and extra cost', () => {
    const s = redActivating(['smoke-screen', 'full-speed']);
    expect(refusedWith(edit(s, (x) => { x.activation = null; }), { type: 'playCard', cardId: 'smoke-screen', target: { unitId: 'rap' } })).toBe('card/reaction-only');
    expect(refusedWith(s, { type: 'playCard', cardId: 'smoke-screen', target: { unitId: 'rbb' } })).toBe('card/invalid-target');
    expect(refusedWith(edit(s, (x) => { x.activation = { ...x.activation!, armed: true }; }), arm)).toBe('card/one-per-activation');
    const off = edit(redActivating(['smoke-screen'], { reactions: 'off' }), (x) => { x.toAct = 'red'; x.activation = { player: 'red', unitId: 'rap' }; });
    expect(refusedWith(off, arm)).toBe('card/reaction-only');
    const classy = edit(s, (x) => { x.setup.cards!['smoke-screen'] = { ...x.setup.cards!['smoke-screen'], requires: { classes: ['BB'], tokens: 0 } }; });
    expect(refusedWith(classy, arm)).toBe('card/requirement-unmet');
    const costly = edit(s, (x) => { x.setup.cards!['smoke-screen'] = { ...x.setup.cards!['smoke-screen'], requires: { tokens: 1 } }; x.tokens.red = { pool: 0, spent: 3 }; });
    expect(refusedWith(costly, arm)).toBe('tokens/none');
  });
  it('R-CARD-1: the old options are gone, with a clear reason', async () => {
    const { parseScenario } = await import('../../src/scenarios/schema');
    const { tinyScenario } = await import('./fixtures/tiny');
    const r = parseScenario(tinyScenario({ rules: { reactions: 'ifHeld' } }));
    expect(r.ok ? [] : r.errors).toEqual([{ path: 'rules.reactions', message: '"ifHeld" is gone: reaction cards are now armed in their owner\'s turn and trigger by themselves (R-CARD-1); use "armed" or "off"' }]);
  });
});

describe('R-CARD-2 where a reaction is armed, and what triggers it', () => {
  it('R-CARD-2: armed on the unit being activated — named or not — and never on another unit', () => {
    const s = redActivating(['smoke-screen']);
    expect(ok(s, { type: 'playCard', cardId: 'smoke-screen' }).state.armed).toEqual([{ cardId: 'smoke-screen', owner: 'red', unitId: 'rap' }]);
    const r = applyAction(s, { type: 'playCard', cardId: 'smoke-screen', target: { unitId: 'rdd' } });
    expect(r.ok ? null : [r.error.code, r.error.message]).toEqual(['card/invalid-target', expect.stringMatching(/only be armed on the unit being activated/)]);
  });
  it('R-CARD-2: a bomber\'s attack does not trigger it: the unit is destroyed and the armed card lost with it', () => {
    const s = edit(armed(), (x) => { x.bombers = [{ id: 'bx', owner: 'blue', airfieldId: 'x', chain: 'bx', node: 'C4', heading: 0, activeRound: 0 }]; }); // zone D4 E4 F4
    const r = ok(s, { type: 'bomberAttack', bomberId: 'bx', targetId: 'rap' });
    expect(types(r.events)).not.toContain('attackCancelled');
    expect(r.state.units.rap).toBeUndefined();
    expect(types(r.events)).toContain('armedCardLost');
    expect([...r.state.cards.red.hand, ...r.state.cards.red.discard]).not.toContain('smoke-screen');
    // a unit's attack on it is cancelled (R-CARD-1)
    const shot = ok(play(armed(), { type: 'move', unitId: 'bb', to: { node: 'D4', heading: 0 } }), { type: 'attack', unitId: 'bb', targetId: 'rap' });
    expect(types(shot.events)[0]).toBe('attackCancelled');
  });
});
