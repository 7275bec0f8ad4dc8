// What a rule module teaches the bots (src/modules/README.md): the bot-side twin of RuleModule and
// ScreenModule, registered once from the module list (src/modules/registry.ts). Today: its part of the
// evaluation (evaluate.ts). The bots never name a module; they ask the game's registered ones.
import { registerEvaluation, type ModuleEvaluation } from './evaluate';

export interface BotModule {
  /** The id of the engine's module it plays. */
  id: string;
  /** Its part of how good a state looks (or the whole of it: `alone`). */
  evaluation?: ModuleEvaluation;
}

const known = new Map<string, BotModule>();

/** Register a module's bot knowledge; another under a taken id is a mistake in the module list, said at once. */
export function registerBotModule(m: BotModule): void {
  const before = known.get(m.id);
  if (before === m) return;
  if (before) throw new Error(`the bot part of rule module "${m.id}" is registered twice (src/modules/registry.ts lists each module once)`);
  known.set(m.id, m);
  if (m.evaluation) registerEvaluation(m.id, m.evaluation);
}
