// §8.2 in the UI: a click on an own airfield's node (tests/e2e/fixtures/airfield-bomber.json, round 2,
// Blue's bomber placed on the airfield A5 in round 1 facing E, a red destroyer at C5 in its zone).
// The air operation comes first while the airfield can operate; once it cannot, the click selects the
// bomber standing there; with neither, the engine's refusal of the air operation is shown.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Action } from '../../src/engine/index';
import { useUiStore } from '../../src/store/index';
import { clickNode } from '../../src/ui/game/interact';
import { canOperate, ownAirfieldAt, readyBombersAt } from '../../src/ui/game/select';
import { getMapLayout } from '../../src/ui/map/layout';
import fixture from '../e2e/fixtures/airfield-bomber.json';
import '../setup/screenModules';

const AF = 'blue-airfield-1';
const B1 = `${AF}/bomber-1`;
const store = () => useUiStore.getState();
const state = () => store().session!.state;
const click = (node: string) => clickNode(node, null, getMapLayout(state().setup.map));
const play = (...steps: Action[]) => {
  for (const a of steps) expect(store().submit(a), a.type).toBe(true);
};

beforeEach(() => {
  expect(store().startGame({ scenarioId: 'airfield-bomber', scenarioRaw: fixture, seed: 1, options: { hideBetweenTurns: false }, names: { blue: 'Anna', red: 'Piotr' } })).toBe(true);
  // both pass in round 1; Piotr, first in round 2, passes at once: Anna plays on alone
  play({ type: 'airOperation', unitId: AF, node: 'A5', heading: 0 }, { type: 'pass' }, { type: 'pass' }, { type: 'pass' });
  expect(state()).toMatchObject({ round: 2, toAct: 'blue' });
});

describe('a click on an own airfield with a bomber over it (§8.2)', () => {
  it('opens the air operation while the airfield can operate', () => {
    expect(canOperate(state(), AF)).toBe(true);
    expect(readyBombersAt(state(), 'A5')).toEqual([B1]);
    expect(ownAirfieldAt(state(), 'A5')).toBe(AF);
    click('A5');
    expect(store()).toMatchObject({ bomberSelected: null, pick: { prompt: 'pick.airOperation', probe: { type: 'airOperation', unitId: AF } } });
  });

  it('selects the bomber once the airfield has operated this round; with neither, the engine says why', () => {
    play({ type: 'airOperation', unitId: AF, node: 'A2', heading: 0 });
    expect(canOperate(state(), AF)).toBe(false);
    click('A5');
    expect(store()).toMatchObject({ bomberSelected: B1, pick: { prompt: 'prompt.bomber' } });
    expect(store().pick!.options).toContainEqual({ node: 'C5', heading: null, action: { type: 'bomberAttack', bomberId: B1, targetId: 'red-DD-1' } });
    // the attack puts the bomber over C5: nothing over the airfield may act now
    play(store().pick!.options.find((o) => o.node === 'C5')!.action!);
    expect(readyBombersAt(state(), 'A5')).toEqual([]);
    store().cancel();
    click('A5');
    expect(store()).toMatchObject({ bomberSelected: null, pick: null });
    expect(store().notice?.error.code).toMatch(/activated/);
  });

  it('with no pool left the bomber over the airfield is selected at once', () => {
    // the second bomber goes to A2, the third (round 3) to A5: the pool is empty, only bomber 1 may act
    play({ type: 'airOperation', unitId: AF, node: 'A2', heading: 0 }, { type: 'pass' });
    expect(state().round).toBe(3);
    if (state().toAct !== 'blue') play({ type: 'pass' });
    play({ type: 'airOperation', unitId: AF, node: 'A5', heading: 0 });
    if (state().toAct !== 'blue') play({ type: 'pass' });
    expect(state().units[AF].bombers).toBe(0);
    expect(readyBombersAt(state(), 'A5')).toEqual([B1]);
    click('A5');
    expect(store()).toMatchObject({ bomberSelected: B1, pick: { prompt: 'prompt.bomber' } });
  });
});
