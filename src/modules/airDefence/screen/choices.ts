// Module L's choices as the screen offers them, all from the engine's legal actions: where each is on
// the map (a gun's shot: the bomber's node; a bomb run: the node bombed; a return: the entry node and
// heading), the words of its button, and the picks a click on the map starts (an own AA gun: its
// shots; a return from the round track: its entry nodes and headings), each with its probe, so that a
// node that is not an option shows the engine's reason.
import type { Action, GameState } from '../../../engine';
import type { Direction } from '../../../engine/geometry';
import type { MessageKey } from '../../../i18n';
import type { Words as Translate } from '../strings';
import { useUiStore } from '../../../store';
import { besideMovesOf, refusalOf } from '../../../store/derived';
import { gunName } from './logLines';

type ModuleAction = Extract<Action, { type: 'module' }>;
export const AIR_DEFENCE = 'airDefence';
const paramsOf = (a: ModuleAction): Record<string, unknown> => (a.params && typeof a.params === 'object' ? a.params : {}) as Record<string, unknown>;
const str = (x: unknown): string => (typeof x === 'string' ? x : '');
export const isAirDefence = (a: Action, action?: string): a is ModuleAction => a.type === 'module' && a.module === AIR_DEFENCE && (!action || a.action === action);

/** Where a module L action is on the map (null: not a map choice). */
export function airDefencePlace(state: GameState, a: ModuleAction): { node: string; heading: Direction | null } | null {
  if (a.module !== AIR_DEFENCE) return null;
  const p = paramsOf(a);
  switch (a.action) {
    case 'fireGun': {
      const b = state.bombers?.find((x) => x.id === p.bomber);
      return b ? { node: b.node, heading: null } : null;
    }
    case 'dropBombs':
      return { node: str(p.node), heading: null };
    case 'reenter':
      return { node: str(p.node), heading: p.heading as Direction };
    default:
      return null;
  }
}

/** The button words of a module L action (null: not one of its buttons). */
export function airDefenceLabel(t: Translate, state: GameState | null, a: ModuleAction, bomberLabel: (id: string) => string): string | null {
  if (a.module !== AIR_DEFENCE) return null;
  const p = paramsOf(a);
  const bomber = bomberLabel(str(p.bomber));
  const nodeOf = (id: unknown) => state?.bombers?.find((b) => b.id === id)?.node ?? '';
  switch (a.action) {
    case 'fireGun': return t('module.airDefence.button.fireGun', { gun: gunName(str(p.gun)), node: nodeOf(p.bomber) });
    case 'dropBombs': return t('module.airDefence.button.dropBombs', { bomber, node: str(p.node) });
    case 'leaveMap': return t('module.airDefence.button.leaveMap', { bomber, node: nodeOf(p.bomber) });
    case 'reenter': return t('module.airDefence.button.reenter', { bomber });
    default: return null;
  }
}

/** The module actions shown as buttons: a return from the round track once per bomber (its button starts the pick of entry nodes). */
export function airDefenceButtons(actions: readonly ModuleAction[]): ModuleAction[] {
  const seen = new Set<string>();
  return actions.filter((a) => {
    if (!isAirDefence(a, 'reenter')) return true;
    const id = str(paramsOf(a).bomber);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** Start the pick of a module L action that needs the map (a return: node and heading); false: submit it as it is. */
export function startAirDefencePick(state: GameState, a: ModuleAction, bomberLabel: (id: string) => string): boolean {
  if (!isAirDefence(a, 'reenter')) return false;
  const bomber = str(paramsOf(a).bomber);
  const options = besideMovesOf(state).filter((x) => isAirDefence(x, 'reenter') && paramsOf(x).bomber === bomber)
    .map((x) => ({ ...airDefencePlace(state, x as ModuleAction)!, action: x }));
  const store = useUiStore.getState();
  store.selectUnit(null);
  // a node that is not an option: the engine's reason (its probe aimed there, play/whyNot.ts)
  const probe = { type: 'module', module: AIR_DEFENCE, action: 'reenter', params: { bomber, node: '', heading: 0 } } as Action;
  store.startPick({ purpose: { kind: 'actions' }, prompt: 'prompt.airDefence.reenter' as MessageKey, params: { bomber: bomberLabel(bomber) }, options, probe });
  return true;
}

/**
 * A click on the map for module L, outside any pick: an own AA gun with shots starts the pick of the
 * bombers it may fire at; an enemy bomber that an own gun may fire at is fired at (the first gun that
 * can); an own gun that cannot fire shows the engine's reason. Returns false when the click is not for module L.
 */
export function clickAirDefence(state: GameState, node: string): boolean {
  const guns = (state.setup.modules?.find((m) => m.id === AIR_DEFENCE)?.options as { guns?: { id: string; owner: string; node: string }[] } | undefined)?.guns ?? [];
  if (!guns.length) return false;
  const shots = besideMovesOf(state).filter((a): a is ModuleAction => isAirDefence(a, 'fireGun'));
  const store = useUiStore.getState();
  const own = guns.find((g) => g.owner === state.toAct && g.node.toUpperCase() === node.toUpperCase());
  if (own && !shots.some((s) => paramsOf(s).gun === own.id)) {
    // the engine's reason why this gun cannot fire now (tried at an enemy bomber, if there is one)
    const bomber = state.bombers?.find((b) => b.owner !== state.toAct)?.id ?? '-';
    const e = refusalOf(state, { type: 'module', module: AIR_DEFENCE, action: 'fireGun', params: { gun: own.id, bomber } } as Action);
    if (e) store.showRefusal(e, node);
    return !!e;
  }
  const gun = own;
  if (gun) {
    const options = shots.filter((s) => paramsOf(s).gun === gun.id).map((s) => ({ ...airDefencePlace(state, s)!, action: s as Action }));
    store.selectUnit(null);
    const probe = { type: 'module', module: AIR_DEFENCE, action: 'fireGun', params: { gun: gun.id, bomber: '' } } as Action;
    store.startPick({ purpose: { kind: 'actions' }, prompt: 'prompt.airDefence.fire' as MessageKey, params: { gun: gunName(gun.id) }, options, probe });
    return true;
  }
  const shot = shots.find((s) => airDefencePlace(state, s)?.node === node);
  if (!shot) return false;
  store.submit(shot);
  return true;
}
