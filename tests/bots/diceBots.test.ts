// The bots play module D (dice combat, Gun duel): they answer the initiative decision, attack with
// dice, and finish the game; the game replays exactly from its save.
import { describe, expect, it } from 'vitest';
import gunDuel from '../../src/scenarios/gun-duel.json';
import gunDuelFleet from '../../src/scenarios/gun-duel-fleet.json';
import { playGame } from '../../src/lab/playGame';
import { parseSave, serializeSave } from '../../src/saves/saveFile';

describe('bots with dice combat', () => {
  it('easy against random finishes Gun duel, the initiative answered each round, and the save replays it exactly', () => {
    const r = playGame(gunDuel, 4, { blue: 'easy', red: 'random' });
    expect(r.error).toBeUndefined();
    expect(r.result).not.toBeNull();
    expect(r.log.some((a) => a.type === 'module' && a.action === 'chooseOrder')).toBe(true);
    const parsed = parseSave(serializeSave({ scenario: gunDuel, seed: 4, actions: r.log }));
    expect(parsed.ok && parsed.state.result).toEqual(r.result);
  });

  it('normal (tiny budget) plays the opening of Gun duel against easy', () => {
    const r = playGame(gunDuel, 2, { blue: 'normal', red: 'easy' }, { budget: { normal: { iterations: 3 } }, maxActions: 40 });
    expect(r.error?.code ?? 'none').toMatch(/none|lab\/too-long/);
  });

  it('D-FLEET: random and easy bots finish Gun duel in fleet turns (moves, declarations, the resolution), and the save replays it', () => {
    const r = playGame(gunDuelFleet, 6, { blue: 'random', red: 'easy' }, { maxActions: 20_000 });
    expect(r.error).toBeUndefined();
    expect(r.result).not.toBeNull();
    expect(r.log.some((a) => a.type === 'module' && a.action === 'finishDeclaring')).toBe(true);
    expect(r.log.every((a) => a.type === 'module')).toBe(true);
    const parsed = parseSave(serializeSave({ scenario: gunDuelFleet, seed: 6, actions: r.log }));
    expect(parsed.ok && parsed.state.result).toEqual(r.result);
  });

  it('D-FLEET: normal (tiny budget) plays a fleet turn of Gun duel against random', () => {
    const r = playGame(gunDuelFleet, 3, { blue: 'normal', red: 'random' }, { budget: { normal: { iterations: 3 } }, maxActions: 60 });
    expect(r.error?.code ?? 'none').toMatch(/none|lab\/too-long/);
    expect(r.log.some((a) => a.type === 'module' && (a.action === 'fleetMove' || a.action === 'endMoves'))).toBe(true);
  });
});
