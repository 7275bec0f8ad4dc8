// Issue 35, the module kit's bad input: a module registered twice, a screen part for a module the
// engine does not know, a scenario naming a module with no screen part (it still plays: generic
// drawing, its actions as buttons, no log line) — each a clear message, never a blank screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, registeredModules, registerModule, unregisterModule, type Action, type GameState } from '../../src/engine/index';
import { registerBotModule } from '../../src/bots/index';
import { hasMessage, translate } from '../../src/i18n';
import {
  listScreenModule, moduleClick, moduleDamage, moduleObjective, registerScreenModule, screenModule, screenModuleProblems, screenModulesOf, unregisterScreenModule,
} from '../../src/ui/modules/screenModule';
import { moduleLine } from '../../src/ui/game/moduleLines';
import { moduleActionKey } from '../../src/ui/game/ModuleButtons';
import { actionPlace } from '../../src/ui/game/pick';
import { probeModule } from '../engine/modules/probeModule';
import { tinyScenario } from '../engine/fixtures/tiny';
import '../setup/screenModules';

beforeAll(() => registerModule(probeModule));
afterAll(() => unregisterModule('probe'));

describe('a module registered twice is refused at start-up, with its id', () => {
  it('the engine: another module under a taken id throws; the same module again is nothing new', () => {
    expect(() => registerModule(probeModule)).not.toThrow();
    expect(() => registerModule({ ...probeModule, name: { en: 'Other probe', pl: 'Inna sonda' } })).toThrow(/two rule modules are registered under the id "probe" \("Probe" and "Other probe"\)/);
  });

  it('the screen side: a second screen part, or the list naming a module twice, throws', () => {
    const dice = screenModule('dice')!;
    expect(dice).toBeDefined();
    expect(() => registerScreenModule(dice)).not.toThrow();
    expect(() => registerScreenModule({ id: 'dice' })).toThrow(/the screen part of rule module "dice" is registered twice/);
    expect(() => listScreenModule('dice', async () => dice)).toThrow(/rule module "dice" is listed twice/);
  });

  it('the bots: a second bot part throws', () => {
    registerBotModule({ id: 'probe' });
    expect(() => registerBotModule({ id: 'probe' })).toThrow(/the bot part of rule module "probe" is registered twice/);
  });
});

describe('screen parts and engine modules that do not match are said at load', () => {
  it('a screen part for a module the engine does not know', () => {
    registerScreenModule({ id: 'ghost' });
    try {
      expect(screenModuleProblems(registeredModules())).toContain(`the screen part of rule module "ghost" has no module in the engine (known: ${registeredModules().join(', ')}): it is not used`);
    } finally {
      unregisterScreenModule('ghost');
    }
  });

  it('an engine module without a screen part', () => {
    expect(screenModuleProblems(registeredModules())).toContain('rule module "probe" has no screen part: it plays with the generic drawing, its actions as buttons in the prompt');
    expect(screenModuleProblems(registeredModules()).join('\n')).not.toMatch(/"dice"|"airDefence"/);
  });
});

describe('a scenario naming a module with no screen part still plays', () => {
  let state: GameState;
  beforeAll(() => {
    const g = createGame(tinyScenario({ units: [['blue', 'BB', 'B4', 'E', 'bb'], ['red', 'DD', 'D4', 'E', 'rdd']], rules: { modules: [{ id: 'probe' }] } }), 1);
    if (!g.ok) throw new Error(JSON.stringify(g.errors));
    state = g.state;
  });

  it('the screen asks no screen part: generic drawing, no damage, no objective of its own, no click taken', () => {
    expect(screenModulesOf(state)).toEqual([]);
    expect(moduleDamage(state)).toEqual([]);
    expect(moduleObjective((k, p) => translate('en', k, p), state.setup.modules, state.setup.rounds)).toBeNull();
    expect(moduleClick(state, 'C4')).toBe(false);
  });

  it('its actions are buttons with a generic label, played as they are', () => {
    const signal = legalActions(state).find((a): a is Extract<Action, { type: 'module' }> => a.type === 'module' && a.module === 'probe');
    expect(signal).toBeDefined();
    const key = moduleActionKey(signal!);
    expect(hasMessage(key)).toBe(false);
    expect(translate('en', 'module.action', { module: signal!.module, action: `${signal!.action} ${JSON.stringify(signal!.params)}` })).toBe('probe: signal {"text":"hello"}');
    expect(actionPlace(state, signal!)).toBeNull(); // not a map choice: a button
    const r = applyAction(state, signal!);
    expect(r.ok).toBe(true);
  });

  it('its events have no log line (nothing breaks)', () => {
    const c = { t: (k: Parameters<typeof translate>[1], p?: Parameters<typeof translate>[2]) => translate('en', k, p), unit: (id: string) => id, player: (p: string) => p, bomber: (id: string) => id };
    expect(moduleLine(c, { type: 'module', module: 'probe', name: 'signalled', data: {} })).toBeNull();
  });
});

describe('a game that plays with a module on the kit asks its screen part once per game', () => {
  it('the screen parts of a game are looked up once: the same list for every state of the game', () => {
    const g = createGame(tinyScenario({ units: [['blue', 'BB', 'B4', 'E', 'bb'], ['red', 'DD', 'D4', 'E', 'rdd']], rules: { combat: 'dice' } }), 1);
    if (!g.ok) throw new Error(JSON.stringify(g.errors));
    const list = screenModulesOf(g.state);
    expect(list.map((m) => m.id)).toEqual(['dice']);
    expect(screenModulesOf({ ...g.state })).toBe(list);
  });
});
