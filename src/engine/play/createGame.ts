// Creating a game: validate the scenario and resolve its ruleset (once per scenario text:
// checkedScenarios.ts), check its rule modules, open the game, then (once the first player is settled) the modules' setup phases, ENB's setup and round 1.
// Bad input of any kind is refused with every error's path and reason; nothing throws.
import { settleIndex } from '../rules/movement/stateIndex';
import { settleUnits } from '../core/draft';
import { parseScenario, type Scenario } from '../../scenarios/schema';
import { capRefusals } from '../../scenarios/quoteCap';
import { resolveRuleset, type Ruleset } from '../../scenarios/rulesetSchema';
import { checkedScenario, rememberScenario, scenarioText } from './checkedScenarios';
import type { DataError } from '../../scenarios/mapSchema';
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/types';
import { checkModuleData, checkModules, moduleById, modulesListed } from '../modules/registry';
import type { TopologyId } from '../modules/module';
import { openGame } from '../rules/setup/setup';
import { startPlay } from './modules';

export type CreateResult = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; errors: DataError[] };

/** Open a game of a scenario with a seed, or every refusal (each quoting at most ~60 characters of the file). */
export const createGame = (scenarioJson: unknown, seed: number): CreateResult => capRefusals(openScenario(scenarioJson, seed));

/**
 * A scenario checked for play as createGame checks it — its schema, ruleset, rule modules and their
 * options, the map's topology — without opening a game: a scenario file is checked so when it is added
 * to the list, not only at Start.
 */
export const checkScenarioForPlay = (scenarioJson: unknown): { ok: true } | { ok: false; errors: DataError[] } => {
  const r = readyScenario(scenarioJson);
  return r.ok ? { ok: true } : capRefusals(r);
};

type Ready = { ok: true; sc: Scenario; rules: Ruleset; uses: ReturnType<typeof checkModules> & { ok: true } } | { ok: false; errors: DataError[] };

function readyScenario(scenarioJson: unknown): Ready {
  const text = scenarioText(scenarioJson);
  const known = text === null ? undefined : checkedScenario(text);
  let sc: Scenario, rules: Ruleset;
  if (known) ({ sc, ruleset: rules } = known);
  else {
    const parsed = parseScenario(scenarioJson);
    if (!parsed.ok) return parsed;
    sc = parsed.value;
    const ruleset = resolveRuleset(sc.ruleset, sc.rules);
    if (!ruleset.ok) return ruleset;
    rules = ruleset.value;
    if (text !== null) rememberScenario(text, sc, rules);
  }
  const topology: TopologyId = sc.map.topology ?? 'lattice';
  const listed = modulesListed(sc.rules);
  const modules = checkModules(listed.raw, topology);
  if (!modules.ok) return { ok: false, errors: modules.errors.map((e) => ({ ...e, path: listed.at(e.path) })) };
  const moduleErrors = checkModuleData(modules.uses, sc, rules);
  if (moduleErrors.length) return { ok: false, errors: moduleErrors };
  // ENB's own rules (headings, rays, turns) are the lattice's: another grid needs a module that plays on it
  if (topology !== 'lattice' && !modules.uses.some((u) => moduleById(u.id)?.topology === topology))
    return { ok: false, errors: [{ path: 'map.topology', message: `a ${topology} map needs a rule module that plays on it (rules.modules); ENB's own rules play on the lattice` }] };
  return { ok: true, sc, rules, uses: modules };
}

function openScenario(scenarioJson: unknown, seed: number): CreateResult {
  if (!Number.isSafeInteger(seed)) return { ok: false, errors: [{ path: 'seed', message: 'the seed must be a whole number' }] };
  const ready = readyScenario(scenarioJson);
  if (!ready.ok) return ready;
  const d = openGame(ready.sc, ready.rules, seed, ready.uses.uses);
  if (!d.s.pending) startPlay(d); // R-ORDER-1: after a roll, once the winner has chosen (play/apply.ts)
  settleUnits(d);
  settleIndex(d);
  return { ok: true, state: d.s, events: d.events };
}
