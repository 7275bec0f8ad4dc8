// The replay viewer's viewpoint: the whole game, or what one player saw (their view and log).
import type { PlayerId } from '../engine';
import type { UiState } from './index';

export type ReplayView = 'full' | PlayerId;

export interface ReplaySlice {
  replayView: ReplayView;
  setReplayView(view: ReplayView): void;
}

type Set = (partial: Partial<UiState>) => void;

export function createReplaySlice(set: Set): ReplaySlice {
  return {
    replayView: 'full',
    setReplayView(view) {
      set({ replayView: view });
    },
  };
}
