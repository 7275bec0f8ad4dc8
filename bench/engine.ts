// Engine benchmark (npm run bench:engine). Prints:
//   reachable/bfs ratio: <n>  — the reachable search (rules, zones, costs, paths, legal ends) for every ship on Great Archipelago,
//                               against a bare BFS over node × heading states of the same map, same run;
//   random games/s: <n>       — complete games of random legal play on Open Sea, one core;
//   then the same for the §8/§10 scenarios (carriers, airfields and bombers, submarines, cargo, the round track).
import openSea from '../src/scenarios/open-sea.json';
import islandAirfield from '../src/scenarios/island-airfield.json';
import carrierBattle from '../src/scenarios/carrier-battle.json';
import convoy from '../src/scenarios/convoy.json';
import archipelago from '../src/scenarios/great-archipelago.json';
import { applyAction, createGame, legalActions, reachableEnds, reachableMoves, type GameState } from '../src/engine/index';
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
let seed = 12345;
const rand = (k: number) => { seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff; return seed % k; };
function randomGame(gameSeed: number, scenario: unknown = openSea): number {
  let s = game(scenario, gameSeed);
  let actions = 0;
  while (s.phase !== 'over') {
    const legal = legalActions(s);
    const r = applyAction(s, legal[rand(legal.length)]);
    if (!r.ok) throw new Error(`legal action refused: ${r.error.code}`);
    s = r.state;
    actions++;
  }
  return actions;
}
let games = 0, totalActions = 0;
for (let k = 0; k < 3; k++) randomGame(k); // warm-up
const t0 = performance.now();
while (performance.now() - t0 < 3000) totalActions += randomGame(1000 + games++);
const secs = (performance.now() - t0) / 1000;
console.log(`actions per game: ${(totalActions / games).toFixed(0)}`);
console.log(`random games/s: ${(games / secs).toFixed(1)}`);
for (const [name, sc] of [['Island Airfield', islandAirfield], ['Carrier Battle', carrierBattle], ['Convoy', convoy]] as const) {
  let n = 0, acts = 0;
  const t = performance.now();
  while (performance.now() - t < 1500) acts += randomGame(2000 + n++, sc);
  console.log(`${name}: ${(acts / n).toFixed(0)} actions per game, ${(n / ((performance.now() - t) / 1000)).toFixed(1)} random games/s`);
}
if (sink < 0) console.log(sink);
