// Save-loading benchmark (npm run bench:load). Prints, for saves of growing length:
//   load save µs/action <n> actions: <µs>  — reading a save file's text into a session (checks, one
//                                            replay keeping every state), per action of its log;
//   load save growth exponent: <e>          — log-log slope of the load time over the lengths (1 = linear).
// The long logs are a setup spent reassigning a ship to and from a task force, then a random game of
// Open Sea over 99 rounds: legal actions a player could really take, as many as wanted.
import '../src/modules/registry';
import openSea from '../src/scenarios/open-sea.json';
import { applyAction, createGame, legalActions, type Action, type GameState } from '../src/engine/index';
import { saveTextOf, sessionFromText } from '../src/store/persistence';
import { createSession } from '../src/store/session';

const scenario = { ...openSea, rounds: 99 };

/** A legal log of `n` actions: `n - play` setup reassignments, then random play (seeded). */
function longLog(n: number): Action[] {
  const created = createGame(scenario, 1);
  if (!created.ok) throw new Error(JSON.stringify(created.errors));
  let state: GameState = created.state;
  const actions: Action[] = [];
  const step = (a: Action) => {
    const r = applyAction(state, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.message}`);
    state = r.state;
    actions.push(a);
  };
  const assign = legalActions(state).find((a) => a.type === 'assignToTaskForce' && a.tf !== null);
  if (!assign || assign.type !== 'assignToTaskForce') throw new Error('no task-force assignment in setup');
  let seed = 7;
  const rnd = () => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed / 0x7fffffff; };
  const play = Math.min(2000, Math.floor(n / 2));
  while (actions.length < n - play) {
    step(assign);
    step({ ...assign, tf: null });
  }
  while (actions.length < n && state.phase !== 'over') {
    const legal = legalActions(state);
    step(legal[Math.floor(rnd() * legal.length)]);
  }
  return actions;
}

function saveText(actions: Action[]): string {
  const s = createSession({ scenarioId: 'open-sea', scenarioRaw: scenario, seed: 1, options: { hideBetweenTurns: true }, names: { blue: 'Anna', red: 'Piotr' } });
  if (!s.ok) throw new Error('no session');
  return saveTextOf({ ...s.session, actions });
}

const sizes = [2500, 5000, 10000, 20000, 40000];
const times: number[] = [];
const lengths: number[] = [];
for (const n of sizes) {
  const actions = longLog(n);
  const text = saveText(actions);
  let best = Infinity;
  for (let k = 0; k < 3; k++) {
    const t0 = performance.now();
    const r = sessionFromText(text);
    const ms = performance.now() - t0;
    if (!r.ok) throw new Error(JSON.stringify(r.errors.slice(0, 3)));
    if (r.session.actions.length !== actions.length) throw new Error('the loaded log is not the saved one');
    best = Math.min(best, ms);
  }
  times.push(best);
  lengths.push(actions.length);
  console.log(`load save µs/action ${actions.length} actions: ${((best * 1000) / actions.length).toFixed(1)}  (${best.toFixed(0)} ms, ${(text.length / 1024).toFixed(0)} KiB)`);
}
const lx = lengths.map(Math.log), ly = times.map(Math.log);
const mx = lx.reduce((a, b) => a + b) / lx.length, my = ly.reduce((a, b) => a + b) / ly.length;
const slope = lx.reduce((a, x, k) => a + (x - mx) * (ly[k] - my), 0) / lx.reduce((a, x) => a + (x - mx) ** 2, 0);
console.log(`load save growth exponent: ${slope.toFixed(2)}`);
