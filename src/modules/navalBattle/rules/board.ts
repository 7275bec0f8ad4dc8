// What stands where, per state of module N (cached per data object): the occupant of each field, and
// the fields each side's batteries cover (N-BATTERY-2/3). Also the copy-on-write work on the data.
import type { PlayerId } from '../../../engine/author';
import type { Geography } from './geography';
import type { Battery, NavalData, Piece, Plane } from './data';

export type Occupant =
  | { kind: 'ship' | 'mine'; piece: Piece }
  | { kind: 'battery'; battery: Battery }
  | { kind: 'plane'; plane: Plane };

export interface NavalBoard {
  at: (Occupant | undefined)[];
  /** Fields next to a battery of that side (the battery's own field not included). */
  covered: Record<PlayerId, Uint8Array>;
  /** N-PORT-2: per entrance (geography order), whether no battery stands beside it. */
  open: boolean[];
}

const cache = new WeakMap<NavalData, NavalBoard>();

export function boardOfData(g: Geography, data: NavalData): NavalBoard {
  let b = cache.get(data);
  if (!b) { b = buildBoard(g, data); cache.set(data, b); }
  return b;
}

/** The board of data still being worked on (never cached: the work changes it). */
export function buildBoard(g: Geography, data: NavalData): NavalBoard {
  const at: (Occupant | undefined)[] = new Array(g.n);
  const idx = (name: string) => g.index.get(name)!;
  // a view's hidden token stands as a ship not revealed: it blocks and may be attacked, never entered
  for (const p of data.pieces) if (p.node) at[idx(p.node)] = { kind: p.kind === 'mine' ? 'mine' : 'ship', piece: p };
  for (const p of data.planes) at[idx(p.node)] = { kind: 'plane', plane: p };
  const covered = { blue: new Uint8Array(g.n), red: new Uint8Array(g.n) };
  for (const battery of data.batteries) {
    const i = idx(battery.node);
    at[i] = { kind: 'battery', battery };
    for (let dir = 0; dir < 8; dir++) { const j = g.nb[i * 8 + dir]; if (j >= 0) covered[battery.owner][j] = 1; }
  }
  const open = g.entrances.map((e) => e.sites.every((site) => at[site]?.kind !== 'battery'));
  return { at, covered, open };
}

/** A working copy of the data for one transition: lists copied, a piece copied before it changes. */
export interface Work { data: NavalData; changed: Set<string> }
export const beginWork = (data: NavalData): Work => ({
  data: { ...data, pieces: [...data.pieces], batteries: [...data.batteries], planes: [...data.planes], supply: { ...data.supply }, turn: { ...data.turn }, arranged: { ...data.arranged }, cannotWin: { ...data.cannotWin } },
  changed: new Set(),
});
export function changePiece(w: Work, id: string): Piece {
  const k = w.data.pieces.findIndex((p) => p.id === id);
  if (!w.changed.has(id)) { w.data.pieces[k] = { ...w.data.pieces[k] }; w.changed.add(id); }
  return w.data.pieces[k];
}
/** A piece leaves the board; a ship's class joins its side's losses (public: N-HIDDEN-2). */
export function removePiece(w: Work, id: string): void {
  const gone = w.data.pieces.find((p) => p.id === id);
  w.data.pieces = w.data.pieces.filter((p) => p.id !== id);
  if (gone?.kind === 'ship' && gone.class !== null) w.data.lost = { ...w.data.lost, [gone.owner]: [...w.data.lost[gone.owner], gone.class] };
}
