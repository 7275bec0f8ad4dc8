// Determinization (DESIGN.md "Machine players"): a full GameState the bot may search on, built from
// its seat's view plus a sample of what that seat cannot see. Sampled from the bot's own stream:
// - which enemy TF marker holds which composition (the view lists the compositions without the link,
//   R-TF-1): R-TF-5 reveals and the seat's own card intel fix a link; the rest are dealt at random;
// - the deck orders, the opponent's hand and any card drawn unseen: cards the seat cannot see are
//   blanks (ids "?…" with no definition), never playable — the seat knows how many there are, not
//   which, so the search plays on without guessing cards it has never seen (ruling, see README.md);
// - the PRNG state: fresh numbers from the bot's stream, so the game's own dice stay unknown.
import { other, stateFromView, TF_LETTERS, type GameState, type GameView, type OffMapShip, type PlayerId, type TaskForceBoard, type TaskForceLetter, type TaskForces } from '../engine/index';
import { rngState, shuffled, type BotRandom } from './random';
import { moduleDeterminize } from './botModule';


const emptyBoards = (): Record<TaskForceLetter, TaskForceBoard> => ({
  A: { ships: [], markerId: null }, B: { ships: [], markerId: null }, C: { ships: [], markerId: null }, D: { ships: [], markerId: null },
});

const sameShips = (a: readonly OffMapShip[], b: readonly OffMapShip[]): boolean =>
  a.length === b.length && a.every((s, k) => s.id === b[k].id);
const sortedIds = (ships: readonly OffMapShip[]) => [...ships].sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));

/** The opponent's TF boards: each composition on a board, linked to one of the opponent's markers on the map. */
export function sampleEnemyBoards(view: GameView, rng: BotRandom): Record<TaskForceLetter, TaskForceBoard> {
  const tf = view.taskForces!;
  const enemy = other(view.viewer);
  const boards = emptyBoards();
  const markers = Object.values(tf.markers).filter((m) => m.owner === enemy).map((m) => m.id).sort();
  const open = [...tf.enemy.compositions];
  const links: { ships: OffMapShip[]; markerId: string | null }[] = [];
  const known = [...tf.enemy.revealed, ...(view.intel ?? []).filter((i) => i.player === view.viewer)];
  for (const k of known) {
    const at = open.findIndex((c) => sameShips(c, sortedIds(k.ships)));
    const m = markers.indexOf(k.markerId);
    if (at < 0 || m < 0) continue; // a stale snapshot (split or regrouped since): sampled like the rest
    links.push({ ships: open[at], markerId: markers[m] });
    open.splice(at, 1);
    markers.splice(m, 1);
  }
  const dealt = shuffled(markers, rng);
  for (const ships of shuffled(open, rng)) links.push({ ships, markerId: dealt.shift() ?? null });
  links.slice(0, TF_LETTERS.length).forEach((l, k) => { boards[TF_LETTERS[k]] = { ships: l.ships.map((s) => ({ ...s })), markerId: l.markerId }; });
  return boards;
}

function sampleTaskForces(view: GameView, rng: BotRandom): TaskForces {
  const v = view.taskForces!;
  const me = view.viewer, enemy = other(me);
  const linked = new Set<string>();
  const enemyBoards = view.phase === 'setup' ? emptyBoards() : sampleEnemyBoards(view, rng);
  for (const l of TF_LETTERS) if (enemyBoards[l].markerId) linked.add(enemyBoards[l].markerId!);
  // a marker no composition is left for (never expected) is left off, so every marker stands for a board
  const markers = Object.fromEntries(Object.entries(v.markers).filter(([id, m]) => m.owner === me || linked.has(id)));
  const boards = { [me]: v.boards, [enemy]: enemyBoards } as Record<PlayerId, Record<TaskForceLetter, TaskForceBoard>>;
  return {
    markers,
    boards,
    reserve: { [me]: v.reserve, [enemy]: v.enemy.reserve } as Record<PlayerId, OffMapShip[]>,
    fleet: { [me]: v.fleet, [enemy]: [] } as Record<PlayerId, string[]>,
    queue: v.queue,
  };
}

/** A full state consistent with everything `view` shows, the unseen rest sampled from `rng`
 * (the engine's stand-in for a view, with a PRNG state and the enemy's task-force links sampled).
 * `known`: `stateFromView(view)` when the caller has it already (it is only read, never changed). */
export function determinize(view: GameView, rng: BotRandom, known: GameState = stateFromView(view)): GameState {
  const state: GameState = { ...known, rng: rngState(rng) };
  if (view.taskForces) state.taskForces = sampleTaskForces(view, rng);
  return moduleDeterminize(state, rng); // what the game's modules hide, dealt (BotModule.determinize)
}
