// Machine players: they see only a view (type-level and by a property test), answer every kind of
// decision with a legal action, play whole games that replay exactly, and never break a game.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import openSea from '../../src/scenarios/open-sea.json';
import { applyAction, createGame, legalActions, sampleAction, viewFor, type Action, type GameState, type GameView, type PlayerId } from '../../src/engine/index';
import { createBot, playBotTurn, determinize, botRandom, BOT_LEVELS, type Bot } from '../../src/bots/index';
import { playGame } from '../../src/lab/playGame';
import { parseSave, serializeSave } from '../../src/saves/saveFile';
import { checkProperty } from '../fuzz/checkProperty';

const TINY = { iterations: 3 };
const other = (p: PlayerId): PlayerId => (p === 'blue' ? 'red' : 'blue');

function start(seed: number): GameState {
  const g = createGame(openSea, seed);
  if (!g.ok) throw new Error('open-sea does not load');
  return g.state;
}
/** A state after `k` uniformly random actions (setup included). */
function after(seed: number, k: number): GameState {
  let s = start(seed);
  const rng = botRandom(seed * 7 + 1);
  for (let j = 0; j < k && s.phase !== 'over'; j++) s = (applyAction(s, sampleAction(s, rng)!) as { state: GameState }).state;
  return s;
}

/** The same state with what `viewer` cannot see changed: the PRNG, the deck orders, the opponent's hand and its TF links. */
function otherSecrets(s: GameState, viewer: PlayerId): GameState {
  const x = structuredClone(s);
  const foe = other(viewer);
  x.rng = [11, 22, 33, 44];
  x.seed = s.seed + 1;
  for (const p of ['blue', 'red'] as const) x.cards[p].deck.reverse();
  const hand = x.cards[foe].hand, deck = x.cards[foe].deck;
  if (hand.length && deck.length) [hand[0], deck[0]] = [deck[0], hand[0]];
  const boards = x.taskForces?.boards[foe];
  if (boards && x.phase !== 'setup') {
    const placed = (['A', 'B', 'C', 'D'] as const).filter((l) => boards[l].markerId);
    if (placed.length >= 2) { const [p, q] = placed; [boards[p].markerId, boards[q].markerId] = [boards[q].markerId, boards[p].markerId]; }
  }
  return x;
}

describe('a bot sees only a view', () => {
  it('the API takes a GameView, never a GameState (type-level)', () => {
    const bot = createBot('easy', 1);
    const s = start(1);
    // @ts-expect-error — a GameState is not a GameView: no bot can be handed the full state
    const typeCheck = (): Action => bot.decide(s);
    expect(typeof typeCheck).toBe('function');
    expect(bot.decide(viewFor(s, s.toAct))).toBeDefined();
  });

  it('two states with the same view and seed give the same choice (easy, normal, hard)', () => {
    let compared = 0, linksSwapped = 0;
    checkProperty(fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 50, max: 180 }), (seed, k) => {
      const s = after(seed, k);
      if (s.phase === 'over') return;
      const t = otherSecrets(s, s.toAct);
      const v = viewFor(s, s.toAct), w = viewFor(t, t.toAct);
      if (JSON.stringify(v) !== JSON.stringify(w)) return; // the change showed (a revealed TF): no pair here
      compared++;
      if (JSON.stringify(s.taskForces?.boards) !== JSON.stringify(t.taskForces?.boards)) linksSwapped++;
      for (const level of ['easy', 'normal', 'hard'] as const) {
        expect(JSON.stringify(createBot(level, seed).decide(w, TINY))).toBe(JSON.stringify(createBot(level, seed).decide(v, TINY)));
      }
    }), { numRuns: 16 });
    expect(compared).toBeGreaterThanOrEqual(8); // the property was really put to the test…
    expect(linksSwapped).toBeGreaterThanOrEqual(3); // …including states whose enemy TF links differ
  });

  it('a sampled state shows its seat exactly the view it came from', () => {
    for (const k of [0, 40, 90, 140]) {
      const s = after(3, k);
      const v = viewFor(s, s.toAct);
      const d = determinize(v, botRandom(k));
      const back = viewFor(d, s.toAct);
      expect(back.units).toEqual(v.units);
      expect(back.taskForces).toEqual(v.taskForces);
      expect(back.cards[s.toAct]).toEqual(v.cards[s.toAct]);
      expect(legalActions(d)).toEqual(legalActions(v));
    }
  });
});

describe('bots answer every decision', () => {
  it('each level answers with a legal action along a random game (setup, TFs, cards, cleanup, start of round)', () => {
    let s = start(5);
    const kinds = new Set<string>();
    const rng = botRandom(5);
    for (let j = 0; j < 260 && s.phase !== 'over'; j++) {
      const view = viewFor(s, s.toAct);
      kinds.add(s.pending?.kind ?? (s.activation ? 'activation' : 'turn'));
      if (j % 3 === 0) for (const level of BOT_LEVELS) {
        const a = createBot(level, j).decide(view, TINY);
        expect(applyAction(s, a).ok, `${level} at action ${j}`).toBe(true);
      }
      s = (applyAction(s, sampleAction(s, rng)!) as { state: GameState }).state;
    }
    expect([...kinds]).toEqual(expect.arrayContaining(['taskForceSetup', 'startOfRound', 'turn', 'cleanupDraw', 'keepCard']));
  });

  it('hard answers a legal action under an iteration budget, a time budget alone, and both', () => {
    let s = start(3);
    const bot = createBot('easy', 3);
    while (s.phase !== 'over' && !(s.round >= 3 && s.phase === 'play' && !s.pending && !s.activation)) s = (applyAction(s, bot.decide(viewFor(s, s.toAct))) as { state: GameState }).state;
    const view = viewFor(s, s.toAct);
    for (const budget of [{ iterations: 25 }, { ms: 40 }, { iterations: 400, ms: 40 }]) {
      const t = performance.now();
      const a = createBot('hard', 9).decide(view, budget);
      expect(applyAction(s, a).ok, JSON.stringify(budget)).toBe(true);
      if (budget.ms) expect(performance.now() - t).toBeLessThan(2000); // stops near its time (a round at most past it)
    }
    expect(createBot('hard', 9).decide(view, { iterations: 25 })).toEqual(createBot('hard', 9).decide(view, { iterations: 25 }));
  });

  it('a bot asked for the other player refuses clearly', () => {
    const s = start(1);
    expect(() => createBot('easy', 1).decide(viewFor(s, other(s.toAct)))).toThrow(/only for the player to act/);
  });
});

describe('bot games', () => {
  it('an easy-vs-random game is finished, replays exactly from its save, and is the same game when played again', () => {
    const r = playGame(openSea, 21, { blue: 'easy', red: 'random' });
    expect(r.error).toBeUndefined();
    expect(r.result).not.toBeNull();
    const parsed = parseSave(serializeSave({ scenario: openSea, seed: 21, actions: r.log }));
    expect(parsed.ok && parsed.state.result).toEqual(r.result);
    const again = playGame(openSea, 21, { blue: 'easy', red: 'random' });
    expect(again.log).toEqual(r.log);
  });

  it('normal (tiny budget) plays the opening of a game against easy', () => {
    const r = playGame(openSea, 2, { blue: 'normal', red: 'easy' }, { budget: { normal: TINY }, maxActions: 70 });
    expect(r.error?.code ?? 'none').toMatch(/none|lab\/too-long/);
    expect(r.actions).toBe(70);
  });
});

describe('a failing bot never breaks the game', () => {
  const s = start(1);
  it('a bot that throws: a clear failure, the state untouched', () => {
    const broken: Bot = { level: 'easy', seed: 0, decide: () => { throw new Error('out of memory'); } };
    const t = playBotTurn(s, broken);
    expect(t.ok).toBe(false);
    if (!t.ok) { expect(t.failure.code).toBe('bot/threw'); expect(t.failure.message).toContain('out of memory'); }
  });
  it('a bot that answers an illegal action: the engine refusal, named', () => {
    const cheat: Bot = { level: 'easy', seed: 0, decide: (v: GameView) => ({ type: 'pass', player: other(v.toAct) }) as Action };
    const t = playBotTurn(s, cheat);
    expect(t.ok).toBe(false);
    if (!t.ok) { expect(t.failure.code).toBe('bot/illegal-action'); expect(t.failure.message).toMatch(/refuse/); }
  });
});
