// The engine's own module actions are applied without parsing their params again (play/modules.ts,
// applyModuleAction's `listed`), as ENB's own actions skip their shape check. That holds only if every
// module lists its actions with params already in the shape their schema gives: checked here over
// random games of every bundled scenario and quick battle that plays a rule module. An action from
// outside (a save file, the screen) is still parsed: a malformed one is refused, naming what is wrong.
import { describe, expect, it } from 'vitest';
import '../../src/modules/registry';
import { applyAction, createGame, legalActions, type Action, type GameState } from '../../src/engine/index';
import { activeModules } from '../../src/engine/modules/registry';
import { bundledScenarios } from '../../src/scenarios/index';
import { moduleScenarios } from '../../src/lab/labModule';
import gunDuel from '../../src/scenarios/gun-duel.json';

type ModuleAct = Extract<Action, { type: 'module' }>;

function paramsOf(state: GameState, a: ModuleAct) {
  const def = activeModules(state).find((m) => m.module.id === a.module)?.module.actions?.find((x) => x.name === a.action);
  if (!def) throw new Error(`no action ${a.module}.${a.action} in the game`);
  return def.params.safeParse(a.params);
}

describe('module actions the engine lists', () => {
  const scenarios = [...(bundledScenarios as Record<string, unknown>[]), ...moduleScenarios().slice(0, 4)];
  it('have params in their parsed shape already, in every module game (so applying them unparsed changes nothing)', () => {
    let seen = 0;
    for (const scenario of scenarios) {
      for (const seed of [1, 2]) {
        const g = createGame(scenario, seed);
        if (!g.ok) throw new Error(JSON.stringify(g.errors));
        let s = g.state;
        if (!activeModules(s).some((m) => m.module.actions?.length)) break;
        let r = seed * 7919;
        for (let step = 0; step < 120 && s.phase !== 'over'; step++) {
          const legal = legalActions(s);
          const mods = legal.filter((a): a is ModuleAct => a.type === 'module');
          for (let k = 0; k < Math.min(mods.length, 24); k++) { // a spread of them (a naval turn lists hundreds)
            const a = mods[(k * 7919 + step) % mods.length];
            const parsed = paramsOf(s, a);
            expect(parsed.success, `${String(scenario.id)} ${JSON.stringify(a)}`).toBe(true);
            if (parsed.success) expect(parsed.data, `${String(scenario.id)} ${JSON.stringify(a)}`).toEqual(a.params);
            seen++;
          }
          r = (Math.imul(r, 1103515245) + 12345) & 0x7fffffff;
          const next = applyAction(s, legal[r % legal.length]);
          if (!next.ok) throw new Error(`${String(scenario.id)}: ${next.error.message}`);
          s = next.state;
        }
      }
    }
    expect(seen).toBeGreaterThan(500); // the modules' actions were met, not skipped
  });

  it('from outside, a module action with params its schema refuses is refused with what is wrong (and the listed one applies)', () => {
    const g = createGame(gunDuel, 3);
    if (!g.ok) throw new Error(JSON.stringify(g.errors));
    let s = g.state;
    let mod: ModuleAct | undefined;
    for (let step = 0; step < 200 && !mod; step++) {
      const legal = legalActions(s);
      mod = legal.find((a): a is ModuleAct => a.type === 'module' && !!a.params && typeof a.params === 'object' && Object.keys(a.params).length > 0);
      if (!mod) s = (applyAction(s, legal[0]) as { ok: true; state: GameState }).state;
    }
    if (!mod) throw new Error('no module action with params met');
    const plain = JSON.parse(JSON.stringify(mod)) as ModuleAct; // not the engine's own object: parsed
    const key = Object.keys(plain.params as object)[0];
    const broken = { ...plain, params: { ...(plain.params as object), [key]: 12345 } };
    const refused = applyAction(s, broken);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toContain(`params.${key}`);
    expect(applyAction(s, plain).ok).toBe(true);
    expect(applyAction(s, mod).ok).toBe(true);
  });
});
