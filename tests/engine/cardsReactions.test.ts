// §9 "cancel an attack": a reaction card, asked for as a pending decision of the defender.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, poolSize, viewFor, type GameState } from '../../src/engine/index';
import { edit, play, refusedWith } from './fixtures/tiny';
import { cardGame, ok, types } from './cardsFixture';

/** Blue's battleship at D4 has red's transport at F4 in its zone (ray ahead, 1–2) and declares the attack. */
function declared(red: string[], rules: Record<string, unknown> = {}): GameState {
  const s = edit(cardGame([], red, { rules }), (x) => { x.units.rap.node = 'F4'; });
  return play(play(s, { type: 'move', unitId: 'bb', to: { node: 'D4', heading: 0 } }), { type: 'attack', unitId: 'bb', targetId: 'rap' });
}

describe('§9 reactions: cancelling an enemy attack', () => {
  it('an attack on a unit whose owner holds a reaction card waits for their decision', () => {
    const s = declared(['smoke-screen', 'fog-bank']);
    expect(s.pending).toEqual({ kind: 'reaction', player: 'red', attackingPlayer: 'blue', attackerId: 'bb', targetId: 'rap' });
    expect(s.toAct).toBe('red');
    expect(s.units.rap).toBeDefined();
    expect(legalActions(s)).toEqual([{ type: 'playCard', cardId: 'smoke-screen' }, { type: 'declineReaction' }]);
    expect(refusedWith(s, { type: 'pass' })).toBe('decision/pending');
    expect(refusedWith(s, { type: 'playCard', cardId: 'fog-bank' })).toBe('card/not-a-reaction');
    expect(refusedWith(s, { type: 'playCard', cardId: 'smoke-screen', target: { unitId: 'rbb' } })).toBe('card/invalid-target');
    expect(refusedWith(s, { type: 'playCard', cardId: 'smoke-screen', player: 'blue' })).toBe('turn/not-your-turn');
  });
  it('played: the attack is cancelled, the attacker\'s activation ends without it; no token, no card play used', () => {
    const r = ok(declared(['smoke-screen']), { type: 'playCard', cardId: 'smoke-screen' });
    expect(types(r.events)).toEqual(['cardPlayed', 'attackCancelled', 'activationEnded', 'turnStarted']);
    expect(r.state.units.rap).toBeDefined();
    expect(r.state.pending).toBeNull();
    expect(r.state.activation).toBeNull();
    expect(r.state.cards.red).toMatchObject({ hand: [], discard: ['smoke-screen'] });
    expect(r.state.tokens.red.spent).toBe(0);
    expect(r.state.cardPlays?.red ?? 0).toBe(0);
    expect(r.state.lastActor).toBe('blue'); // a reaction is not a turn (R-ORDER-2)
    expect(r.state.toAct).toBe('red'); // red's own turn now
    expect(r.state.tokens.blue.pool + r.state.tokens.blue.spent).toBe(poolSize(r.state, 'blue'));
  });
  it('declined: the attack goes ahead', () => {
    const r = ok(declared(['smoke-screen']), { type: 'declineReaction' });
    expect(types(r.events).slice(0, 3)).toEqual(['reactionDeclined', 'attacked', 'destroyed']);
    expect(r.state.units.rap).toBeUndefined();
    expect(r.state.score.blue).toBe(4); // a transport with its 2 cargo
    expect(r.state.cards.red.hand).toEqual(['smoke-screen']);
  });
  it('option "ifHeld": no reaction card, no question; "off": never; "always": on every attack on a unit', () => {
    expect(declared(['fog-bank']).units.rap).toBeUndefined();
    expect(declared(['smoke-screen'], { reactions: 'off' }).units.rap).toBeUndefined();
    const always = declared([], { reactions: 'always' });
    expect(always.pending?.kind).toBe('reaction');
    expect(legalActions(always)).toEqual([{ type: 'declineReaction' }]);
  });
  it('a reaction card\'s class requirement and extra cost', () => {
    const s = edit(declared(['smoke-screen']), (x) => { x.setup.cards!['smoke-screen'] = { ...x.setup.cards!['smoke-screen'], requires: { classes: ['BB'], tokens: 0 } }; });
    expect(refusedWith(s, { type: 'playCard', cardId: 'smoke-screen' })).toBe('card/requirement-unmet');
    const costly = edit(declared(['smoke-screen']), (x) => { x.setup.cards!['smoke-screen'] = { ...x.setup.cards!['smoke-screen'], requires: { tokens: 1 } }; x.tokens.red = { pool: 0, spent: 3 }; });
    expect(refusedWith(costly, { type: 'playCard', cardId: 'smoke-screen' })).toBe('tokens/none');
  });
  it('§12: the attacker\'s view shows the question, not the defender\'s cards', () => {
    const s = declared(['smoke-screen']);
    const blue = viewFor(s, 'blue');
    expect(blue.pending).toMatchObject({ kind: 'reaction', player: 'red' });
    expect(JSON.stringify(blue)).not.toContain('smoke-screen');
    expect(legalActions(blue)).toEqual([]);
    expect(legalActions(viewFor(s, 'red'))).toEqual(legalActions(s));
    expect(applyAction(s, { type: 'declineReaction', player: 'red' }).ok).toBe(true);
  });
});
