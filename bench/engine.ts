// Engine benchmark (npm run bench:engine). Prints:
//   reachable/bfs ratio: <n>  — the reachable search (rules, zones, costs, paths, legal ends) for every ship on Great Archipelago,
//                               against a bare BFS over node × heading states of the same map, same run;
//   random games/s <scenario>: <n> — complete games of random legal play (sampleAction: uniform over the legal
//                               actions, as a bot's playout), every bundled scenario (medians of 3);
//   playouts/s open-sea mid-game: <n> — random playouts to the end from Open Sea seed 1 after 100 random actions;
//   applyAction µs, legalActions µs, viewFor µs: <n> — means over the states of random Open Sea games (setup included);
//                               applyAction of the engine's own actions (sampleAction), and of the same actions
//                               read from JSON (schema-checked); sampleAction µs alongside;
//   apply/json-clone ratio: <n> — mean applyAction ÷ one JSON clone of the same states, same run;
//   setup legalActions growth exponent: <n> — over setup zones of 108, 240 and 504 nodes.
import '../src/modules/registry';
import openSea from '../src/scenarios/open-sea.json';
import archipelago from '../src/scenarios/great-archipelago.json';
import { applyAction, createGame, legalActions, reachableEnds, reachableMoves, sampleAction, viewFor, type GameState } from '../src/engine/index';
import { bundledScenarios } from '../src/scenarios/index';
import { botRandom } from '../src/bots/random';
import { columnName } from '../src/engine/geometry';
import { boardOfState, legalEnds, moveContext } from '../src/engine/measure';

function game(scenario: unknown, seed: number): GameState {
  const g = createGame(scenario, seed);
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  return g.state;
}

/** Milliseconds per call: the best of several short batches (robust against a busy machine). */
function timeIt(fn: () => void, batches = 15, batchMs = 40): number {
  for (let k = 0; k < 50; k++) fn(); // warm-up
  let best = Infinity;
  for (let b = 0; b < batches; b++) {
    let runs = 0;
    const t0 = performance.now();
    let t = t0;
    while (t - t0 < batchMs) { fn(); runs++; t = performance.now(); }
    best = Math.min(best, (t - t0) / runs);
  }
  return best;
}

// ---- reachable search vs bare BFS ----------------------------------------------------------
const big = game(archipelago, 1);
const board = boardOfState(big);
const ships = Object.values(big.units).filter((u) => u.kind === 'ship');
const mpOf = (cls: string) => big.setup.ruleset.classes[cls].mp;

const states = board.size * 6;
const dist = new Int8Array(states);
const seen = new Int32Array(states);
let stamp = 0;
const queue = new Int32Array(states);
/**
 * A bare BFS over node × heading: forward onto nodes navigable for the draft, and the two turns,
 * depth ≤ MP; a stamp array instead of clearing (no occupancy, zones, paths or results).
 */
function bareBfs(start: number, mp: number, shallow: boolean): number {
  const gen = ++stamp;
  const nav = board.navigable[shallow ? 1 : 0];
  const nb = board.neighbours;
  let head = 0, tail = 0;
  queue[tail++] = start; dist[start] = 0; seen[start] = gen;
  while (head < tail) {
    const s = queue[head++];
    const c = dist[s];
    if (c === mp) continue;
    const node = (s / 6) | 0, h = s - node * 6;
    const l = node * 6 + ((h + 1) % 6), r = node * 6 + ((h + 5) % 6);
    if (seen[l] !== gen) { seen[l] = gen; dist[l] = c + 1; queue[tail++] = l; }
    if (seen[r] !== gen) { seen[r] = gen; dist[r] = c + 1; queue[tail++] = r; }
    const m = nb[node * 6 + h];
    if (m >= 0 && nav[m]) { const f = m * 6 + h; if (seen[f] !== gen) { seen[f] = gen; dist[f] = c + 1; queue[tail++] = f; } }
  }
  return tail;
}

let sink = 0;
// Each run starts from a fresh state object, so the per-state caches (occupancy, enemy zones) are
// rebuilt and counted; then every ship's reachable end states are listed.
// The search proper: occupancy and enemy zones of the state (R-MOVE-2, R-MOVE-4, torpedo lines),
// the cheapest-cost search with paths, and the legal ends (R-MOVE-5) — no result objects.
const reachAll = () => { const s = { ...big }; for (const u of ships) sink += legalEnds(moveContext(s, u.id)!); };
// The public lists: parallel arrays (reachableEnds) or one object per end state (reachableMoves).
const reachLists = () => { const s = { ...big }; for (const u of ships) sink += reachableEnds(s, u.id).nodes.length; };
const reachObjects = () => { const s = { ...big }; for (const u of ships) sink += reachableMoves(s, u.id).length; };
const bfsAll = () => {
  for (const u of ships) sink += bareBfs(board.index.get(u.node)! * 6 + u.heading, mpOf(u.class), big.setup.ruleset.classes[u.class].shallowDraft);
};
// interleave the two so that a burst of load on a shared machine hits both alike; keep the best
let tReach = Infinity, tBfs = Infinity;
for (let k = 0; k < 5; k++) {
  tReach = Math.min(tReach, timeIt(reachAll, 4));
  tBfs = Math.min(tBfs, timeIt(bfsAll, 4));
}
const tLists = timeIt(reachLists);
const tObjects = timeIt(reachObjects);
console.log(`ships: ${ships.length} on ${big.setup.map.width}×${big.setup.map.height}`);
console.log(`reachable search (all ships, state caches rebuilt): ${(tReach * 1000).toFixed(1)} µs, bare bfs (all ships): ${(tBfs * 1000).toFixed(1)} µs`);
console.log(`reachableEnds, parallel lists (all ships): ${(tLists * 1000).toFixed(1)} µs, ratio ${(tLists / tBfs).toFixed(2)}`);
console.log(`reachableMoves, one object per end state (all ships): ${(tObjects * 1000).toFixed(1)} µs, ratio ${(tObjects / tBfs).toFixed(2)}`);
console.log(`reachable/bfs ratio: ${(tReach / tBfs).toFixed(2)}`);

// ---- random games on Open Sea ---------------------------------------------------------------
// the bots' seeded stream (pure-rand): sampleAction may draw again (rejection sampling), and an LCG's
// low bits (seed % k) would make successive draws depend on each other, biasing the games played
const rand = botRandom(12345);
function randomGame(gameSeed: number, scenario: unknown = openSea): number {
  let s = game(scenario, gameSeed);
  let actions = 0;
  while (s.phase !== 'over') {
    const r = applyAction(s, sampleAction(s, rand)!); // uniform over legalActions, without building the list
    if (!r.ok) throw new Error(`legal action refused: ${r.error.code}`);
    s = r.state;
    actions++;
  }
  return actions;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// ---- random games per bundled scenario (medians of 3 runs) ----------------------------------
for (const sc of bundledScenarios) {
  const id = (sc as { id: string }).id;
  // warm-up by time, not by one game: the optimiser needs a few seconds of a scenario's play to settle
  // (Open Sea's first seconds run at a third to a half of its steady speed); steady play is what bots and the lab see
  for (let t = performance.now(), n = 0; performance.now() - t < 1500; n++) randomGame(1 + n, sc);
  const runs: number[] = [];
  for (let r = 0; r < 3; r++) {
    let n = 0;
    const t = performance.now();
    const budget = id === 'great-archipelago' || id === 'naval-battle' ? 2500 : 1000; // the slow ones: longer runs
    while (performance.now() - t < budget) { randomGame(3000 + r * 1000 + n, sc); n++; }
    runs.push(n / ((performance.now() - t) / 1000));
  }
  console.log(`random games/s ${id}: ${median(runs).toFixed(1)}`);
}

// ---- playouts from an Open Sea mid-game position (seed 1, after 100 random actions) -----------
function actionsToEnd(start: GameState): number {
  let s = start;
  let n = 0;
  for (; s.phase !== 'over'; n++) s = (applyAction(s, sampleAction(s, rand)!) as { state: GameState }).state;
  return n;
}
// The position is the same in every run and for every version of the engine: its 100 actions are drawn
// from legalActions (whose order is the rules') with a stream of its own. (Drawn with the shared stream,
// it depended on how many games the timed runs above had played, so each run measured another position,
// whose playouts may be half or twice as long.)
function midGame(): GameState {
  const pick = botRandom(1);
  let s = game(openSea, 1);
  for (let j = 0; j < 100 && s.phase !== 'over'; j++) {
    const legal = legalActions(s);
    s = (applyAction(s, legal[pick(legal.length)]) as { state: GameState }).state;
  }
  return s;
}
const mid = midGame();
const playouts: number[] = [];
let playoutActions = 0, played = 0;
for (let r = 0; r < 3; r++) {
  let n = 0;
  const t = performance.now();
  while (performance.now() - t < 1000) { playoutActions += actionsToEnd(mid); n++; }
  played += n;
  playouts.push(n / ((performance.now() - t) / 1000));
}
console.log(`playouts/s open-sea mid-game: ${median(playouts).toFixed(1)} (${(playoutActions / played).toFixed(1)} actions a playout)`);

// ---- µs per call over the states of random Open Sea games, setup included; against a JSON clone ---
const sample: GameState[] = [];
for (let g = 0; g < 4; g++) {
  let s = game(openSea, 500 + g);
  while (s.phase !== 'over') { sample.push(s); const legal = legalActions(s); s = (applyAction(s, legal[rand(legal.length)]) as { state: GameState }).state; }
}
const actionsOf = sample.map((s) => sampleAction(s, rand)!); // the engine's own actions, as a bot applies them
const parsedOf = actionsOf.map((a) => JSON.parse(JSON.stringify(a))); // the same, as from a file or a click (schema-checked)
const perCall = (fn: (k: number) => void): number => {
  for (let k = 0; k < sample.length; k++) fn(k); // a warm-up pass: the optimiser's first compilations are not the engine's cost
  const t = performance.now();
  for (let k = 0; k < sample.length; k++) fn(k);
  return ((performance.now() - t) * 1000) / sample.length;
};
const tApply: number[] = [], tApplyParsed: number[] = [], tLegal: number[] = [], tSample: number[] = [], tView: number[] = [], tClone: number[] = [];
for (let r = 0; r < 5; r++) {
  tApply.push(perCall((k) => { sink += applyAction(sample[k], actionsOf[k]).ok ? 1 : 0; }));
  tApplyParsed.push(perCall((k) => { sink += applyAction(sample[k], parsedOf[k]).ok ? 1 : 0; }));
  // a fresh object per call, so per-state caches are not what is measured
  tLegal.push(perCall((k) => { sink += legalActions({ ...sample[k] }).length; }));
  tSample.push(perCall((k) => { sink += sampleAction({ ...sample[k] }, rand) ? 1 : 0; }));
  tView.push(perCall((k) => { sink += viewFor(sample[k], sample[k].toAct).round; }));
  tClone.push(perCall((k) => { sink += (JSON.parse(JSON.stringify(sample[k])) as GameState).round; }));
}
console.log(`applyAction µs: ${median(tApply).toFixed(1)}`);
console.log(`applyAction µs (actions from outside, schema-checked): ${median(tApplyParsed).toFixed(1)}`);
console.log(`legalActions µs: ${median(tLegal).toFixed(1)}`);
console.log(`sampleAction µs: ${median(tSample).toFixed(1)}`);
console.log(`viewFor µs: ${median(tView).toFixed(1)}`);
console.log(`apply/json-clone ratio: ${(median(tApply) / median(tClone)).toFixed(2)}`);

// ---- task-force setup: legalActions over setup zones of 108, 240 and 504 nodes --------------------
function setupState(cols: number): GameState {
  const rows = 12;
  const sc = { format: 'enb-scenario', version: 1, id: 'bench-setup', name: { en: 'b', pl: 'b' }, description: { en: 'b', pl: 'b' },
    map: { width: cols * 2 + 4, height: rows, terrain: Array.from({ length: rows }, () => '.'.repeat(cols * 2 + 4)), features: [],
      setupZones: { blue: [`A1:${columnName(cols - 1)}${rows}`], red: [`${columnName(cols + 3)}1:${columnName(cols * 2 + 3)}${rows}`] } },
    rounds: 3, reserve: [...Array.from({ length: 8 }, () => ({ owner: 'blue', class: 'DD' })), { owner: 'red', class: 'DD' }] };
  return game(sc, 1);
}
const sizes: [number, number][] = [];
for (const cols of [9, 20, 42]) {
  const s = setupState(cols);
  const t = timeIt(() => { sink += legalActions({ ...s }).length; }, 5, 40);
  sizes.push([cols * 12, t]);
}
const exponent = Math.log(sizes[2][1] / sizes[0][1]) / Math.log(sizes[2][0] / sizes[0][0]);
console.log(`setup legalActions growth exponent: ${exponent.toFixed(2)} (zones ${sizes.map(([n, t]) => `${n}: ${(t * 1000).toFixed(0)} µs`).join(', ')})`);
if (sink < 0) console.log(sink);
