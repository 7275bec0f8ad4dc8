// Module N test fixtures: the bundled scenario, small boards written as rows, and arranged games.
import { applyAction, createGame, type GameState } from '../../../engine';
import { navalData, randomArrangement, type NavalData, type NavalOptions } from '../rules/index';
import navalBattle from '../../../scenarios/naval-battle.json';

/** The bundled scenario as shipped (its own fleet, plane reach and turn limit). */
export const BUNDLED_NAVAL = navalBattle as unknown as Record<string, unknown>;
/**
 * The bundled scenario's board and ports under the rules' defaults (MODULES.md §N: the 29-ship table, the
 * plane's reach 4, no turn limit): the tests of single rules check the rules, not the scenario's choices.
 */
export const NAVAL_SCENARIO: Record<string, unknown> = (() => {
  const s = JSON.parse(JSON.stringify(navalBattle)) as { rules: { modules: { options: Record<string, unknown> }[] } };
  for (const k of ['classes', 'fleet', 'strikeRange', 'planeStrength', 'turnLimit']) delete s.rules.modules[0].options[k];
  return s as unknown as Record<string, unknown>;
})();
export const optionsOf = (s: GameState): NavalOptions => s.setup.modules!.find((m) => m.id === 'navalBattle')!.options as NavalOptions;
export const dataOf = (s: GameState): NavalData => navalData(s)!;

export function ok(state: GameState, action: unknown): GameState {
  const r = applyAction(state, action);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message} (${JSON.stringify(action)})`);
  return r.state;
}
export const naval = (action: string, params?: unknown) => ({ type: 'module', module: 'navalBattle', action, ...(params === undefined ? {} : { params }) });

export function newGame(scenario: unknown = NAVAL_SCENARIO, seed = 1): GameState {
  const g = createGame(scenario, seed);
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  return g.state;
}

/** Both fleets arranged at random (seeded), the battle begun. */
export function battleGame(seed = 1, scenario: unknown = NAVAL_SCENARIO): GameState {
  let s = newGame(scenario, seed);
  for (let k = 0; k < 2; k++) s = ok(s, naval('arrange', randomArrangement(s, optionsOf(s), s.toAct, seed * 7 + k)));
  return s;
}

/**
 * A game with pieces placed by hand (tests of single rules): the state's naval data rewritten. Ships
 * are [id, owner, class, node]; the rest of the data is fresh (turn 0, nothing revealed).
 */
/** Each side's landing ship and a missile ship, out of the way at home (without them a side can no longer win, N-WIN-2). */
export const HOPES: [string, 'blue' | 'red', string, string][] = [['b-land', 'blue', 'landingShip', 'K1'], ['b-miss', 'blue', 'missileShip', 'L1'], ['r-land', 'red', 'landingShip', 'K18'], ['r-miss', 'red', 'missileShip', 'L18']];

export function staged(base: GameState, ships: [string, 'blue' | 'red', string, string][], extra: Partial<NavalData> = {}, hopes = true): GameState {
  if (hopes) ships = [...ships, ...HOPES];
  const s = JSON.parse(JSON.stringify(base)) as GameState;
  const entry = s.moduleState!.find((m) => m.module === 'navalBattle')!;
  const data = entry.data as NavalData;
  entry.data = {
    ...data,
    pieces: ships.map(([id, owner, cls, node]) => ({ id, owner, kind: cls === 'mine' ? 'mine' : 'ship', class: cls, node, revealed: cls === 'mine' })),
    batteries: [], planes: [], turn: { ship: null, moved: false, attacked: false, struck: false, mineLaid: false },
    cannotWin: { blue: false, red: false }, landed: null, passes: 0, lost: { blue: [], red: [] },
    ...extra,
  } satisfies NavalData;
  return s;
}
