// Module D's fleet turn on the map (D-FLEET-3): while declaring, a click on an own unit selects it
// (its zone shows), a click on an enemy unit declares the selected unit's attack on it — the engine
// accepts it or says why not (shown in place). Moves in the fleet turn go through the map's own move
// choice (the store submits the module's move: RuleModule.moveAction).
import type { GameState } from '../../../engine';
import { useUiStore } from '../../../store';
import { fleetStep } from '../rules/fleet';

/** A click on `node` in the declaration step: handled (true), or not this step (false). */
export function clickDeclaring(state: GameState, node: string): boolean {
  if (fleetStep(state)?.step !== 'fleetDeclare') return false;
  const store = useUiStore.getState();
  const u = Object.values(state.units).find((x) => x.node === node) ?? null;
  if (u && u.owner === state.toAct) store.selectUnit(u.id);
  else if (u && store.selection) {
    const attacker = store.selection;
    if (store.submit({ type: 'module', module: 'dice', action: 'declareAttack', params: { unitId: attacker, targetId: u.id } })) useUiStore.getState().selectUnit(null);
    else store.showRefusal(useUiStore.getState().notice?.error ?? { code: 'module/refused', message: '' }, node);
  } else if (u) store.inspect(u.id);
  else store.selectUnit(null);
  return true;
}
