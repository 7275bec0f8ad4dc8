// Issue 18 item 5: the bots play Naval Battle (module N) from their seat's view — every answer legal,
// the secret arrangement included (their judgment, src/modules/navalBattle/bot.ts, is tested in navalStrength.test.ts).
import { describe, expect, it } from 'vitest';
import { createGame, type GameState } from '../../src/engine/index';
import { createBot, playBotTurn } from '../../src/bots/index';
import navalBattle from '../../src/scenarios/naval-battle.json';


describe('bots on Naval Battle', () => {
  for (const level of ['random', 'easy', 'normal'] as const) {
    it(`${level}: arranges both fleets and plays on, every action accepted`, () => {
      const g = createGame(navalBattle, 11);
      if (!g.ok) throw new Error(JSON.stringify(g.errors));
      let s: GameState = g.state;
      const bots = { blue: createBot(level, 1), red: createBot(level, 2) };
      for (let n = 0; n < 24 && s.phase !== 'over'; n++) {
        const r = playBotTurn(s, bots[s.toAct], { iterations: 4 });
        if (!r.ok) throw new Error(`${r.failure.code}: ${r.failure.message}`);
        s = r.state;
      }
      expect(s.phase).toBe('play');
      expect(s.pending).toMatchObject({ module: 'navalBattle', phase: 'battle' });
    });
  }
});
