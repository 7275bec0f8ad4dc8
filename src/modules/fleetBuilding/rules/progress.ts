// The hooks that keep the objectives' memory and work the extras during play: round ends held
// (C-OBJ-DEFENCE, C-OBJ-STRATEGIC), ships across the map (C-OBJ-AMBUSH), documents picked up, dropped
// and brought home (C-OBJ-DOCUMENTS), a commander's ship lost (C-OBJ-COMMANDER), minefields
// (C-EXTRA-MINES) and the fog (C-EXTRA-FOG).
import { destroyUnit, own, randomInt, type Draft, type LossEvent, type MoveEvent, type PlayerId } from '../../../engine/author';
import { battleOf, setBattle, MODULE_ID, type Battle } from './data';
import { distance, farEdge, onEdge, zoneNodes } from './mapParts';
import { standing } from './fleetAfloat';
import { holdingNow } from './objectives';
import type { FleetOptions } from './options';

const SIDES: readonly PlayerId[] = ['blue', 'red'];

/** C-OBJ-DEFENCE, C-OBJ-STRATEGIC: at each round's end a side holding adds one, else starts again. */
export function countHeld(d: Draft, o: FleetOptions): void {
  const b = battleOf(d.s);
  if (!b || (o.objective !== 'defencePoint' && o.objective !== 'strategicPoint')) return;
  const held = { blue: holdingNow(d.s, o, 'blue') ? b.held.blue + 1 : 0, red: holdingNow(d.s, o, 'red') ? b.held.red + 1 : 0 };
  if (held.blue === b.held.blue && held.red === b.held.red) return;
  setBattle(d, { ...b, held });
  d.events.push({ type: 'module', module: MODULE_ID, name: 'held', data: { ...held, target: o.holdRounds } });
}

/** C-OBJ-AMBUSH and C-OBJ-DOCUMENTS: what stands where now (after a move, at a round's end). */
export function watchTheSea(d: Draft, o: FleetOptions): void {
  const b = battleOf(d.s);
  if (!b) return;
  if (o.objective === 'ambush') crossings(d, b);
  if (o.objective === 'captureDocuments') documents(d, b);
}

function crossings(d: Draft, b: Battle): void {
  const edge = farEdge(d.s, b.attacker);
  const across = standing(d.s, b.attacker).filter((s) => onEdge(d.s, s.node, edge)).flatMap((s) => s.ships).filter((id) => !b.crossed.includes(id));
  if (!across.length) return;
  setBattle(d, { ...b, crossed: [...b.crossed, ...across] });
  d.events.push({ type: 'module', module: MODULE_ID, name: 'crossed', player: b.attacker, data: { ships: across.length } });
}

/** A ship on or next to documents lying at sea picks them up; a ship carrying documents in its own setup zone brings them home. */
function documents(d: Draft, b: Battle): void {
  let docs = b.documents;
  const ships = Object.values(d.s.units).filter((u) => u.kind === 'ship');
  docs = docs.map((doc, k) => {
    if (doc.home || doc.carrier || !doc.node) return doc;
    const by = ships.find((u) => distance(d.s, u.node, doc.node!) <= 1);
    if (!by) return doc;
    d.events.push({ type: 'module', module: MODULE_ID, name: 'documentsTaken', player: by.owner, data: { unitId: by.id, node: doc.node, k } });
    return { ...doc, node: null, carrier: by.id };
  });
  const zones = { blue: new Set(zoneNodes(d.s, 'blue')), red: new Set(zoneNodes(d.s, 'red')) };
  docs = docs.map((doc) => {
    const u = doc.carrier ? own(d.s.units, doc.carrier) : undefined;
    if (!u || !zones[u.owner].has(u.node)) return doc;
    d.events.push({ type: 'module', module: MODULE_ID, name: 'documentsHome', player: u.owner, data: { unitId: u.id } });
    return { ...doc, carrier: null, home: u.owner };
  });
  if (docs.some((doc, k) => doc !== b.documents[k])) setBattle(d, { ...b, documents: docs });
}

/** A ship lost: the documents it carried drop where it sank (C-OBJ-DOCUMENTS); a commander's ship lost is the commander lost (C-OBJ-COMMANDER). */
export function afterLoss(d: Draft, e: LossEvent): void {
  const b = battleOf(d.s);
  if (!b || e.type !== 'destroyed') return;
  const lost = e.unit;
  let next = b;
  if (b.documents.some((doc) => doc.carrier === lost.id)) next = { ...next, documents: b.documents.map((doc) => (doc.carrier === lost.id ? { ...doc, carrier: null, node: lost.node } : doc)) };
  const side = SIDES.find((p) => b.commanders?.[p] === lost.id);
  if (side && !(b.sunk ?? []).includes(side)) {
    next = { ...next, sunk: [...(b.sunk ?? []), side] };
    d.events.push({ type: 'module', module: MODULE_ID, name: 'commanderLost', player: side, data: { unitId: lost.id } });
  }
  if (next !== b) setBattle(d, next);
}

/** C-EXTRA-MINES: an enemy ship ending its move in a minefield is struck and sunk (scored by the minefield's owner); three strikes spend a minefield. */
export function minefieldStrike(d: Draft, e: MoveEvent): void {
  const b = battleOf(d.s);
  const ship = own(d.s.units, e.unitId);
  if (!b || !ship || e.type !== 'moved') return;
  const k = b.minefields.findIndex((m) => m.owner !== ship.owner && m.charges > 0 && m.nodes.includes(ship.node));
  if (k < 0) return;
  const field = b.minefields[k];
  const minefields = b.minefields.map((m, j) => (j === k ? { ...m, charges: m.charges - 1 } : m));
  setBattle(d, { ...b, minefields });
  d.events.push({ type: 'module', module: MODULE_ID, name: 'mineStrike', player: field.owner, data: { unitId: ship.id, node: ship.node, left: field.charges - 1 } });
  destroyUnit(d, ship, 'minefield', field.owner);
}

/** C-EXTRA-FOG: before each round while the fog lies, a d6: 5–6 clears it for good; else every zone is 1 shorter this round. */
export function rollFog(d: Draft): void {
  const b = battleOf(d.s);
  if (!b || b.fog !== 'on' || b.fogRound === d.s.round) return;
  const [roll, rng] = randomInt(d.s.rng, 1, 6);
  d.s.rng = rng;
  const clears = roll >= 5;
  setBattle(d, { ...b, fog: clears ? 'cleared' : 'on', fogRound: d.s.round });
  d.events.push({ type: 'module', module: MODULE_ID, name: 'fog', data: { roll, clears, round: d.s.round } });
  if (clears) return;
  const fog = SIDES.map((side) => ({ cardId: 'fog', owner: side, side, effect: { kind: 'extendRays' as const, amount: -1, duration: 'round' as const, applyTo: 'allOwn' as const } }));
  d.s.effects = [...(d.s.effects ?? []), ...fog];
}

