// The bots play module L (air defence and victory points, Sea Lion raid): their actions are the
// engine's legal ones (AA fire, bomb runs, leaving the map and coming back among them); a bot game
// ends without error, with the victory points' verdict, and its save replays it exactly.
import { describe, expect, it } from 'vitest';
import seaLionRaid from '../../../scenarios/sea-lion-raid.json';
import { playGame } from '../../../lab/playGame';
import { parseSave, serializeSave } from '../../../saves/saveFile';

describe('bots with air defence and victory points', () => {
  it('easy against random finishes Sea Lion raid, decided by module L, and the save replays it exactly', () => {
    const r = playGame(seaLionRaid, 3, { blue: 'easy', red: 'random' });
    expect(r.error).toBeUndefined();
    expect(r.result).toMatchObject({ reason: 'module', module: 'airDefence' });
    const parsed = parseSave(serializeSave({ scenario: seaLionRaid, seed: 3, actions: r.log }));
    expect(parsed.ok && parsed.state.result).toEqual(r.result);
  });

  it('random against easy: the module\'s own actions are played too', () => {
    const games = [1, 2, 3].map((seed) => playGame(seaLionRaid, seed, { blue: 'random', red: 'easy' }));
    for (const r of games) expect(r.error).toBeUndefined();
    expect(games.some((r) => r.log.some((a) => a.type === 'module' && a.module === 'airDefence'))).toBe(true);
  });

  it('games from different seeds differ: module L\'s shortlist comes in an order drawn from the decision\'s stream (before, every normal-vs-normal game of a seating was the same game)', () => {
    const logs = [1, 2, 3].map((seed) => JSON.stringify(playGame(seaLionRaid, seed, { blue: 'normal', red: 'normal' }, { budget: { normal: { iterations: 4 } } }).log));
    expect(new Set(logs).size).toBeGreaterThan(1);
  }, 60_000);
});
