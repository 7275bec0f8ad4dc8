// What a rule module shows (src/modules/README.md): the screen-side twin of the engine's RuleModule.
// The generic screen never names a module; it asks the screen parts of the game's modules through the
// questions below — each optional: a module that answers none still plays (generic drawing, its actions
// as buttons in the prompt, its events without a log line). A module's screen part lives in its folder
// (src/modules/<id>/screen/) with its strings, is listed once (src/modules/screens.ts) and loads with
// the game, never with the first screen.
import type { ComponentType } from 'react';
import type { Action, GameEvent, GameState, GameView, PlayerId } from '../../engine';
import { addModuleWords, type MessageKey, type MessageParams, type Translate } from '../../i18n';
import type { MapLayout } from '../map/layout';

export type ModuleEvent = Extract<GameEvent, { type: 'module' }>;
export type ModuleActionOf = Extract<Action, { type: 'module' }>;

/** What a log line needs: words, and a unit, a player and a bomber named as the log names them (describe.ts). */
export interface ModuleLineContext { t: Translate; unit(id: string): string; player(p: PlayerId): string; bomber(id: string): string }

/** A module's words: its own keys in English and Polish (the same keys in both). */
export interface ModuleWords { en: Readonly<Record<string, string>>; pl: Readonly<Record<string, string>> }

/** What every state, view and board on screen has: enough for a module to find its part. */
export type Shown = Pick<GameState, 'moduleState' | 'setup' | 'units'>;

/** Damage a unit carries (drawn as pips on the map, told in the fleet panel and on hover). */
export interface DamageMark { unitId: string; damage: number; hull: number }

/** A bomber named for a button: its label as the log names it. */
export type BomberName = (state: GameState, id: string) => string;

export interface ScreenModule {
  /** The id of the engine's module it shows (`rules.modules[].id`). */
  id: string;
  /** Its words (EN, PL): they join the dictionaries when the screen part loads. */
  words?: ModuleWords;
  /** Start screen and end report: its options in words ("initiative rolled on a d10 each round"), or null for the generic wording. */
  optionLines?(t: Translate, options: unknown): string | null;
  /** The log and "Since your last turn": the line of one of its events, or null (no line). */
  logLine?(c: ModuleLineContext, name: string, data: Record<string, unknown>, e: ModuleEvent): string | null;
  /** Map layers: drawn on the tokens layer, under the tokens (weather, targets…). */
  drawUnder?(ctx: CanvasRenderingContext2D, layout: MapLayout, state: GameState | GameView): void;
  /** Map layers: drawn on the tokens layer, over the tokens (guns, damaged bombers…). */
  drawOver?(ctx: CanvasRenderingContext2D, layout: MapLayout, state: GameState | GameView): void;
  /** Damage carried by units (the map's pips, the fleet panel, the hover card). */
  damage?(state: Shown): readonly DamageMark[];
  /** Something shown over the map (DOM): the dice just rolled… */
  MapOverlay?: ComponentType;
  /** Side-panel sections (the VP track…). */
  Panel?: ComponentType;
  /** Prompt: its module actions as buttons (filtered, merged…); absent: every one of its actions is a button. */
  buttons?(actions: readonly ModuleActionOf[]): readonly ModuleActionOf[];
  /** Prompt: the label of one of its buttons, or null for the generic label. */
  buttonLabel?(t: Translate, state: GameState | null, a: ModuleActionOf, bomber: BomberName): string | null;
  /** Prompt: a button that starts a choice on the map instead of submitting at once; true when it did. */
  startPick?(state: GameState, a: ModuleActionOf, bomber: BomberName): boolean;
  /**
   * A click (or the Enter key) on a map node while one of its choices is open: the action it means, a
   * refusal to show (the engine's "why not here"), or null when the module has no say there.
   */
  click?(state: GameState, node: string): { action: Action } | { refusal: { key: MessageKey; params?: MessageParams } } | { cancel: true } | null;
  /** Help pages it adds to the guide: a title key and the page's text keys. */
  help?: readonly { title: string; body: readonly string[] }[];
}

const screens = new Map<string, ScreenModule>();
const loaders = new Map<string, () => Promise<ScreenModule>>();

/** Register a module's screen part; the same id twice is a mistake in the module list, said at start-up. */
export function registerScreenModule(m: ScreenModule): void {
  const known = screens.get(m.id);
  if (known === m) return;
  if (known) throw new Error(`the screen part of rule module "${m.id}" is registered twice (src/modules/screens.ts lists each module once)`);
  screens.set(m.id, m);
  if (m.words) addModuleWords(m.words);
  bySetup = new WeakMap(); // a game looked up before it loaded sees it now
}

/** Remove a screen part (tests). */
export function unregisterScreenModule(id: string): void {
  screens.delete(id);
  bySetup = new WeakMap();
}

/** List a module's screen part, loaded with the game (src/modules/screens.ts). */
export function listScreenModule(id: string, load: () => Promise<ScreenModule>): void {
  if (loaders.has(id)) throw new Error(`rule module "${id}" is listed twice in src/modules/screens.ts`);
  loaders.set(id, load);
}

const loading = new Map<string, Promise<void>>();
/** Load listed screen parts (each once), all of them by default: the game loads them before it shows; the start screen those of the scenario it describes. */
export function loadScreenModules(ids: readonly string[] = [...loaders.keys()]): Promise<void> {
  return Promise.all(ids.map((id) => {
    const load = loaders.get(id);
    if (!load || screens.has(id)) return undefined;
    let p = loading.get(id);
    if (!p) loading.set(id, (p = load().then(registerScreenModule, (e: unknown) => { loading.delete(id); throw e; })));
    return p;
  })).then(() => undefined);
}

/** Whether these listed screen parts have loaded (a module listed nowhere counts as loaded: it has none). */
export const screenModulesLoaded = (ids: readonly string[]): boolean => ids.every((id) => !loaders.has(id) || screens.has(id));

export const screenModule = (id: string): ScreenModule | undefined => screens.get(id);

const NONE: readonly ScreenModule[] = [];
let bySetup = new WeakMap<object, readonly ScreenModule[]>();
/** The screen parts of a game's modules, in its order (looked up once per game: the setup is shared by every state). */
export function screenModulesOf(state: Pick<GameState, 'setup'> | null | undefined): readonly ScreenModule[] {
  if (!state) return NONE;
  const { setup } = state;
  if (!setup.modules?.length) return NONE;
  let found = bySetup.get(setup);
  if (!found) {
    found = setup.modules.flatMap((u) => screens.get(u.id) ?? []);
    bySetup.set(setup, found);
  }
  return found;
}

/**
 * What is wrong with the screen parts against the engine's modules, in words for the console: a screen
 * part whose module the engine does not know (it is never asked), a module the engine plays without a
 * screen part (it still plays: generic drawing, its actions as buttons).
 */
export function screenModuleProblems(engineModules: readonly string[]): string[] {
  const out: string[] = [];
  for (const id of screens.keys())
    if (!engineModules.includes(id)) out.push(`the screen part of rule module "${id}" has no module in the engine (known: ${engineModules.join(', ') || 'none'}): it is not used`);
  for (const id of engineModules)
    if (!screens.has(id)) out.push(`rule module "${id}" has no screen part: it plays with the generic drawing, its actions as buttons in the prompt`);
  return out;
}

/** Damage marks of every module of the game. */
export function moduleDamage(state: Shown): readonly DamageMark[] {
  const mods = screenModulesOf(state);
  if (mods.length === 0) return [];
  if (mods.length === 1) return mods[0].damage?.(state) ?? [];
  return mods.flatMap((m) => m.damage?.(state) ?? []);
}

/** A module's own words as a typed translate function (its keys are not the first screen's MessageKey). */
export const wordsOf = <K extends string>(t: Translate) => t as unknown as (key: K, params?: MessageParams) => string;
