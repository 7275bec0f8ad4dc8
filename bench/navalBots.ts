// Naval Battle: normal against random (npx tsx bench/navalBots.ts [--games N] [--turns N] [--iterations N]).
// Seeds 1…N; normal plays blue on odd seeds and red on even ones; a game not over after `turns` turns
// counts as unfinished. Prints `naval normal vs random: W wins, D draws, L losses, U unfinished of N`.
import { playNavalMatch } from '../tests/bots/navalMatch';

const arg = (name: string, fallback: number): number => {
  const k = process.argv.indexOf(`--${name}`);
  return k >= 0 ? Number(process.argv[k + 1]) : fallback;
};
const games = arg('games', 8), turns = arg('turns', 300), iterations = arg('iterations', 10);
const tally = { wins: 0, draws: 0, losses: 0, unfinished: 0 };
for (let seed = 1; seed <= games; seed++) {
  const r = playNavalMatch(seed, turns, iterations);
  tally[r.outcome] += 1;
  console.log(`seed ${seed}: normal ${r.normal}, ${r.outcome.replace(/s$/, '')} after ${r.turns} turns`);
}
console.log(`naval normal vs random: ${tally.wins} wins, ${tally.draws} draws, ${tally.losses} losses, ${tally.unfinished} unfinished of ${games} (win rate ${(tally.wins / games).toFixed(2)})`);
