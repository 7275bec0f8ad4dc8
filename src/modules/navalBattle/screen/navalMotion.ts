// Naval Battle's moves as motion (issue 37): a ship glides field by field along the path the engine
// recorded in its 'moved' event (never searched again here), a piece the action removes fades where it
// stood. A piece looks as the viewer saw it before the action (an enemy's hidden token glides and fades
// as a "?": nothing is revealed). Each track lasts at most MAX_TRACK_MS and follows the one before. Pure:
// the board's canvas draws it (NavalCanvas, drawBoard), the map's motion layer decides when (followActions).
import type { GameEvent } from '../../../engine';
import { MAX_TRACK_MS } from '../../../ui/map/motion/plan';
import { NAVAL, type NavalPiece } from '../rules/index';

const FADE_MS = 360;
const glideMs = (steps: number): number => Math.min(MAX_TRACK_MS, 140 + 70 * Math.max(1, steps));

export type NavalTrack =
  | { t: 'glide'; piece: NavalPiece; route: string[]; start: number; dur: number }
  | { t: 'fade'; piece: NavalPiece; node: string; start: number; dur: number };

export interface NavalPlan {
  tracks: NavalTrack[];
  /** Pieces the board leaves to the motion until it ends (those that glide: the removed are gone already). */
  hidden: Set<string>;
  end: number;
}

/** The ids an event of module N removes from the board. */
function removedBy(name: string, d: Record<string, unknown>): string[] {
  switch (name) {
    case 'attacked':
    case 'struck': return (d.removed as string[] | undefined) ?? [];
    case 'mineExploded': return [d.pieceId as string, d.mineId as string];
    case 'batteryFired':
    case 'neutralExpired': return [d.pieceId as string];
    default: return [];
  }
}

/** The plan of an action's events (the viewer's: eventsFor), the pieces as shown before it. */
export function navalPlanOf(events: readonly GameEvent[], before: readonly NavalPiece[]): NavalPlan {
  const pieces = new Map(before.filter((p) => p.node).map((p) => [p.id, { ...p }]));
  const tracks: NavalTrack[] = [];
  const hidden = new Set<string>();
  let at = 0;
  for (const e of events) {
    if (e.type !== 'module' || e.module !== NAVAL) continue;
    const d = (e.data ?? {}) as Record<string, unknown>;
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
    const gone = removedBy(e.name, d).map((id) => pieces.get(id)).filter((p): p is NavalPiece & { node: string } => !!p?.node);
    for (const p of gone) {
      tracks.push({ t: 'fade', piece: { ...p }, node: p.node, start: at, dur: FADE_MS });
      pieces.delete(p.id);
    }
    if (gone.length) at += FADE_MS;
  }
  return { tracks, hidden, end: at };
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
