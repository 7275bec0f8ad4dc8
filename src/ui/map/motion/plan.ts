// What happened, as motion (issue 37): each event the viewer may know becomes a track on a timeline —
// a move or a turn glides along the route the engine recorded (R-MOVE-8's path, from the event: never
// searched again here), a TF marker or a bomber glides, an attack draws its line of fire and a hit, a
// sinking fades, a deployment flips the marker into its ships, an arrival flips in. Each track lasts at
// most MAX_TRACK_MS; an action's tracks follow each other. Pure: the motion layer draws it.
import type { GameEvent, PlayerId, Unit } from '../../../engine';

export const MAX_TRACK_MS = 400;
const FIRE_MS = 260;
const SINK_MS = 360;
const FLIP_MS = 360;

/** A piece as the motion layer draws it. */
export type Piece =
  | { kind: 'ship' | 'fixed'; cls: string; owner: PlayerId }
  | { kind: 'marker'; owner: PlayerId; letter: string | null }
  | { kind: 'bomber' | 'plane'; owner: PlayerId };

/** A pose on the route: a node and a heading (null: a piece without one, a TF marker). */
export interface Pose { node: string; heading: number | null }

export type Track =
  | { t: 'glide'; id: string; piece: Piece; route: Pose[]; start: number; dur: number }
  | { t: 'fire'; from: string; at: string; start: number; dur: number }
  | { t: 'sink'; id: string; piece: Piece; pose: Pose; start: number; dur: number }
  | { t: 'flip'; id: string; piece: Piece; pose: Pose; from: { node: string; owner: PlayerId } | null; start: number; dur: number };

export interface Plan {
  tracks: Track[];
  /** Pieces the tokens layer leaves to the motion layer until the plan ends. */
  hidden: Set<string>;
  /** When the last track ends (ms from the start). */
  end: number;
}

/** What the plan needs to know of the pieces: units by id (the shown state's, with those sunk meanwhile), a TF marker's letter if the viewer may see it. */
export interface Known { unit(id: string): Pick<Unit, 'class' | 'owner' | 'kind'> | null; letter(markerId: string): string | null }

const glideMs = (steps: number): number => Math.min(MAX_TRACK_MS, 140 + 70 * Math.max(1, steps));

export function planOf(events: readonly GameEvent[], known: Known): Plan {
  const tracks: Track[] = [];
  const hidden = new Set<string>();
  // units sunk in these events are known by their last state even if the shown state has lost them
  const sunk = new Map<string, Unit>();
  for (const e of events) if (e.type === 'destroyed') sunk.set(e.unit.id, e.unit);
  const unit = (id: string) => known.unit(id) ?? sunk.get(id) ?? null;
  let at = 0;
  const add = (track: Track): void => {
    tracks.push(track);
    at = track.start + track.dur;
  };
  for (const e of events) {
    switch (e.type) {
      case 'moved':
      case 'turned': {
        const u = unit(e.unitId);
        if (!u) break;
        const route: Pose[] = (e.path.length ? e.path : [e.from, e.to]).map((s) => ({ node: s.node, heading: s.heading }));
        if (route.length < 2) break;
        hidden.add(e.unitId);
        add({ t: 'glide', id: e.unitId, piece: { kind: 'ship', cls: u.class, owner: u.owner }, route, start: at, dur: glideMs(route.length - 1) });
        break;
      }
      case 'taskForceMoved': {
        const route = (e.path.length ? e.path : [e.from, e.to]).map((node) => ({ node, heading: null }));
        if (route.length < 2) break;
        hidden.add(e.markerId);
        add({ t: 'glide', id: e.markerId, piece: { kind: 'marker', owner: e.player, letter: known.letter(e.markerId) }, route, start: at, dur: glideMs(route.length - 1) });
        break;
      }
      case 'bomberMoved':
        if (e.from.node === e.to.node && e.from.heading === e.to.heading) break;
        hidden.add(e.bomberId);
        add({ t: 'glide', id: e.bomberId, piece: { kind: 'bomber', owner: e.player }, route: [e.from, e.to], start: at, dur: glideMs(1) });
        break;
      case 'attacked':
        add({ t: 'fire', from: e.from, at: e.at, start: at, dur: FIRE_MS });
        break;
      case 'destroyed':
        // the hit lands, then the wreck fades (it starts as the shot arrives)
        tracks.push({ t: 'sink', id: e.unit.id, piece: { kind: e.unit.kind, cls: e.unit.class, owner: e.unit.owner }, pose: { node: e.unit.node, heading: e.unit.heading }, start: Math.max(0, at - FIRE_MS / 2), dur: SINK_MS });
        at = Math.max(at, tracks.at(-1)!.start + SINK_MS);
        break;
      case 'planeDestroyed':
      case 'bomberDestroyed': {
        const id = e.type === 'planeDestroyed' ? e.planeId : e.bomberId;
        tracks.push({ t: 'sink', id, piece: { kind: e.type === 'planeDestroyed' ? 'plane' : 'bomber', owner: e.owner }, pose: { node: e.node, heading: null }, start: Math.max(0, at - FIRE_MS / 2), dur: SINK_MS });
        at = Math.max(at, tracks.at(-1)!.start + SINK_MS);
        break;
      }
      case 'taskForceDeployed': {
        const start = at;
        for (const p of e.placed) {
          const u = unit(p.unitId);
          if (!u) continue;
          hidden.add(p.unitId);
          tracks.push({ t: 'flip', id: p.unitId, piece: { kind: 'ship', cls: u.class, owner: u.owner }, pose: { node: p.node, heading: p.heading }, from: { node: e.node, owner: e.player }, start, dur: FLIP_MS });
        }
        for (const m of e.markerIds) hidden.add(m);
        if (tracks.length && tracks.at(-1)!.start === start && tracks.at(-1)!.t === 'flip') at = start + FLIP_MS;
        break;
      }
      case 'surfaced':
      case 'reinforcementArrived': {
        const u = unit(e.unitId);
        if (!u) break;
        hidden.add(e.unitId);
        add({ t: 'flip', id: e.unitId, piece: { kind: 'ship', cls: u.class, owner: u.owner }, pose: { node: e.node, heading: e.heading }, from: null, start: at, dur: FLIP_MS });
        break;
      }
      default:
        break;
    }
  }
  return { tracks, hidden, end: tracks.reduce((m, t) => Math.max(m, t.start + t.dur), 0) };
}

/** Where a piece stands at time `t` of its glide: the route's poses interpolated, the heading turning the short way. */
export function poseAt(route: readonly Pose[], progress: number): { from: Pose; to: Pose; f: number } {
  const segments = route.length - 1;
  const u = Math.min(1, Math.max(0, progress)) * segments;
  const i = Math.min(segments - 1, Math.floor(u));
  return { from: route[i], to: route[i + 1], f: u - i };
}

/** The tracks that decide a piece's look at time t: the latest begun, else its first (drawn at its start). */
export function trackOfPiece(tracks: readonly Track[], t: number): Map<string, Track> {
  const out = new Map<string, Track>();
  for (const tr of tracks) {
    if (tr.t === 'fire') continue;
    const known = out.get(tr.id);
    if (!known || (tr.start <= t && tr.start >= known.start)) out.set(tr.id, tr);
  }
  return out;
}
