// What a rule module shows (src/modules/README.md): the screen-side twin of the engine's RuleModule.
// The generic screen never names a module; it asks the screen parts of the game's modules through the
// questions below — each optional: a module that answers none still plays (generic drawing, its actions
// as buttons in the prompt, its events without a log line). A module's screen part lives in its folder
// (src/modules/<id>/screen/) with its strings, is listed once (src/modules/screens.ts) and loads with
// the game, never with the first screen.
import type { ComponentType, ReactNode } from 'react';
import type { Action, GameEvent, GameState, GameView, PlayerId } from '../../engine';
import type { Direction } from '../../engine/geometry';
import type { Pick as MapPick } from '../../store';
import { addModuleWords, type Language, type MessageKey, type MessageParams, type Translate } from '../../i18n';
import type { MapLayout } from '../map/layout';

export type ModuleEvent = Extract<GameEvent, { type: 'module' }>;
export type ModuleActionOf = Extract<Action, { type: 'module' }>;

/** What a log line needs: words, and a unit, a player and a bomber named as the log names them (describe.ts). */
export interface ModuleLineContext { t: Translate; lang?: Language; setup?: GameState['setup']; unit(id: string): string; player(p: PlayerId): string; bomber(id: string): string }

/** A module's words: its own keys in English and Polish (the same keys in both). */
export interface ModuleWords { en: Readonly<Record<string, string>>; pl: Readonly<Record<string, string>> }

/** What every state, view and board on screen has: enough for a module to find its part. */
export type Shown = Pick<GameState, 'moduleState' | 'setup' | 'units'>;

/** Damage a unit carries (drawn as pips on the map, told in the fleet panel and on hover). */
export interface DamageMark { unitId: string; damage: number; hull: number }

/** A bomber named for a button or a prompt, as the log names it. */
export type BomberName = (id: string) => string;
/** Where an action is on the map: its node (and heading, for an entry). */
export interface Place { node: string; heading: Direction | null }

/** A scenario file's JSON as the editor edits it (the module's own options at `rules.modules[k].options`). */
export type ScenarioJson = Readonly<Record<string, unknown>>;

/** A tool of the scenario editor for what the module adds to a scenario (its guns, its ports…). */
export interface ModuleEditorTool {
  /** Unique within the module (the button's test id is `editor-tool-<module>-<id>`). */
  id: string;
  /** The button's label, in the module's words. */
  label(t: Translate): string;
  /** A press on a node with the tool: the scenario edited (a new object; the same one when nothing changed). `side`: the side chosen in the editor. */
  apply(scenario: ScenarioJson, node: string, side: PlayerId): ScenarioJson;
  /** What it marks on the editor's map: a short text on a node. */
  marks?(scenario: ScenarioJson): readonly { node: string; text: string }[];
}

/**
 * One of a module's options shown in the editor as a form field — a whole number, or a choice — read
 * from and written to the module's options (`rules.modules[].options`), so a designer sets it without
 * writing JSON. Left empty, the module's default applies (shown in the field).
 */
export interface ModuleEditorSetting {
  /** Unique within the module (the field's test id is `editor-setting-<module>-<id>`). */
  id: string;
  label(t: Translate): string;
  /** A heading the settings are grouped under (consecutive settings with the same heading share it). */
  group?(t: Translate): string;
  /** A choice among these values; absent: a whole number within `min`…`max`. */
  choices?: readonly { value: string; label(t: Translate): string }[];
  min?: number;
  max?: number;
  /** Its value in the module's options, or undefined (not given: the default applies). */
  read(options: Readonly<Record<string, unknown>>): string | number | undefined;
  /** The default, in words, shown while it is not given. */
  shownDefault(t: Translate): string;
  /** The options with it set; undefined: taken out (back to the default). A new object; the input is never changed. */
  write(options: Readonly<Record<string, unknown>>, value: string | number | undefined): Record<string, unknown>;
}

export interface ScreenModule {
  /** The id of the engine's module it shows (`rules.modules[].id`). */
  id: string;
  /** Its words (EN, PL): they join the dictionaries when the screen part loads. */
  words?: ModuleWords;
  /** Start screen and end report: its options in words ("initiative rolled on a d10 each round"), or null for the generic wording. */
  optionLines?(t: Translate, options: unknown): string | null;
  /** Objective and score: when its victory rule decides a game without objectives, that rule in words (`options` as the scenario lists them). */
  objective?(t: Translate, options: unknown, rounds: number): string | null;
  /** The log and "Since your last turn": the line of one of its events, or null (no line). */
  logLine?(c: ModuleLineContext, name: string, data: Record<string, unknown>, e: ModuleEvent): string | null;
  /** Map layers: drawn under the zones and tokens (weather…). */
  drawUnder?(ctx: CanvasRenderingContext2D, layout: MapLayout, state: GameState): void;
  /** Map layers: drawn over the tokens (targets, guns, damaged bombers…). */
  drawOver?(ctx: CanvasRenderingContext2D, layout: MapLayout, state: GameState): void;
  /** Map layers: its choices on the marks layer (what a gun may fire at…), with the open pick. */
  drawChoices?(ctx: CanvasRenderingContext2D, layout: MapLayout, state: GameState, pick: MapPick | null): void;
  /** Map legend entries for what its layers draw: a key (test id `legend-<key>`), an SVG swatch (28 × 20) and its label. */
  legend?(t: Translate): readonly { key: string; swatch: ReactNode; label: string }[];
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
   * A click (or the Enter key) on a map node that no ship of the player to act and no open activation
   * takes: true when the module took it (it submitted an action, opened a pick of its choices, or showed
   * the engine's "why not here"); false when it has no say there.
   */
  click?(state: GameState, node: string): boolean;
  /** A click on a map node while one of its decisions is pending (asked before anything else reads the click): true when it took it (module D's declarations). */
  decisionClick?(state: GameState, node: string): boolean;
  /** Prompt: a part of the prompt bar under its buttons (module D's declared attacks), from the viewer's view and the legal actions. */
  PromptPart?: ComponentType<{ view: GameView | null; legal: readonly Action[] }>;
  /** Where one of its actions is on the map (a pick's option), or null. */
  place?(state: GameState, a: ModuleActionOf): Place | null;
  /** Whether one of its actions belongs to a selected bomber (a click on its node takes it: a bomb run). */
  bomberAction?(a: ModuleActionOf, bomberId: string): boolean;
  /**
   * A game of its own (on its own board): the whole game screen — its board, its panels, its log — drawn by
   * the module instead of ENB's map and panels (GameScreen asks it; the top bar and the covers stay).
   */
  Screen?: ComponentType;
  /** The top bar: its game's progress in words ("Move 3") instead of the round, and whether the command tokens show; null for ENB's. */
  status?(t: Translate, view: Shown): { progress: string; tokens: boolean } | null;
  /** The top bar's score: each side's standing under its victory rule, compact ("VP 12/23"), from the engine's figures; null for ENB's objectives. */
  score?(t: Translate, view: Shown): Record<PlayerId, string> | null;
  /** The first-game hints: lines about what it puts on the map (its guns, its targets…), after ENB's. */
  hints?(t: Translate): readonly string[];
  /** Its game has no rounds: the log has no "the game starts, N rounds" line (its own event says the battle begins). */
  noRounds?: boolean;
  /** The scenario editor: its tools, offered while the scenario being edited plays with the module. */
  editorTools?: readonly ModuleEditorTool[];
  /** The scenario editor: its options as form fields (levels, tables, counts…), for this scenario (e.g. one row per class it plays). */
  editorSettings?(scenario: ScenarioJson): readonly ModuleEditorSetting[];
  /** Help pages it adds to the guide (HelpDialog) while a game plays with it: a title key and the page's paragraph keys, its words. */
  help?: readonly { title: string; body: readonly string[] }[];
}

const screens = new Map<string, ScreenModule>();
let version = 0;
const listeners = new Set<() => void>();
/** Subscribe to screen parts arriving (React: useSyncExternalStore). */
export function onScreenModules(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const screenModulesVersion = (): number => version;
const loaders = new Map<string, () => Promise<ScreenModule>>();

/**
 * What the start screen tells of a scenario that plays with a module before any of the module's code
 * loads: listed with it (src/modules/screens.ts), so it is small — a label in each language, a flag.
 */
export interface StartPart {
  /** The scenario list's line under the scenario's name, instead of its rounds. */
  label?: Readonly<Record<Language, string>>;
  /** A game of its own (its own board: no lattice, rounds, units or ENB rule options): the details show its description only. */
  ownGame?: boolean;
  /**
   * A start-screen entry of its own (module C's "Quick battle"): a button with this label; `open` loads
   * the module's dialog and shows it (in a root of its own over the page, so the first screen carries
   * nothing of it); the dialog makes a scenario (the store's loadScenarioFile adds it to the list) and closes.
   */
  entry?: { label: Readonly<Record<Language, string>>; open: () => void };
}
const starts = new Map<string, StartPart>();

/** The modules' start-screen entries (StartPart.entry), in the list's order. */
export const startEntries = () => [...starts].flatMap(([id, s]) => (s.entry ? [{ id, ...s.entry }] : []));

/** The start part of the first module a scenario (as read from its file, unchecked) plays with that has one, else null. */
export function moduleStart(scenario: { rules?: Record<string, unknown> }): StartPart | null {
  const modules = scenario.rules?.modules;
  if (!Array.isArray(modules)) return null;
  for (const m of modules as { id?: unknown }[]) {
    const start = typeof m?.id === 'string' ? starts.get(m.id) : undefined;
    if (start) return start;
  }
  return null;
}

/** Register a module's screen part; the same id twice is a mistake in the module list, said at start-up. */
export function registerScreenModule(m: ScreenModule): void {
  const known = screens.get(m.id);
  if (known === m) return;
  if (known) throw new Error(`the screen part of rule module "${m.id}" is registered twice (src/modules/screens.ts lists each module once)`);
  screens.set(m.id, m);
  if (m.words) addModuleWords(m.words);
  bySetup = new WeakMap(); // a game looked up before it loaded sees it now
  version++;
  for (const l of listeners) l();
}

/** Remove a screen part (tests). */
export function unregisterScreenModule(id: string): void {
  screens.delete(id);
  bySetup = new WeakMap();
}

/** List a module's screen part, loaded with the game, and its start part, at once (src/modules/screens.ts). */
export function listScreenModule(id: string, load: () => Promise<ScreenModule>, start?: StartPart): void {
  if (loaders.has(id)) throw new Error(`rule module "${id}" is listed twice in src/modules/screens.ts`);
  loaders.set(id, load);
  if (start) starts.set(id, start);
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

/** A click on the map for the game's modules (looked up once per game): true when one took it. */
export function moduleClick(state: GameState, node: string): boolean {
  for (const m of screenModulesOf(state)) if (m.click?.(state, node)) return true;
  return false;
}

/** A click on the map while a decision of one of the game's modules is pending: true when that module took it. */
export function moduleDecisionClick(state: GameState, node: string): boolean {
  if (state.pending?.kind !== 'moduleSetup') return false;
  const id = state.pending.module;
  return screenModulesOf(state).some((m) => m.id === id && !!m.decisionClick?.(state, node));
}

/** The objective a module's victory rule sets when a game has no objectives (the first module that has one), else null. */
export function moduleObjective(t: Translate, modules: unknown, rounds: number): string | null {
  if (!Array.isArray(modules)) return null;
  for (const use of modules as { id?: unknown; options?: unknown }[]) {
    const line = typeof use?.id === 'string' ? screens.get(use.id)?.objective?.(t, use.options, rounds) : null;
    if (line) return line;
  }
  return null;
}

/** The whole screen of a game of a module's own (the first of the game's modules that draws one), else null: ENB's screen. */
export function moduleScreen(modules: unknown): ComponentType | null {
  if (!Array.isArray(modules)) return null;
  for (const m of modules as { id?: unknown }[]) {
    const Screen = typeof m?.id === 'string' ? screens.get(m.id)?.Screen : undefined;
    if (Screen) return Screen;
  }
  return null;
}

/** The top bar's progress of a game of a module's own (the first of its modules that answers), else null: ENB's round and tokens. */
export function moduleStatus(t: Translate, view: Shown): { progress: string; tokens: boolean } | null {
  for (const m of screenModulesOf(view)) {
    const status = m.status?.(t, view);
    if (status) return status;
  }
  return null;
}

/** The top bar's score of the first of the game's modules that keeps its own (module L's VP), else null. */
export function moduleScore(t: Translate, view: Shown): Record<PlayerId, string> | null {
  for (const m of screenModulesOf(view)) {
    const score = m.score?.(t, view);
    if (score) return score;
  }
  return null;
}

/** The first-game hints the game's modules add (what their marks on the map are). */
export const moduleHints = (t: Translate, state: Pick<GameState, 'setup'>): string[] => screenModulesOf(state).flatMap((m) => m.hints?.(t) ?? []);

/** Whether a game has no rounds (one of its modules says so). */
export const moduleNoRounds = (state: Pick<GameState, 'setup'>): boolean => screenModulesOf(state).some((m) => !!m.noRounds);

/** Every registered screen part (tests: their words). */
export const registeredScreenModules = (): ScreenModule[] => [...screens.values()];

/** A module's own words as a typed translate function (its keys are not the first screen's MessageKey). */
export const wordsOf = <K extends string>(t: Translate) => t as unknown as (key: K, params?: MessageParams) => string;
