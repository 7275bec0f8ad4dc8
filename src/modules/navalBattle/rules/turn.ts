// Module N's turn (N-TURN): one ship acts — a move, then perhaps an attack; or an attack alone; a
// carrier's strike besides (N-STRIKE-2); a mine may be laid on the side (N-MINE-1). The turn ends by
// itself when its ship has nothing left to do, or by `endTurn`. At its end: neutral waters count
// (N-NEUTRAL-3), planes out since the enemy's turn return (N-STRIKE-3), the other side plays.
import { type Draft, other, type PlayerId } from '../../../engine/author';
import { hasAbility, type NavalOptions } from './fleet';
import type { Geography } from './geography';
import { buildBoard, changePiece, removePiece, type Work } from './board';
import { FRESH_TURN, NAVAL, pieceById, setData, type Piece } from './data';
import { fieldOf, type Ctx } from './context';
import { reachOf } from './movement';
import { attackTargets, batteryTargets, strikeTargets, sweepTargets } from './targets';

/** One transition of module N at work: the draft, the working copy of the data, who acts. */
export interface Tx { d: Draft; o: NavalOptions; g: Geography; w: Work; player: PlayerId }

export const emit = (tx: Tx, name: string, data: Record<string, unknown>, player: PlayerId = tx.player): void => {
  tx.d.events.push({ type: 'module', module: NAVAL, name, player, data });
};

/** The rules' view of the data being worked on. */
export const workCtx = (tx: Tx): Ctx => ({ state: tx.d.s, o: tx.o, g: tx.g, data: tx.w.data, board: buildBoard(tx.g, tx.w.data) });

/** What the turn's ship may still do (N-TURN-2): move, attack (sweep, remove a battery), strike. */
export function shipCanGoOn(c: Ctx, ship: Piece): boolean {
  const t = c.data.turn;
  if (!t.moved && !t.attacked && reachOf(c, ship).fields.length > 0) return true;
  if (!t.attacked && (attackTargets(c, ship).length || sweepTargets(c, ship).length || batteryTargets(c, ship).length)) return true;
  return !t.struck && strikeTargets(c, ship).length > 0;
}

/** After a ship's action: the turn goes on while its ship may still act, else it ends. */
export function goOnOrEnd(tx: Tx): void {
  const id = tx.w.data.turn.ship;
  const ship = id ? pieceById(tx.w.data, id) : undefined;
  if (!ship || !shipCanGoOn(workCtx(tx), ship)) endTurn(tx);
}

export function endTurn(tx: Tx): void {
  const data = tx.w.data;
  for (const p of [...data.pieces]) { // N-NEUTRAL-3
    if (p.owner !== tx.player || p.kind !== 'ship' || !p.node) continue;
    if (!tx.g.neutral[fieldOf(tx, p.node)]) { if (p.neutral !== undefined) delete changePiece(tx.w, p.id).neutral; continue; }
    const turns = p.neutral === undefined ? 0 : p.neutral + 1;
    if (turns >= tx.o.neutralTurns) { removePiece(tx.w, p.id); emit(tx, 'neutralExpired', { revealedTo: ['blue', 'red'], pieceId: p.id, class: p.class, node: p.node }); }
    else changePiece(tx.w, p.id).neutral = turns;
  }
  const back = data.planes.filter((pl) => pl.returnsAfter <= data.turns); // N-STRIKE-3
  for (const pl of back) emit(tx, 'planeReturned', { planeId: pl.id, carrierId: pl.carrierId, node: pl.node }, pl.owner);
  if (back.length) data.planes = data.planes.filter((pl) => pl.returnsAfter > data.turns);
  data.turns += 1;
  data.passes = 0;
  data.turn = { ...FRESH_TURN };
  const next = other(tx.player);
  tx.d.s.toAct = next;
  if (tx.d.s.pending?.kind === 'moduleSetup') tx.d.s.pending = { ...tx.d.s.pending, player: next };
  emit(tx, 'turnEnded', { turns: data.turns, next });
}

/**
 * N-WIN-2: a side that has lost its landing ship, or all its missile ships (the ships that remove
 * batteries, when the fleet has any), can no longer win (announced once).
 */
export function judgeHopes(tx: Tx): void {
  const data = tx.w.data;
  const removersInFleet = Object.values(tx.o.classes).some((c) => c.count > 0 && c.abilities.includes('removeBattery'));
  for (const p of ['blue', 'red'] as const) {
    if (data.cannotWin[p]) continue;
    const ships = data.pieces.filter((x) => x.owner === p && x.kind === 'ship' && x.node);
    const lander = ships.some((x) => hasAbility(tx.o, x.class, 'land'));
    const remover = !removersInFleet || ships.some((x) => hasAbility(tx.o, x.class, 'removeBattery'));
    if (lander && remover) continue;
    data.cannotWin[p] = true;
    emit(tx, 'cannotWin', { reason: lander ? 'noBatteryRemover' : 'noLandingShip' }, p);
  }
}

/** The end of every transition: hopes judged, the data written back. */
export function finish(tx: Tx): void {
  if (tx.w.data.arranged.blue && tx.w.data.arranged.red) judgeHopes(tx);
  setData(tx.d, tx.w.data);
}
