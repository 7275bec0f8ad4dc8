// What a click on a field does in the battle, asked of the engine: the selected ship's legal actions
// (navalShipActions) aimed at that field — a move, a mine laid, an attack, a sweep, a battery removed,
// a plane strike — else the engine's reason why not (atNode). Nothing here decides a rule.
import { atNode, type Action, type GameError, type GameState } from '../../../engine';
import { navalShipActions, NAVAL, type NavalData, type NavalOptions } from '../rules/index';

export type ClickMode = 'act' | 'mine' | 'strike';
export type ShipAction = { action: string; params: unknown };

export const moduleAction = (a: ShipAction): Action => ({ type: 'module', module: NAVAL, action: a.action, params: a.params } as Action);

/** The id of whatever stands on a field that an action may aim at (ship, mine, battery, plane). */
function idsAt(data: NavalData, field: string): string[] {
  return [
    ...data.pieces.filter((p) => p.node === field).map((p) => p.id),
    ...data.batteries.filter((b) => b.node === field).map((b) => b.id),
    ...data.planes.filter((p) => p.node === field).map((p) => p.id),
  ];
}

const ORDER: Record<ClickMode, string[]> = {
  act: ['move', 'attack', 'sweep', 'removeBattery', 'strike'],
  mine: ['layMine'],
  strike: ['strike'],
};

/** The selected ship's legal action a click on the field means in this mode, or null. */
export function actionAt(state: GameState, o: NavalOptions, data: NavalData, shipId: string, field: string, mode: ClickMode): ShipAction | null {
  const ids = idsAt(data, field);
  const acts = navalShipActions(state, o, shipId);
  for (const name of ORDER[mode]) {
    const hit = acts.find((a) => {
      if (a.action !== name) return false;
      const p = a.params as { to?: string; targetId?: string; mineId?: string; batteryId?: string };
      return p.to === field || ids.includes(p.targetId ?? p.mineId ?? p.batteryId ?? '');
    });
    if (hit) return hit;
  }
  return null;
}

/** The fields the selected ship's click acts on now: move ends and mine fields, and the targets' fields. */
export function marksOf(state: GameState, o: NavalOptions, data: NavalData, shipId: string, mode: ClickMode): { reach: string[]; targets: string[] } {
  const where = new Map<string, string>();
  for (const p of data.pieces) if (p.node) where.set(p.id, p.node);
  for (const b of data.batteries) where.set(b.id, b.node);
  for (const p of data.planes) where.set(p.id, p.node);
  const reach: string[] = [];
  const targets: string[] = [];
  for (const a of navalShipActions(state, o, shipId)) {
    if (!ORDER[mode].includes(a.action)) continue;
    const p = a.params as { to?: string; targetId?: string; mineId?: string; batteryId?: string };
    if (p.to) reach.push(p.to);
    const target = where.get(p.targetId ?? p.mineId ?? p.batteryId ?? '');
    if (target) targets.push(target);
  }
  return { reach, targets };
}

/** Why the selected ship may not go to the field (the engine's most telling refusal), or null. */
export function whyNotAt(state: GameState, shipId: string, field: string, mode: ClickMode): GameError | null {
  const probe = moduleAction({ action: mode === 'mine' ? 'layMine' : 'move', params: { shipId, to: field } });
  const r = atNode(state, probe, field);
  return r.ok ? null : r.error;
}
