// C-EXTRA-HQ (README.md): a field HQ is bought with points, refused when no module of the game keeps
// re-roll rights (dice combat, module D), and at the muster gives its side one re-roll right a round in
// that module's options (public then; secret while building). The dice module is found by what it
// offers (its `rerollsPerRound` option), never by name: modules do not name each other.
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, moduleById, registeredModules, viewFor, type GameEvent, type GameState } from '../../../engine/index';
import { quickBattleScenario } from '../rules/quickBattle';
import { fleetOptions } from '../rules/options';
import { extraCost, pointsLeft } from '../rules/shop';
import { buildChoice } from '../bot';
import { botRandom } from '../../../bots/random';
import { act, dataOf, legalOf, mapNamed, quickGame, step, tryStep } from './fixtures';

const HQ = { item: 'extra', id: 'fieldHq' };
/** The registered module that keeps re-roll rights (module D's dice). */
const rolling = registeredModules().find((id) => {
  const o = moduleById(id)!.options.safeParse({});
  return o.success && typeof o.data === 'object' && o.data !== null && 'rerollsPerRound' in o.data;
})!;
function withDice(options: Record<string, unknown> = {}, seed = 1): GameState {
  const g = createGame(quickBattleScenario({ map: mapNamed('strait'), options: { initiative: 'none', ...options }, modules: [{ id: rolling }] }), seed);
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  return g.state;
}
const rights = (s: GameState) => (s.setup.modules!.find((m) => m.id === rolling)!.options as { rerollsPerRound: { blue: number; red: number } }).rerollsPerRound;

describe('module C: field HQ', () => {
  it('C-EXTRA-HQ: without a module keeping re-roll rights a field HQ is refused with the reason, and not offered', () => {
    const s = quickGame();
    const r = tryStep(s, 'buy', HQ);
    expect(!r.ok && r.error.details).toMatchObject({ rule: 'fleet/field-hq-no-dice' });
    expect(!r.ok && r.error.message).toMatch(/needs dice combat/);
    expect(legalOf(s, 'buy')).not.toContainEqual(act('buy', HQ));
    expect(dataOf(s).builds[s.toAct].extras).toEqual([]);
  });

  it('C-EXTRA-HQ, C-COST-3: with dice a field HQ costs 5 by default (the option\'s price over it), once a side, and may be sold back', () => {
    expect(rolling).toBeTruthy();
    expect(extraCost(fleetOptions.parse({}), 'fieldHq')).toBe(5);
    let s = withDice();
    const o = fleetOptions.parse(s.setup.modules![0].options);
    const before = pointsLeft(s, o, dataOf(s).builds[s.toAct]);
    expect(legalOf(s, 'buy')).toContainEqual(act('buy', HQ));
    s = step(s, 'buy', HQ);
    expect(pointsLeft(s, o, dataOf(s).builds[s.toAct])).toBe(before - 5);
    const twice = tryStep(s, 'buy', HQ);
    expect(!twice.ok && twice.error.details).toMatchObject({ rule: 'fleet/field-hq-once' });
    s = step(s, 'sell', HQ);
    expect(pointsLeft(s, o, dataOf(s).builds[s.toAct])).toBe(before);
    const dear = withDice({ extraCosts: { fieldHq: 7 } });
    const o2 = fleetOptions.parse(dear.setup.modules![0].options);
    const bought = step(dear, 'buy', HQ);
    expect(pointsLeft(bought, o2, dataOf(bought).builds[dear.toAct])).toBe(pointsLeft(dear, o2, dataOf(dear).builds[dear.toAct]) - 7);
  });

  it('C-EXTRA-HQ, C-SECRET-1/2: the buyer\'s field HQ is secret while building; at the muster it gives that side one re-roll right a round, public in the setup and the log', () => {
    let s = withDice();
    const buyer = s.toAct;
    const other = buyer === 'blue' ? 'red' : 'blue';
    s = step(step(s, 'buy', { item: 'ship', id: 'DD' }), 'buy', HQ);
    s = step(s, 'finish');
    expect(viewFor(s, other).moduleState?.find((m) => m.module === 'fleetBuilding')).toMatchObject({ data: { builds: { [buyer]: { extras: [] } } } });
    expect(rights(s)).toEqual({ blue: 0, red: 0 });
    const before = step(s, 'buy', { item: 'ship', id: 'DD' });
    s = step(before, 'finish');
    expect(rights(before)).toEqual({ blue: 0, red: 0 }); // the state before the muster is not changed in place
    expect(s.pending?.kind).not.toBe('moduleSetup'); // both built: the fleets mustered
    expect(rights(s)).toEqual({ [buyer]: 1, [other]: 0 });
    expect(viewFor(s, other).setup.modules!.find((m) => m.id === rolling)!.options).toMatchObject({ rerollsPerRound: { [buyer]: 1, [other]: 0 } });
    expect(legalActions(s).length).toBeGreaterThan(0);
  });

  it('C-EXTRA-HQ: the muster is logged with the sides holding a field HQ', () => {
    let s = withDice();
    s = step(step(step(s, 'buy', { item: 'ship', id: 'DD' }), 'buy', HQ), 'finish');
    const last = step(s, 'buy', { item: 'ship', id: 'DD' });
    const r = applyAction(step(last, 'buy', HQ), act('finish'));
    if (!r.ok) throw new Error(r.error.message);
    const mustered = r.events.find((e): e is Extract<GameEvent, { type: 'module' }> => e.type === 'module' && e.name === 'fleetsMustered')!;
    expect((mustered.data as { fieldHq: string[] }).fieldHq).toEqual(['blue', 'red']);
    expect(rights(r.state)).toEqual({ blue: 1, red: 1 });
  });

  it('C-EXTRA-HQ, C-BOT-BUILD: the bots buy a field HQ when the dice offer re-rolls; in play the right re-rolls the side\'s missed to-hit die', () => {
    let misses = 0;
    for (let seed = 1; seed <= 12; seed++) {
      let s = withDice({ level: 'regiment' }, seed);
      const rng = botRandom(seed);
      for (let k = 0; k < 60 && s.pending?.kind === 'moduleSetup' && s.pending.phase === 'build'; k++) {
        const a = buildChoice(s, legalActions(s), rng);
        if (!a) throw new Error('the bot found no building step');
        const r = applyAction(s, a);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
      expect(rights(s)).toEqual({ blue: 1, red: 1 });
      // setup skipped: a blue battleship at M9 stays and fires at a red destroyer beside it
      const fire = firstSalvo({ ...s, taskForces: undefined, phase: 'play', pending: null, order: ['blue', 'red'], toAct: 'blue', tokens: { blue: { pool: 2, spent: 0 }, red: { pool: 2, spent: 0 } } });
      const hits = fire.filter((r) => r.stage === 'hit');
      if (hits[0].success) { expect(hits).toHaveLength(1); continue; }
      misses++;
      expect(hits[1]).toMatchObject({ reroll: true, need: 4 });
    }
    expect(misses).toBeGreaterThan(0);
  });
});

type Roll = { stage: string; success: boolean; need: number; reroll?: boolean };
/** The rolls of blue's first attack with a battleship at M9 on a destroyer next to it. */
function firstSalvo(s: GameState): Roll[] {
  for (const node of ['M10', 'M8', 'L9', 'N9', 'L10', 'N10', 'L8', 'N8'])
    for (let heading = 0; heading < 6; heading++) {
      const placed: GameState = { ...s, units: {
        'blue-bb-1': { id: 'blue-bb-1', owner: 'blue', class: 'BB', kind: 'ship', node: 'M9', heading: heading as 0, activated: false },
        'red-dd-1': { id: 'red-dd-1', owner: 'red', class: 'DD', kind: 'ship', node, heading: 0, activated: false },
      } };
      const stay = applyAction(placed, { type: 'move', unitId: 'blue-bb-1', to: { node: 'M9', heading: heading as 0 } });
      if (!stay.ok) continue;
      const fire = applyAction(stay.state, { type: 'attack', unitId: 'blue-bb-1', targetId: 'red-dd-1' });
      if (fire.ok) return fire.events.flatMap((e) => (e.type === 'module' && e.name === 'roll' ? [e.data as Roll] : []));
    }
  throw new Error('no attack from M9 found');
}
