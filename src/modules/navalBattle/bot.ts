// Naval Battle's judgment for the bots (module N, issue 18 item 5): the evaluation, the search's
// shortlist, the playouts' choice and the determinization's hidden classes. Evaluated in the game's
// own terms, by what the seat knows: material (own strengths; an enemy ship's strength where it was
// revealed, else the mean of the classes still possibly behind its token), the hope of winning
// (N-WIN-2), the enemy batteries removed and how near the missile ships are to the next one, the
// landing ship's way to the most open enemy entrance, and the threat to the landing and missile ships
// from enemies that may reach them (an unknown one by the share of stronger classes it may be).
import { other, type Action, type GameState, type PlayerId } from '../../engine';
import { dealHiddenClasses, navalData, navalGeography, navalOptions, NAVAL, type NavalData, type NavalGeography, type NavalOptions, type NavalPiece } from './rules/index';
import { applyListed } from '../../bots/listed';
import { shuffled, type BotRandom } from '../../bots/random';
import type { BotModule } from '../../bots/botModule';

/** Weights of the naval evaluation (a strength point is 1). */
export const NAVAL_WEIGHTS = {
  material: 1,
  /** N-WIN-2: a side's hope of winning (each side's counts, the enemy's for me). */
  hope: 60,
  /** Missile ships: the last one is the hope (N-WIN-2); one of two is worth this much beyond its strength. */
  lastMissile: 25, secondMissile: 10,
  /** Batteries removed at the goal entrance, an entrance open, and an open goal entrance with its inside field free. */
  battery: 10, entranceOpen: 14, clear: 16,
  /** The landing ship's steps to the goal's outside field (the goal open: every step; else to a staging distance). */
  landingStep: 2.5, stage: 5,
  /** The missile ship nearest the batteries, each of its steps; the others trail at this share. */
  missileStep: 2, trail: 0.3,
  /** A strong ship's steps toward a plugged open entrance (the plug must be fought out). */
  plugStep: 0.8,
  landingThreat: 20, missileThreat: 10,
  /** An enemy token this close to an open entrance of mine with its inside field free (it may be the landing ship). */
  danger: 6,
  /** A carrier's worth beyond its strength while the other side hopes to land (its plane guards the port), and my carrier's steps toward a revealed enemy one (to trade planes for it). */
  carrier: 15, carrierStep: 0.6,
  /** Neutral waters (N-NEUTRAL-3): each own turn already spent there, per strength point; a ship due to go: its whole worth. */
  neutral: 0.15,
};

/**
 * The evaluation's scale: the search squashes a value by tanh(v/40), and a side ahead by a hope and some
 * material (±100 in strength points) saturated it, every root alike (a side with the game in hand then
 * stopped pressing); a third keeps a won-looking position inside the range where moves still differ.
 */
export const NAVAL_SCALE = 1 / 3;

interface Game { o: NavalOptions; g: NavalGeography }
const games = new WeakMap<object, Game | null>();
function gameOf(state: GameState): Game | null {
  let x = games.get(state.setup);
  if (x === undefined) {
    const opts = state.setup.modules?.find((m) => m.id === NAVAL)?.options;
    const o = opts === undefined ? null : navalOptions.parse(opts);
    x = o ? { o, g: navalGeography(state.setup.map, o) } : null;
    games.set(state.setup, x);
  }
  return x;
}

const at = (g: NavalGeography, node: string) => { const i = g.index.get(node) ?? 0; return { c: i % g.shape.width, r: Math.floor(i / g.shape.width) }; };
/** King steps between two fields (N-MOVE-1), islands and coasts aside. */
const steps = (g: NavalGeography, a: string, b: string): number => { const p = at(g, a), q = at(g, b); return Math.max(Math.abs(p.c - q.c), Math.abs(p.r - q.r)); };

/** King steps from a field to another, out of one's own port through its nearest entrance (the coast is crossed only there: N-PORT-1). */
function way(g: NavalGeography, me: PlayerId, from: string, to: string): number {
  if (g.port[g.index.get(from) ?? 0] !== (me === 'blue' ? 1 : 2)) return steps(g, from, to);
  let best = 99;
  for (const e of g.entrances) if (e.owner === me) best = Math.min(best, steps(g, from, g.names[e.inside]) + 1 + steps(g, g.names[e.outside], to));
  return best;
}

const has = (o: NavalOptions, cls: string | null, ability: string): boolean => !!cls && !!(o.classes[cls]?.abilities as string[] | undefined)?.includes(ability);

/** A class as the threat reckoning needs it. */
interface Kind { strength: number; mp: number; strike: boolean }

/** What `me` knows of an enemy ship: its strength if revealed, else the classes it may be (the pool, one entry a ship). */
function enemyStrengths(state: GameState, o: NavalOptions, d: NavalData, me: PlayerId): { known: Map<string, number>; pool: Kind[] } {
  const enemy = other(me);
  const known = new Map<string, number>();
  for (const p of d.pieces) {
    if (p.owner !== enemy || p.kind !== 'ship' || !p.node) continue;
    if (p.revealed && p.class) known.set(p.id, o.classes[p.class]?.strength ?? 0);
  }
  // the fleet less what was revealed or lost: the classes behind the tokens (hiddenClassPool's count,
  // from what the seat sees: a sampled state's dealt classes never enter it)
  const left = new Map(Object.entries(o.classes).map(([cls, c]) => [cls, c.count]));
  for (const p of d.pieces) if (p.owner === enemy && p.kind === 'ship' && p.revealed && p.class) left.set(p.class, (left.get(p.class) ?? 0) - 1);
  for (const cls of d.lost[enemy]) left.set(cls, (left.get(cls) ?? 0) - 1);
  const pool: Kind[] = [];
  for (const [cls, n] of left) { const c = o.classes[cls]; if (c) for (let k = 0; k < n; k++) pool.push({ strength: c.strength, mp: c.mp, strike: !!has(o, cls, 'strike') }); }
  return { known, pool };
}

/**
 * Where `me` means to land: the enemy's entrance with the fewest batteries left beside it, then one
 * whose inside field no enemy ship or mine holds (the landing ship cannot fight its way in), then the nearest
 * to the landing ship; the missile ships' targets are that entrance's batteries (else any left).
 */
function planOf(g: NavalGeography, o: NavalOptions, d: NavalData, me: PlayerId): { goal: { inside: string; outside: string; blocked: boolean; left: string[] } | null; targets: string[] } {
  const enemy = other(me);
  const batteries = d.batteries.filter((b) => b.owner === enemy);
  const landing = d.pieces.find((p) => p.owner === me && p.kind === 'ship' && p.node && has(o, p.class, 'land'));
  const entrances = g.entrances.filter((e) => e.owner === enemy).map((e) => ({
    inside: g.names[e.inside], outside: g.names[e.outside],
    left: batteries.filter((b) => e.sites.includes(g.index.get(b.node) ?? -1)).map((b) => b.node),
    blocked: d.pieces.some((p) => p.node === g.names[e.inside] && p.owner === enemy), // a ship or a mine
  }));
  const far = (e: { outside: string }) => (landing ? way(g, me, landing.node!, e.outside) : 0);
  // an entrance the enemy's revealed carrier covers (a move and a strike) costs the missile ships at it
  const carrier = d.pieces.find((p) => p.owner === enemy && p.kind === 'ship' && p.node && p.revealed && has(o, p.class, 'strike'));
  const reach = carrier ? o.strikeRange + (o.classes[carrier.class!]?.mp ?? 0) : -1;
  const covered = (e: { outside: string }) => (carrier && steps(g, carrier.node!, e.outside) <= reach ? 1 : 0);
  const goal = [...entrances].sort((a, b) => a.left.length - b.left.length || covered(a) - covered(b) || Number(a.blocked) - Number(b.blocked) || far(a) - far(b))[0] ?? null;
  return { goal, targets: goal && goal.left.length ? goal.left : batteries.map((b) => b.node) };
}

/** How many ships of a side with an ability are still afloat, as `me` knows it (the enemy's: its fleet less the classes it lost, public). */
function afloat(o: NavalOptions, d: NavalData, me: PlayerId, side: PlayerId, ability: string): number {
  if (side === me) return d.pieces.filter((p) => p.owner === side && p.kind === 'ship' && p.node && has(o, p.class, ability)).length;
  let n = 0;
  for (const [cls, c] of Object.entries(o.classes)) if (has(o, cls, ability)) n += c.count - d.lost[side].filter((x) => x === cls).length;
  return n;
}

/**
 * A side's standing in the race to land, in what both sides see: its hope (N-WIN-2), its missile
 * ships left (the last one is the hope), the enemy batteries it removed, an enemy entrance open, and
 * one open with its inside field free (the landing ship may go in).
 */
function raceOf(g: NavalGeography, o: NavalOptions, d: NavalData, me: PlayerId, side: PlayerId, removers: boolean): number {
  const W = NAVAL_WEIGHTS;
  if (d.cannotWin[side]) return -W.hope;
  let v = 0;
  if (removers) { const m = afloat(o, d, me, side, 'removeBattery'); v -= m <= 1 ? W.lastMissile : m === 2 ? W.secondMissile : 0; }
  const foe = other(side);
  const left = d.batteries.filter((b) => b.owner === foe);
  v += W.battery * (o.batteries - left.length);
  let open = false, clear = false;
  for (const e of g.entrances) {
    if (e.owner !== foe || left.some((b) => e.sites.includes(g.index.get(b.node) ?? -1))) continue;
    open = true;
    if (!d.pieces.some((p) => p.node === g.names[e.inside] && p.owner === foe)) clear = true;
  }
  return v + (open ? W.entranceOpen : 0) + (clear ? W.clear : 0);
}

/**
 * The value of a naval state to `me` (null: not a Naval Battle game). A finished game: ±1000, a draw 0
 * (as the search's evaluate has it). Both sides' material and race (raceOf) count, one against the
 * other; then my own plan: the landing ship's way to the goal entrance (all the way once the goal is
 * open, else to a staging distance), the nearest missile ship's way to the batteries, a strong ship's
 * way to a plugged open entrance, the threats to the landing and missile ships, enemy tokens at an
 * open entrance of mine, and ships overstaying in neutral waters.
 */
export function navalEvaluation(state: GameState, me: PlayerId): number | null {
  const game = gameOf(state);
  const d = game && navalData(state);
  if (!game || !d) return null;
  if (state.result) return state.result.winner === me ? 1000 : state.result.winner === other(me) ? -1000 : 0;
  const { o, g } = game;
  const W = NAVAL_WEIGHTS;
  const enemy = other(me);
  const { known, pool } = enemyStrengths(state, o, d, me);
  const mean = pool.length ? pool.reduce((a, b) => a + b.strength, 0) / pool.length : 0;
  const enemyShips = d.pieces.filter((p) => p.owner === enemy && p.kind === 'ship' && p.node);
  const strengthOf = (p: NavalPiece) => known.get(p.id) ?? mean;
  const str = (p: NavalPiece) => o.classes[p.class!]?.strength ?? 0;
  let v = 0;
  const mine: NavalPiece[] = [];
  for (const p of d.pieces) if (p.owner === me && p.kind === 'ship' && p.node) { mine.push(p); v += W.material * str(p); }
  for (const p of enemyShips) v -= W.material * strengthOf(p);
  // the carriers: a guard of their port while the other side hopes to land (trading mine for theirs pays the side that hopes)
  let ownCarrier: NavalPiece | null = null, theirCarrier: NavalPiece | null = null;
  for (const p of mine) if (has(o, p.class, 'strike')) { ownCarrier = p; if (!d.cannotWin[enemy]) v += W.carrier; }
  for (const p of enemyShips) if (p.revealed && has(o, p.class, 'strike')) theirCarrier = p;
  if (!d.cannotWin[me] && (theirCarrier || afloat(o, d, me, enemy, 'strike') > 0)) v -= W.carrier;
  if (theirCarrier) {
    // a revealed carrier is hunted: by my carrier (planes trade) while I hope to land, and by the nearest ship that beats it
    const cs = o.classes[theirCarrier.class!]?.strength ?? 0;
    if (ownCarrier && !d.cannotWin[me]) v -= W.carrierStep * Math.max(0, steps(g, ownCarrier.node!, theirCarrier.node!) - o.strikeRange);
    let hunter = 99;
    for (const p of mine) if (str(p) > cs) hunter = Math.min(hunter, steps(g, p.node!, theirCarrier.node!));
    if (hunter < 99) v -= W.carrierStep * hunter;
  }
  const removers = Object.entries(o.classes).some(([cls, c]) => c.count > 0 && has(o, cls, 'removeBattery'));
  v += raceOf(g, o, d, me, me, removers) - raceOf(g, o, d, me, enemy, removers);
  // an open entrance of mine with its inside free: enemy tokens beside it may be the landing ship
  if (!d.cannotWin[enemy]) {
    const mineLeft = d.batteries.filter((b) => b.owner === me);
    for (const e of g.entrances) {
      if (e.owner !== me || mineLeft.some((b) => e.sites.includes(g.index.get(b.node) ?? -1)) || d.pieces.some((p) => p.node === g.names[e.inside] && p.owner === me)) continue;
      for (const p of enemyShips) if (steps(g, p.node!, g.names[e.outside]) <= 2 && !(p.revealed && !has(o, p.class, 'land'))) v -= W.danger;
    }
  }
  // the threat to a ship of strength s: the likeliest enemy that may reach it (a move and an attack) and beat it, or a
  // carrier's plane (a move and a strike); an unknown token by the share of the classes it may be that could
  const shares = new Map<number, number>();
  const share = (s: number, k: number, plane: boolean) => {
    const key = (s * 32 + k) * 2 + (plane ? 1 : 0);
    let x = shares.get(key);
    if (x === undefined) {
      let n = 0;
      for (const c of pool) if (plane ? c.strike && k <= o.strikeRange + c.mp : c.strength >= s && k <= c.mp + 1) n++;
      shares.set(key, (x = n / Math.max(1, pool.length)));
    }
    return x;
  };
  const threat = (p: NavalPiece) => {
    const s = str(p);
    const air = o.planeStrength > s;
    let worst = 0, clear = 1;
    for (const e of enemyShips) {
      const k = steps(g, e.node!, p.node!);
      if (k > 8) continue;
      if (e.revealed) {
        const c = o.classes[e.class!];
        if (c && c.strength >= s && k <= c.mp + 1) worst = 1;
        if (air && has(o, e.class, 'strike') && c && k <= o.strikeRange + c.mp) worst = 1;
      } else {
        worst = Math.max(worst, share(s, k, false));
        if (air) clear *= 1 - share(s, k, true);
      }
    }
    return Math.max(worst, 1 - clear);
  };
  const due = (p: NavalPiece) => p.neutral !== undefined && p.neutral >= o.neutralTurns - 1;
  for (const p of mine) if (p.neutral !== undefined) v -= due(p) ? W.material * str(p) * 0.6 : W.neutral * str(p) * (p.neutral + 1);
  if (d.cannotWin[me]) return v * NAVAL_SCALE;
  const { goal, targets } = planOf(g, o, d, me);
  if (!goal) return v * NAVAL_SCALE;
  const open = goal.left.length === 0;
  // progress counts up from the far side of the board, so a key ship lost (and with it the hope) never looks like relief
  const far = Math.max(g.shape.width, g.shape.height);
  const missiles: { p: NavalPiece; k: number }[] = [];
  const missileCount = removers ? afloat(o, d, me, me, 'removeBattery') : 0;
  let plug = 99;
  for (const p of mine) {
    if (has(o, p.class, 'land')) {
      const k = way(g, me, p.node!, goal.outside);
      v += W.landingStep * (far - (open ? k : Math.max(0, k - W.stage))) * (open ? 1.5 : 1) - W.landingThreat * threat(p);
      if (due(p)) v -= W.hope * 0.6;
    } else if (has(o, p.class, 'removeBattery')) {
      // with the goal open a missile ship has done its part: it keeps the hope (N-WIN-2), out of harm's way
      if (!open) missiles.push({ p, k: targets.length ? Math.min(...targets.map((b) => way(g, me, p.node!, b))) : 0 });
      v -= W.missileThreat * (missileCount <= 1 ? 1.5 : 1) * threat(p);
      if (due(p)) v -= W.lastMissile * 0.6;
    } else if (open && goal.blocked && str(p) >= 7) plug = Math.min(plug, way(g, me, p.node!, goal.outside));
  }
  missiles.sort((a, b) => a.k - b.k);
  missiles.forEach((m, i) => { v += W.missileStep * (i === 0 ? 1 : W.trail) * Math.max(0, far - m.k); });
  if (plug < 99) v += W.plugStep * Math.max(0, far - plug);
  return v * NAVAL_SCALE;
}

/** A sampled state with the enemy's hidden ships given classes dealt from what they may still be (N-HIDDEN). */
export function dealNavalClasses(state: GameState, rng: BotRandom): GameState {
  const game = gameOf(state);
  return game && navalData(state) ? dealHiddenClasses(state, game.o, rng) : state;
}

type ModuleAction = Extract<Action, { type: 'module' }>;
const params = (a: Action) => (a.type === 'module' ? (a.params ?? {}) as { shipId?: string; to?: string } : {});

/** A fight the landing or a missile ship should not pick: on anything not shown weaker than itself (its loss may cost the hope, N-WIN-2). */
function riskyFight(o: NavalOptions, d: NavalData, a: ModuleAction): boolean {
  if (a.action !== 'attack' && a.action !== 'sweep') return false;
  const { shipId, targetId } = (a.params ?? {}) as { shipId?: string; targetId?: string };
  const ship = d.pieces.find((p) => p.id === shipId);
  if (!ship || !(has(o, ship.class, 'land') || has(o, ship.class, 'removeBattery'))) return false;
  const target = d.pieces.find((p) => p.id === targetId);
  return !target || target.kind !== 'ship' || !target.revealed || (o.classes[target.class!]?.strength ?? 99) >= (o.classes[ship.class!]?.strength ?? 0);
}

/**
 * The naval actions worth weighing (null: not a naval battle turn): every fight (attack, strike,
 * sweep, battery removal) but the landing and missile ships' risky ones, ending the turn and passing;
 * the landing and missile ships' moves that close most on their goals (never into neutral waters:
 * one ship moves a turn, and their stay runs out, N-NEUTRAL-3); a strong ship's way to a plugged
 * open entrance; then one move of a few other ships, at random.
 */
export function navalCandidates(state: GameState, legal: readonly Action[], width: number, rng: BotRandom): Action[] | null {
  const game = gameOf(state);
  const d = game && navalData(state);
  if (!game || !d || !legal.every((a) => a.type === 'module')) return null;
  const { g, o } = game;
  // a key ship's losing fight is never weighed (its loss may cost the hope): the rest is the list
  const safe = (legal as ModuleAction[]).filter((a) => !riskyFight(o, d, a));
  if (safe.length <= width) return safe.length ? safe : [...legal];
  const sure: Action[] = [], moves = new Map<string, ModuleAction[]>(), other_: Action[] = [];
  for (const a of safe) {
    if (a.action === 'move') { const id = params(a).shipId!; const list = moves.get(id); if (list) list.push(a); else moves.set(id, [a]); }
    else if (a.action === 'layMine') other_.push(a);
    else sure.push(a);
  }
  const enemy = other(state.toAct);
  const { goal, targets } = planOf(g, o, d, state.toAct);
  const insides = goal ? [goal.inside] : [];
  const plugged = !!goal && goal.left.length === 0 && goal.blocked;
  const carrierPiece = d.pieces.find((p) => p.owner === enemy && p.kind === 'ship' && p.node && p.revealed && has(o, p.class, 'strike'));
  const theirCarrier = carrierPiece?.node, theirCarrierStrength = o.classes[carrierPiece?.class ?? '']?.strength ?? 99;
  const closeness = (a: Action, goals: string[]) => { let n = 99; for (const t of goals) n = Math.min(n, way(g, state.toAct, params(a).to!, t)); return n; };
  const bestFirst = (list: ModuleAction[], goals: string[]) => {
    const near = new Map(list.map((a) => [a, closeness(a, goals)] as const)); // each end's closeness worked out once
    return [...list].sort((x, y) => near.get(x)! - near.get(y)!);
  };
  const outOfNeutral = (list: ModuleAction[]) => { const out = list.filter((a) => g.neutral[g.index.get(params(a).to!) ?? 0] !== 1); return out.length ? out : list; };
  const key: Action[] = [], others: ModuleAction[][] = [];
  for (const [id, list] of moves) {
    const ship = d.pieces.find((p) => p.id === id);
    const cls = ship?.class ?? null;
    // neutral waters are a trap for a side that moves one ship a turn (N-NEUTRAL-3): a ship whose stay
    // runs out at this turn's end takes its way out first (the evaluation prices its coming loss)
    if (ship?.neutral !== undefined && ship.neutral >= o.neutralTurns - 1) {
      const out = list.filter((a) => g.neutral[g.index.get(params(a).to!) ?? 0] !== 1);
      if (out.length) { key.unshift(bestFirst(out, [...targets, ...insides])[0]); continue; }
    }
    // the landing ship toward (and into) the enemy port, a missile ship toward the batteries, a strong ship to a plug, the rest toward either
    if (has(o, cls, 'land')) key.push(...list.filter((a) => g.port[g.index.get(params(a).to!) ?? 0] === (enemy === 'blue' ? 1 : 2)), ...bestFirst(outOfNeutral(list), goal ? [goal.outside] : insides).slice(0, 2));
    else if (has(o, cls, 'removeBattery')) key.push(...bestFirst(outOfNeutral(list), targets).slice(0, 2));
    else if (plugged && (o.classes[cls!]?.strength ?? 0) >= 7) key.push(bestFirst(list, [goal!.outside])[0]);
    else if (theirCarrier && (has(o, cls, 'strike') || (o.classes[cls!]?.strength ?? 0) > theirCarrierStrength)) key.push(bestFirst(list, [theirCarrier])[0]);
    else others.push(list);
  }
  const out = [...sure, ...key].slice(0, width);
  if (out.length >= width) return out; // a playout's short list is full before the other ships are weighed
  const rest: Action[] = [];
  for (const list of others) rest.push(bestFirst(list, [...targets, ...insides])[0], list[rng(list.length)]);
  const list = [...out, ...shuffled([...rest, ...other_], rng).slice(0, Math.max(0, width - out.length))];
  return list.length ? list : [...legal];
}

/** The playouts' and the easy bot's naval choice: the shortlisted action the evaluation likes best (null: not a naval battle turn). */
export function navalChoice(state: GameState, legal: readonly Action[], width: number, rng: BotRandom): Action | null {
  if (state.pending?.kind !== 'moduleSetup' || state.pending.phase !== 'battle') return null;
  const list = navalCandidates(state, legal, width, rng);
  if (!list?.length) return null;
  let best = list[0], bestValue = -Infinity;
  for (const a of list) {
    let r;
    try { r = applyListed(state, a); } catch { continue; }
    if (!r.ok) continue;
    const v = navalEvaluation(r.state, state.toAct) ?? 0;
    if (v > bestValue) { bestValue = v; best = a; }
  }
  return best;
}

// the bots judge Naval Battle in its own terms only (ENB's terms of zones and points mean nothing there):
// its evaluation stands alone, its shortlist and choice play its turns, its hidden classes are dealt
export const navalBot: BotModule = {
  id: NAVAL,
  evaluation: { value: (state, player) => navalEvaluation(state, player) ?? 0, alone: true },
  candidates: navalCandidates,
  choice: navalChoice,
  determinize: dealNavalClasses,
};
