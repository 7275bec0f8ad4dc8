// The one store (zustand + immer), in slices: the map (scenario shown, camera, hover, language) and
// the game (session with the action log and engine state; selection, overlays, hand-over; game.ts).
import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import { createMapSlice, type MapSlice } from './mapSlice';
import { createGameSlice, type GameSlice } from './game';
import { createPlaySlice, type PlaySlice } from './play';
import { createSavesSlice, type SavesSlice } from './persistenceSlice';
import { createUndoSlice, type UndoSlice } from './undoSlice';
import { createReplaySlice, type ReplaySlice } from './replaySlice';
import { createLibrarySlice, type LibrarySlice } from './librarySlice';
import { createBotSlice, type BotSlice } from './botSlice';
export type { GameSlice, Screen, Notice } from './game';
export type { BotProblem, WatchPace } from './botSlice';
export type { Session, GameOptions } from './session';
export type { Pick, PickOption, PickPurpose, DeployDraft, PlayUi } from './play';

export type { Camera, Size, Hover, CameraCommand, MapSlice } from './mapSlice';

export type UiState = MapSlice & GameSlice & PlaySlice & SavesSlice & UndoSlice & ReplaySlice & LibrarySlice & BotSlice;

export const useUiStore = create<UiState>()(
  immer((set, get) => ({
    ...createGameSlice(set as Parameters<typeof createGameSlice>[0], get),
    ...createPlaySlice(set as Parameters<typeof createPlaySlice>[0]),
    ...createSavesSlice(set as Parameters<typeof createSavesSlice>[0], get),
    ...createUndoSlice(set as Parameters<typeof createUndoSlice>[0], get),
    ...createReplaySlice(set as Parameters<typeof createReplaySlice>[0], get),
    ...createMapSlice(set as Parameters<typeof createMapSlice>[0], get),
    ...createLibrarySlice(set as Parameters<typeof createLibrarySlice>[0], get),
    ...createBotSlice(set as Parameters<typeof createBotSlice>[0], get),
  })),
);

export type UiStore = typeof useUiStore;
