// N-SETUP: each side arranges its fleet in secret in its home port — every ship on a port field, the
// batteries on the sites beside the entrances, some mines in the port (the rest kept off the board) —
// one player after the other (hot-seat, behind the hand-over cover). Ids are drawn from the PRNG so
// an id never tells a class (N-HIDDEN-3). `randomArrangement` is the screen's and the bots' helper.
import { z } from 'zod';
import { type Draft, seedRng, shuffle, other, type GameState, type PlayerId, type Refusal } from '../../../engine/author';
import type { NavalOptions } from './fleet';
import { geographyOf, PORT_CODE, type Geography } from './geography';
import { FRESH_TURN, NAVAL, setData, type NavalData, type Piece } from './data';
import { fieldOf, nameOf, type Ctx } from './context';
import { no } from './battle';
import type { Tx } from './turn';

const field = z.string().regex(/^[A-Za-z]{1,3}[1-9][0-9]{0,3}$/, 'a field such as "C7"').transform((s) => s.toUpperCase());
export const arrangementSchema = z.object({
  ships: z.array(z.object({ id: z.string().min(1).max(40), node: field }).strict()).max(80),
  batteries: z.array(field).max(12),
  mines: z.array(field).max(20),
}).strict();
export type Arrangement = z.infer<typeof arrangementSchema>;

/** The setup phase: both fleets made (ids drawn), the first player arranges. */
export function beginSetup(d: Draft, o: NavalOptions): boolean {
  const pieces: Piece[] = [];
  for (const p of ['blue', 'red'] as const) {
    const classes = Object.entries(o.classes).flatMap(([cls, c]) => Array<string>(c.count).fill(cls));
    // N-HIDDEN-3: the ships draw their numbers from those of the ships and the mines together; the
    // numbers left over name the mines set up in port, so no id says "ship" or "mine"
    const [numbers, rng] = shuffle(idNumbers(o, classes.length), d.s.rng);
    d.s.rng = rng;
    classes.forEach((cls, k) => pieces.push({ id: pieceId(p, numbers[k]), owner: p, kind: 'ship', class: cls, node: null, revealed: false }));
  }
  pieces.sort((a, b) => (a.id < b.id ? -1 : 1));
  const data: NavalData = {
    pieces, batteries: [], planes: [], supply: { blue: o.mines, red: o.mines }, turn: { ...FRESH_TURN }, turns: 0,
    arranged: { blue: false, red: false }, cannotWin: { blue: false, red: false }, landed: null, planesLaunched: 0, passes: 0, lost: { blue: [], red: [] },
  };
  setData(d, data);
  const first = d.s.order[0];
  d.s.phase = 'setup';
  d.s.pending = { kind: 'moduleSetup', player: first, module: NAVAL, phase: 'arrange' };
  d.s.toAct = first;
  return true;
}

/** The numbers a side's ids are drawn from: its ships' and, under secret ids, its mines' (N-HIDDEN-3). */
const idNumbers = (o: NavalOptions, ships: number): number[] =>
  Array.from({ length: ships + (o.ids === 'secret' ? o.mines : 0) }, (_, k) => k + 1);
const pieceId = (p: PlayerId, n: number): string => `${p}-${String(n).padStart(2, '0')}`;

/** The ids of the `count` mines `p` sets up in port: the numbers its ships did not draw, in order (rules 3: "blue-mine-1"…). */
function portMineIds(o: NavalOptions, pieces: readonly Piece[], p: PlayerId, count: number): string[] {
  if (o.ids === 'rules3') return Array.from({ length: count }, (_, k) => `${p}-mine-${k + 1}`);
  const taken = new Set(pieces.filter((x) => x.owner === p).map((x) => x.id));
  const ships = pieces.filter((x) => x.owner === p && x.kind === 'ship').length;
  return idNumbers(o, ships).map((n) => pieceId(p, n)).filter((id) => !taken.has(id)).slice(0, count);
}

/** Check an arrangement (every refusal names the params' path and the reason), then place it. */
export function arrange(tx: Tx, c: Ctx, a: Arrangement): Refusal | null {
  const p = tx.player;
  const bad = (path: string, message: string, pl: string) => no('N-SETUP', `params.${path}: ${message}`, `params.${path}: ${pl}`);
  if (c.data.arranged[p]) return no('N-SETUP', 'Your fleet is already arranged.', 'Twoja flota jest już ustawiona.');
  const own = c.data.pieces.filter((x) => x.owner === p && x.kind === 'ship');
  const taken = new Map<number, string>();
  const place = (path: string, node: string): Refusal | null => {
    const i = fieldOf(c, node);
    if (i < 0) return bad(path, `${node} is off the board`, `pola ${node} nie ma na planszy`);
    if (c.g.port[i] !== PORT_CODE[p]) return bad(path, `${node} is outside your port: the fleet sets up in its home port`, `pole ${node} leży poza twoim portem: flota ustawia się w swoim porcie`);
    if (taken.has(i)) return bad(path, `${node} is already taken by ${taken.get(i)}`, `pole ${node} jest już zajęte przez ${taken.get(i)}`);
    taken.set(i, path);
    return null;
  };
  const seen = new Set<string>();
  for (const [k, s] of a.ships.entries()) {
    if (!own.some((x) => x.id === s.id)) return bad(`ships[${k}].id`, `"${s.id}" is not a ship of your fleet`, `„${s.id}” nie jest okrętem twojej floty`);
    if (seen.has(s.id)) return bad(`ships[${k}].id`, `${s.id} is placed twice`, `${s.id} ustawiono dwa razy`);
    seen.add(s.id);
  }
  const missing = own.filter((x) => !seen.has(x.id));
  if (missing.length) return bad('ships', `${missing.length} of your ships have no field (${missing[0].id}…): every ship sets up in the port`, `okręty bez pola: ${missing.length} (${missing[0].id}…): każdy okręt ustawia się w porcie`);
  if (a.batteries.length !== tx.o.batteries) return bad('batteries', `${a.batteries.length} batteries placed, your fleet has ${tx.o.batteries}`, `ustawiono baterii: ${a.batteries.length}, flota ma ich ${tx.o.batteries}`);
  if (a.mines.length > c.data.supply[p]) return bad('mines', `${a.mines.length} mines placed, your fleet has ${c.data.supply[p]}`, `ustawiono min: ${a.mines.length}, flota ma ich ${c.data.supply[p]}`);
  for (const [k, node] of a.batteries.entries()) {
    const r = place(`batteries[${k}]`, node);
    if (r) return r;
    if (!c.g.sites[p].includes(fieldOf(c, node))) return bad(`batteries[${k}]`, `${node} is not on the coast beside an entrance (N-BATTERY-1): ${c.g.sites[p].map((i) => nameOf(c, i)).join(', ')}`, `pole ${node} nie leży na wybrzeżu obok wejścia do portu (N-BATTERY-1): ${c.g.sites[p].map((i) => nameOf(c, i)).join(', ')}`);
  }
  for (const [k, s] of a.ships.entries()) { const r = place(`ships[${k}].node`, s.node); if (r) return r; }
  for (const [k, node] of a.mines.entries()) { const r = place(`mines[${k}]`, node); if (r) return r; }
  const where = new Map(a.ships.map((s) => [s.id, s.node]));
  tx.w.data.pieces = tx.w.data.pieces.map((x) => (x.owner === p && where.has(x.id) ? { ...x, node: where.get(x.id)! } : x));
  // N-MINE-2: a mine set up in port is a hidden token like a ship; the pieces stay in id order, so
  // neither their order nor their ids tell a mine from a ship
  const mineIds = portMineIds(tx.o, tx.w.data.pieces, p, a.mines.length);
  a.mines.forEach((node, k) => tx.w.data.pieces.push({ id: mineIds[k], owner: p, kind: 'mine', class: 'mine', node, revealed: false }));
  tx.w.data.pieces.sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  tx.w.data.supply[p] -= a.mines.length;
  tx.w.data.batteries = [...tx.w.data.batteries, ...a.batteries.map((node, k) => ({ id: `${p}-battery-${k + 1}`, owner: p, node }))];
  tx.w.data.arranged[p] = true;
  tx.d.events.push({ type: 'module', module: NAVAL, name: 'arranged', player: p, data: {} }); // N-SETUP: that it is done, nothing of how
  if (!tx.w.data.arranged[other(p)]) {
    tx.d.s.toAct = other(p);
    tx.d.s.pending = { kind: 'moduleSetup', player: other(p), module: NAVAL, phase: 'arrange' };
  } else tx.d.s.pending = null; // the setup phase is over: the battle begins (beforeRound)
  return null;
}

/** A random arrangement for `player` (the screen's "random arrangement", the bots' and random play's): batteries on their sites, ships on shuffled port fields, `mines` mines on free ones. */
export function randomArrangement(state: GameState, o: NavalOptions, player: PlayerId, seed: number, mines = 0): Arrangement {
  const g: Geography = geographyOf(state.setup.map, o);
  const data = state.moduleState?.find((m) => m.module === NAVAL)?.data as NavalData;
  // the batteries on sites drawn at random where the coast has more sites than batteries
  const [siteOrder, rng] = g.sites[player].length > o.batteries ? shuffle(g.sites[player], seedRng(seed ^ 0x5eed)) : [g.sites[player], null];
  const sites = siteOrder.slice(0, o.batteries);
  const free = g.portFields[player].filter((i) => !sites.includes(i));
  const [fields] = shuffle(free, rng ?? seedRng(seed));
  const ships = data.pieces.filter((x) => x.owner === player && x.kind === 'ship');
  const m = Math.max(0, Math.min(mines, data.supply[player], fields.length - ships.length));
  // never a fleet locked in by its own mines: with every entrance's inside field mined, one of them takes a ship instead
  const inside = g.entrances.filter((e) => e.owner === player).map((e) => fields.indexOf(e.inside));
  if (ships.length > 0 && inside.length > 0 && inside.every((k) => k >= ships.length && k < ships.length + m)) {
    [fields[0], fields[inside[0]]] = [fields[inside[0]], fields[0]];
  }
  return {
    ships: ships.map((s, k) => ({ id: s.id, node: g.names[fields[k]] })),
    batteries: sites.map((i) => g.names[i]),
    mines: fields.slice(ships.length, ships.length + m).map((i) => g.names[i]),
  };
}
