// §9 and the card parts of §6: the default deck, decks in scenarios, and the play rules.
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, DEFAULT_CARDS, legalActions, playableCards, poolSize, reachableMoves, viewFor, type GameState } from '../../src/engine/index';
import { edit, play, playAll, refusedWith, tinyScenario } from './fixtures/tiny';
import { cardGame, endRound, fleets, ok, types } from './cardsFixture';

const stay = (unitId: string, node: string, heading: number) => ({ type: 'move', unitId, to: { node, heading } });

describe('§9 the default deck', () => {
  it('every card has a type, a name and rules text in English and Polish', () => {
    for (const c of DEFAULT_CARDS.cards) {
      expect(['command', 'event', 'upgrade', 'commander']).toContain(c.type);
      for (const t of [c.name, c.text]) { expect(t.en.length).toBeGreaterThan(2); expect(t.pl.length).toBeGreaterThan(2); }
    }
  });
  it('at least 24 cards a side, covering all four types', () => {
    for (const side of ['blue', 'red'] as const) {
      const ids = DEFAULT_CARDS.decks[side].flatMap((e) => (typeof e === 'string' ? [e] : Array<string>(e.count).fill(e.card)));
      expect(ids.length).toBeGreaterThanOrEqual(24);
      const byId = new Map(DEFAULT_CARDS.cards.map((c) => [c.id, c]));
      expect(new Set(ids.map((id) => byId.get(id)!.type))).toEqual(new Set(['command', 'event', 'upgrade', 'commander']));
    }
  });
});

describe('§9 decks in a scenario', () => {
  it('no `decks` at all: each side plays the default deck, shuffled; a side left out of `decks` has none', () => {
    const sc = tinyScenario({ units: fleets() });
    delete (sc as { decks?: unknown }).decks;
    const g = createGame(sc, 3);
    expect(g.ok && g.state.cards.blue.deck.length).toBe(31);
    expect(g.ok && Object.keys(g.state.setup.cards ?? {}).length).toBeGreaterThan(20);
    const one = createGame(tinyScenario({ units: fleets(), decks: { blue: ['radar', { card: 'full-speed', count: 3 }] } }), 3);
    expect(one.ok && [...one.state.cards.blue.deck].sort()).toEqual(['full-speed', 'full-speed', 'full-speed', 'radar']);
    expect(one.ok && one.state.cards.red.deck).toEqual([]);
  });
  it('unknown cards and broken card definitions are refused with a path and a reason', () => {
    const bad = createGame(tinyScenario({ units: fleets(), decks: { blue: ['radar', 'ghost-card'] } }), 1);
    expect(bad.ok === false && bad.errors).toEqual([{ path: 'decks.blue[1]', message: 'unknown card "ghost-card"' }]);
    const card = { id: 'odd', type: 'event', name: { en: 'Odd', pl: 'Dziwna' }, text: { en: 'Odd.', pl: 'Dziwna.' }, target: 'none', effects: [{ kind: 'mp', amount: 1, duration: 'activation' }] };
    const broken = createGame(tinyScenario({ units: fleets(), cards: [card], decks: { blue: ['odd'] } }), 1);
    expect(broken.ok === false && broken.errors.map((e) => e.path)).toContain('cards[0].effects[0].duration');
    const custom = { ...card, effects: [{ kind: 'mp', amount: 1, duration: 'round', applyTo: 'allOwn', classes: ['XX'] }] };
    const unknownClass = createGame(tinyScenario({ units: fleets(), cards: [custom], decks: { blue: ['odd'] } }), 1);
    expect(unknownClass.ok === false && unknownClass.errors[0]).toEqual({ path: 'cards[0]', message: 'unknown class "XX" in card "odd"' });
  });
});

describe('§6 action 1: command cards during an activation', () => {
  it('played first, a command card starts the activation (the unit\'s token) and the ship then moves with it', () => {
    const s = cardGame(['full-speed']);
    const r = ok(s, { type: 'playCard', cardId: 'full-speed', target: { unitId: 'dd' } });
    expect(types(r.events)).toEqual(['tokenSpent', 'activationStarted', 'cardPlayed']);
    expect(r.state.activation).toMatchObject({ unitId: 'dd', card: 'full-speed', awaitingMove: true });
    expect(r.state.units.dd.activated).toBe(true);
    expect(r.state.cards.blue).toMatchObject({ hand: [], discard: ['full-speed'] });
    expect(Math.max(...reachableMoves(r.state, 'dd').map((m) => m.cost))).toBe(7); // 5 + 2
    const legal = legalActions(r.state);
    expect(legal).toContainEqual({ type: 'move', unitId: 'dd', to: { node: 'H2', heading: 0 } });
    expect(refusedWith(r.state, stay('bb', 'D4', 0))).toBe('activation/in-progress');
    const moved = ok(r.state, stay('dd', 'H2', 0));
    expect(moved.state.tokens.blue.spent).toBe(1); // no second token
    expect(moved.state.units.dd.node).toBe('H2');
    expect(types(moved.events)).toContain('effectEnded'); // the activation ended: so did the card
    expect(moved.state.effects).toEqual([]);
  });
  it('at most one command card per activation', () => {
    const s = play(cardGame(['full-speed', 'hard-rudder']), { type: 'playCard', cardId: 'full-speed', target: { unitId: 'dd' } });
    expect(refusedWith(s, { type: 'playCard', cardId: 'hard-rudder' })).toBe('card/one-per-activation');
  });
  it('after the move only a card that changes the zone; the activation waits for it even with no target yet', () => {
    let s = cardGame(['full-speed', 'enemy-ahead']);
    s = play(s, stay('bb', 'F4', 0)); // red BB at K4 is 5 away: out of reach of the BB's ray ahead (1–2)…
    expect(s.activation).toMatchObject({ unitId: 'bb' }); // …but "Enemy ahead!" could still be played
    expect(refusedWith(s, { type: 'playCard', cardId: 'full-speed' })).toBe('card/too-late');
    expect(refusedWith(s, { type: 'playCard', cardId: 'enemy-ahead', target: { unitId: 'dd' } })).toBe('card/invalid-target');
    const r = ok(s, { type: 'playCard', cardId: 'enemy-ahead' });
    expect(r.state.activation).toBeNull(); // still nothing in range (1–3): nothing left to decide
  });
  it('a command card for some classes only; a command card needs the unit to activate', () => {
    const s = cardGame(['torpedo-spread']);
    expect(refusedWith(s, { type: 'playCard', cardId: 'torpedo-spread', target: { unitId: 'bb' } })).toBe('card/requirement-unmet');
    expect(refusedWith(s, { type: 'playCard', cardId: 'torpedo-spread' })).toBe('card/target-required');
    expect(refusedWith(s, { type: 'playCard', cardId: 'torpedo-spread', target: { unitId: 'rdd' } })).toBe('unit/not-yours');
    expect(refusedWith(edit(s, (x) => { x.units.dd.activated = true; }), { type: 'playCard', cardId: 'torpedo-spread', target: { unitId: 'dd' } })).toBe('unit/already-activated');
    expect(applyAction(s, { type: 'playCard', cardId: 'torpedo-spread', target: { unitId: 'dd' } }).ok).toBe(true);
  });
  it('a card that only changes movement is for ships: a coastal battery is no target of "Full speed!" or "Hard rudder"', () => {
    const terrain = ['............', '............', '............', '.....c......', '............', '............', '............'];
    const s = cardGame(['full-speed', 'hard-rudder', 'enemy-ahead'], [], { terrain, features: [{ kind: 'coastalArtillery', node: 'F4', owner: 'blue' }] });
    const battery = Object.keys(s.units).find((id) => s.units[id].kind === 'fixed')!;
    expect(refusedWith(s, { type: 'playCard', cardId: 'full-speed', target: { unitId: battery } })).toBe('card/invalid-target');
    expect(refusedWith(s, { type: 'playCard', cardId: 'hard-rudder', target: { unitId: battery } })).toBe('card/invalid-target');
    const offered = playableCards(s).find((p) => p.cardId === 'full-speed')!.targets.map((t) => t.unitId);
    expect(offered).not.toContain(battery);
    expect(offered).toContain('dd');
    // a card that changes the zone may still start the battery's activation
    expect(playableCards(s).find((p) => p.cardId === 'enemy-ahead')!.targets.map((t) => t.unitId)).toContain(battery);
  });
  it('a card\'s extra token cost: refused without the tokens', () => {
    const cheap = cardGame(['full-speed']);
    const costly = edit(cheap, (x) => { x.setup.cards!['full-speed'] = { ...x.setup.cards!['full-speed'], requires: { tokens: 1 } }; x.tokens.blue = { pool: 1, spent: 2 }; });
    expect(refusedWith(costly, { type: 'playCard', cardId: 'full-speed', target: { unitId: 'dd' } })).toBe('tokens/none');
    const r = ok(edit(costly, (x) => { x.tokens.blue = { pool: 3, spent: 0 }; }), { type: 'playCard', cardId: 'full-speed', target: { unitId: 'dd' } });
    expect(r.state.tokens.blue).toEqual({ pool: 1, spent: 2 });
  });
});

describe('§6 action 4: event, upgrade and commander cards instead of an activation', () => {
  it('the token marks the card; the card is discarded; the turn passes; playing is acting (R-ORDER-2)', () => {
    const s = cardGame(['calm-seas']);
    const r = ok(s, { type: 'playCard', cardId: 'calm-seas' });
    expect(r.events.find((e) => e.type === 'tokenSpent')).toMatchObject({ on: 'card', player: 'blue' });
    expect(r.state.cards.blue.discard).toEqual(['calm-seas']);
    expect(r.state.cardPlays).toEqual({ blue: 1, red: 0 });
    expect(r.state.lastActor).toBe('blue');
    expect(r.state.toAct).toBe('red');
  });
  it('at most `cardPlaysPerRound` a round (R-CMD-2); never during an activation', () => {
    let s = cardGame(['calm-seas', 'fog-bank']);
    s = playAll(s, [{ type: 'playCard', cardId: 'calm-seas' }, { type: 'pass' }]);
    expect(refusedWith(s, { type: 'playCard', cardId: 'fog-bank' })).toBe('card/plays-used');
    const two = playAll(cardGame(['calm-seas', 'fog-bank'], [], { rules: { cardPlaysPerRound: 2 } }), [{ type: 'playCard', cardId: 'calm-seas' }, { type: 'pass' }]);
    expect(applyAction(two, { type: 'playCard', cardId: 'fog-bank' }).ok).toBe(true);
    const active = play(cardGame(['fog-bank', 'enemy-ahead']), stay('bb', 'F4', 0));
    expect(refusedWith(active, { type: 'playCard', cardId: 'fog-bank' })).toBe('card/not-during-activation');
    // the count starts again next round
    const next = endRound(s);
    expect(next.round).toBe(2);
    expect(next.cardPlays).toEqual({ blue: 0, red: 0 });
  });
  it('targets: a unit of the right side, a class the player has, named when needed', () => {
    const s = cardGame(['radar', 'engine-sabotage', 'squadron-drill', 'cmdr-spruance']);
    expect(refusedWith(s, { type: 'playCard', cardId: 'radar' })).toBe('card/target-required');
    expect(refusedWith(s, { type: 'playCard', cardId: 'radar', target: { unitId: 'rbb' } })).toBe('card/invalid-target');
    expect(refusedWith(s, { type: 'playCard', cardId: 'engine-sabotage', target: { unitId: 'bb' } })).toBe('card/invalid-target');
    expect(refusedWith(s, { type: 'playCard', cardId: 'squadron-drill', target: { class: 'CV' } })).toBe('card/invalid-target');
    expect(refusedWith(s, { type: 'playCard', cardId: 'cmdr-spruance', target: { unitId: 'dd' } })).toBe('card/requirement-unmet');
    expect(refusedWith(s, { type: 'playCard', cardId: 'air-reconnaissance' })).toBe('card/not-in-hand');
    expect(refusedWith(edit(s, (x) => { x.cards.blue.hand.push('mystery'); }), { type: 'playCard', cardId: 'mystery' })).toBe('card/unknown');
  });
  it('a reaction card is only played to answer an attack', () => {
    expect(refusedWith(cardGame(['smoke-screen']), { type: 'playCard', cardId: 'smoke-screen' })).toBe('card/reaction-only');
  });
});

describe('§9 upgrades and commanders stay with their unit and are lost with it', () => {
  it('a commander: its flagship class, one per unit, +1 token now and every round; lost with the flagship', () => {
    let s = cardGame(['cmdr-spruance', 'cmdr-cunningham'], [], { rules: { cardPlaysPerRound: 2 } });
    const r = ok(s, { type: 'playCard', cardId: 'cmdr-spruance', target: { unitId: 'ca' } });
    expect(r.state.inPlay).toEqual([{ cardId: 'cmdr-spruance', owner: 'blue', unitId: 'ca' }]);
    expect(r.state.tokens.blue).toEqual({ pool: 3, spent: 1 }); // 3 ships + 1
    expect(poolSize(r.state, 'blue')).toBe(4);
    s = play(r.state, { type: 'pass' });
    expect(refusedWith(s, { type: 'playCard', cardId: 'cmdr-cunningham', target: { unitId: 'ca' } })).toBe('card/requirement-unmet'); // one commander per unit
    s = endRound(s);
    expect(s.round).toBe(2);
    expect(s.tokens.blue.pool).toBe(4);
    // the flagship is sunk: the card, its effect and its token are gone
    const sunk = edit(s, (x) => { x.units.rbb.node = 'A5'; x.units.rbb.heading = 0; x.toAct = 'red'; x.order = ['red', 'blue']; });
    const hit = ok(play(sunk, stay('rbb', 'A5', 0)), { type: 'attack', unitId: 'rbb', targetId: 'ca' });
    expect(types(hit.events)).toEqual(expect.arrayContaining(['destroyed', 'cardLost', 'effectEnded', 'cardTokens']));
    expect(hit.state.inPlay).toEqual([]);
    expect(hit.state.tokens.blue.pool + hit.state.tokens.blue.spent).toBe(poolSize(hit.state, 'blue'));
    expect(poolSize(hit.state, 'blue')).toBe(2);
  });
});

describe('§6 action 5 and §6.2: drawing cards', () => {
  it('draw two, keep one, once a round; at the hand limit discard first; cleanup draws decide who goes first (R-ORDER-2)', () => {
    let s = cardGame(['radar', 'radar', 'radar', 'radar', 'radar']);
    expect(refusedWith(s, { type: 'draw' })).toBe('draw/hand-full');
    s = play(s, { type: 'draw', discard: 'radar' });
    const drawn = s.pending?.kind === 'keepCard' ? s.pending.drawn : [];
    s = play(s, { type: 'keepCard', cardId: drawn[0] });
    expect(s.cards.blue.hand).toHaveLength(5);
    s = playAll(s, [{ type: 'pass' }, { type: 'pass' }]); // blue acted last
    expect(s.pending).toEqual({ kind: 'cleanupDraw', player: 'blue' });
    s = play(s, { type: 'declineDraw' });
    s = play(s, { type: 'cleanupDraw' }); // red draws: red acted last, red goes second
    s = play(s, { type: 'keepCard', cardId: s.pending?.kind === 'keepCard' ? s.pending.drawn[0] : '' });
    expect(s.order).toEqual(['blue', 'red']);
  });
});

describe('§9 queries and views', () => {
  it('playableCards: whether each card can be played now, why not, and on what', () => {
    const s = cardGame(['full-speed', 'smoke-screen', 'cmdr-halsey', 'fog-bank']);
    const byId = Object.fromEntries(playableCards(s).map((p) => [p.cardId, p]));
    expect(byId['full-speed']).toMatchObject({ playable: true, type: 'command' });
    expect(byId['full-speed'].targets).toEqual([{ unitId: 'bb' }, { unitId: 'dd' }, { unitId: 'ca' }]);
    expect(byId['smoke-screen']).toMatchObject({ playable: false, reason: { code: 'card/reaction-only' } });
    expect(byId['cmdr-halsey']).toMatchObject({ playable: false, reason: { code: 'card/requirement-unmet' } }); // no carrier
    expect(byId['fog-bank']).toMatchObject({ playable: true, targets: [{}] });
    expect(playableCards(s, 'red')).toEqual([]);
    expect(playableCards(viewFor(s, 'blue'))).toEqual(playableCards(s));
    for (const a of legalActions(s).filter((x) => x.type === 'playCard')) expect(applyAction(s, a).ok).toBe(true);
  });
  it('§12: the opponent sees hand and deck sizes, never the cards; nobody sees a deck\'s order', () => {
    const s = cardGame(['radio-intercept'], ['squadron-drill']);
    const blue = viewFor(s, 'blue');
    expect(blue.cards.red).toEqual({ deckSize: 31, handSize: 1, discard: [] });
    expect(blue.cards.blue).toEqual({ deckSize: 31, handSize: 1, hand: ['radio-intercept'], discard: [] });
    const text = JSON.stringify(blue);
    expect(text).not.toContain('squadron-drill');
    expect(Object.keys(blue.setup.cards ?? {})).toEqual(['radio-intercept']);
    expect(blue).not.toHaveProperty('cards.blue.deck');
  });
  it('§12: a view\'s setup is the same object while the cards its viewer may see stay the same, a new one when they change', () => {
    const s = cardGame(['radio-intercept'], ['squadron-drill']);
    const first = viewFor(s, 'blue').setup;
    expect(viewFor(s, 'blue').setup).toBe(first);
    expect(viewFor({ ...s }, 'blue').setup).toBe(first);
    const red = viewFor(s, 'red').setup;
    expect(red).not.toBe(first);
    expect(Object.keys(red.cards ?? {})).toEqual(['squadron-drill']);
    const drawn = { ...s, cards: { ...s.cards, blue: { ...s.cards.blue, hand: ['radio-intercept', s.cards.blue.deck[0]] } } };
    const later = viewFor(drawn, 'blue').setup;
    expect(later).not.toBe(first);
    expect(Object.keys(later.cards ?? {})).toEqual([...new Set(['radio-intercept', s.cards.blue.deck[0]])]);
    expect(viewFor(s, 'blue').setup.cards).toEqual(first.cards); // and back: the cards of that state again
  });
});

describe('legal card plays from random states are accepted', () => {
  it('every playCard action legalActions offers is accepted, over a few turns', () => {
    let s: GameState = cardGame(['full-speed', 'enemy-ahead', 'calm-seas', 'radar', 'cmdr-burke'], ['fog-bank', 'smoke-screen']);
    for (let k = 0; k < 12 && s.phase !== 'over'; k++) {
      const legal = legalActions(s);
      for (const a of legal.filter((x) => x.type === 'playCard')) expect(applyAction(s, a).ok).toBe(true);
      const pick = legal.find((x) => x.type === 'playCard') ?? legal[legal.length - 1];
      s = play(s, pick);
    }
  });
});

describe('§9 default decks and task forces', () => {
  it('the bundled scenarios without task forces deal no card that needs one; Open Sea keeps them', async () => {
    const { createGame } = await import('../../src/engine/index');
    const carrier = (await import('../../src/scenarios/carrier-battle.json')).default;
    const openSea = (await import('../../src/scenarios/open-sea.json')).default;
    const ids = (sc: unknown) => {
      const g = createGame(sc, 1);
      if (!g.ok) throw new Error(JSON.stringify(g.errors));
      return [...g.state.cards.blue.deck, ...g.state.cards.red.deck];
    };
    expect(ids(carrier)).not.toContain('air-reconnaissance');
    expect(ids(carrier)).not.toContain('radio-intercept');
    expect(ids(openSea)).toContain('air-reconnaissance');
  });
});
