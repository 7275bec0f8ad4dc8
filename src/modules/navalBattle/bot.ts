// Naval Battle's judgment for the bots (module N, issue 18 item 5): the evaluation, the search's
// shortlist, the playouts' choice and the determinization's hidden classes. Evaluated in the game's
// own terms, by what the seat knows: material (own strengths; an enemy ship's strength where it was
// revealed, else the mean of the classes still possibly behind its token), the hope of winning
// (N-WIN-2), the enemy batteries removed and how near the missile ships are to the next one, the
// landing ship's way to the most open enemy entrance, and the threat to the landing and missile ships
// from enemies that may reach them (an unknown one by the share of stronger classes it may be).
import { other, type Action, type GameState, type PlayerId } from '../../engine';
import { dealHiddenClasses, hasAbility as has, navalBoard, navalData, navalGeography, navalOptions, NAVAL, type NavalData, type NavalGeography, type NavalOptions, type NavalPiece } from './rules/index';
import { applyListed } from '../../bots/listed';
import { shuffled, type BotRandom } from '../../bots/random';
import type { BotModule } from '../../bots/botModule';

/** Weights of the naval evaluation (a strength point is 1). */
export const NAVAL_WEIGHTS = { material: 1, noHope: 60, enemyNoHope: 40, draw: 30, battery: 12, entranceOpen: 20, blocked: 8, landingStep: 2.5, missileStep: 1, landingThreat: 30, missileThreat: 8, neutralDue: 0.5, spareLanding: 15, missileKeep: 20 };

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

/** King steps between two fields (N-MOVE-1), islands and coasts aside (no object made: asked for every move end weighed). */
const steps = (g: NavalGeography, a: string, b: string): number => {
  const i = g.index.get(a) ?? 0, j = g.index.get(b) ?? 0, w = g.shape.width;
  return Math.max(Math.abs((i % w) - (j % w)), Math.abs(Math.floor(i / w) - Math.floor(j / w)));
};

/** Each entrance field (inside or outside) with the entrances it belongs to: once per geography. */
const entranceFields = new WeakMap<NavalGeography, Map<string, number[]>>();
function entranceFieldsOf(g: NavalGeography): Map<string, number[]> {
  let x = entranceFields.get(g);
  if (!x) {
    x = new Map();
    g.entrances.forEach((e, k) => { for (const f of [g.names[e.inside], g.names[e.outside]]) x!.set(f, [...(x!.get(f) ?? []), k]); });
    entranceFields.set(g, x);
  }
  return x;
}
/** A piece on an entrance's inside or outside field plugs it for the others (N-MOVE-1): its entrances' indices, once per board. */
const pluggedCache = new WeakMap<object, Set<number>>();
function pluggedOf(g: NavalGeography, d: NavalData): Set<number> {
  let x = pluggedCache.get(d.pieces);
  if (!x) {
    const fields = entranceFieldsOf(g);
    x = new Set();
    for (const p of d.pieces) { const ks = p.node ? fields.get(p.node) : undefined; if (ks) for (const k of ks) x.add(k); }
    pluggedCache.set(d.pieces, x);
  }
  return x;
}
const PLUGGED = 3;

/**
 * King steps from a field to another, out of one's own port through its nearest entrance (the coast
 * is crossed only there: N-PORT-1); an entrance another piece plugs counts a few steps more.
 */
function way(g: NavalGeography, me: PlayerId, from: string, to: string, plugged?: Set<number>): number {
  if (g.port[g.index.get(from) ?? 0] !== (me === 'blue' ? 1 : 2)) return steps(g, from, to);
  let best = 99;
  g.entrances.forEach((e, k) => {
    if (e.owner !== me) return;
    const inside = g.names[e.inside];
    best = Math.min(best, steps(g, from, inside) + 1 + steps(g, g.names[e.outside], to) + (plugged?.has(k) && from !== inside ? PLUGGED : 0));
  });
  return best;
}

/** What `me` knows of an enemy ship: its strength if revealed, else the strengths it may have (the pool). */
const classLists = new WeakMap<NavalOptions, { ids: string[]; counts: number[]; strengths: number[]; at: Map<string, number>; removers: boolean; strikeReach: number }>();
/**
 * The fleet's classes in the options' order, with their counts and strengths; whether the fleet has
 * missile ships; how far a carrier's plane reaches, its move and its strike range (N-STRIKE-1) — once
 * per game's options.
 */
function classList(o: NavalOptions) {
  let x = classLists.get(o);
  if (!x) {
    const ids = Object.keys(o.classes), fielded = Object.values(o.classes).filter((c) => c.count > 0);
    x = {
      ids, counts: ids.map((c) => o.classes[c].count), strengths: ids.map((c) => o.classes[c].strength), at: new Map(ids.map((c, k) => [c, k])),
      removers: fielded.some((c) => c.abilities.includes('removeBattery')),
      strikeReach: Math.max(0, ...fielded.filter((c) => c.abilities.includes('strike')).map((c) => c.mp)) + o.strikeRange,
    };
    classLists.set(o, x);
  }
  return x;
}

function enemyStrengths(state: GameState, o: NavalOptions, d: NavalData, me: PlayerId): { known: Map<string, number>; pool: number[]; strikers: number } {
  const enemy = other(me);
  const known = new Map<string, number>();
  // the fleet less what was revealed or lost: the classes behind the tokens (hiddenClassPool's count,
  // from what the seat sees: a sampled state's dealt classes never enter it)
  const list = classList(o);
  const left = list.counts.slice();
  const less = (cls: string) => { const k = list.at.get(cls); if (k !== undefined) left[k]--; };
  for (const p of d.pieces) {
    if (p.owner !== enemy || p.kind !== 'ship' || !p.revealed || !p.class) continue;
    less(p.class);
    if (p.node) known.set(p.id, o.classes[p.class]?.strength ?? 0);
  }
  for (const cls of d.lost[enemy]) less(cls);
  const pool: number[] = [];
  let strikers = 0; // the carriers still possibly behind the tokens
  for (let k = 0; k < left.length; k++) {
    for (let n = 0; n < left[k]; n++) pool.push(list.strengths[k]);
    if (left[k] > 0 && o.classes[list.ids[k]].abilities.includes('strike')) strikers += left[k];
  }
  return { known, pool, strikers };
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
  const goal = [...entrances].sort((a, b) => a.left.length - b.left.length || Number(a.blocked) - Number(b.blocked) || far(a) - far(b))[0] ?? null;
  return { goal, targets: goal && goal.left.length ? goal.left : batteries.map((b) => b.node) };
}

/** The value of a naval state to `me` (null: not a Naval Battle game). A finished game: ±1000. */
export function navalEvaluation(state: GameState, me: PlayerId): number | null {
  const game = gameOf(state);
  const d = game && navalData(state);
  if (!game || !d) return null;
  // a drawn end is worth less than a level game played on (each side plays to win), more than a lost hope
  if (state.result) return state.result.winner === me ? 1000 : state.result.winner === other(me) ? -1000 : -NAVAL_WEIGHTS.draw;
  const { o, g } = game;
  const W = NAVAL_WEIGHTS;
  const enemy = other(me);
  const { known, pool, strikers } = enemyStrengths(state, o, d, me);
  const mean = pool.length ? pool.reduce((a, b) => a + b, 0) / pool.length : 0;
  const enemyShips = d.pieces.filter((p) => p.owner === enemy && p.kind === 'ship' && p.node);
  const strengthOf = (p: NavalPiece) => known.get(p.id) ?? mean;
  // N-NEUTRAL-3: an own ship still in neutral waters whose stay runs out at this turn's end, when it
  // can no longer leave (another ship acts this turn, or it has moved), is as good as gone
  const t = d.turn;
  const gone = (p: NavalPiece) => state.toAct === me && p.neutral !== undefined && p.neutral >= o.neutralTurns - 1
    && g.neutral[g.index.get(p.node!) ?? 0] === 1 && t.ship !== null && (t.ship !== p.id || t.moved);
  const mine = d.pieces.filter((p) => p.owner === me && p.kind === 'ship' && p.node && !gone(p));
  let v = 0;
  for (const p of mine) v += W.material * (o.classes[p.class!]?.strength ?? 0);
  for (const p of enemyShips) v -= W.material * strengthOf(p);
  const landers = mine.filter((p) => has(o, p.class, 'land'));
  const removers = mine.filter((p) => has(o, p.class, 'removeBattery'));
  const fleet = classList(o);
  if (d.cannotWin[me] || !landers.length || (fleet.removers && !removers.length)) return v - W.noHope; // lost, or lost at this turn's end (N-WIN-2)
  if (d.cannotWin[enemy]) v += W.enemyNoHope;
  const batteries = d.batteries.filter((b) => b.owner === enemy);
  v += W.battery * (o.batteries - batteries.length);
  const { goal, targets } = planOf(g, o, d, me);
  if (g.entrances.some((e) => e.owner === enemy && !batteries.some((b) => e.sites.includes(g.index.get(b.node) ?? -1)))) v += W.entranceOpen;
  if (goal?.blocked) v -= W.blocked;
  // the chance that an enemy token that may reach a ship of strength s beats it
  // (an unknown token's share of stronger classes worked out once per strength, not once per token)
  const shares = new Map<number, number>();
  const share = (s: number) => { let x = shares.get(s); if (x === undefined) { let n = 0; for (const y of pool) if (y >= s) n++; shares.set(s, (x = n / Math.max(1, pool.length))); } return x; };
  const beats = (e: NavalPiece, s: number) => { const k = known.get(e.id); return k !== undefined ? (k >= s ? 1 : 0) : share(s); };
  // a carrier's plane reaches its move and its strike range away (N-STRIKE-1) and fights by the plane's strength:
  // a carrier shown, or a token by the share of carriers it may be
  const { strikeReach } = fleet;
  const threat = (p: NavalPiece) => {
    const s = o.classes[p.class!]?.strength ?? 0;
    const plane = o.planeStrength >= s ? 1 : 0;
    let worst = 0;
    for (const e of enemyShips) {
      const n = steps(g, e.node!, p.node!);
      if (n <= 4) worst = Math.max(worst, beats(e, s));
      if (n <= strikeReach && plane) {
        if (known.has(e.id)) { if (has(o, e.class, 'strike')) worst = 1; }
        else worst = Math.max(worst, strikers / Math.max(1, pool.length));
      }
    }
    return worst;
  };
  for (const p of mine) if (p.neutral !== undefined && p.neutral >= o.neutralTurns - 1 && g.neutral[g.index.get(p.node!) ?? 0] === 1) v -= W.neutralDue * (o.classes[p.class!]?.strength ?? 0); // gone at this turn's end unless it leaves
  // the key ships count by what they still may do, so that losing one is never a relief: the landing
  // ship nearest its goal by its way and threat, a spare one by a bonus; each missile ship by a
  // value its way and threat lower but never below nothing
  const plugged = pluggedOf(g, d);
  if (goal) v -= Math.min(...landers.map((p) => W.landingStep * way(g, me, p.node!, goal.outside, plugged) + W.landingThreat * threat(p)));
  v += W.spareLanding * (landers.length - 1);
  if (targets.length) for (const p of removers) v += Math.max(0, W.missileKeep - W.missileStep * Math.min(...targets.map((b) => way(g, me, p.node!, b, plugged))) - W.missileThreat * threat(p));
  else v += W.missileKeep * removers.length;
  return v;
}

/** A sampled state with the enemy's hidden ships given classes dealt from what they may still be (N-HIDDEN). */
export function dealNavalClasses(state: GameState, rng: BotRandom): GameState {
  const game = gameOf(state);
  return game && navalData(state) ? dealHiddenClasses(state, game.o, rng) : state;
}

type ModuleAction = Extract<Action, { type: 'module' }>;
const params = (a: Action) => (a.type === 'module' ? (a.params ?? {}) as { shipId?: string; to?: string } : {});

/** A fight the landing or a missile ship should not pick: on anything not shown weaker than itself (its loss may cost the hope, N-WIN-2). */
function riskyFight(o: NavalOptions, byId: Map<string, NavalPiece>, a: ModuleAction): boolean {
  if (a.action !== 'attack' && a.action !== 'sweep') return false;
  const { shipId, targetId } = (a.params ?? {}) as { shipId?: string; targetId?: string };
  const ship = byId.get(shipId!);
  if (!ship || !(has(o, ship.class, 'land') || has(o, ship.class, 'removeBattery'))) return false;
  const target = byId.get(targetId!);
  return !target || target.kind !== 'ship' || !target.revealed || (o.classes[target.class!]?.strength ?? 99) >= (o.classes[ship.class!]?.strength ?? 0);
}

/** The pieces by id (once per board). */
const byIdCache = new WeakMap<object, Map<string, NavalPiece>>();
function piecesById(d: NavalData): Map<string, NavalPiece> {
  let x = byIdCache.get(d.pieces);
  if (!x) { x = new Map(d.pieces.map((p) => [p.id, p])); byIdCache.set(d.pieces, x); }
  return x;
}

/**
 * The naval actions worth weighing (null: not a naval battle turn): every fight (attack, strike,
 * sweep, battery removal), ending the turn and passing; the landing and missile ships' moves that
 * close most on their goals; then one move of a few other ships, at random.
 */
export function navalCandidates(state: GameState, legal: readonly Action[], width: number, rng: BotRandom): Action[] | null {
  const game = gameOf(state);
  const d = game && navalData(state);
  if (!game || !d || !legal.every((a) => a.type === 'module')) return null;
  const { g, o } = game;
  const me = state.toAct, enemy = other(me);
  const byId = piecesById(d);
  // never weighed: a ship's move to its end under an enemy battery (N-BATTERY-2) or a key ship's onto a
  // known mine (N-MINE-3), nor a fight the landing or a missile ship may lose — while anything else is left
  const board = navalBoard(g, d);
  const covered = board.covered[enemy];
  const pointless = (a: ModuleAction): boolean => {
    if (a.action !== 'move') return riskyFight(o, byId, a);
    const cls = byId.get(params(a).shipId!)?.class ?? null;
    const i = g.index.get(params(a).to!) ?? 0;
    if (covered[i] && !g.neutral[i] && !has(o, cls, 'batteryProof')) return true;
    const there = board.at[i];
    return !!there && there.kind === 'mine' && there.piece.owner !== me && (has(o, cls, 'land') || has(o, cls, 'removeBattery'));
  };
  const kept = (legal as ModuleAction[]).filter((a) => !pointless(a));
  if (!kept.length) return [...legal];
  if (kept.length <= width) return kept;
  const sure: Action[] = [], moves = new Map<string, ModuleAction[]>(), other_: Action[] = [];
  for (const a of kept) {
    if (a.action === 'move') { const id = params(a).shipId!; const list = moves.get(id); if (list) list.push(a); else moves.set(id, [a]); }
    else if (a.action === 'layMine') other_.push(a);
    else sure.push(a);
  }
  const { goal, targets } = planOf(g, o, d, me);
  const insides = goal ? [goal.inside] : [];
  const plugged = pluggedOf(g, d);
  const closeness = (a: Action, goals: string[]) => { let n = 99; for (const t of goals) n = Math.min(n, way(g, me, params(a).to!, t, plugged)); return n; };
  /** The `k` moves of a list that close most on the goals (each end's closeness worked out once). */
  const best = (list: ModuleAction[], goals: string[], k: number): ModuleAction[] => {
    const near = list.map((a) => closeness(a, goals));
    const out: ModuleAction[] = [];
    for (let j = 0; j < k && j < list.length; j++) {
      let at = -1;
      for (let i = 0; i < list.length; i++) if (near[i] < 999 && (at < 0 || near[i] < near[at])) at = i;
      if (at < 0) break;
      out.push(list[at]); near[at] = 999;
    }
    return out;
  };
  const wins: Action[] = [], due: Action[] = [], others: ModuleAction[][] = [];
  const landers: [number, ModuleAction[]][] = [], removers: [number, ModuleAction[]][] = [];
  const home = me === 'blue' ? 1 : 2;
  const plugs = new Set(g.entrances.filter((e) => e.owner === me).flatMap((e) => [g.names[e.inside], g.names[e.outside]]));
  const keyInPort = d.pieces.some((p) => p.owner === me && p.kind === 'ship' && p.node && g.port[g.index.get(p.node) ?? 0] === home && (has(o, p.class, 'land') || has(o, p.class, 'removeBattery')));
  for (const [id, list] of moves) {
    const ship = byId.get(id)!;
    const cls = ship.class;
    // neutral waters are a trap for a side that moves one ship a turn (N-NEUTRAL-3): a ship whose stay
    // runs out at this turn's end takes its way out first (the evaluation prices its coming loss)
    if (ship.neutral !== undefined && ship.neutral >= o.neutralTurns - 1) {
      const out = list.filter((a) => g.neutral[g.index.get(params(a).to!) ?? 0] !== 1);
      if (out.length) { due.push(...best(out, [...targets, ...insides], 1)); continue; }
    }
    // a landing ship into the enemy port first (it wins: N-WIN-1)
    if (has(o, cls, 'land')) {
      wins.push(...list.filter((a) => g.port[g.index.get(params(a).to!) ?? 0] === (enemy === 'blue' ? 1 : 2)));
      landers.push([goal ? way(g, me, ship.node!, goal.outside, plugged) : 0, list]);
    } else if (has(o, cls, 'removeBattery')) removers.push([targets.length ? Math.min(...targets.map((t) => way(g, me, ship.node!, t, plugged))) : 0, list]);
    else {
      // a ship standing in an own entrance while a landing or missile ship is still in port makes way for it
      if (plugs.has(ship.node!) && keyInPort) due.push(...best(list.filter((a) => !plugs.has(params(a).to!)), [...targets, ...insides], 1));
      others.push(list);
    }
  }
  // room kept for the other ships (the escorts: a plugged entrance's inside field, else the batteries and the goal)
  const room = others.length ? Math.min(others.length, Math.floor(width / 4)) : 0;
  const slots = Math.max(wins.length ? 1 : 0, width - room);
  const out: Action[] = [...wins, ...due, ...sure].slice(0, slots);
  // the landing ships toward the goal and the missile ships toward the batteries, nearest first: the
  // nearest of each with two moves, the rest with one, weighed only while the list has room
  landers.sort((x, y) => x[0] - y[0]);
  removers.sort((x, y) => x[0] - y[0]);
  const turns: [ModuleAction[], string[], number][] = [];
  if (landers[0]) turns.push([landers[0][1], insides, 2]);
  if (removers[0]) turns.push([removers[0][1], targets, 2]);
  for (const [, list] of landers.slice(1)) turns.push([list, insides, 1]);
  for (const [, list] of removers.slice(1)) turns.push([list, targets, 1]);
  for (const [list, goals, k] of turns) {
    if (out.length >= slots) break;
    out.push(...best(list, goals, Math.min(k, slots - out.length)));
  }
  // then the other ships, drawn at random: each one's move that closes most on the aims, or one at random
  const aims = goal?.blocked ? [goal.inside] : [...targets, ...insides];
  const rest: Action[] = [];
  for (const list of shuffled(others, rng)) {
    if (out.length + rest.length >= width) break;
    rest.push(rng(2) ? best(list, aims, 1)[0] : list[rng(list.length)]);
  }
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
