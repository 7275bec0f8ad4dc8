// The naval bot's judgment (bot.ts, issue 36): hope and draws priced inside the search's range, the
// landing and missile ships kept out of fights they may lose, a ship whose neutral-waters stay runs out
// shortlisted to leave; losing a key ship never a relief; an escort in its own entrance making way.
import { describe, expect, it } from 'vitest';
import { botRandom } from '../../../bots/random';
import { legalActions, type Action } from '../../../engine';
import { navalCandidates, navalEvaluation, NAVAL_WEIGHTS } from '../bot';
import { battleGame, staged } from './navalFixture';

const base = battleGame(3);
const ids = (list: readonly Action[] | null) => (list ?? []).map((a) => (a.type === 'module' ? `${a.action} ${JSON.stringify(a.params ?? {})}` : a.type));

describe('naval bot judgment', () => {
  it('N-WIN-2/N-WIN-3: a drawn end is worth less than a level game, and keeping one\'s hope when the enemy lost it more than a draw', () => {
    const level = staged(base, [['b1', 'blue', 'cruiser', 'F8'], ['r1', 'red', 'cruiser', 'F12']]);
    const drawn = { ...level, phase: 'over' as const, result: { winner: null, reason: 'module' as const, module: 'navalBattle', score: { blue: 0, red: 0 } } };
    expect(navalEvaluation(drawn, 'blue')).toBe(-NAVAL_WEIGHTS.draw);
    const hopeless = staged(base, [['b1', 'blue', 'cruiser', 'F8'], ['r1', 'red', 'cruiser', 'F12']], { cannotWin: { blue: false, red: true } });
    expect(navalEvaluation(hopeless, 'blue')!).toBeGreaterThan(navalEvaluation(level, 'blue')!);
    expect(navalEvaluation(hopeless, 'red')!).toBeLessThan(-NAVAL_WEIGHTS.draw); // the hopeless side would rather end it drawn
    // inside tanh(v/40)'s range: a search still tells positions apart after a hope is lost
    expect(Math.abs(navalEvaluation(hopeless, 'blue')!)).toBeLessThan(120);
  });

  it('N-ATTACK-2: a missile ship does not pick a fight with a token not shown weaker; another ship does', () => {
    const s = staged(base, [['b-m2', 'blue', 'missileShip', 'F8'], ['b-d', 'blue', 'destroyer', 'G12'], ['r-t', 'red', 'torpedoBoat', 'F9'], ['r-u', 'red', 'torpedoBoat', 'G13']]);
    const shortlist = ids(navalCandidates({ ...s, toAct: 'blue', pending: { ...s.pending!, player: 'blue' } } as typeof s, legalActions({ ...s, toAct: 'blue', pending: { ...s.pending!, player: 'blue' } } as typeof s), 14, botRandom(1)));
    expect(shortlist).not.toContain('attack {"shipId":"b-m2","targetId":"r-t"}');
    expect(shortlist).toContain('attack {"shipId":"b-d","targetId":"r-u"}');
  });

  it('N-NEUTRAL-3: a ship whose stay in neutral waters runs out at this turn\'s end is shortlisted first, out of them', () => {
    const s = staged(base, [['b-c', 'blue', 'cruiser', 'C9']]);
    const d = (s.moduleState!.find((m) => m.module === 'navalBattle')!.data as { pieces: { id: string; neutral?: number }[] });
    d.pieces.find((p) => p.id === 'b-c')!.neutral = 2;
    const t = { ...s, toAct: 'blue', pending: { ...s.pending!, player: 'blue' } } as typeof s;
    const first = navalCandidates(t, legalActions(t), 4, botRandom(2))![0];
    expect(first).toMatchObject({ action: 'move', params: { shipId: 'b-c' } });
    const to = (first as { params: { to: string } }).params.to;
    expect(['B8', 'C8', 'D8', 'E8', 'B9', 'B10', 'E9', 'E10', 'B11', 'C11', 'D11', 'E11']).not.toContain(to);
  });

  it('N-WIN-2: losing the last landing ship or the last missile ship never raises a side\'s evaluation', () => {
    const all = staged(base, [['b-d', 'blue', 'destroyer', 'F8'], ['r-d', 'red', 'destroyer', 'F12']]);
    const without = (id: string) => {
      const s = JSON.parse(JSON.stringify(all)) as typeof all;
      const d = s.moduleState!.find((m) => m.module === 'navalBattle')!.data as { pieces: { id: string }[] };
      d.pieces = d.pieces.filter((p) => p.id !== id);
      return navalEvaluation(s, 'blue')!;
    };
    const whole = navalEvaluation(all, 'blue')!;
    expect(without('b-land')).toBeLessThan(whole);
    expect(without('b-miss')).toBeLessThan(whole);
    expect(without('r-land')).toBeGreaterThan(whole);
  });

  it('N-PORT-1: a ship standing in its own entrance while a landing ship waits in port is shortlisted to make way', () => {
    const s = staged(base, [['b-d', 'blue', 'destroyer', 'D3'], ['r-d', 'red', 'destroyer', 'F12']]);
    const t = { ...s, toAct: 'blue', pending: { ...s.pending!, player: 'blue' } } as typeof s;
    const away = navalCandidates(t, legalActions(t), 4, botRandom(3))![0];
    expect(away).toMatchObject({ action: 'move', params: { shipId: 'b-d' } });
    expect(['D3', 'D4', 'I3', 'I4']).not.toContain((away as { params: { to: string } }).params.to);
  });
});
