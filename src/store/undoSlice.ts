// The store's undo/redo slice (hot-seat). The player at the screen (the viewer) undoes their own
// latest actions alone, one at a time, down to the engine's barrier; beyond it the other player must
// confirm: the request hides the screen (no viewer, nothing secret rendered) until they answer, and
// afterwards the hand-over cover brings the device back to whoever is to act. Redo re-applies undone
// actions until a new action is taken. After any of these, if the player to act changed, the cover goes up.
import type { PlayerId, UndoBarrier } from '../engine';
import { deciderOf } from './decider';
import { clearedPlay, type GameSlice } from './game';
import type { PlaySlice } from './play';
/** The slices this one reads and writes. */
type UiState = GameSlice & PlaySlice & UndoSlice;
import type { Session } from './session';
import type { UndoPlan } from './undo';
import { kernel } from './kernel';
import { loneHuman } from './seats';

export interface UndoRequest {
  /** The player who asks to undo. */
  by: PlayerId;
  /** The log length to go back to. */
  to: number;
  barrier: UndoBarrier;
}

export interface UndoSlice {
  /** An undo waiting for the other player's confirmation. */
  undoRequest: UndoRequest | null;
  /** What the undo button would do now. */
  undoNow(): UndoPlan;
  canRedo(): boolean;
  /** Undo one step (free), or ask the other player (beyond the barrier). */
  undo(): boolean;
  redo(): boolean;
  confirmUndo(): void;
  cancelUndo(): void;
}

type Set = (partial: Partial<UiState>) => void;
type Get = () => UiState;

/** Who looks after the session changed under `viewer`: they stay if still to decide; else the cover (demo mode: the decider). */
function viewerAfter(s: Session, viewer: PlayerId | null): PlayerId | null {
  const person = loneHuman(s.options.bots);
  if (person) return person; // against a bot: the person's view, always
  const decider = deciderOf(s.state);
  if (!s.options.hideBetweenTurns) return decider;
  return viewer === decider ? viewer : null;
}

export function createUndoSlice(set: Set, get: Get): UndoSlice {
  /**
   * Who undoes now: the viewer; under the hand-over cover, the player who took the last action (they
   * still hold the device) — what they undo then goes through the cover again, never shown at once.
   */
  const ready = () => {
    const s = get();
    if (s.screen !== 'game' || !s.session || s.undoRequest || s.session.state.phase === 'over') return null;
    const last = s.session.timeline.steps.at(-1);
    const player = s.viewer ?? last?.player ?? null;
    return player ? { session: s.session, viewer: s.viewer, player } : null;
  };
  const planOf = (r: { session: Session; player: PlayerId }) =>
    loneHuman(r.session.options.bots) ? kernel().undoPlanVsBot(r.session.timeline, r.player) : kernel().undoPlan(r.session.timeline, r.player);
  const show = (session: Session, viewer: PlayerId | null) => set({ session, viewer, notice: null, undoRequest: null, recent: null, resultOf: null, ...clearedPlay });
  return {
    undoRequest: null,
    undoNow() {
      const r = ready();
      return r ? planOf(r) : { kind: 'none' };
    },
    canRedo() {
      const r = ready();
      return !!r && !!r.viewer && r.session.redo.length > 0;
    },
    undo() {
      const r = ready();
      if (!r) return false;
      const plan = planOf(r);
      if (plan.kind === 'none') return false;
      if (plan.kind === 'free') {
        const next = kernel().undoneTo(r.session, plan.to);
        show(next, viewerAfter(next, r.viewer));
        return true;
      }
      // the other player must confirm: nothing of the asking player's stays on screen meanwhile
      set({ undoRequest: { by: r.player, to: plan.to, barrier: plan.barrier }, viewer: r.session.options.hideBetweenTurns ? null : r.viewer, notice: null, ...clearedPlay });
      return true;
    },
    redo() {
      const r = ready();
      if (!r || !r.viewer) return false;
      const next = kernel().redone(r.session);
      if (!next) {
        set({ session: { ...r.session, redo: [] } });
        return false;
      }
      show(next, viewerAfter(next, r.viewer));
      return true;
    },
    confirmUndo() {
      const { session, undoRequest } = get();
      if (!session || !undoRequest) return;
      const next = kernel().undoneTo(session, undoRequest.to);
      // the confirming player holds the device: the cover hands it to whoever is to act
      show(next, viewerAfter(next, null));
    },
    cancelUndo() {
      const { session, undoRequest } = get();
      if (!session || !undoRequest) return;
      show(session, viewerAfter(session, null));
    },
  };
}
