// Module C's test fixtures: a quick battle on a bundled map, building steps, and a battle state with
// ships placed where a test wants them (the fleets built, task-force setup skipped).
import { applyAction, createGame, legalActions, type Action, type GameState, type Unit } from '../../../engine/index';
import { quickBattleScenario } from '../rules/quickBattle';
import { QUICK_MAPS } from '../rules/maps';
import { MODULE_ID, fleetData } from '../rules';

export const mapNamed = (id: string) => QUICK_MAPS.find((m) => m.id === id)!;

export function quickGame(options: Record<string, unknown> = {}, seed = 1, mapId = 'strait'): GameState {
  const g = createGame(quickBattleScenario({ map: mapNamed(mapId), options }), seed);
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  return g.state;
}

export const act = (action: string, params: unknown = {}): Action => ({ type: 'module', module: MODULE_ID, action, params });

export function step(s: GameState, action: string, params: unknown = {}): GameState {
  const r = applyAction(s, act(action, params));
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}
export const tryStep = (s: GameState, action: string, params: unknown = {}) => applyAction(s, act(action, params));

/** Buy these ship classes for the side building now, then finish. */
export function buildAndFinish(s: GameState, ships: string[], extra: (s: GameState) => GameState = (x) => x): GameState {
  for (const id of ships) s = step(s, 'buy', { item: 'ship', id });
  return step(extra(s), 'finish');
}

/** Both sides build (blue's and red's classes), then the state as if setup were done: `placed` ships on the map, nothing on boards. */
export function battle(options: Record<string, unknown>, placed: Omit<Unit, 'id' | 'kind' | 'activated'>[], mapId = 'strait', seed = 1): GameState {
  let s = quickGame({ initiative: 'none', ...options }, seed, mapId);
  const commander = options.objective === 'commanderElimination' ? (x: GameState) => step(x, 'commander', { ship: 0 }) : undefined;
  const classesOf = (p: string) => placed.filter((u) => u.owner === p).map((u) => u.class);
  s = buildAndFinish(s, classesOf(s.toAct), commander);
  s = buildAndFinish(s, classesOf(s.toAct), commander);
  // the built ships' ids are blue-dd-1…: the test's units take them, in order, on the nodes given
  const counts: Record<string, number> = {};
  const units: Record<string, Unit> = {};
  for (const u of placed) {
    const n = (counts[u.owner + u.class] = (counts[u.owner + u.class] ?? 0) + 1);
    const id = `${u.owner}-${u.class.toLowerCase()}-${n}`;
    units[id] = { ...u, id, kind: 'ship', activated: false };
  }
  return { ...s, units, taskForces: undefined, phase: 'play', pending: null, toAct: s.order[0] };
}

export const dataOf = (s: GameState) => fleetData(s)!;
export const legalOf = (s: GameState, action: string) => legalActions(s).filter((a) => a.type === 'module' && a.action === action);

/** Both sides pass (and decline their draws) until the round ends: its end is judged (held rounds counted, the limit). */
export function endRound(s: GameState): GameState {
  const round = s.round;
  for (let k = 0; k < 20 && s.round === round && s.phase !== 'over'; k++) {
    const legal = legalActions(s);
    const a = legal.find((x) => x.type === 'pass') ?? legal.find((x) => x.type === 'declineDraw') ?? legal.find((x) => x.type === 'endActivation') ?? legal.find((x) => x.type === 'module' && x.action === 'chooseOrder');
    if (!a) throw new Error(`no way to end round ${round}: ${JSON.stringify(legal.slice(0, 3))}`);
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}
/** A battle state with tokens to pass with. */
export const withTokens = (s: GameState): GameState => ({ ...s, tokens: { blue: { pool: 2, spent: 0 }, red: { pool: 2, spent: 0 } } });
