import '../src/modules/registry';
import { LEVELS } from '../src/bots/index';
import { bundledScenarios } from '../src/scenarios/index';
import { playRung, rungLine } from '../tests/bots/ladderRung';
const [, , variant, ids, games] = process.argv;
if (variant === 'ucb') { LEVELS.hard.search = { ...LEVELS.normal.search, samples: 8, contact: 10 }; LEVELS.hard.budget = { iterations: 80 }; }
if (variant === 'ucb-wide') { LEVELS.hard.search = { ...LEVELS.normal.search, width: 10, samples: 8, contact: 10 }; LEVELS.hard.budget = { iterations: 80 }; }
for (const id of ids.split(',')) {
  const sc = (bundledScenarios as { id: string }[]).find((s) => s.id === id)!;
  console.log(variant, rungLine(playRung(sc, 'hard', 'normal', Number(games), 36000)));
}
