// Starting the choices beyond a ship's move: an own TF marker (its moves), a bomber (attack or
// re-position), an air operation, a chain extension, an arrival, a setup placement, an unload. Each
// becomes a pick whose options are the engine's legal actions (or, in setup, the engine's answer for
// each node of the setup zone); refusals are the engine's.
import { isAirfield, legalMarkerNodes, setupZone, type Action, type GameState, type TaskForceLetter } from '../../engine';
import type { Direction } from '../../engine/geometry';
import { useUiStore, type Pick } from '../../store';
import { besideMovesOf, refusalOf } from '../../store/derived';
import { optionsOf } from './pick';
import { bomberLabel, unitLabel } from './describe';
import { screenModule } from '../modules/screenModule';

/** A module action of this bomber (module L: a bomb run; a click on the node bombed drops the bombs). */
const bombRunOf = (a: Action, bomberId: string): boolean => a.type === 'module' && !!screenModule(a.module)?.bomberAction?.(a, bomberId);

const state = (): GameState | null => useUiStore.getState().session?.state ?? null;
const legalWhere = (st: GameState, keep: (a: Action) => boolean): Action[] => besideMovesOf(st).filter(keep);

/** Select an own TF marker: its moves (legal moveTaskForce actions) become the pick. */
export function selectMarker(markerId: string, letter: string): void {
  const st = state();
  const store = useUiStore.getState();
  if (!st) return;
  const here = st.taskForces?.markers[markerId]?.node;
  // staying put spends the token too: never a click on the marker itself, only the Stay button (StepButtons)
  const moves = legalWhere(st, (a) => a.type === 'moveTaskForce' && a.markerId === markerId && a.to !== here);
  store.selectUnit(null);
  store.setPlayUi({ tfSelected: markerId });
  if (moves.length) store.startPick({ purpose: { kind: 'actions' }, prompt: 'prompt.tf', params: { tf: letter }, options: optionsOf(st, moves), probe: { type: 'moveTaskForce', markerId, to: '' } });
  else {
    const m = st.taskForces?.markers[markerId];
    const e = m && refusalOf(st, { type: 'moveTaskForce', markerId, to: m.node });
    if (e) store.showRefusal(e, m!.node);
  }
}

/** The legal zero-step move of a selected TF marker (it stays where it is), if there is one. */
export function markerStay(st: GameState, markerId: string): Action | undefined {
  const here = st.taskForces?.markers[markerId]?.node;
  return besideMovesOf(st).find((a) => a.type === 'moveTaskForce' && a.markerId === markerId && a.to === here);
}

/**
 * Select an own bomber: its attacks and re-positions become the pick — without a card, or (§8.2) with
 * the command card `cardId` armed on its activation (those options only; Esc returns to the others).
 */
export function selectBomber(bomberId: string, cardId: string | null = null): void {
  const st = state();
  const store = useUiStore.getState();
  if (!st) return;
  const of = (card: string | null) =>
    legalWhere(st, (a) => ((a.type === 'bomberAttack' || a.type === 'bomberMove') && a.bomberId === bomberId && (a.cardId ?? null) === card) || (!card && bombRunOf(a, bomberId)));
  const id = bomberLabel(bomberId);
  const probe = (card: string | null): Action => ({ type: 'bomberMove', bomberId, to: { node: '', heading: 0 }, ...(card ? { cardId: card } : {}) });
  const plain = of(null);
  const back: Pick | undefined = plain.length ? { purpose: { kind: 'actions' }, prompt: 'prompt.bomber', params: { id }, options: optionsOf(st, plain), probe: probe(null), node: null, heading: null } : undefined;
  const armed = cardId ? of(cardId) : [];
  store.selectUnit(null);
  store.setPlayUi({ bomberSelected: bomberId, bomberCard: armed.length ? cardId : null });
  // the card by id: the prompt names it in the language shown when it is rendered
  if (armed.length) store.startPick({ purpose: { kind: 'actions' }, prompt: 'prompt.bomberCard', params: { id, cardId: cardId! }, options: optionsOf(st, armed), probe: probe(cardId), back });
  else if (back) store.startPick(back);
  // else the prompt says why it cannot act, or offers its chain's extension
}

/** Arm a command card on the selected bomber's activation, or disarm it (the same card again). */
export function toggleBomberCard(cardId: string): void {
  const { bomberSelected, bomberCard } = useUiStore.getState();
  if (bomberSelected) selectBomber(bomberSelected, bomberCard === cardId ? null : cardId);
}

/** An air operation from an own airfield: where and facing where the bomber goes. */
export function startAirOperation(airfieldId: string): void {
  const st = state();
  const store = useUiStore.getState();
  if (!st) return;
  const acts = legalWhere(st, (a) => a.type === 'airOperation' && a.unitId === airfieldId);
  store.selectUnit(null);
  if (acts.length) {
    store.startPick({ purpose: { kind: 'actions' }, prompt: 'pick.airOperation', params: { unit: unitLabel(airfieldId) }, options: optionsOf(st, acts), probe: { type: 'airOperation', unitId: airfieldId, node: '', heading: 0 } });
    return;
  }
  const u = st.units[airfieldId];
  const e = u && refusalOf(st, { type: 'airOperation', unitId: airfieldId, node: u.node, heading: 0 });
  if (e) store.showRefusal(e, u.node);
}

/** Extend a chain from its last bomber. */
export function startExtend(bomberId: string): void {
  const st = state();
  const store = useUiStore.getState();
  if (!st) return;
  const acts = legalWhere(st, (a) => a.type === 'extendChain' && a.bomberId === bomberId);
  store.setPlayUi({ bomberCard: null }); // a card rides on an activation, not on an extension
  if (acts.length) store.startPick({ purpose: { kind: 'actions' }, prompt: 'pick.extendChain', options: optionsOf(st, acts), probe: { type: 'extendChain', bomberId, node: '', heading: 0 } });
}

/** Whether the unit is an airfield (its activation is an air operation). */
export const airfield = (st: GameState, unitId: string): boolean => !!st.units[unitId] && isAirfield(st, st.units[unitId]);

/** Whether the airfield may start an air operation now (a legal one exists). */
export const canOperate = (st: GameState, airfieldId: string): boolean => besideMovesOf(st).some((a) => a.type === 'airOperation' && a.unitId === airfieldId);

/** The own airfield standing on a node, if any. */
export const ownAirfieldAt = (st: GameState, node: string): string | null =>
  Object.values(st.units).find((u) => u.node === node && u.owner === st.toAct && isAirfield(st, u))?.id ?? null;

/** The own bombers on a node that may act now (a legal attack or re-position), in placing order. */
export function readyBombersAt(st: GameState, node: string): string[] {
  const acting = new Set(besideMovesOf(st).flatMap((a) => (a.type === 'bomberAttack' || a.type === 'bomberMove' ? [a.bomberId] : [])));
  return (st.bombers ?? []).filter((b) => b.node === node && b.owner === st.toAct && acting.has(b.id)).map((b) => b.id);
}

/** The pending arrival's pick (node × heading), started when the owner looks. */
export function startArrival(): void {
  const st = state();
  const store = useUiStore.getState();
  if (!st || st.pending?.kind !== 'arrival') return;
  const acts = besideMovesOf(st).filter((a) => a.type === 'arrive');
  const key = st.pending.as === 'surfacing' ? 'prompt.arrival.surfacing' : 'prompt.arrival.reinforcement';
  store.startPick({ purpose: { kind: 'actions' }, prompt: key, params: { unit: unitLabel(st.pending.unitId) }, options: optionsOf(st, acts), probe: { type: 'arrive', unitId: st.pending.unitId, node: '', heading: 0 } });
}

/** Unload: the transport's unload nodes. */
export function startUnload(): void {
  const st = state();
  if (!st) return;
  const acts = besideMovesOf(st).filter((a) => a.type === 'unload');
  const unitId = st.activation?.unitId;
  useUiStore.getState().startPick({ purpose: { kind: 'actions' }, prompt: 'pick.unload', options: optionsOf(st, acts), ...(unitId ? { probe: { type: 'unload', unitId, node: '' } as Action } : {}) });
}

// ---- setup (§7.1) ----

const shipNodesMemo = new WeakMap<GameState, Map<string, string[]>>();
/** The setup-zone nodes where a fleet ship may be placed directly (the engine's answer per node). */
export function shipSetupNodes(st: GameState, unitId: string): string[] {
  let m = shipNodesMemo.get(st);
  if (!m) shipNodesMemo.set(st, (m = new Map()));
  if (!m.has(unitId)) m.set(unitId, setupZone(st, st.toAct).filter((node) => !refusalOf(st, { type: 'placeShip', unitId, node, heading: 0 })));
  return m.get(unitId)!;
}

export function startPlaceShip(unitId: string): void {
  const st = state();
  const store = useUiStore.getState();
  if (!st) return;
  const options = shipSetupNodes(st, unitId).flatMap((node) =>
    [0, 1, 2, 3, 4, 5].map((h) => ({ node, heading: h as Direction, action: { type: 'placeShip', unitId, node, heading: h as Direction } as Action })));
  store.startPick({ purpose: { kind: 'actions' }, prompt: 'pick.placeShip', params: { unit: unitLabel(unitId) }, options, probe: { type: 'placeShip', unitId, node: '', heading: 0 } });
}

export function startPlaceMarker(tf: TaskForceLetter): void {
  const st = state();
  const store = useUiStore.getState();
  if (!st) return;
  const options = legalMarkerNodes(st, st.toAct, tf).map((node) => ({ node, heading: null, action: { type: 'placeMarker', tf, node } as Action }));
  store.setPlayUi({ setupShip: null });
  store.startPick({ purpose: { kind: 'actions' }, prompt: 'pick.placeMarker', params: { tf }, options, probe: { type: 'placeMarker', tf, node: '' } });
}
