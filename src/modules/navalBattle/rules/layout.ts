// N-SETUP's "save my arrangement": an arrangement kept by class and by place in the port — a lane
// along the coast and a depth from it (0: the coast row) — so it fits the next game, whose ship ids
// are drawn anew, and the other side's port too (mirrored through its entrances' direction).
import type { GameState, PlayerId } from '../../../engine/author';
import type { NavalOptions } from './fleet';
import { geographyOf, type Geography } from './geography';
import { navalData } from './data';
import type { Arrangement } from './setup';

export interface Place { lane: number; depth: number }
export interface SavedLayout { ships: (Place & { class: string })[]; batteries: Place[]; mines: Place[] }

/** The port's frame: its first entrance's inside field is the coast row; depth grows inland. */
function frameOf(g: Geography, player: PlayerId) {
  const e = g.entrances.find((x) => x.owner === player)!;
  const w = g.shape.width;
  const at = (i: number) => ({ col: i % w, row: Math.floor(i / w) });
  const inside = at(e.inside), out = at(e.outside);
  const vertical = out.col === inside.col;
  const sign = vertical ? Math.sign(out.row - inside.row) : Math.sign(out.col - inside.col);
  return {
    place(name: string): Place {
      const c = at(g.index.get(name)!);
      return vertical ? { lane: c.col, depth: (inside.row - c.row) * sign } : { lane: c.row, depth: (inside.col - c.col) * sign };
    },
    field({ lane, depth }: Place): string | null {
      const col = vertical ? lane : inside.col - depth * sign, row = vertical ? inside.row - depth * sign : lane;
      return col >= 0 && row >= 0 && col < w && row < g.shape.height ? g.names[row * w + col] : null;
    },
  };
}

/** What to keep of an arrangement (the ships by class). */
export function layoutOf(state: GameState, o: NavalOptions, player: PlayerId, a: Arrangement): SavedLayout {
  const f = frameOf(geographyOf(state.setup.map, o), player);
  const classOf = new Map((navalData(state)?.pieces ?? []).map((p) => [p.id, p.class]));
  return {
    ships: a.ships.map((s) => ({ class: classOf.get(s.id) ?? '', ...f.place(s.node) })),
    batteries: a.batteries.map((n) => f.place(n)),
    mines: a.mines.map((n) => f.place(n)),
  };
}

/** A kept layout as this game's arrangement for `player` (ids dealt by class), or null when it does not fit this fleet or port. */
export function arrangementFromLayout(state: GameState, o: NavalOptions, player: PlayerId, layout: SavedLayout): Arrangement | null {
  const g = geographyOf(state.setup.map, o);
  const f = frameOf(g, player);
  const free = new Map<string, string[]>();
  for (const p of navalData(state)?.pieces ?? []) if (p.owner === player && p.kind === 'ship' && p.class) free.set(p.class, [...(free.get(p.class) ?? []), p.id]);
  const ships: Arrangement['ships'] = [];
  for (const s of layout.ships) {
    const id = free.get(s.class)?.shift();
    const node = f.field(s);
    if (!id || !node) return null;
    ships.push({ id, node });
  }
  if ([...free.values()].some((ids) => ids.length)) return null;
  const batteries = layout.batteries.map((p) => f.field(p));
  const mines = layout.mines.map((p) => f.field(p));
  if (batteries.includes(null) || mines.includes(null)) return null;
  return { ships, batteries: batteries as string[], mines: mines as string[] };
}
