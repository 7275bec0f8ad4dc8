// Module N's ship actions: move (N-MOVE, with what ends a move: N-MINE-3 a mine, N-BATTERY-2 a
// battery's fire, N-WIN-1 a landing), attack (N-ATTACK), sweep (N-MINE-4), remove a battery
// (N-BATTERY-4), strike (N-STRIKE), lay a mine (N-MINE-1), end the turn, pass (N-TURN-3). Each checks
// what it needs and refuses with the rule's reason, or acts on the working copy.
import { refuse, type Refusal, other, type PlayerId } from '../../../engine/author';
import { classOf, hasAbility } from './fleet';
import { PORT_CODE } from './geography';
import { changePiece, removePiece } from './board';
import { pieceById, type Piece } from './data';
import { fieldOf, inNeutral, nameOf, shipsOf, type Ctx } from './context';
import { pathTo, reachOf, reaches } from './movement';
import { attackTargets, batteryTargets, mineFields, strikeTargets, sweepTargets } from './targets';
import { emit, endTurn, goOnOrEnd, shipCanGoOn, type Tx } from './turn';

/** Events that show a class name both players (N-HIDDEN-2): undo stops before them (play/undo.ts). */
const BOTH = ['blue', 'red'];

/** A refusal by a ruling, in English (the message) and Polish (`details.pl`, shown by the Polish screen). */
export const no = (rule: string, message: string, pl: string): Refusal => refuse('module/refused', message, { module: 'navalBattle', rule, pl });

/** The own ship that may act now (N-TURN-1: the turn's ship once one has acted). */
function actingShip(c: Ctx, player: string, id: string): Piece | Refusal {
  const p = pieceById(c.data, id);
  if (!p || !p.node || p.kind !== 'ship') return no('N-TURN-1', `There is no ship "${id}" on the board.`, `Na planszy nie ma okrętu „${id}”.`);
  if (p.owner !== player) return no('N-TURN-1', 'That ship is not yours.', 'To nie twój okręt.');
  if (c.data.turn.ship && c.data.turn.ship !== id) return no('N-TURN-1', 'Another ship is acting this turn: go on with it or end the turn.', 'W tej turze działa już inny okręt: kontynuuj nim albo zakończ turę.');
  return p;
}
const isRefusal = (x: unknown): x is Refusal => typeof x === 'object' && x !== null && (x as Refusal).ok === false;

const strength = (tx: Tx, p: Piece): number => classOf(tx.o, p.class)?.strength ?? 0;
const reveal = (tx: Tx, p: Piece): void => { if (!p.revealed) changePiece(tx.w, p.id).revealed = true; };

export function move(tx: Tx, c: Ctx, shipId: string, to: string): Refusal | null {
  const ship = actingShip(c, tx.player, shipId);
  if (isRefusal(ship)) return ship;
  if (c.data.turn.moved || c.data.turn.attacked) return no('N-TURN-2', 'This ship has already moved or attacked this turn.', 'Ten okręt już się ruszył albo zaatakował w tej turze.');
  const target = fieldOf(c, to);
  const reach = reachOf(c, ship);
  if (!reaches(reach, target)) return no('N-MOVE-1', ...whyNotThere(c, ship, target));
  const path = pathTo(reach, target).map((i) => nameOf(c, i));
  const mine = c.board.at[target];
  const from = ship.node!;
  changePiece(tx.w, ship.id).node = to;
  tx.w.data.turn.ship = ship.id;
  tx.w.data.turn.moved = true;
  emit(tx, 'moved', { pieceId: ship.id, from, to, path });
  if (mine?.kind === 'mine') { // N-MINE-3
    removePiece(tx.w, ship.id); removePiece(tx.w, mine.piece.id);
    emit(tx, 'mineExploded', { revealedTo: BOTH, pieceId: ship.id, class: ship.class, mineId: mine.piece.id, node: to });
  } else if (c.board.covered[other(tx.player)][target] && !c.g.neutral[target] && !hasAbility(tx.o, ship.class, 'batteryProof')) { // N-BATTERY-2
    removePiece(tx.w, ship.id);
    emit(tx, 'batteryFired', { revealedTo: BOTH, pieceId: ship.id, class: ship.class, node: to });
  } else if (hasAbility(tx.o, ship.class, 'land') && c.g.port[target] === PORT_CODE[other(tx.player)] && !c.data.cannotWin[tx.player]) { // N-WIN-1 (N-WIN-2: not for a side without hope)
    tx.w.data.landed = tx.player;
    reveal(tx, ship);
    emit(tx, 'landed', { revealedTo: BOTH, pieceId: ship.id, class: ship.class, node: to });
  }
  goOnOrEnd(tx);
  return null;
}

/** "3 pola", "5 pól", "1 pole". */
const fieldsPl = (n: number): string => `${n} ${n === 1 ? 'pole' : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? 'pola' : 'pól'}`;

/** Why a ship cannot end its move on a field, in words: [English, Polish]. */
export function whyNotThere(c: Ctx, ship: Piece, target: number): [string, string] {
  if (target < 0) return ['That field is not on the board.', 'Tego pola nie ma na planszy.'];
  const name = nameOf(c, target);
  if (!c.g.water[target]) return [`${name} is land.`, `${name} to ląd.`];
  const occ = c.board.at[target];
  if (occ && !(occ.kind === 'mine' && occ.piece.owner !== ship.owner && occ.piece.revealed)) return [`${name} is taken: ships never share or jump over a field.`, `Pole ${name} jest zajęte: okręty nie stają na jednym polu ani go nie przeskakują.`];
  const cls = classOf(c.o, ship.class);
  return [
    `${name} is out of reach: a ${cls?.name.en ?? 'ship'} moves ${cls?.mp ?? 0} fields through free water, into a port only by an open entrance, never past a field an enemy battery covers.`,
    `Pole ${name} jest poza zasięgiem: ${cls?.name.pl ?? 'okręt'} przechodzi ${fieldsPl(cls?.mp ?? 0)} po wolnej wodzie, do portu tylko otwartym wejściem, nigdy przez pole w zasięgu baterii przeciwnika.`,
  ];
}

/** Strength against strength (N-ATTACK-2): the weaker goes, equals both; both are revealed. */
export function attack(tx: Tx, c: Ctx, shipId: string, targetId: string): Refusal | null {
  const ship = actingShip(c, tx.player, shipId);
  if (isRefusal(ship)) return ship;
  if (c.data.turn.attacked) return no('N-TURN-2', 'This ship has already attacked this turn.', 'Ten okręt już atakował w tej turze.');
  if (!attackTargets(c, ship).includes(targetId))
    return (inNeutral(c, ship.node) ? no('N-ATTACK-1', 'A ship in neutral waters cannot attack.', 'Okręt na wodach neutralnych nie może atakować.') : no('N-ATTACK-1', 'That is not an enemy next to this ship that it may attack (not across a coast, not in neutral waters).', 'To nie jest przeciwnik na polu obok, którego ten okręt może zaatakować (nie przez linię brzegową, nie na wodach neutralnych).'));
  return fight(tx, c, ship, targetId);
}

/** The attack itself: on a mine the attacker goes with it (N-MINE-3), else strength against strength. */
function fight(tx: Tx, c: Ctx, ship: Piece, targetId: string): null {
  tx.w.data.turn.ship = ship.id;
  tx.w.data.turn.attacked = true;
  const plane = c.data.planes.find((p) => p.id === targetId);
  const target = pieceById(c.data, targetId);
  reveal(tx, ship);
  if (target?.kind === 'mine') { // N-MINE-3: the attacker goes with the mine
    removePiece(tx.w, ship.id); removePiece(tx.w, target.id);
    emit(tx, 'mineExploded', { revealedTo: BOTH, pieceId: ship.id, class: ship.class, mineId: target.id, node: target.node });
  } else {
    const mine = strength(tx, ship);
    const theirs = plane ? tx.o.planeStrength : strength(tx, target!);
    if (target) reveal(tx, target);
    const removed: string[] = [];
    if (mine <= theirs) { removePiece(tx.w, ship.id); removed.push(ship.id); }
    if (mine >= theirs) {
      if (plane) tx.w.data.planes = tx.w.data.planes.filter((p) => p.id !== plane.id); else removePiece(tx.w, target!.id);
      removed.push(targetId);
    }
    emit(tx, 'attacked', { revealedTo: BOTH, attackerId: ship.id, attackerClass: ship.class, targetId, targetClass: plane ? 'plane' : target!.class, removed });
  }
  goOnOrEnd(tx);
  return null;
}

export function sweep(tx: Tx, c: Ctx, shipId: string, mineId: string): Refusal | null {
  const ship = actingShip(c, tx.player, shipId);
  if (isRefusal(ship)) return ship;
  if (c.data.turn.attacked) return no('N-TURN-2', 'This ship has already attacked this turn.', 'Ten okręt już atakował w tej turze.');
  if (!sweepTargets(c, ship).includes(mineId)) return no('N-MINE-4', 'Only a minesweeper sweeps, and only an enemy mine or an unrevealed enemy token next to it.', 'Minę zdejmuje tylko trałowiec, i tylko minę przeciwnika albo jego nieodkryty żeton na polu obok.');
  if (pieceById(c.data, mineId)!.kind !== 'mine') return fight(tx, c, ship, mineId); // N-MINE-5: the token was a ship: the sweep is an attack on it
  tx.w.data.turn.ship = ship.id;
  tx.w.data.turn.attacked = true;
  reveal(tx, ship);
  removePiece(tx.w, mineId);
  emit(tx, 'mineSwept', { revealedTo: BOTH, pieceId: ship.id, class: ship.class, mineId, node: pieceById(c.data, mineId)!.node });
  goOnOrEnd(tx);
  return null;
}

export function removeBattery(tx: Tx, c: Ctx, shipId: string, batteryId: string): Refusal | null {
  const ship = actingShip(c, tx.player, shipId);
  if (isRefusal(ship)) return ship;
  if (c.data.turn.attacked) return no('N-BATTERY-4', 'One battery a move: this ship has already attacked or removed a battery this turn.', 'Jedna bateria na ruch: ten okręt już atakował albo zdjął baterię w tej turze.');
  if (!batteryTargets(c, ship).includes(batteryId)) return no('N-BATTERY-4', 'Only a missile ship removes a battery, and only one next to it.', 'Baterię zdejmuje tylko okręt rakietowy, i tylko baterię na polu obok.');
  tx.w.data.turn.ship = ship.id;
  tx.w.data.turn.attacked = true;
  reveal(tx, ship);
  const battery = c.data.batteries.find((b) => b.id === batteryId)!;
  tx.w.data.batteries = tx.w.data.batteries.filter((b) => b.id !== batteryId);
  emit(tx, 'batteryRemoved', { revealedTo: BOTH, pieceId: ship.id, class: ship.class, batteryId, node: battery.node });
  goOnOrEnd(tx);
  return null;
}

/** N-STRIKE-1/2: once a turn, the carrier's plane against an enemy ship within reach, by the plane's strength. */
export function strike(tx: Tx, c: Ctx, shipId: string, targetId: string): Refusal | null {
  const ship = actingShip(c, tx.player, shipId);
  if (isRefusal(ship)) return ship;
  if (c.data.turn.struck) return no('N-STRIKE-2', 'The plane has already flown this turn.', 'Samolot już leciał w tej turze.');
  if (!strikeTargets(c, ship).includes(targetId))
    return no('N-STRIKE-1', `Only a carrier strikes, from outside neutral waters, at an enemy ship within ${tx.o.strikeRange} fields and not in neutral waters.`, `Atakuje tylko lotniskowiec, spoza wód neutralnych, okręt przeciwnika w odległości do ${tx.o.strikeRange} pól i nie na wodach neutralnych.`);
  const target = pieceById(c.data, targetId)!;
  tx.w.data.turn.ship = ship.id;
  tx.w.data.turn.struck = true;
  reveal(tx, ship);
  if (target.kind === 'mine') { // N-MINE-6: the token was a mine set up in port: the plane is lost with it
    removePiece(tx.w, target.id);
    emit(tx, 'struck', { revealedTo: BOTH, carrierId: ship.id, targetId, targetClass: 'mine', node: target.node, removed: [target.id], planeId: null });
    goOnOrEnd(tx);
    return null;
  }
  reveal(tx, target);
  const theirs = strength(tx, target);
  const removed: string[] = [];
  let planeId: string | null = null;
  if (tx.o.planeStrength >= theirs) { removePiece(tx.w, target.id); removed.push(target.id); }
  if (tx.o.planeStrength > theirs) { // the plane stays on the field of the ship it sank
    planeId = `${ship.id}/plane-${tx.w.data.planesLaunched + 1}`;
    tx.w.data.planesLaunched += 1;
    tx.w.data.planes = [...tx.w.data.planes, { id: planeId, owner: tx.player, carrierId: ship.id, node: target.node!, returnsAfter: tx.w.data.turns + 1 }];
  }
  emit(tx, 'struck', { revealedTo: BOTH, carrierId: ship.id, targetId, targetClass: target.class, node: target.node, removed, planeId });
  goOnOrEnd(tx);
  return null;
}

/** N-MINE-1: a mine from the supply next to an own minesweeper; not a move (the turn goes on), once a turn. */
export function layMine(tx: Tx, c: Ctx, shipId: string, node: string): Refusal | null {
  const p = pieceById(c.data, shipId);
  if (!p || p.owner !== tx.player || !p.node) return no('N-MINE-1', 'That is not your minesweeper.', 'To nie twój trałowiec.');
  if (c.data.turn.mineLaid) return no('N-MINE-1', 'One mine a turn.', 'Jedna mina na turę.');
  if (c.data.supply[tx.player] <= 0) return no('N-MINE-1', 'You have no mines left.', 'Nie masz już min.');
  if (!mineFields(c, p).includes(fieldOf(c, node)))
    return no('N-MINE-1', 'A mine goes on a free water field next to your minesweeper, not in or from neutral waters, not across a coast.', 'Minę stawia się na wolnym polu wody obok twojego trałowca, nie na wodach neutralnych ani z nich, nie przez linię brzegową.');
  tx.w.data.supply[tx.player] -= 1;
  tx.w.data.turn.mineLaid = true;
  const id = `${tx.player}-mine-${tx.o.mines - c.data.supply[tx.player] + 1}`; // the fleet's mines are numbered 1..mines
  tx.w.data.pieces = [...tx.w.data.pieces, { id, owner: tx.player, kind: 'mine', class: 'mine', node, revealed: true }];
  emit(tx, 'mineLaid', { mineId: id, node, by: shipId });
  return null;
}

export function finishTurn(tx: Tx, c: Ctx): Refusal | null {
  if (!c.data.turn.ship) return no('N-TURN-3', 'No ship has acted yet this turn: move or attack with one (pass only when none can).', 'W tej turze nie działał jeszcze żaden okręt: rusz się albo zaatakuj (pas tylko, gdy żaden nie może).');
  endTurn(tx);
  return null;
}

/** Some own ship can act, no ship having acted yet this turn (N-TURN-3: otherwise the side passes). */
const anyShipCanAct = (c: Ctx, player: PlayerId): boolean => shipsOf(c, player).some((s) => shipCanGoOn(c, s));

export function pass(tx: Tx, c: Ctx): Refusal | null {
  if (c.data.turn.ship || anyShipCanAct(c, tx.player)) return no('N-TURN-3', 'You may pass only when none of your ships can act.', 'Pas jest możliwy tylko wtedy, gdy żaden twój okręt nie może działać.');
  emit(tx, 'passed', {});
  endTurn(tx);
  tx.w.data.passes = c.data.passes + 1; // N-TURN-3: two passes in a row end the game
  return null;
}
