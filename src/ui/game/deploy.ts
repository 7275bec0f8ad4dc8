// Laying out a TF deployment (§7.4) ship by ship before submitting it: the deploying ships (the whole
// stack when forced, R-TF-4), the nodes the engine allows (legalDeploymentNodes), the engine's
// suggested placement as a one-click start, and the submit. The engine judges the result.
import {
  deployingMarkers, legalDeploymentNodes, suggestedPlacement, TF_LETTERS,
  type GameState, type OffMapShip, type Placement, type TaskForceLetter,
} from '../../engine';
import type { Direction } from '../../engine/geometry';
import { useUiStore } from '../../store';

export interface DeployShip extends OffMapShip { tf: TaskForceLetter }

/** The ships that deploy with a marker (its stack when a forced deployment is pending), with their letters. */
export function deployShips(state: GameState, markerId: string): DeployShip[] {
  const markers = deployingMarkers(state, markerId);
  if (!markers.length || !state.taskForces) return [];
  const owner = markers[0].owner;
  const ids = new Set(markers.map((m) => m.id));
  const boards = state.taskForces.boards[owner];
  return TF_LETTERS.flatMap((l) => (boards[l].markerId && ids.has(boards[l].markerId!) ? boards[l].ships.map((s) => ({ ...s, tf: l })) : []));
}

/** The letters of the deploying TFs ("B" or "A+C"). */
export const deployLetters = (ships: readonly DeployShip[]): string => [...new Set(ships.map((s) => s.tf))].join('+');

const isShallowDraft = (state: GameState, cls: string): boolean => !!state.setup.ruleset.classes[cls]?.shallowDraft;

/** How many ships must be placed: the suggested placement places as many as the free nodes take. */
export const placeCount = (state: GameState, markerId: string): number => suggestedPlacement(state, markerId).length;

/** Start laying out a deployment: empty, or filled with the engine's suggestion. */
export function beginDeploy(markerId: string, suggested: boolean): void {
  const store = useUiStore.getState();
  const state = store.session?.state;
  if (!state) return;
  store.setPlayUi({ pick: null, tfSelected: null });
  store.setDeploy({ markerId, placements: suggested ? suggestedPlacement(state, markerId) : [] });
  if (!suggested) nextShip();
}

/** Start the node-and-heading pick for one ship of the draft. */
export function pickForShip(unitId: string): void {
  const store = useUiStore.getState();
  const state = store.session?.state;
  const draft = store.deploy;
  if (!state || !draft) return;
  const ship = deployShips(state, draft.markerId).find((s) => s.id === unitId);
  if (!ship) return;
  const used = new Set(draft.placements.filter((p) => p.unitId !== unitId).map((p) => p.node));
  const shallow = isShallowDraft(state, ship.class);
  const nodes = legalDeploymentNodes(state, draft.markerId).filter((n) => !used.has(n.node) && (shallow || !n.shallowOnly));
  const options = nodes.flatMap((n) => [0, 1, 2, 3, 4, 5].map((h) => ({ node: n.node, heading: h as Direction })));
  const others = draft.placements.filter((p) => p.unitId !== unitId);
  store.startPick({
    purpose: { kind: 'deployShip', unitId }, prompt: 'pick.deployShip', params: { cls: ship.class, tf: ship.tf }, options,
    probe: { type: 'deploy', markerId: draft.markerId, placements: [...others, { unitId, node: '', heading: 0 }] },
  });
}

/** The next ship without a place gets the pick (or none when all are placed). */
export function nextShip(): void {
  const store = useUiStore.getState();
  const state = store.session?.state;
  const draft = store.deploy;
  if (!state || !draft) return;
  const next = deployShips(state, draft.markerId).find((s) => !draft.placements.some((p) => p.unitId === s.id));
  if (next && draft.placements.length < placeCount(state, draft.markerId)) pickForShip(next.id);
  else store.cancelPick();
}

/** The pick for a ship finished: record its place, go on with the next ship. */
export function placeDraftShip(unitId: string, node: string, heading: Direction): void {
  const store = useUiStore.getState();
  const draft = store.deploy;
  if (!draft) return;
  const placements: Placement[] = [...draft.placements.filter((p) => p.unitId !== unitId && p.node !== node), { unitId, node, heading }];
  store.setDeploy({ ...draft, placements });
  nextShip();
}

export function removeDraftShip(unitId: string): void {
  const store = useUiStore.getState();
  const draft = store.deploy;
  if (!draft) return;
  store.setDeploy({ ...draft, placements: draft.placements.filter((p) => p.unitId !== unitId) });
}

/** Submit the deployment; the engine's refusal (too few ships, a node in range…) is shown in place. */
export function submitDeploy(placements?: Placement[]): boolean {
  const store = useUiStore.getState();
  const draft = store.deploy;
  if (!draft) return false;
  return store.submit({ type: 'deploy', markerId: draft.markerId, placements: placements ?? draft.placements });
}
