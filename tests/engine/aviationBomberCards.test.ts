// §8.2 "Command cards may be played when activating a bomber": the card rides on bomberAttack /
// bomberMove; only its zone effects act on the bomber, for that activation.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CARDS, bomberCards, bomberZoneNodes, legalActions, playableCards, type GameState } from '../../src/engine/index';
import { edit, refusedWith, run, tinyGame, type UnitSpec } from './fixtures/tiny';

const terrain = ['............', '............', '............', '#...........', '............', '............', '............'];
const AF = 'blue-airfield-1';
const B1 = `${AF}/bomber-1`;
/** Blue's bomber at A4 facing E (zone B4 C4 D4), free to act, with `hand`; red's destroyer at E4, just out of the zone. */
function game(hand: string[], units: UnitSpec[] = [], cards: { id: string }[] = []): GameState {
  const blue = [...DEFAULT_CARDS.decks.blue, ...cards.map((c) => c.id)];
  const s = tinyGame({ terrain, features: [{ kind: 'airfield', node: 'A4', owner: 'blue' }], units: [['red', 'DD', 'E4', 'W', 'rdd'], ['red', 'BB', 'L7', 'W', 'rbb'], ...units], decks: { blue, red: 'default' }, cards });
  return edit(s, (x) => {
    x.cards.blue.hand = [...hand];
    x.tokens.blue.pool = 3;
    x.bombers = [{ id: B1, owner: 'blue', airfieldId: AF, chain: B1, node: 'A4', heading: 0, activeRound: 0 }];
    x.bombersPlaced = 1;
  });
}
const attackRdd = (cardId?: string) => ({ type: 'bomberAttack', bomberId: B1, targetId: 'rdd', ...(cardId ? { cardId } : {}) });

describe('§8.2 command cards on a bomber\'s activation', () => {
  it('§8.2: a zone card ("Enemy ahead! Attack!") lengthens the bomber\'s rays for its attack; the card is played and discarded', () => {
    const s = game(['enemy-ahead', 'full-speed']);
    expect(refusedWith(s, attackRdd())).toBe('attack/not-in-zone');
    expect(bomberZoneNodes(s, B1)).toEqual(['B4', 'C4', 'D4']);
    expect(bomberZoneNodes(s, B1, 'enemy-ahead')).toEqual(['B4', 'C4', 'D4', 'E4']);
    expect(legalActions(s)).toContainEqual(attackRdd('enemy-ahead'));
    expect(legalActions(s)).not.toContainEqual(attackRdd());
    const r = run(s, attackRdd('enemy-ahead'));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.units.rdd).toBeUndefined();
    expect(r.state.bombers?.[0]).toMatchObject({ node: 'E4', heading: 0, activeRound: 1 });
    expect(r.state.cards.blue).toMatchObject({ hand: ['full-speed'], discard: ['enemy-ahead'] });
    expect(r.state.tokens.blue).toEqual({ pool: 2, spent: 1 });
    expect(r.events.map((e) => e.type).slice(0, 3)).toEqual(['tokenSpent', 'cardPlayed', 'attacked']);
    expect(r.events.find((e) => e.type === 'cardPlayed')).toMatchObject({ cardId: 'enemy-ahead', card: 'command', target: { bomberId: B1 }, tokens: 0 });
    // the card acts for that activation only: nothing lasting is left in play
    expect(r.state.effects ?? []).toEqual([]);
  });
  it('§8.2: with a zone card the bomber may re-position onto a node of its widened zone', () => {
    const s = game(['enemy-ahead'], [], []);
    const far = { type: 'bomberMove', bomberId: B1, to: { node: 'E4', heading: 0 } };
    expect(refusedWith(edit(s, (x) => { delete x.units.rdd; }), far)).toBe('bomber/bad-node');
    const t = run(edit(s, (x) => { delete x.units.rdd; }), { ...far, cardId: 'enemy-ahead' });
    expect(t.ok && t.state.bombers?.[0].node).toBe('E4');
  });
  it('§8.2: an added ray (a scenario card) lets the bomber strike to the side', () => {
    const side = { id: 'dive-bombing', type: 'command', name: { en: 'Wide sweep', pl: 'Szerokie przeczesanie' }, text: { en: 'Ray 1, 1–2.', pl: 'Promień 1, 1–2.' }, target: 'ownUnit', effects: [{ kind: 'addRays', rays: [1], from: 1, to: 2, duration: 'activation' }] };
    // ray 1 of a bomber facing E is NE: from A4, B3 then B2
    const s = game(['dive-bombing'], [['red', 'CA', 'B2', 'W', 'rca']], [side]);
    expect(refusedWith(s, { type: 'bomberAttack', bomberId: B1, targetId: 'rca' })).toBe('attack/not-in-zone');
    expect(bomberZoneNodes(s, B1, 'dive-bombing')).toEqual(['B4', 'C4', 'D4', 'B3', 'B2']);
    const r = run(s, { type: 'bomberAttack', bomberId: B1, targetId: 'rca', cardId: 'dive-bombing' });
    expect(r.ok && r.state.units.rca).toBeUndefined();
  });
  it('§8.2: only a command card that changes the zone acts on a bomber; class requirements and reactions are refused', () => {
    const s = game(['full-speed', 'fog-bank', 'torpedo-spread', 'smoke-screen', 'enemy-ahead']);
    expect(refusedWith(s, attackRdd('full-speed'))).toBe('card/not-for-bomber'); // MP: nothing for a bomber
    expect(refusedWith(s, attackRdd('fog-bank'))).toBe('card/not-for-bomber'); // an event
    expect(refusedWith(s, attackRdd('torpedo-spread'))).toBe('card/requirement-unmet'); // destroyers or submarines
    expect(refusedWith(s, attackRdd('smoke-screen'))).toBe('card/reaction-only');
    expect(refusedWith(s, attackRdd('radar'))).toBe('card/not-in-hand');
    expect(bomberCards(s, 'blue')).toEqual(['enemy-ahead']);
    // legalActions offers exactly the playable card's variants
    const carded = legalActions(s).filter((a) => (a.type === 'bomberAttack' || a.type === 'bomberMove') && a.cardId !== undefined);
    expect(new Set(carded.map((a) => 'cardId' in a && a.cardId))).toEqual(new Set(['enemy-ahead']));
    // the hand still says why a card cannot start a unit's activation (the bomber is not a unit)
    expect(playableCards(s).find((p) => p.cardId === 'enemy-ahead')?.playable).toBe(false);
  });
  it('§8.2: a card\'s extra token cost is paid on top of the bomber\'s token', () => {
    const costly = { id: 'pathfinders', type: 'command', name: { en: 'Pathfinders', pl: 'Pathfindery' }, text: { en: '+1 distance, costs 1 token.', pl: '+1 odległości, kosztuje 1 znacznik.' }, target: 'ownUnit', requires: { tokens: 1 }, effects: [{ kind: 'extendRays', amount: 1, duration: 'activation' }] };
    const s = game(['pathfinders'], [], [costly]);
    expect(refusedWith(edit(s, (x) => { x.tokens.blue.pool = 1; }), attackRdd('pathfinders'))).toBe('tokens/none');
    const r = run(s, attackRdd('pathfinders'));
    expect(r.ok && r.state.tokens.blue).toEqual({ pool: 1, spent: 2 });
  });
  it('§8.2 R-CMD-2: the bomber still takes one token a round; a refused card changes nothing', () => {
    const s = game(['full-speed']);
    const before = JSON.stringify(s);
    expect(refusedWith(s, attackRdd('full-speed'))).toBe('card/not-for-bomber');
    expect(JSON.stringify(s)).toBe(before);
    const done = edit(game(['enemy-ahead']), (x) => { x.bombers![0].activeRound = 1; });
    expect(refusedWith(done, attackRdd('enemy-ahead'))).toBe('bomber/already-activated');
  });
});
