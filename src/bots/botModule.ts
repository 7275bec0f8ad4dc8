// What a rule module teaches the bots (src/modules/README.md): the bot-side twin of RuleModule and
// ScreenModule, registered once from the module list (src/modules/registry.ts): its part of the
// evaluation (evaluate.ts), and for a game of its own (on its own board) the shortlist of its actions worth
// weighing, the playouts' choice in its decisions and the determinization of what it hides. The bots
// never name a module; they ask the game's registered ones.
import type { Action, GameState } from '../engine/index';
import { registerEvaluation, type ModuleEvaluation } from './evaluate';
import type { BotRandom } from './random';
import { registerStrikeWorth, unregisterStrikeWorth, type StrikeWorth } from './strikeWorth';

export interface BotModule {
  /** The id of the engine's module it plays. */
  id: string;
  /** Its part of how good a state looks (or the whole of it: `alone`). */
  evaluation?: ModuleEvaluation;
  /**
   * The legal actions worth weighing (a search's roots, the easy bot's and a playout's list), at most
   * about `width` of them, or null when it has no say in this state (the generic weighing then).
   */
  candidates?(state: GameState, legal: readonly Action[], width: number, rng: BotRandom): Action[] | null;
  /** The playouts' and the easy bot's choice in one of its decisions (`moduleSetup`), or null: none. */
  choice?(state: GameState, legal: readonly Action[], width: number, rng: BotRandom): Action | null;
  /** A sampled state (determinize.ts): what it keeps hidden from the bot's seat dealt at random from what it may be. */
  determinize?(state: GameState, rng: BotRandom): GameState;
  /**
   * Whether an action of its own takes back another (a declaration withdrawn): a bot is a pure function
   * of the view, so one that took it would come back to a view it has seen and answer as before, for ever.
   * The random bot leaves such actions out (the others never choose them). `state`: the decider's, as its view shows it.
   */
  undoes?(action: Action, state: GameState): boolean;
  /** Scenario objective kinds of its own that its evaluation prices (a module that adds kinds; knowledge.ts). */
  objectiveKinds?: readonly string[];
  /** What a unit's attack on a target is worth in points, where its combat is not a certain kill (strikeWorth.ts). */
  strikeWorth?: StrikeWorth;
}

const known = new Map<string, BotModule>();

/** Register a module's bot knowledge; another under a taken id is a mistake in the module list, said at once. */
export function registerBotModule(m: BotModule): void {
  const before = known.get(m.id);
  if (before === m) return;
  if (before) throw new Error(`the bot part of rule module "${m.id}" is registered twice (src/modules/registry.ts lists each module once)`);
  known.set(m.id, m);
  if (m.evaluation) registerEvaluation(m.id, m.evaluation);
  if (m.strikeWorth) registerStrikeWorth(m.id, m.strikeWorth);
}

const NONE: readonly BotModule[] = [];
let bySetup = new WeakMap<object, readonly BotModule[]>();
/** The bot parts of a game's modules, in its order (looked up once per game: the setup is shared by every state). */
function botModulesOf(state: GameState): readonly BotModule[] {
  const { setup } = state;
  if (!setup.modules?.length) return NONE;
  let found = bySetup.get(setup);
  if (!found) {
    found = setup.modules.flatMap((u) => known.get(u.id) ?? []);
    bySetup.set(setup, found);
  }
  return found;
}

/** The bot part registered for a module id (undefined: none). */
export const botModuleFor = (id: string): BotModule | undefined => known.get(id);

/** Remove a module's bot part (tests). */
export function unregisterBotModule(id: string): void {
  known.delete(id);
  unregisterStrikeWorth(id);
  bySetup = new WeakMap();
}

/** The game's modules' shortlist of the legal actions worth weighing (the first that has a say), or null. */
export function moduleCandidates(state: GameState, legal: readonly Action[], width: number, rng: BotRandom): Action[] | null {
  for (const m of botModulesOf(state)) {
    const list = m.candidates?.(state, legal, width, rng);
    if (list) return list;
  }
  return null;
}

/** The game's modules' choice in a decision of theirs (the first that has one), or null. */
export function moduleChoice(state: GameState, legal: readonly Action[], width: number, rng: BotRandom): Action | null {
  for (const m of botModulesOf(state)) {
    const a = m.choice?.(state, legal, width, rng);
    if (a) return a;
  }
  return null;
}

/** Whether one of the game's modules says `action` takes back another (BotModule.undoes). */
export function moduleUndoes(state: GameState, action: Action): boolean {
  return botModulesOf(state).some((m) => m.undoes?.(action, state));
}
/** Whether any of the game's modules has actions that take back others. */
export const hasUndoing = (state: Pick<GameState, 'setup'>): boolean => botModulesOf(state as GameState).some((m) => !!m.undoes);

/** A sampled state with what each of the game's modules hides dealt (unchanged when none hides anything). */
export function moduleDeterminize(state: GameState, rng: BotRandom): GameState {
  let s = state;
  for (const m of botModulesOf(state)) if (m.determinize) s = m.determinize(s, rng);
  return s;
}
