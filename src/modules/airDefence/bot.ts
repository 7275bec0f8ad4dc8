// The bots value module L (air defence and victory points, Sea Lion raid) by its own victory rule:
// what decides the game is how near each side is to its VP target (L-WIN-FULL, L-WIN-CLOSER: the
// side that lacks fewer VP wins, equal lack: the higher share of its target), so a VP gained or
// denied counts for more than an ENB point; a damaged bomber counts as half shot down.
// The bombers are where the VP are won, so each one on the map is valued where it stands: a raiding
// side's (its VP table pays for bombing a target) by a target in its zone (a bomb run next
// activation) or else its way to the nearest target (one still in its airfield's pool: from the
// airfield, a step further; one on the round track: from where it left, two steps a round until it is
// back); a defending side's by its way to the nearest enemy bomber, on the map or in its pool (it hunts
// them); either side's by
// the enemy bomber in its zone it may shoot down next (its share of that loss on the track). Added to
// the ENB terms (ships' zones and closing still matter: sunk ships score on the track too).
// Its shortlist for a turn (`candidates`) keeps a free AA shot first (a gun costs no token), then a bomb
// run; a ship within the reach of an enemy ship yet to act is saved first (its moves out of every enemy
// ship's reach, or a strike); else the other actions, each ship's two best strikes and two moves out of
// reach (off the open sea first: no torpedo reaches it), and the best placement or move of each of the
// three best bombers by its own terms (none far below the best) — in an order drawn from the decision's
// stream, so games from different seeds differ. The generic weighing plays through only a few of the
// actions it cannot read off the map, and reads no threat a move walks into: this list is what it weighs.
import { attackZone, bomberZoneNodes, other, reachableEnds, unitPoints, validTargetsFrom, type Action, type GameState, type PlayerId, type Unit } from '../../engine/index';
import { boardOf } from '../../engine/geometry/index';
import { AIR_DEFENCE, airDefenceData, BOMB_KILLS_GUN_ON, gunRules, gunStanding, pointsFor, shotAt, victoryPoints, type AirDefenceOptions } from './rules';
import { nodeDistance } from '../../bots/distance';
import type { BotModule } from '../../bots/botModule';
import { shuffled } from '../../bots/random';

type Bomber = NonNullable<GameState['bombers']>[number];

/**
 * Tenths of a point: one VP of lack closed; the share of the target (0–1); a node of a raider's way to
 * a target; a target in a raider's zone; a node of a defender's way to the nearest enemy bomber; the
 * share of an enemy bomber's loss (on both tracks) counted for standing in the zone of an own bomber.
 */
export const AIR_DEFENCE_WEIGHTS = { lack: 30, share: 10, bomberClosing: 12, ready: 40, hunt: 3, strike: 1, flak: 1 };

const optionsOf = (state: GameState): AirDefenceOptions | null =>
  (state.setup.modules?.find((m) => m.id === AIR_DEFENCE)?.options as AirDefenceOptions | undefined) ?? null;

/** Whether `player`'s VP table pays for bombing a strategic target (the raiding side). */
const raids = (o: AirDefenceOptions, player: PlayerId): boolean =>
  o.targets.length > 0 && o.vp[player].some((l) => l.when === 'bombedTarget' && l.points > 0);

/** What shooting down one of the enemy's bombers is worth to `player`, in tenths (its VP and the enemy's lost ones). */
const swing = (o: AirDefenceOptions, player: PlayerId): number =>
  AIR_DEFENCE_WEIGHTS.lack * (pointsFor(o.vp[player], 'shotDown', 'bomber') - pointsFor(o.vp[other(player)], 'lost', 'bomber'));

/** The nodes of a bomber's zone (weather-shortened) where it stands, or would stand (not yet in the state). */
function zoneAt(state: GameState, b: Bomber): string[] {
  const list = state.bombers ?? [];
  const there = list.find((x) => x.id === b.id);
  if (there && there.node === b.node && there.heading === b.heading) return bomberZoneNodes(state, b.id);
  return bomberZoneNodes({ ...state, bombers: [...list.filter((x) => x.id !== b.id), b] }, b.id);
}

const zonesKept = new WeakMap<object, Map<string, Set<string>>>();

/** One decision's reading of module L: the targets, each side's way to them, the bombers' zones. */
class Air {
  readonly targets: string[];
  private zones = new Map<string, Set<string>>();
  /** The AA guns still standing, and what their shots read from the options. */
  private readonly guns: AirDefenceOptions['guns'];
  private readonly gunRules: ReturnType<typeof gunRules>;
  constructor(readonly state: GameState, readonly o: AirDefenceOptions) {
    this.targets = o.targets.map((t) => t.toUpperCase());
    const kept = airDefenceData(state).guns;
    this.guns = o.guns.filter((g) => gunStanding(kept, g.id));
    this.gunRules = gunRules(o);
  }
  /** Whether a bomber of `owner` standing on `node` is in an enemy bomber's zone (its next attack may shoot it down). */
  hunted(owner: PlayerId, node: string): boolean {
    const at = node.toUpperCase();
    return (this.state.bombers ?? []).some((e) => e.owner !== owner && this.zone(e).has(at));
  }
  /** A raider's way from `node` to its best target: the nodes to fly, and the target's risk in nodes (the chance its guns bring the bomber down once its bombs fell, priced as the loss: so a raider goes round a defended target to one the guns cannot see). */
  way(owner: PlayerId, node: string): number {
    let best = Infinity;
    for (const t of this.targets) best = Math.min(best, nodeDistance(node, t) + this.risk(owner, t) / this.pull(owner));
    return best;
  }
  private risks = new Map<string, number>();
  /** Tenths: what a bomb run on target `t` risks to `owner`'s bomber by the guns left there after the bombs (a gun on the target itself survives its bombs on 1–3, L-AA-BOMB). */
  risk(owner: PlayerId, t: string): number {
    const key = `${owner}@${t}`;
    let r = this.risks.get(key);
    if (r === undefined) this.risks.set(key, (r = AIR_DEFENCE_WEIGHTS.flak * this.flak({ id: `${owner}-raider`, owner, node: t }, true) * swing(this.o, other(owner))));
    return r;
  }
  /**
   * The way from `node` to what `owner`'s bombers go for: a raider's targets; a defender's nearest enemy
   * bomber, on the map or still in its airfield's pool (there, a step beyond the airfield: where it will
   * be placed), or with none left the targets it guards. A raider placed on its airfield thus moves no
   * defender's goal: before, the hunters' goal jumped from the targets to the raider far off, and any
   * first placement looked worth the hunters' whole way back (+8 points).
   */
  goal(owner: PlayerId, node: string): number {
    if (raids(this.o, owner)) return this.way(owner, node);
    let near = Infinity;
    for (const e of this.state.bombers ?? []) if (e.owner !== owner) near = Math.min(near, nodeDistance(node, e.node));
    for (const a of this.enemyAirfields(owner)) near = Math.min(near, nodeDistance(node, a) + 1);
    return near < Infinity ? near : this.way(owner, node);
  }
  private airfields = new Map<PlayerId, string[]>();
  /** The nodes of the airfields of `owner`'s enemy that still hold bombers in their pool. */
  private enemyAirfields(owner: PlayerId): string[] {
    let list = this.airfields.get(owner);
    if (!list) {
      list = [];
      for (const id in this.state.units) { const u = this.state.units[id]; if (u.owner !== owner && (u.bombers ?? 0) > 0) list.push(u.node); }
      this.airfields.set(owner, list);
    }
    return list;
  }
  /** Tenths of a point per node of a bomber's way to its goal. */
  pull(owner: PlayerId): number {
    return raids(this.o, owner) ? AIR_DEFENCE_WEIGHTS.bomberClosing : AIR_DEFENCE_WEIGHTS.hunt;
  }
  zone(b: Bomber): Set<string> {
    // with no card in play a bomber's zone is the map's and the weather's alone (§8.2, L-CLOUD, L-SUN): kept per game by where it stands
    const still = !this.state.effects?.length;
    const key = still ? `${b.node}/${b.heading}` : `${b.id}@${b.node}/${b.heading}`;
    let zones = still ? zonesKept.get(this.state.setup) : this.zones;
    if (!zones) zonesKept.set(this.state.setup, (zones = new Map()));
    let z = zones.get(key);
    if (!z) zones.set(key, (z = new Set(zoneAt(this.state, b).map((n) => n.toUpperCase()))));
    return z;
  }
  /** A bomber in its airfield's pool, as its owner sees it: its way from the airfield, a step more. */
  pooled(owner: PlayerId, airfieldId: string): number {
    const a = this.state.units[airfieldId];
    return a ? -this.pull(owner) * (this.goal(owner, a.node) + 1) : 0;
  }
  /** What a bomber standing where `b` says is worth to its owner: a target in its zone, else its way from the best node it may fly to next (its zone, or where it stands: a bomber turned towards its goal is nearer it), and the enemy bomber it may shoot down. */
  worth(b: Bomber): number {
    const z = this.zone(b);
    let v = 0;
    const ready = raids(this.o, b.owner) ? this.targets.filter((t) => z.has(t)) : [];
    if (ready.length) v += AIR_DEFENCE_WEIGHTS.ready - Math.min(...ready.map((t) => this.risk(b.owner, t)));
    else {
      let way = this.goal(b.owner, b.node);
      for (const n of z) way = Math.min(way, this.goal(b.owner, n));
      v -= this.pull(b.owner) * way;
    }
    if ((this.state.bombers ?? []).some((e) => e.owner !== b.owner && z.has(e.node.toUpperCase()))) v += AIR_DEFENCE_WEIGHTS.strike * swing(this.o, b.owner);
    return v - AIR_DEFENCE_WEIGHTS.flak * this.flak(b) * swing(this.o, other(b.owner));
  }
  /** The chance that the enemy's standing AA guns bring down a bomber standing as `b` when next they fire (a damaged one, two-step: half, L-AA-TWO-STEP); `bombed`: right after its bombs fell there, which a gun on that node survives on 1–3 (L-AA-BOMB). */
  flak(b: Pick<Bomber, 'id' | 'owner' | 'node'>, bombed = false): number {
    let miss = 1;
    for (const g of this.guns) {
      if (g.owner === b.owner) continue;
      const shot = shotAt(this.state, this.gunRules, g, b);
      const standing = bombed && shot?.distance === 0 ? (BOMB_KILLS_GUN_ON - 1) / 6 : 1;
      if (shot && !shot.shield) miss *= 1 - standing * (7 - shot.need) / 6;
    }
    return (1 - miss) * (this.o.damage === 'two-step' ? 0.5 : 1);
  }
}

/** The bombers' part of the value to `player`: each own bomber's worth less each enemy one's, pools and round track too. */
function bombersValue(air: Air, player: PlayerId): number {
  const { state, o } = air;
  const bombers = state.bombers ?? [];
  let v = 0;
  for (const b of bombers) v += (b.owner === player ? 1 : -1) * air.worth(b);
  // one still in its airfield's pool
  for (const id in state.units) {
    const u = state.units[id];
    const n = u.bombers ?? 0;
    if (n > 0) v += (u.owner === player ? 1 : -1) * n * air.pooled(u.owner, id);
  }
  // one on the round track (L-LEAVE): the way from where it left, and two steps for each round it is away
  for (const { bomber: b, node, back } of airDefenceData(state).away ?? [])
    v -= (b.owner === player ? 1 : -1) * air.pull(b.owner) * (air.goal(b.owner, node) + 2 * Math.max(1, back - state.round));
  return v;
}

/** The value of `state` to `player` by module L's terms (tenths of a point, higher is better). */
export function airDefenceValue(state: GameState, player: PlayerId): number {
  const o = optionsOf(state);
  if (!o) return 0;
  const enemy = other(player);
  const vp = { ...victoryPoints(state) };
  // a damaged bomber (L-AA-TWO-STEP) is half shot down: half its loss on the track
  const data = airDefenceData(state);
  for (const b of state.bombers ?? []) {
    if (!data.guns.damaged.includes(b.id)) continue;
    vp[b.owner] += pointsFor(o.vp[b.owner], 'lost', 'bomber') / 2;
    vp[other(b.owner)] += pointsFor(o.vp[other(b.owner)], 'shotDown', 'bomber') / 2;
  }
  const lack = (p: PlayerId) => o.vpTarget[p] - vp[p];
  const share = (p: PlayerId) => vp[p] / Math.max(1, o.vpTarget[p]);
  return AIR_DEFENCE_WEIGHTS.lack * (lack(enemy) - lack(player)) + AIR_DEFENCE_WEIGHTS.share * (share(player) - share(enemy)) + bombersValue(new Air(state, o), player);
}

const isModule = (a: Action, action: string): boolean => a.type === 'module' && a.module === AIR_DEFENCE && a.action === action;

/**
 * What a bomber placement or move gains its side by the bombers' terms, read without playing it: the
 * bomber where it ends, less where it was (a placement: less the pool), less the bombers after it in
 * its chain (they return to the pool), less the enemy bomber that may shoot it down there.
 */
function bomberGain(air: Air, a: Action): number {
  const { state } = air;
  const bombers = state.bombers ?? [];
  const me = state.toAct;
  let placed: Bomber, before: number, after = 0;
  if (a.type === 'airOperation' || a.type === 'extendChain') {
    const airfieldId = a.type === 'airOperation' ? a.unitId : bombers.find((b) => b.id === a.bomberId)?.airfieldId;
    if (!airfieldId) return -Infinity;
    placed = { id: 'probe', owner: me, airfieldId, chain: 'probe', node: a.node, heading: a.heading, activeRound: state.round };
    before = air.pooled(me, airfieldId);
  } else if (a.type === 'bomberMove') {
    const k = bombers.findIndex((b) => b.id === a.bomberId);
    if (k < 0) return -Infinity;
    const b = bombers[k];
    placed = { ...b, node: a.to.node, heading: a.to.heading };
    before = air.worth(b);
    for (const c of bombers.slice(k + 1)) if (c.chain === b.chain) after += air.worth(c) - air.pooled(me, c.airfieldId);
  } else return -Infinity;
  let v = air.worth(placed) - before - after;
  if (air.hunted(me, placed.node)) v -= AIR_DEFENCE_WEIGHTS.strike * swing(air.o, other(me));
  return v;
}

/**
 * The shortlist's sizes: a ship's best strikes and its moves out of reach (nearest the enemy); the best
 * placement or move of the three best bombers (an airfield's best counts as one), none more than
 * `bomberMargin` tenths below the best.
 */
export const SHORTLIST = { strikes: 2, safe: 2, bombers: 3, bomberMargin: 20 };
/** The farthest a ship's zone reaches in the default classes (a carrier's planes: 4). */
const STRIKE_RANGE = 4;

/**
 * Where an enemy ship standing as `e` stands could sink a ship in its next activation: its zone from
 * every end of its move, on the map with no other unit nor task force marker (nothing blocks it: an over-estimate), a torpedo's
 * only on sea (§5.2). A pure function of the map, the class and where it stands, so it is kept per game
 * (a bot stays a pure function of its view: no answer depends on the states seen before).
 */
const reachKept = new WeakMap<object, Map<string, ReadonlySet<string>>>();
function strikeReach(state: GameState, e: Unit): ReadonlySet<string> {
  // a card in play may change a ship's move or zone (§9): then it is worked out afresh, not kept
  let kept = state.effects?.length ? new Map<string, ReadonlySet<string>>() : reachKept.get(state.setup);
  if (!kept) reachKept.set(state.setup, (kept = new Map()));
  const key = `${e.owner}:${e.class}@${e.node}/${e.heading}`;
  let out = kept.get(key);
  if (out) return out;
  const set = new Set<string>();
  const rs = state.setup.ruleset, cls = rs.classes[e.class];
  if (cls && cls.attack !== 'none') {
    const clearSea = rs.attackTypes[cls.attack]?.line === 'clearSea';
    const board = boardOf(state.setup.map);
    const alone: GameState = { ...state, units: { [e.id]: e }, bombers: [], taskForces: undefined };
    const ends = reachableEnds(alone, e.id);
    for (let k = 0; k < ends.nodes.length; k++) {
      const there = { ...alone, units: { [e.id]: { ...e, node: ends.nodes[k], heading: ends.headings[k] } } };
      for (const n of attackZone(there, e.id)) if (!clearSea || board.sea[board.index.get(n) ?? -1]) set.add(n);
    }
  }
  kept.set(key, (out = set));
  return out;
}

/** The nodes where a ship of `player`'s could be sunk by an enemy ship's next activation (strikeReach of each): `risky`, and `pressing`, by those yet to act this round. */
function danger(state: GameState, player: PlayerId): { risky: Set<string>; pressing: Set<string> } {
  const risky = new Set<string>(), pressing = new Set<string>();
  for (const id in state.units) {
    const e = state.units[id];
    if (e.owner === player || e.kind !== 'ship') continue;
    for (const n of strikeReach(state, e)) { risky.add(n); if (!e.activated) pressing.add(n); }
  }
  return { risky, pressing };
}

/**
 * The ship moves worth weighing: a ship's moves to where no enemy ship can sink it next (or where it
 * strikes itself). In Sea Lion raid a ship is a command token a round (and a VP to the enemy when sunk);
 * the generic weighing closes on the enemy and counts only the zones the enemy stands in now, so each
 * side's destroyers ended their moves within the other's reach and were sunk in the first round (blue
 * lost all three ships in 12 games of 12, and with them the tokens its bombers need). A ship with no
 * such move keeps all of its own.
 */
function shipMoves(state: GameState, moves: readonly Extract<Action, { type: 'move' }>[]): { all: Action[]; strikes: Action[]; rescues: Action[] } {
  const all: Action[] = [], strikeList: Action[] = [], rescues: Action[] = [];
  if (!moves.length) return { all, strikes: strikeList, rescues };
  const me = state.toAct;
  const { risky, pressing } = danger(state, me);
  const enemies: string[] = [], targets: string[] = [];
  for (const id in state.units) { const u = state.units[id]; if (u.owner !== me) { targets.push(u.node); if (u.kind === 'ship') enemies.push(u.node); } }
  // a strike needs an enemy unit within a zone's reach (no class reaches past STRIKE_RANGE): the engine is asked only there
  const board = boardOf(state.setup.map);
  // read once per end node (a ship's moves end on each node with up to six headings)
  const read = new Map<string, { close: boolean; rank: number }>();
  const at = (node: string) => {
    let r = read.get(node);
    if (!r) read.set(node, (r = {
      close: targets.some((t) => nodeDistance(t, node) <= STRIKE_RANGE),
      // out of reach, a node off the open sea first (no torpedo reaches it, §5.2: safe from the destroyers wherever they go next), then nearest the enemy
      rank: (board.sea[board.index.get(node) ?? -1] ? 100 : 0) + enemies.reduce((d, e) => Math.min(d, nodeDistance(node, e)), 99),
    }));
    return r;
  };
  const strikes = (a: Extract<Action, { type: 'move' }>) => (at(a.to.node).close ? validTargetsFrom(state, a.unitId, a.to) : []);
  const rank = (node: string) => at(node).rank;
  const byShip = new Map<string, { strikes: { a: Action; v: number }[]; safe: { a: Action; d: number }[]; all: Action[] }>();
  for (const a of moves) {
    let m = byShip.get(a.unitId);
    if (!m) byShip.set(a.unitId, (m = { strikes: [], safe: [], all: [] }));
    m.all.push(a);
    const hits = strikes(a);
    if (hits.length) m.strikes.push({ a, v: Math.max(...hits.map((t) => unitPoints(state, state.units[t.id] ?? state.units[a.unitId]))) - (risky.has(a.to.node) ? 0.5 : 0) });
    else if (!risky.has(a.to.node)) m.safe.push({ a, d: rank(a.to.node) });
  }
  for (const [id, m] of byShip) {
    if (!m.strikes.length && !m.safe.length) { all.push(...m.all); continue; }
    const hits = m.strikes.sort((x, y) => y.v - x.v).slice(0, SHORTLIST.strikes).map((x) => x.a);
    const safe = m.safe.sort((x, y) => x.d - y.d).slice(0, SHORTLIST.safe).map((x) => x.a);
    all.push(...hits, ...safe);
    strikeList.push(...hits);
    if (pressing.has(state.units[id].node)) rescues.push(...safe);
  }
  return { all, strikes: strikeList, rescues };
}

/** Module L's shortlist of a turn: a free AA shot alone; else a bomb run on a target alone; else every action but the bomber placements and moves, and the best of those. */
function airDefenceCandidates(state: GameState, legal: readonly Action[]): Action[] | null {
  if (state.pending || state.activation) return null;
  const o = optionsOf(state);
  if (!o) return null;
  const shots = legal.filter((a) => isModule(a, 'fireGun'));
  if (shots.length) return shots; // free (no token, the turn stays): never worse than not firing
  const air = new Air(state, o);
  // a bomb run on a target scores only for the side whose VP table pays for it (the defender's own targets are no prize)
  const runs = raids(o, state.toAct) ? legal.filter((a) => isModule(a, 'dropBombs') && air.targets.includes(String((a as { params: { node: string } }).params.node).toUpperCase())) : [];
  const out: Action[] = [];
  const moves: Extract<Action, { type: 'move' }>[] = [];
  // of the bomber placements and moves, each bomber's (each airfield's) best by the bombers' terms
  const byBomber = new Map<string, { a: Action; g: number }>();
  for (const a of legal) {
    if (a.type === 'move') { moves.push(a); continue; }
    if (a.type !== 'airOperation' && a.type !== 'extendChain' && a.type !== 'bomberMove') { out.push(a); continue; }
    const g = bomberGain(air, a);
    const who = a.type === 'airOperation' ? a.unitId : a.bomberId;
    const known = byBomber.get(who);
    if (!known || g > known.g) byBomber.set(who, { a, g });
  }
  // a bomb run is VP on the track now, which a bomber kept waiting may never score (shot down, or the game over):
  // it comes before all else but what saves a bomber standing in an enemy bomber's zone (its best move, or
  // an attack on the hunter) — forced to bomb first, the raider left the other to be shot down
  if (runs.length) {
    const hunted = (state.bombers ?? []).filter((b) => b.owner === state.toAct && air.hunted(b.owner, b.node));
    const escapes = hunted.map((b) => byBomber.get(b.id)?.a).filter((a): a is Action => !!a);
    return [...runs, ...escapes, ...(escapes.length ? out.filter((a) => a.type === 'bomberAttack') : [])];
  }
  const ranked = [...byBomber.values()].sort((x, y) => y.g - x.g);
  // none far worse than the best (a bomber flown into a hunter's zone while another may go on safely): the easy bot plays one of them through at random
  const best = ranked.slice(0, SHORTLIST.bombers).filter((x) => x.g >= ranked[0].g - SHORTLIST.bomberMargin).map((x) => x.a);
  const ships = shipMoves(state, moves);
  // a ship within the reach of an enemy ship yet to act this round is saved first (or the enemy struck): else a bomber placed or moved while it waits costs the ship, a token a round and a VP
  if (ships.rescues.length) return [...ships.strikes, ...out.filter((a) => a.type === 'bomberAttack'), ...ships.rescues];
  out.push(...best);
  out.push(...ships.all);
  return out;
}

/** What each of `actions` (bomber placements and moves) gains the player to act by the bombers' terms (bomberGain; for tests). */
export function bomberGains(state: GameState, actions: readonly Action[]): number[] {
  const o = optionsOf(state);
  if (!o) return actions.map(() => 0);
  const air = new Air(state, o);
  return actions.map((a) => bomberGain(air, a));
}

/** Module L's bot knowledge: its evaluation (added to ENB's terms) and its shortlist of a turn (registered by src/modules/registry.ts). */
export const airDefenceBot: BotModule = {
  id: AIR_DEFENCE,
  evaluation: { value: airDefenceValue },
  // in an order drawn from the decision's stream: equally weighed actions are chosen by the bot's seed (the
  // generic weighing keeps a module's order), so games from different seeds differ — before, every game of
  // a seating played out the same, and a batch measured one game many times
  candidates: (state, legal, _width, rng) => { const list = airDefenceCandidates(state, legal); return list && shuffled(list, rng); },
};
