// Can a side win by waiting? For each bundled two-sided scenario, hard plays one side against a player
// that never acts of its own accord (it passes, ends its moves, declares nothing, declines a draw;
// what it must decide — its setup, a forced choice — it decides as easy would), from both seats.
// A scenario whose waiting side wins as often as not rewards doing nothing: its lab verdict "fair at
// hard" says only that two hard bots are even (src/lab/README.md, Sea Lion raid).
//   npm run bench:waiting [-- --games N (each seat; 8) --scenarios a,b --seed S]
// --scenarios: bundled ids, a rule module's quick battles or scenario files, as the lab takes them.
// Prints per scenario and seat:
//   waiting <scenario> <side> waits: <side> wins w of n against hard (VP or points: …)
import '../src/modules/registry';
import { applyAction, createGame, legalActions, viewFor, type Action, type GameState, type PlayerId } from '../src/engine/index';
import { createBot, playBotTurn } from '../src/bots/index';
import { botSeed } from '../src/lab/playGame';
import { bundledScenarios } from '../src/scenarios/index';
import { loadScenario } from '../src/lab/node/cli';

const flag = (name: string): string | undefined => { const k = process.argv.indexOf(`--${name}`); return k >= 0 ? process.argv[k + 1] : undefined; };
const GAMES = Number(flag('games') ?? 8);
const SEED = Number(flag('seed') ?? 5000);
const scenarios = (flag('scenarios')?.split(',').map(loadScenario) ?? bundledScenarios.filter((s) => !(s as { id: string }).id.includes('tutorial'))) as { id: string }[];

/** The actions that do nothing of one's own accord: the turn handed on, the moves ended, nothing declared, no card drawn. */
const WAITS = new Set(['pass', 'declineDraw', 'endStartOfRound', 'endMoves', 'finishDeclaring']);
const waits = (a: Action): boolean => WAITS.has(a.type) || (a.type === 'module' && WAITS.has(a.action));

function play(scenario: object, seed: number, waiter: PlayerId): { winner: PlayerId | null; waited: number } {
  const made = createGame(scenario, seed);
  if (!made.ok) throw new Error(`The scenario does not load: ${made.errors.map((e) => e.message).join('; ')}`);
  let s: GameState = made.state;
  const hard = createBot('hard', botSeed(seed, waiter === 'blue' ? 'red' : 'blue'));
  const forced = createBot('easy', botSeed(seed, waiter));
  let waited = 0;
  for (let n = 0; s.phase !== 'over'; n++) {
    if (n > 5000) throw new Error(`a game of ${JSON.stringify((scenario as { id: string }).id)} ran past 5000 actions`);
    if (s.toAct !== waiter) {
      const t = playBotTurn(s, hard);
      if (!t.ok) throw new Error(t.failure.message);
      s = t.state;
      continue;
    }
    const idle = s.phase === 'play' ? legalActions(s).find(waits) : undefined;
    if (idle) waited++;
    const r = applyAction(s, idle ?? forced.decide(viewFor(s, waiter)));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return { winner: s.result?.winner ?? null, waited };
}

for (const sc of scenarios) {
  for (const waiter of ['blue', 'red'] as PlayerId[]) {
    let won = 0, drawn = 0, waited = 0;
    for (let g = 0; g < GAMES; g++) {
      const r = play(sc, SEED + g, waiter);
      if (r.winner === waiter) won++;
      else if (r.winner === null) drawn++;
      waited += r.waited;
    }
    // a game with no way to wait (a module's own turns: Naval Battle's ships must act) says so, not a verdict on easy's play
    if (!waited) { console.log(`waiting ${sc.id} ${waiter} waits: cannot wait (nothing to pass in its turns; it played as easy: ${won} of ${GAMES} won)`); continue; }
    const verdict = won + drawn / 2 >= GAMES / 2 ? ' — wins by waiting' : '';
    console.log(`waiting ${sc.id} ${waiter} waits: ${waiter} wins ${won} of ${GAMES} against hard (${drawn} drawn; ${(waited / GAMES).toFixed(0)} waits a game)${verdict}`);
  }
}
