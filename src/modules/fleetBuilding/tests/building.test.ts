// Module C's levels, costs and the secret fleet building (README.md: C-LEVEL, C-COST, C-BUILD, C-SECRET, C-ROLE).
import { describe, expect, it } from 'vitest';
import { legalActions, viewFor } from '../../../engine/index';
import { budgetOf, fleetOptions } from '../rules/options';
import { cardCost, shipCost, spent } from '../rules/shop';
import { battleOf } from '../rules';
import { act, buildAndFinish, dataOf, legalOf, quickGame, step, tryStep } from './fixtures';

const defaults = fleetOptions.parse({});

describe('module C: levels and costs', () => {
  it('C-LEVEL-1 the seed\'s levels scaled ÷10 by default: 10/25/50/100/200; the scale is an option', () => {
    expect(['reconnaissance', 'regiment', 'brigade', 'division', 'army'].map((l) => budgetOf(defaults, l as never))).toEqual([10, 25, 50, 100, 200]);
    expect(budgetOf(fleetOptions.parse({ scale: 20 }), 'army')).toBe(100);
    expect(fleetOptions.safeParse({ level: 'corps' }).success).toBe(false); // strict: only the seed's levels
    expect(fleetOptions.safeParse({ budget: 3 }).success).toBe(false); // strict: an unknown option is refused
  });

  it('C-LEVEL-2 a class bought below its level is refused with the level it needs', () => {
    const s = quickGame({ level: 'reconnaissance' });
    const r = tryStep(s, 'buy', { item: 'ship', id: 'BB' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toBe('A battleship may not be bought at reconnaissance level (from brigade level up).');
    expect(legalOf(s, 'buy').map((a) => (a as { params: { id: string } }).params.id)).not.toContain('BB');
    expect(tryStep(quickGame({ level: 'brigade' }), 'buy', { item: 'ship', id: 'BB' }).ok).toBe(true);
  });

  it('C-COST-1 a ship costs its points with its planes and cargo aboard (a carrier comes with its planes); options override', () => {
    const s = quickGame();
    expect(['CV', 'BB', 'CA', 'DD', 'SS', 'AP'].map((c) => shipCost(s, defaults, c))).toEqual([6, 4, 3, 2, 2, 4]);
    expect(shipCost(s, fleetOptions.parse({ shipCosts: { BB: 9 } }), 'BB')).toBe(9);
  });

  it('C-COST-2 a card costs its type\'s price (command 1, event 2, upgrade 2, commander 3) unless the options price it', () => {
    const s = quickGame();
    expect(['full-speed', 'fog-bank', 'radar', 'cmdr-halsey'].map((c) => cardCost(s, defaults, c))).toEqual([1, 2, 2, 3]);
    expect(cardCost(s, fleetOptions.parse({ cardCosts: { radar: 5 } }), 'radar')).toBe(5);
    expect(cardCost(s, defaults, 'no-such-card')).toBeNull();
  });

  it('C-COST-3 extras cost the seed\'s ÷10: fog 10, minefield 5; field HQ 5 (our ruling, C-EXTRA-HQ)', () => {
    expect(defaults.extraCosts).toEqual({ fog: 10, minefield: 5, fieldHq: 5 });
  });
});

describe('module C: building a fleet', () => {
  it('C-BUILD-0 the fleets are built first, by the first player first, before task-force setup', () => {
    const s = quickGame();
    expect(s.phase).toBe('setup');
    expect(s.pending).toEqual({ kind: 'moduleSetup', player: 'blue', module: 'fleetBuilding', phase: 'build' });
  });

  it('C-BUILD-1 over the budget is refused, saying the cost and the points left; nothing is bought', () => {
    let s = quickGame({ level: 'reconnaissance' }); // 10 points
    s = step(s, 'buy', { item: 'ship', id: 'DD' });
    s = step(s, 'buy', { item: 'ship', id: 'DD' });
    s = step(s, 'buy', { item: 'ship', id: 'SS' });
    const r = tryStep(s, 'buy', { item: 'extra', id: 'fog' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toBe('Not enough points: it costs 10, 4 of 10 are left.');
    expect(dataOf(s).builds.blue.ships).toEqual(['DD', 'DD', 'SS']);
    expect(spent(s, defaults, dataOf(s).builds.blue)).toBe(6);
  });

  it('C-BUILD-2 the limits of a fleet: ships, cards, one fog, minefields', () => {
    let s = quickGame({ maxShips: 2, maxCards: 1, level: 'army' });
    s = step(step(s, 'buy', { item: 'ship', id: 'DD' }), 'buy', { item: 'ship', id: 'DD' });
    expect(tryStep(s, 'buy', { item: 'ship', id: 'DD' }).ok).toBe(false);
    s = step(s, 'buy', { item: 'card', id: 'radar' });
    expect(tryStep(s, 'buy', { item: 'card', id: 'radar' }).ok).toBe(false);
    s = step(s, 'buy', { item: 'extra', id: 'fog' });
    const again = tryStep(s, 'buy', { item: 'extra', id: 'fog' });
    expect(again.ok || again.error.message).toBe('Fog is bought once: it already covers the whole sea.');
  });

  it('C-BUILD-3 anything bought may be taken back until the side finishes; "fill" buys at random up to the budget', () => {
    let s = quickGame({ level: 'brigade' });
    s = step(step(s, 'buy', { item: 'ship', id: 'BB' }), 'sell', { item: 'ship', id: 'BB' });
    expect(dataOf(s).builds.blue.ships).toEqual([]);
    s = step(s, 'fill');
    const b = dataOf(s).builds.blue;
    expect(spent(s, defaults, b)).toBeLessThanOrEqual(50);
    expect(legalOf(s, 'fill')).toEqual([]); // nothing more fits
    expect(b.ships.length).toBeGreaterThan(0); // a ship first: the fleet can finish
    expect(legalOf(s, 'finish')).toHaveLength(1);
  });

  it('C-BUILD-4 a side finishes only with a ship, every minefield placed and, in commander elimination, its commander named', () => {
    let s = quickGame({ objective: 'commanderElimination' });
    expect(tryStep(s, 'finish').ok).toBe(false);
    s = step(s, 'buy', { item: 'ship', id: 'CA' });
    const r = tryStep(s, 'finish');
    expect(!r.ok && r.error.message).toMatch(/Name the ship that carries your commander/);
    s = step(s, 'commander', { ship: 0 });
    s = step(s, 'buy', { item: 'extra', id: 'minefield' });
    expect(tryStep(s, 'finish').ok).toBe(false);
    expect(legalActions(s).every((a) => a.type === 'module' && (a.action === 'placeMinefield' || a.action === 'sell'))).toBe(true);
    s = step(s, 'placeMinefield', { node: 'K8' });
    expect(tryStep(s, 'finish').ok).toBe(true);
  });
});

describe('module C: secrecy and the muster', () => {
  it('C-SECRET-1 while a side builds, the other sees nothing of it and has the same choices whatever was bought', () => {
    const a = buildAndFinish(quickGame(), ['BB', 'BB', 'DD']);
    const b = buildAndFinish(quickGame(), ['CA']);
    expect(a.toAct).toBe('red');
    const seen = (s: typeof a) => ({ view: { ...viewFor(s, 'red'), rng: undefined }, legal: legalActions(s) });
    expect(seen(b)).toEqual(seen(a));
    expect(dataOf(viewFor(a, 'red') as never).builds.blue.ships).toEqual([]);
    expect(dataOf(viewFor(a, 'blue') as never).builds.blue.ships).toEqual(['BB', 'BB', 'DD']);
  });

  it('C-SECRET-2 both built: the ships become the fleets to set up in task forces (public, R-TF-1), the cards the decks', () => {
    let s = quickGame();
    s = buildAndFinish(s, ['CA', 'DD'], (x) => step(x, 'buy', { item: 'card', id: 'radar' }));
    s = buildAndFinish(s, ['SS']);
    expect(s.pending).toEqual({ kind: 'taskForceSetup', player: 'blue' });
    expect(s.taskForces!.reserve.blue.map((x) => x.class)).toEqual(['CA', 'DD']);
    expect(s.taskForces!.reserve.red.map((x) => x.id)).toEqual(['red-ss-1']);
    expect(s.cards.blue.deck).toEqual(['radar']);
    expect(s.cards.red.deck).toEqual([]);
    expect(viewFor(s, 'red').cards.blue.deckSize).toBe(1); // how many, not which
  });

  it('C-ROLE-1 the bigger spender attacks; a map may name the attacker instead', () => {
    let s = buildAndFinish(quickGame(), ['DD']);
    s = buildAndFinish(s, ['BB']);
    expect(battleOf(s)!.attacker).toBe('red');
    expect(battleOf(s)!.spent).toEqual({ blue: 2, red: 4 });
    let t = quickGame({ objective: 'ambush' }, 1, 'passage');
    t = buildAndFinish(buildAndFinish(t, ['DD']), ['BB']);
    expect(battleOf(t)!.attacker).toBe('blue');
  });

  it('C-BUILD-5 a building step is refused when no fleet is built, and its params are checked', () => {
    let s = buildAndFinish(quickGame(), ['DD']);
    s = buildAndFinish(s, ['DD']);
    expect(tryStep(s, 'buy', { item: 'ship', id: 'DD' }).ok).toBe(false);
    const bad = tryStep(quickGame(), 'buy', { item: 'boat', id: 'DD' });
    expect(!bad.ok && bad.error.code).toBe('action/malformed');
    expect(act('finish')).toEqual({ type: 'module', module: 'fleetBuilding', action: 'finish', params: {} });
  });
});
