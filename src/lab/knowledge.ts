// What the bots were not taught of a run's scenarios (issue 36's bad input): a scenario or module whose
// objectives the evaluation does not price still plays, for material and score, and the report says so
// beside its figures, so a designer never reads a sandbox verdict as a verdict on the objectives.
import { createGame } from '../engine/index';
import { objectiveKnowledge } from '../bots/index';
import type { RunLine } from './record';

/** One line per thing not understood, naming the variant; none when the bots know every objective. */
export function knowledgeNotes(run: Pick<RunLine, 'variants'>, texts: readonly string[]): string[] {
  return run.variants.flatMap((v, k) => {
    const made = createGame(JSON.parse(texts[k]) as unknown, 1);
    return made.ok ? objectiveKnowledge(made.state.setup).map((n) => `${v.label}: ${n.message}`) : [];
  });
}
