// What of a game's victory the bots do not understand (issue 36 "every objective understood"): an
// objective kind they do not price, a rule module with a victory rule of its own that taught them no
// evaluation. Such a game still plays — the bots fall back on material and score, as in a sandbox —
// and the balance lab prints these lines so the designer knows its verdict rests on that.
import { moduleById, type GameState, type PlayerId } from '../engine/index';
import { botModuleFor } from './botModule';
import { hasEvaluation } from './evaluate';
import { KNOWN_OBJECTIVES } from './objectives';

export interface NotUnderstood {
  /** A rule module (its id) or an objective kind (with the side it belongs to). */
  kind: 'module' | 'objective';
  id: string;
  side?: PlayerId;
  /** One line for a report. */
  message: string;
}

/** What the bots do not understand of a game's victory (empty: everything). */
export function objectiveKnowledge(setup: GameState['setup']): NotUnderstood[] {
  const out: NotUnderstood[] = [];
  const ownKinds = new Set<string>(KNOWN_OBJECTIVES);
  for (const m of setup.modules ?? []) {
    for (const k of botModuleFor(m.id)?.objectiveKinds ?? []) ownKinds.add(k);
    // a module that only changes how things are done (combat by dice, its own actions) is played through
    // the engine; one with a victory rule of its own must teach the evaluation what it rewards
    if (moduleById(m.id)?.victory && !hasEvaluation(m.id))
      out.push({ kind: 'module', id: m.id, message: `rule module "${m.id}" has a victory rule the bots were not taught: they played it for material and score` });
  }
  for (const side of ['blue', 'red'] as const) {
    for (const o of setup.objectives?.[side] ?? []) {
      const kind = (o as { kind: string }).kind;
      if (ownKinds.has(kind) || out.some((x) => x.kind === 'objective' && x.id === kind && x.side === side)) continue;
      out.push({ kind: 'objective', id: kind, side, message: `${side}'s objective "${kind}" is one the bots do not read: they played it for material and score` });
    }
  }
  return out;
}
