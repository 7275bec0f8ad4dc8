// UI state for the steps beyond "select a ship, move, attack": choosing a node (and a heading) among
// options the engine gave (a pick), the own TF marker or bomber selected, a deployment being laid
// out ship by ship, a card whose target is being chosen, a command card armed on a bomber's activation
// (§8.2), and the fleet ship picked up during setup.
// All of it is cleared whenever the game changes (see clearedPlay in game.ts); nothing here decides
// what is legal.
import type { Action, Placement } from '../engine';
import type { Direction } from '../engine/geometry';
import type { MessageKey } from '../i18n/en';

/** One choice of a pick: a node, a heading (null: none to choose) and the action it submits, if any. */
export interface PickOption { node: string; heading: Direction | null; action?: Action }

/** What finishing a pick does: submit the option's action, or place a ship in the deployment draft. */
export type PickPurpose = { kind: 'actions' } | { kind: 'deployShip'; unitId: string };

export interface Pick {
  purpose: PickPurpose;
  /** The prompt shown while picking. */
  prompt: MessageKey;
  params?: Record<string, string | number>;
  options: PickOption[];
  /**
   * The action tried (without committing) at a node that is not an option, to show the engine's reason
   * on click and hover: its node field (`node`, `to`, `to.node` or the placement with node '') is set
   * to the node, each heading tried (ui/game/pick.ts probeRefusal).
   */
  probe?: Action;
  /** The pick Esc returns to (a bomber's choices without the command card armed on it). */
  back?: Pick;
  /** The node chosen while its heading is still to choose. */
  node: string | null;
  heading: Direction | null;
}

/** A deployment being laid out: the marker, how (in turn / start of round / forced), the placements so far. */
export interface DeployDraft { markerId: string; placements: Placement[] }

export interface PlayUi {
  pick: Pick | null;
  /** An own TF marker selected (its moves are the pick). */
  tfSelected: string | null;
  /** An own bomber selected (attack, re-position, extend). */
  bomberSelected: string | null;
  /** A command card armed on the selected bomber's activation (§8.2): the pick holds that card's options. */
  bomberCard: string | null;
  deploy: DeployDraft | null;
  /** A card whose target is being chosen. */
  cardTarget: string | null;
  /** Setup: the fleet ship picked up to assign or place. */
  setupShip: string | null;
  /** R-MOVE-8: nodes the selected ship's route must pass, in order (Shift+click). */
  waypoints: string[];
}

export const clearedExtras: PlayUi = { pick: null, tfSelected: null, bomberSelected: null, bomberCard: null, deploy: null, cardTarget: null, setupShip: null, waypoints: [] };

export interface PlaySlice extends PlayUi {
  /** Start choosing among options (replaces any pick). */
  startPick(pick: Omit<Pick, 'node' | 'heading'>): void;
  setPickNode(node: string | null, heading?: Direction | null): void;
  setPickHeading(heading: Direction): void;
  cancelPick(): void;
  setPlayUi(patch: Partial<PlayUi>): void;
  setDeploy(draft: DeployDraft | null): void;
}

type Set = (partial: Partial<PlaySlice> | ((s: PlaySlice) => Partial<PlaySlice>)) => void;

export function createPlaySlice(set: Set): PlaySlice {
  return {
    ...clearedExtras,
    startPick(pick) {
      // a new choice: the last refusal is about the previous one
      set({ pick: { ...pick, node: null, heading: null }, notice: null } as Partial<PlaySlice>);
    },
    setPickNode(node, heading = null) {
      set((s) => (s.pick ? { pick: { ...s.pick, node, heading } } : {}));
    },
    setPickHeading(heading) {
      set((s) => (s.pick ? { pick: { ...s.pick, heading } } : {}));
    },
    cancelPick() {
      set({ pick: null });
    },
    setPlayUi(patch) {
      set(patch);
    },
    setDeploy(draft) {
      set({ deploy: draft });
    },
  };
}
