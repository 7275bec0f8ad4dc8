// Twins for the secrecy property (issue 34 item 3): a state and another that differs from it only in
// what one player may not know. Each concern that keeps a secret makes its own twins; a rule module
// that hides anything (a `visibility` hook) must add its maker to MODULE_TWINS, or the test fails.
import { other, type GameState, type PlayerId } from '../../../src/engine/index';
import { navalData, type NavalData } from '../../../src/modules/navalBattle/rules/index';
import { fleetData } from '../../../src/modules/fleetBuilding/rules/index';

/** A source of choices for the twin makers (an integer in [0, n)). */
export type Pick = (n: number) => number;
/** A twin of `s` for `viewer`, or null when this concern has nothing hidden from them in `s`. */
export type TwinMaker = (s: GameState, viewer: PlayerId, pick: Pick) => GameState | null;

const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
function shuffle<T>(xs: T[], pick: Pick): T[] {
  const out = [...xs];
  for (let k = out.length - 1; k > 0; k--) { const j = pick(k + 1); [out[k], out[j]] = [out[j], out[k]]; }
  return out;
}

/** §12, §13: the PRNG state and the seed (they decide every future draw and roll). */
export const rngTwin: TwinMaker = (s, _viewer, pick) => ({ ...s, seed: s.seed + 1 + pick(1000), rng: s.rng.map((x) => (x ^ (0x5bd1e995 + pick(1 << 20))) | 0) });

/** §12, R-CARD-1: the opponent's hand, deck order, cards drawn unseen and armed cards dealt anew (sizes kept); the viewer's own deck order too. */
export const cardsTwin: TwinMaker = (s, viewer, pick) => {
  const enemy = other(viewer);
  const theirs = s.cards[enemy];
  const armed = (s.armed ?? []).filter((a) => a.owner === enemy);
  const drawn = s.pending?.kind === 'keepCard' && s.pending.player === enemy ? s.pending.drawn : [];
  const pool = shuffle([...theirs.hand, ...theirs.deck, ...armed.map((a) => a.cardId), ...drawn], pick);
  if (pool.length < 2 && s.cards[viewer].deck.length < 2) return null;
  const t = copy(s);
  const take = (n: number) => pool.splice(0, n);
  t.cards[enemy].hand = take(theirs.hand.length);
  t.cards[enemy].deck = take(theirs.deck.length);
  if (t.armed) t.armed = t.armed.map((a) => (a.owner === enemy ? { ...a, cardId: take(1)[0] } : a));
  if (t.pending?.kind === 'keepCard' && t.pending.player === enemy) t.pending.drawn = take(drawn.length);
  t.cards[viewer].deck = shuffle(t.cards[viewer].deck, pick);
  return t;
};

/** R-TF-1: which of the opponent's boards is which letter, and which marker holds which composition. */
export const taskForceTwin: TwinMaker = (s, viewer, pick) => {
  if (!s.taskForces) return null;
  const enemy = other(viewer);
  const t = copy(s);
  const b = t.taskForces!.boards[enemy];
  const turn = 1 + pick(3);
  const letters = ['A', 'B', 'C', 'D'] as const;
  const rotated = Object.fromEntries(letters.map((l, k) => [l, b[letters[(k + turn) % 4]]])) as typeof b;
  t.taskForces!.boards[enemy] = rotated;
  const placed = letters.filter((l) => rotated[l].markerId);
  if (placed.length >= 2) {
    const [p, q] = shuffle([...placed], pick);
    [rotated[p].markerId, rotated[q].markerId] = [rotated[q].markerId, rotated[p].markerId];
  }
  return t;
};

/** N-HIDDEN-1, N-MINE-2: two of the opponent's unrevealed pieces on the board trade what they are (a class, or a mine set up in port). */
const navalTwin: TwinMaker = (s, viewer, pick) => {
  const data = navalData(s);
  if (!data?.arranged.blue || !data.arranged.red) return null;
  const enemy = other(viewer);
  // a piece in neutral waters is a ship for all to see (no mine stands there), and so is the one acting
  const hidden = data.pieces.filter((p) => p.owner === enemy && !p.revealed && p.node && p.neutral === undefined && p.id !== data.turn.ship);
  if (hidden.length < 2) return null;
  const [a, b] = shuffle(hidden, pick).slice(0, 2);
  const pieces = data.pieces.map((p) => (p.id === a.id ? { ...p, kind: b.kind, class: b.class } : p.id === b.id ? { ...p, kind: a.kind, class: a.class } : p));
  const next: NavalData = { ...data, pieces };
  return { ...s, moduleState: s.moduleState!.map((m) => (m.module === 'navalBattle' ? { module: m.module, data: next } : m)) };
};

/** C-SECRET-1: while the fleets are built, the other side's build is another one (any ships, cards, extras). */
const fleetTwin: TwinMaker = (s, viewer, pick) => {
  const data = fleetData(s);
  if (!data || data.battle) return null;
  const enemy = other(viewer);
  const classes = Object.keys(s.setup.ruleset.classes);
  const ships = Array.from({ length: 1 + pick(4) }, () => classes[pick(classes.length)]);
  const build = { ships, cards: [], extras: pick(2) ? ['fog' as const] : [], minefields: [], commander: pick(2) ? 0 : null };
  const next = { ...data, builds: { ...data.builds, [enemy]: build } };
  return { ...s, moduleState: s.moduleState!.map((m) => (m.module === 'fleetBuilding' ? { module: m.module, data: next } : m)) };
};

/** Every registered rule module: the twins of what it hides, or 'hides nothing' (then it has no visibility hook). */
export const MODULE_TWINS: Record<string, TwinMaker | 'hides nothing'> = {
  navalBattle: navalTwin,
  dice: 'hides nothing', // damage is public (D-HULL); the rolls come from the PRNG (rngTwin)
  airDefence: 'hides nothing', // weather, guns, targets and the VP track are public (module L)
  fleetBuilding: fleetTwin,
};

export const ENGINE_TWINS: Record<string, TwinMaker> = { rng: rngTwin, cards: cardsTwin, taskForces: taskForceTwin };
