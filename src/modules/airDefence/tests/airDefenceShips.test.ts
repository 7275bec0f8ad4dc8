// The bots keep their ships out of the enemy destroyers' reach in Sea Lion raid (module L's shortlist,
// bot.ts): a ship is a command token a round and a VP to the enemy when sunk. Before, blue's ships
// stayed where red's destroyers could reach them, and blue lost all three in the first rounds of every
// normal-vs-normal game (24 of 24, issue 39): it placed a bomber while its last destroyer waited to be sunk.
import { describe, expect, it } from 'vitest';
import seaLionRaid from '../../../scenarios/sea-lion-raid.json';
import { createBot } from '../../../bots/index';
import { airDefenceBot, bomberGains, SHORTLIST } from '../bot';
import { playGame } from '../../../lab/playGame';
import { applyAction, createGame, legalActions, validTargets, viewFor, type Action, type GameState } from '../../../engine/index';

function play(s: GameState, a: Action): GameState {
  const r = applyAction(s, a);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

/** Round 1: blue places a bomber; red's destroyer sinks blue's western one; blue's eastern destroyer (Q11) is in reach of red's other (S5). */
function destroyerInReach(): GameState {
  const g = createGame(seaLionRaid, 1);
  if (!g.ok) throw new Error('Sea Lion raid does not load');
  let s = play(g.state, { type: 'airOperation', unitId: 'blue-airfield-1', node: 'L15', heading: 2 });
  s = play(s, { type: 'move', unitId: 'red-DD-1', to: { node: 'E8', heading: 5 } });
  return play(s, { type: 'attack', unitId: 'red-DD-1', targetId: 'blue-DD-1' });
}

/** Whether any move of a red ship (and its attack) could sink `shipId` now. */
function sinkable(s: GameState, shipId: string): boolean {
  const red = { ...s, toAct: 'red' as const };
  return legalActions(red).some((a) => {
    if (a.type !== 'move') return false;
    const r = applyAction(red, a);
    return r.ok && validTargets(r.state, a.unitId).some((t) => t.id === shipId);
  });
}

describe('module L\'s bots keep their ships out of reach', () => {
  it('a destroyer in reach of an enemy destroyer is saved first: its shortlist holds only moves out of reach (or strikes), and easy and normal take one', () => {
    const s = destroyerInReach();
    expect(s.toAct).toBe('blue');
    expect(sinkable(s, 'blue-DD-2')).toBe(true);
    const list = airDefenceBot.candidates!(s, legalActions(s), 14, () => 0)!;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((a) => a.type === 'move' || a.type === 'bomberAttack')).toBe(true);
    for (const level of ['easy', 'normal'] as const) {
      const a = createBot(level, 7).decide(viewFor(s, 'blue'), { iterations: 8 });
      expect(a).toMatchObject({ type: 'move', unitId: 'blue-DD-2' });
      expect(sinkable(play(s, a), 'blue-DD-2')).toBe(false);
    }
  });

  it('the shortlist is a pure function of the state: the same position asked after others gives the same list', () => {
    const s = destroyerInReach();
    const first = airDefenceBot.candidates!(s, legalActions(s), 14, () => 0);
    const g = createGame(seaLionRaid, 2);
    if (!g.ok) throw new Error('Sea Lion raid does not load');
    airDefenceBot.candidates!(g.state, legalActions(g.state), 14, () => 0);
    expect(airDefenceBot.candidates!(s, legalActions(s), 14, () => 0)).toEqual(first);
  });
});

describe('module L\'s shortlist of bomber actions', () => {
  it('keeps no bomber placement or move far worse than the best one (easy plays one of them through at random: before, one flown into a hunter\'s zone was among them)', () => {
    const g = createGame(seaLionRaid, 3);
    if (!g.ok) throw new Error('Sea Lion raid does not load');
    const game = playGame(seaLionRaid, 3, { blue: 'easy', red: 'easy' });
    const air = (a: Action) => a.type === 'airOperation' || a.type === 'extendChain' || a.type === 'bomberMove';
    let s = g.state, checked = 0;
    for (const a of game.log) {
      const legal = legalActions(s);
      const list = s.pending || s.activation ? null : airDefenceBot.candidates!(s, legal, 14, () => 0);
      const flying = (list ?? []).filter(air);
      if (flying.length) {
        const best = Math.max(...bomberGains(s, legal.filter(air)));
        for (const gain of bomberGains(s, flying)) expect(gain).toBeGreaterThanOrEqual(best - SHORTLIST.bomberMargin);
        checked++;
      }
      s = play(s, a);
    }
    expect(checked).toBeGreaterThan(10);
  }, 60_000);
});
