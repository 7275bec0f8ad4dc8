// The search's settings that make hard and normal differ (issue 36 item 1): `blend` judges a playout
// by the mean of the evaluation at each end of the enemy's replies; `perRoot` caps an ENB turn's
// playouts at that many per root, whatever the iteration budget; hard's `refine` plays its best roots
// again against the enemy's own search.
import { describe, expect, it } from 'vitest';
import openSea from '../../src/scenarios/open-sea.json';
import { applyAction, legalActions, viewFor, type GameState } from '../../src/engine/index';
import { botRandom } from '../../src/bots/index';
import { playGame } from '../../src/lab/playGame';
import { createGame } from '../../src/engine/index';
import { LEVELS } from '../../src/bots/bot';
import { playoutValue, searchAction, type SearchConfig } from '../../src/bots/search';
import { inContact } from '../../src/bots/tactics';

/** Open Sea turns in contact with more legal actions than normal's roots, from an easy-vs-easy game. */
function turnsInContact(seed: number): GameState[] {
  const made = createGame(openSea, seed);
  if (!made.ok) throw new Error('open-sea does not load');
  let s = made.state;
  const out: GameState[] = [];
  for (const a of playGame(openSea, seed, { blue: 'easy', red: 'easy' }).log) {
    if (s.phase === 'play' && !s.pending && !s.activation && inContact(s, 9) && legalActions(s).length > 12) out.push(s);
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return out;
}

const unsquash = (v: number): number => 40 * Math.atanh(v);

describe('search settings', () => {
  const turns = turnsInContact(5);

  it('blend: a playout is worth the mean of the evaluation where the first reply ends and where the second ends', () => {
    const base: SearchConfig = { ...LEVELS.hard.search, blend: false };
    let checked = 0;
    for (const s of turns.filter((_, k) => k % 4 === 0).slice(0, 12)) {
      const root = legalActions(s).find((a) => a.type === 'move');
      if (!root) continue;
      const one = playoutValue(s, root, { ...base, replies: 1 }, botRandom(7));
      const two = playoutValue(s, root, { ...base, replies: 2 }, botRandom(7));
      const blend = playoutValue(s, root, { ...base, replies: 2, blend: true }, botRandom(7));
      if (one === null || two === null || blend === null || Math.abs(one) > 0.99 || Math.abs(two) > 0.99) continue;
      expect(unsquash(blend)).toBeCloseTo((unsquash(one) + unsquash(two)) / 2, 6);
      if (one !== two) checked++;
    }
    expect(checked).toBeGreaterThan(0); // some playout looked past its first reply
  });

  it('refine: a playout\'s enemy turns are played by the step it is given (the enemy\'s own search), its own turns by the heuristic', () => {
    const cfg: SearchConfig = { ...LEVELS.normal.search, replies: 1 };
    let played = 0;
    for (const s of turns.slice(0, 6)) {
      const me = s.toAct;
      const root = legalActions(s).find((a) => a.type === 'move')!;
      const movers: string[] = [];
      const enemy = (x: GameState) => { movers.push(x.toAct); const r = applyAction(x, legalActions(x)[0]); return r.ok ? r.state : null; };
      expect(playoutValue(s, root, cfg, botRandom(7), enemy)).not.toBeNull();
      expect(movers.every((p) => p !== me)).toBe(true);
      played += movers.length;
    }
    expect(played).toBeGreaterThan(0);
  });

  it('refine: hard tries its best roots against the enemy\'s own search, and that changes some choices (each a legal action)', () => {
    const cfg = LEVELS.hard.search;
    expect(cfg.refine?.roots).toBeGreaterThan(1);
    let differs = 0;
    for (const s of turns.slice(0, 30)) {
      const view = viewFor(s, s.toAct);
      const refined = searchAction(view, botRandom(3), cfg, LEVELS.hard.budget);
      const plain = searchAction(view, botRandom(3), { ...cfg, refine: undefined }, LEVELS.hard.budget);
      expect(applyAction(s, refined).ok).toBe(true);
      if (JSON.stringify(refined) !== JSON.stringify(plain)) differs++;
    }
    expect(differs).toBeGreaterThan(0);
  });

  it('perRoot 1: one playout per root, whatever the iteration budget (the same choice as a budget of one look each)', () => {
    const cfg = LEVELS.normal.search;
    expect(cfg.perRoot).toBe(1);
    let differs = 0;
    for (const s of turns.slice(0, 10)) {
      const view = viewFor(s, s.toAct);
      const capped = searchAction(view, botRandom(3), cfg, { iterations: 40 });
      const once = searchAction(view, botRandom(3), { ...cfg, perRoot: undefined }, { iterations: cfg.width });
      const more = searchAction(view, botRandom(3), { ...cfg, perRoot: undefined }, { iterations: 40 });
      expect(capped).toEqual(once);
      if (JSON.stringify(more) !== JSON.stringify(once)) differs++;
    }
    expect(differs).toBeGreaterThan(0); // the cap is seen: a bigger budget would have chosen otherwise somewhere
  });
});
