// Module N's actions as the engine sees them: `{ type: 'module', module: 'navalBattle', action, params }`,
// each with its params' shape, its legal-action generator and its transition (battle.ts, setup.ts).
// The whole battle is one long decision of the module (pending `moduleSetup`, phase "battle"): ENB's
// rounds, tokens and cards never start (N-TURN-0).
import { z } from 'zod';
import type { Draft, Refusal, GameState, ModuleAction } from '../../../engine/author';
import type { NavalOptions } from './fleet';
import { beginWork } from './board';
import { contextOf, nameOf, shipsOf, type Ctx } from './context';
import { finish, shipCanGoOn, type Tx } from './turn';
import { reachOf } from './movement';
import { attackTargets, batteryTargets, mineFields, strikeTargets, sweepTargets } from './targets';
import { attack, finishTurn, layMine, move, no, pass, removeBattery, strike, sweep } from './battle';
import { arrange, arrangementSchema, randomArrangement, type Arrangement } from './setup';
import { NAVAL, navalData, pieceById } from './data';

type Phase = 'arrange' | 'battle';
const phaseOf = (s: GameState): Phase | null =>
  s.phase !== 'over' && s.pending?.kind === 'moduleSetup' && s.pending.module === NAVAL && (s.pending.phase === 'arrange' || s.pending.phase === 'battle') ? s.pending.phase : null;

function run(d: Draft, state: GameState, o: NavalOptions, phase: Phase, act: (tx: Tx, c: Ctx) => Refusal | null): Refusal | null {
  if (phaseOf(state) !== phase) return (phase === 'arrange' ? no('N-TURN-0', 'The fleets are no longer being arranged.', 'Floty są już ustawione.') : no('N-TURN-0', 'The battle has not begun: the fleets are still being arranged.', 'Bitwa jeszcze się nie zaczęła: floty są ustawiane.'));
  const c = contextOf(state, o);
  const tx: Tx = { d, o, g: c.g, w: beginWork(c.data), player: state.toAct };
  const refusal = act(tx, c);
  if (refusal) return refusal;
  finish(tx);
  return null;
}

const id = z.string().min(1).max(60);
const field = z.string().regex(/^[A-Za-z]{1,3}[1-9][0-9]{0,3}$/, 'a field such as "C7"').transform((s) => s.toUpperCase());

/** The ship actions of one own ship now (all of them when `only` is absent). */
function shipActions(c: Ctx, only?: string): { action: string; params: unknown }[] {
  const t = c.data.turn;
  const out: { action: string; params: unknown }[] = [];
  const ships = t.ship ? [pieceById(c.data, t.ship)!] : shipsOf(c, c.state.toAct);
  for (const ship of ships) {
    if (only !== undefined && ship.id !== only) continue;
    if (!t.moved && !t.attacked) for (const f of reachOf(c, ship).fields) out.push({ action: 'move', params: { shipId: ship.id, to: nameOf(c, f) } });
    if (!t.attacked) {
      for (const targetId of attackTargets(c, ship)) out.push({ action: 'attack', params: { shipId: ship.id, targetId } });
      for (const mineId of sweepTargets(c, ship)) out.push({ action: 'sweep', params: { shipId: ship.id, mineId } });
      for (const batteryId of batteryTargets(c, ship)) out.push({ action: 'removeBattery', params: { shipId: ship.id, batteryId } });
    }
    if (!t.struck) for (const targetId of strikeTargets(c, ship)) out.push({ action: 'strike', params: { shipId: ship.id, targetId } });
  }
  return out;
}

function mineActions(c: Ctx): { action: string; params: unknown }[] {
  const p = c.state.toAct;
  if (c.data.turn.mineLaid || c.data.supply[p] <= 0) return [];
  return shipsOf(c, p).flatMap((s) => mineFields(c, s).map((f) => ({ action: 'layMine', params: { shipId: s.id, to: nameOf(c, f) } })));
}

/** A number the player's own fleet gives (its drawn ids): the same from the state and from the player's view. */
function seedOfFleet(state: GameState, player: string): number {
  let h = 17;
  for (const p of navalData(state)?.pieces ?? []) if (p.owner === player) for (let k = 0; k < p.id.length; k++) h = (Math.imul(h, 31) + p.id.charCodeAt(k) + (p.class?.length ?? 0)) | 0;
  return h;
}

/** Every legal module-N action now, as [name, params] (cached per state: each action's generator reads it). */
const legalCache = new WeakMap<GameState, { action: string; params: unknown }[]>();
export function navalLegal(state: GameState, o: NavalOptions): { action: string; params: unknown }[] {
  let out = legalCache.get(state);
  if (out) return out;
  out = [];
  const phase = phaseOf(state);
  if (phase === 'arrange') {
    const seed = seedOfFleet(state, state.toAct); // two arrangements offered: without mines, and with all mines in port
    out.push({ action: 'arrange', params: randomArrangement(state, o, state.toAct, seed, 0) });
    out.push({ action: 'arrange', params: randomArrangement(state, o, state.toAct, seed + 1, o.mines) });
  } else if (phase === 'battle' && navalData(state)) {
    const c = contextOf(state, o);
    const ships = shipActions(c);
    out.push(...ships, ...mineActions(c));
    if (c.data.turn.ship) out.push({ action: 'endTurn', params: undefined });
    else if (!ships.length) out.push({ action: 'pass', params: undefined }); // N-TURN-3
  }
  legalCache.set(state, out);
  return out;
}

/** The legal module-N actions naming one own ship (its moves, attacks, strikes, mines). */
export function navalShipActions(state: GameState, o: NavalOptions, shipId: string): { action: string; params: unknown }[] {
  if (phaseOf(state) !== 'battle') return [];
  const c = contextOf(state, o);
  const ship = pieceById(c.data, shipId);
  if (!ship || ship.owner !== state.toAct || (c.data.turn.ship && c.data.turn.ship !== shipId) || (c.data.turn.ship && !shipCanGoOn(c, ship))) return [];
  return [...shipActions(c, shipId), ...mineActions(c).filter((a) => (a.params as { shipId: string }).shipId === shipId)];
}

const of = (name: string) => (state: GameState, o: NavalOptions) => navalLegal(state, o).filter((a) => a.action === name).map((a) => a.params);

const shipAndTarget = z.object({ shipId: id, targetId: id }).strict();
export const NAVAL_ACTIONS: ModuleAction<NavalOptions>[] = [
  { name: 'arrange', params: arrangementSchema, legal: of('arrange'), apply: (d, s, p, o) => run(d, s, o, 'arrange', (tx, c) => arrange(tx, c, p as Arrangement)) },
  {
    name: 'move', params: z.object({ shipId: id, to: field }).strict(), legal: of('move'),
    apply: (d, s, p, o) => run(d, s, o, 'battle', (tx, c) => { const q = p as { shipId: string; to: string }; return move(tx, c, q.shipId, q.to); }),
  },
  { name: 'attack', params: shipAndTarget, legal: of('attack'), apply: (d, s, p, o) => run(d, s, o, 'battle', (tx, c) => attack(tx, c, (p as { shipId: string }).shipId, (p as { targetId: string }).targetId)) },
  { name: 'strike', params: shipAndTarget, legal: of('strike'), apply: (d, s, p, o) => run(d, s, o, 'battle', (tx, c) => strike(tx, c, (p as { shipId: string }).shipId, (p as { targetId: string }).targetId)) },
  {
    name: 'sweep', params: z.object({ shipId: id, mineId: id }).strict(), legal: of('sweep'),
    apply: (d, s, p, o) => run(d, s, o, 'battle', (tx, c) => { const q = p as { shipId: string; mineId: string }; return sweep(tx, c, q.shipId, q.mineId); }),
  },
  {
    name: 'removeBattery', params: z.object({ shipId: id, batteryId: id }).strict(), legal: of('removeBattery'),
    apply: (d, s, p, o) => run(d, s, o, 'battle', (tx, c) => { const q = p as { shipId: string; batteryId: string }; return removeBattery(tx, c, q.shipId, q.batteryId); }),
  },
  {
    name: 'layMine', params: z.object({ shipId: id, to: field }).strict(), legal: of('layMine'),
    apply: (d, s, p, o) => run(d, s, o, 'battle', (tx, c) => { const q = p as { shipId: string; to: string }; return layMine(tx, c, q.shipId, q.to); }),
  },
  { name: 'endTurn', params: z.undefined(), legal: of('endTurn'), apply: (d, s, _p, o) => run(d, s, o, 'battle', finishTurn) },
  { name: 'pass', params: z.undefined(), legal: of('pass'), apply: (d, s, _p, o) => run(d, s, o, 'battle', pass) },
];
