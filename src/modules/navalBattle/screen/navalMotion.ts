// Naval Battle's actions as motion (issue 37): a ship glides field by field along the path the engine
// recorded in its 'moved' event (never searched again here); a shot — an attack, a plane's strike, a
// battery firing, a sweep, a missile ship at a battery, an attack on a mine — draws its line of fire
// from the shooter to the target and a hit (the target goes) or a miss (it stays); a piece the action
// removes fades where it stood once the shot lands. Each track lasts at most MAX_TRACK_MS and follows
// the one before.
// Only what the viewer saw is drawn: the plan reads the viewer's events and the pieces, batteries and
// planes as the viewer's screen showed them before (an enemy's hidden token glides as a "?" and shows
// its class only once an event names it, N-HIDDEN-2). A line of fire starts at a shooter the viewer
// sees; one it does not see leaves only the hit on the target it sees; a target it does not see, nothing.
// Pure: the board's canvas draws it (NavalCanvas, drawBoard), the map's motion layer decides when (followActions).
import type { GameEvent, PlayerId } from '../../../engine';
import { MAX_TRACK_MS } from '../../../ui/map/motion/plan';
import { NAVAL, type NavalBattery, type NavalPiece, type NavalPlane } from '../rules/index';
import { fieldCell } from './boardGeometry';

const FADE_MS = 360;
export const FIRE_MS = 260;
/** The part of a shot the line takes to reach its target; the hit shows for the rest. */
export const FIRE_REACH = 0.6;
const glideMs = (steps: number): number => Math.min(MAX_TRACK_MS, 140 + 70 * Math.max(1, steps));

/** What the viewer's screen shows of the board (NavalScreen's picture). */
export interface NavalSeen { pieces: readonly NavalPiece[]; batteries: readonly NavalBattery[]; planes: readonly NavalPlane[] }

/** A piece that may fade: a ship or mine, a battery, a plane. */
export type Fading = NavalPiece | (NavalBattery & { kind: 'battery' }) | (NavalPlane & { kind: 'plane' });

export type NavalTrack =
  | { t: 'glide'; piece: NavalPiece; route: string[]; start: number; dur: number }
  | { t: 'fade'; piece: Fading; node: string; start: number; dur: number };

/** A shot: from the shooter's field (null: a shooter the viewer does not see, or one on the target's field) to the target's; a hit when the target goes. */
export interface NavalFire { from: string | null; at: string; hit: boolean; start: number; dur: number }

export interface NavalPlan {
  tracks: NavalTrack[];
  fires: NavalFire[];
  /** Pieces the board leaves to the motion until it ends (those that glide: the removed are gone already). */
  hidden: Set<string>;
  /** Pieces and planes the actions bring, by the time they come (a mine laid, the plane left on the ship it sank): the board shows them from then on. */
  arrives: Map<string, number>;
  end: number;
}

type Data = Record<string, unknown>;
const other = (p: PlayerId): PlayerId => (p === 'blue' ? 'red' : 'blue');

/** The ids an event of module N removes from the board: pieces, planes, batteries. */
function removedBy(name: string, d: Data): string[] {
  switch (name) {
    case 'attacked':
    case 'struck': return (d.removed as string[] | undefined) ?? [];
    case 'mineExploded': return [d.pieceId as string, d.mineId as string];
    case 'mineSwept': return [d.mineId as string];
    case 'batteryRemoved': return [d.batteryId as string];
    case 'batteryFired':
    case 'neutralExpired': return [d.pieceId as string];
    default: return [];
  }
}

/** The classes an event names (N-HIDDEN-2: only those the rules reveal), by piece id. */
function namedBy(name: string, d: Data): [string, unknown][] {
  switch (name) {
    case 'attacked': return [[d.attackerId as string, d.attackerClass], [d.targetId as string, d.targetClass]];
    case 'struck': return [[d.carrierId as string, undefined], [d.targetId as string, d.targetClass]];
    case 'mineExploded': return [[d.pieceId as string, d.class], [d.mineId as string, 'mine']];
    case 'mineSwept': return [[d.pieceId as string, d.class], [d.mineId as string, 'mine']];
    case 'batteryFired': case 'batteryRemoved': case 'neutralExpired': case 'landed': return [[d.pieceId as string, d.class]];
    default: return [];
  }
}

const beside = (a: string, b: string): boolean => {
  const p = fieldCell(a), q = fieldCell(b);
  return Math.max(Math.abs(p.col - q.col), Math.abs(p.row - q.row)) === 1;
};

/** The plan of an action's events (the viewer's: eventsFor), the board as the viewer saw it before them. */
export function navalPlanOf(events: readonly GameEvent[], seen: NavalSeen): NavalPlan {
  const pieces = new Map<string, NavalPiece>(seen.pieces.filter((p) => p.node).map((p) => [p.id, { ...p }]));
  const batteries = new Map(seen.batteries.map((b) => [b.id, b]));
  const planes = new Map(seen.planes.map((p) => [p.id, p]));
  const tracks: NavalTrack[] = [];
  const fires: NavalFire[] = [];
  const hidden = new Set<string>();
  const arrives = new Map<string, number>();
  let at = 0;
  /** Where a piece or plane the viewer sees stands now, else null. */
  const fieldOf = (id: unknown): string | null => (typeof id === 'string' ? pieces.get(id)?.node ?? planes.get(id)?.node ?? null : null);
  for (const e of events) {
    if (e.type !== 'module' || e.module !== NAVAL) continue;
    const d = (e.data ?? {}) as Data;
    if (e.name === 'mineLaid' && typeof d.mineId === 'string') arrives.set(d.mineId, at);
    if (e.name === 'moved') {
      const p = pieces.get(d.pieceId as string);
      const route = [d.from as string, ...((d.path as string[] | undefined) ?? [d.to as string])];
      if (!p || route.length < 2) continue;
      hidden.add(p.id);
      tracks.push({ t: 'glide', piece: { ...p }, route, start: at, dur: glideMs(route.length - 1) });
      at += tracks.at(-1)!.dur;
      p.node = d.to as string;
      continue;
    }
    // the shots: who fired where, as far as the viewer sees
    const shots: { from: string | null; at: string | null; hit: boolean }[] = [];
    const removed = removedBy(e.name, d);
    switch (e.name) {
      case 'attacked':
        shots.push({ from: fieldOf(d.attackerId), at: fieldOf(d.targetId), hit: removed.includes(d.targetId as string) });
        break;
      case 'struck': // the plane: from its carrier to the target's field (public in the event)
        shots.push({ from: fieldOf(d.carrierId), at: fieldOf(d.targetId) ?? (d.node as string), hit: removed.includes(d.targetId as string) });
        break;
      case 'mineSwept':
      case 'batteryRemoved':
        shots.push({ from: fieldOf(d.pieceId), at: d.node as string, hit: true });
        break;
      case 'mineExploded': { // an attack on the mine, or a ship ending its move on it (no line: the mine is where it stands)
        const ship = fieldOf(d.pieceId), mine = fieldOf(d.mineId) ?? (d.node as string);
        shots.push({ from: ship === mine ? null : ship, at: mine, hit: true });
        break;
      }
      case 'batteryFired': { // every enemy battery the viewer sees beside the field fires
        const owner = pieces.get(d.pieceId as string)?.owner ?? e.player;
        const guns = [...batteries.values()].filter((b) => (!owner || b.owner === other(owner)) && beside(b.node, d.node as string));
        if (!guns.length) shots.push({ from: null, at: d.node as string, hit: true });
        for (const b of guns) shots.push({ from: b.node, at: d.node as string, hit: true });
        break;
      }
    }
    // the classes the event names are shown from now on (N-HIDDEN-2)
    for (const [id, cls] of namedBy(e.name, d)) {
      const p = pieces.get(id);
      if (p && typeof cls === 'string' && cls !== 'plane' && p.class === null) pieces.set(id, { ...p, kind: cls === 'mine' ? 'mine' : 'ship', class: cls, revealed: true });
    }
    const aimed = shots.filter((s): s is { from: string | null; at: string; hit: boolean } => s.at !== null);
    for (const s of aimed) fires.push({ ...s, start: at, dur: FIRE_MS });
    // what the event removes fades where it stood, from the moment the shot lands
    const landed = aimed.length ? at + FIRE_MS * FIRE_REACH : at;
    let faded = false;
    for (const id of removed) {
      const p = pieces.get(id), b = batteries.get(id), pl = planes.get(id);
      const gone: Fading | null = p?.node ? p : b ? { ...b, kind: 'battery' } : pl ? { ...pl, kind: 'plane' } : null;
      if (!gone?.node) continue;
      tracks.push({ t: 'fade', piece: gone, node: gone.node, start: landed, dur: FADE_MS });
      pieces.delete(id); batteries.delete(id); planes.delete(id);
      faded = true;
    }
    if (e.name === 'struck' && typeof d.planeId === 'string') arrives.set(d.planeId, landed);
    at = Math.max(aimed.length ? at + FIRE_MS : at, faded ? landed + FADE_MS : at);
  }
  return { tracks, fires, hidden, arrives, end: at };
}

/** The track that decides a piece's look at time t: the latest begun, else its first. */
export function tracksAt(plan: NavalPlan, t: number): NavalTrack[] {
  const out = new Map<string, NavalTrack>();
  for (const tr of plan.tracks) {
    const known = out.get(tr.piece.id);
    if (!known || tr.start <= t) out.set(tr.piece.id, tr);
  }
  return [...out.values()];
}

/** The shots in the air at time t, each with how far into it (0..1). */
export const firesAt = (plan: NavalPlan, t: number): { fire: NavalFire; f: number }[] =>
  plan.fires.filter((x) => t >= x.start && t < x.start + x.dur).map((fire) => ({ fire, f: (t - fire.start) / fire.dur }));

/** Plans one after the other (a turn's actions, each planned from the board as seen before it). */
export function chainPlans(plans: readonly NavalPlan[]): NavalPlan {
  const out: NavalPlan = { tracks: [], fires: [], hidden: new Set(), arrives: new Map(), end: 0 };
  for (const p of plans) {
    const at = out.end;
    out.tracks.push(...p.tracks.map((t) => ({ ...t, start: t.start + at })));
    out.fires.push(...p.fires.map((f) => ({ ...f, start: f.start + at })));
    for (const id of p.hidden) out.hidden.add(id);
    for (const [id, t] of p.arrives) out.arrives.set(id, t + at);
    out.end = at + p.end;
  }
  return out;
}
