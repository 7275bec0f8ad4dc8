// Issue 36 item 3: the bots read each scenario's objectives (§11) and each module's victory rule
// through the module kit's bot interface; what they do not understand is said (objectiveKnowledge),
// and such a game still plays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import '../../src/modules/registry';
import { bundledScenarios } from '../../src/scenarios/index';
import islandAirfield from '../../src/scenarios/island-airfield.json';
import convoy from '../../src/scenarios/convoy.json';
import carrierBattle from '../../src/scenarios/carrier-battle.json';
import openSea from '../../src/scenarios/open-sea.json';
import { createGame, registerModule, unregisterModule, type GameState } from '../../src/engine/index';
import { objectiveKnowledge } from '../../src/bots/index';
import { objectiveGoals, objectiveValue } from '../../src/bots/objectives';
import { playGame } from '../../src/lab/playGame';

function start(sc: unknown, seed = 1): GameState {
  const g = createGame(sc, seed);
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  return g.state;
}
const none = new Set<string>();

describe('every objective understood', () => {
  it('every bundled scenario is understood: no objective kind or module victory rule left unread', () => {
    for (const sc of bundledScenarios) expect(objectiveKnowledge(start(sc).setup), (sc as { id: string }).id).toEqual([]);
  });

  it('an objective kind the bots do not price is named, with its side', () => {
    const s = start(convoy);
    const setup = { ...s.setup, objectives: { ...s.setup.objectives!, red: [...s.setup.objectives!.red, { kind: 'sinkTheBismarck' } as never] } };
    expect(objectiveKnowledge(setup)).toEqual([expect.objectContaining({ kind: 'objective', id: 'sinkTheBismarck', side: 'red' })]);
  });

  it('holdNodes: a ship on the hold nodes is worth more to its side, and the hold nodes are its goal', () => {
    const s = start(islandAirfield); // red starts on the nodes it must hold (T9, U9, T10, U10)
    const hold = new Set(['T9', 'U9', 'T10', 'U10']);
    const away = Object.fromEntries(Object.entries(s.units).map(([id, u]) => [id, u.owner === 'red' && hold.has(u.node) ? { ...u, node: 'A1' } : u]));
    const gone: GameState = { ...s, units: away };
    expect(objectiveValue(s, 'red', none, none)).toBeGreaterThan(objectiveValue(gone, 'red', none, none));
    expect(objectiveValue(s, 'blue', none, none)).toBeLessThan(objectiveValue(gone, 'blue', none, none));
    expect(objectiveGoals(s, 'red')).toEqual(expect.arrayContaining(['T9', 'U9', 'T10', 'U10']));
  });

  it('exitByEdge and destroyTargets give the ships their goals: the exit edge, the named targets; a sandbox gives none', () => {
    const c = start(convoy);
    const east = objectiveGoals(c, 'blue');
    expect(east.length).toBeGreaterThanOrEqual(16);
    expect(east.every((n) => /^X\d+$/.test(n))).toBe(true); // column X: the east edge of a 24-column map
    const cb = start(carrierBattle);
    expect(objectiveGoals(cb, 'blue')).toEqual(expect.arrayContaining([cb.units['red-CV-1']?.node ?? 'none']));
    expect(objectiveGoals(start(openSea), 'blue')).toEqual([]);
  });

  it('keepFlagship with losesGame: the flagship in the enemy zone costs its side', () => {
    const s = start(carrierBattle);
    const node = s.units['blue-CV-1'].node;
    expect(objectiveValue(s, 'blue', new Set([node]), none)).toBeLessThan(objectiveValue(s, 'blue', none, none));
    expect(objectiveValue(s, 'red', none, new Set([node]))).toBeGreaterThan(objectiveValue(s, 'red', none, none));
  });
});

describe('a game the bots do not understand still plays', () => {
  // a rule module with a victory rule of its own and no bot knowledge
  beforeAll(() => registerModule({ id: 'lastShipStanding', name: { en: 'Last ship standing', pl: 'Ostatni okręt' }, options: z.object({}), victory: () => null } as never));
  afterAll(() => unregisterModule('lastShipStanding'));

  it('objectiveKnowledge names the module, and easy and normal play the game to its end with every action accepted', () => {
    const sc = { ...(openSea as object), rules: { ...((openSea as { rules?: object }).rules ?? {}), modules: [{ id: 'lastShipStanding' }] } };
    expect(objectiveKnowledge(start(sc).setup)).toEqual([expect.objectContaining({ kind: 'module', id: 'lastShipStanding' })]);
    const r = playGame(sc, 3, { blue: 'easy', red: 'normal' }, { budget: { normal: { iterations: 4 } } });
    expect(r.error).toBeUndefined();
    expect(r.result).not.toBeNull();
  });
});
