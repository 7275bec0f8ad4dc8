// One Naval Battle game of the normal bot against the random one, for the strength test and
// bench/navalBots.ts: normal plays blue on odd seeds, red on even ones; the game is cut after `turns` turns.
import { createGame, registerModule, type GameState, type PlayerId } from '../../src/engine/index';
import { navalData, navalModule } from '../../src/modules/navalBattle/rules/index';
import { createBot, playBotTurn } from '../../src/bots/index';
import navalBattle from '../../src/scenarios/naval-battle.json';

export interface NavalMatch { normal: PlayerId; outcome: 'wins' | 'draws' | 'losses' | 'unfinished'; turns: number }

export function playNavalMatch(seed: number, turns: number, iterations: number): NavalMatch {
  registerModule(navalModule);
  const g = createGame(navalBattle, seed);
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  let s: GameState = g.state;
  const normal: PlayerId = seed % 2 ? 'blue' : 'red';
  const bots = { [normal]: createBot('normal', seed), [normal === 'blue' ? 'red' : 'blue']: createBot('random', seed + 1000) } as Record<PlayerId, ReturnType<typeof createBot>>;
  while (s.phase !== 'over' && (navalData(s)?.turns ?? 0) < turns) {
    const r = playBotTurn(s, bots[s.toAct], { iterations });
    if (!r.ok) throw new Error(`${r.failure.code}: ${r.failure.message}`);
    s = r.state;
  }
  const n = navalData(s)?.turns ?? 0;
  if (s.phase !== 'over') return { normal, outcome: 'unfinished', turns: n };
  const w = s.result?.winner ?? null;
  return { normal, outcome: w === normal ? 'wins' : w ? 'losses' : 'draws', turns: n };
}
