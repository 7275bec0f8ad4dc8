// The browser-test hook `window.__enb` (DESIGN.md): dev builds and the builds the browser tests and the
// UI benchmark make (VITE_ENB_BENCH=1) only — every call site is guarded by both, so the production
// bundle drops it.
import type Konva from 'konva';
import { nodeIndex } from '../engine/geometry';
import { useUiStore, type UiState, type UiStore } from '../store';
import type { MapLayout, Point } from './map/layout';
import type { MapController } from './map/mapController';
import { motionTiming } from './map/motion/motionState';
import { legalActions, type Action, type GameState, type GameView } from '../engine';
import { reachOf, targetsOf, viewOf } from '../store/derived';
import { autosaveSettled } from '../store/persistenceSync';
import { botTiming } from './bots/botTiming';
import { headingSector } from './map/canvasKit';

export interface EnbTestHook {
  store: UiStore;
  getState(): UiState;
  /** Page (client) coordinates of a node's centre as currently shown, or null (off the map, no map). */
  nodeToScreen(node: string): Point | null;
  /** The map's Konva stage, or null when no map is on screen. */
  stage(): Konva.Stage | null;
  /** The full engine state of the game (tests only: the UI itself renders from views). */
  state(): GameState | null;
  /** The view the screen renders from: viewFor(state, viewer), or null under the hand-over cover. */
  view(): GameView | null;
  /** The legal actions now, and a selected ship's legal end nodes / a unit's valid target nodes. */
  legal(): Action[];
  reachable(unitId: string): string[];
  targets(unitId: string): string[];
  /** The TF letters the screen may show now, by marker id (own markers; both sides in demo mode; none under the cover). */
  letters(): Record<string, string>;
  /** Resolves once every autosave write queued so far is done. */
  saved(): Promise<void>;
  /** The heading picker's hit ring on screen now (px): its inner and outer radius (each heading a 60° sector of it). */
  headingTarget(): { inner: number; outer: number };
  /** Change how the bots are timed (a slow bot: holdMs; a short time limit: timeoutMs). */
  botTiming(change: Partial<typeof botTiming>): void;
  /** Change how the map's motion is timed (slow: N stretches every track N times). */
  motionTiming(change: Partial<typeof motionTiming>): void;
}

declare global {
  interface Window {
    __enb?: EnbTestHook;
  }
}

interface MapOnScreen { stage: Konva.Stage; layout: MapLayout; controller: MapController }
let map: MapOnScreen | null = null;

/** Install `window.__enb` (call only under `import.meta.env.DEV` or the test and benchmark builds' VITE_ENB_BENCH=1). */
export function installTestHook(): void {
  window.__enb = {
    store: useUiStore,
    getState: () => useUiStore.getState(),
    nodeToScreen(node) {
      if (!map) return null;
      const index = nodeIndex(map.layout.shape, node);
      if (index < 0) return null;
      map.controller.followFrame(); // where a click there would be read (MapView), not a frame early
      const box = map.stage.container().getBoundingClientRect();
      const p = map.controller.nodeToStage(index);
      return { x: box.left + p.x, y: box.top + p.y };
    },
    stage: () => map?.stage ?? null,
    headingTarget: () => headingSector(useUiStore.getState().camera.scale),
    saved: () => autosaveSettled(),
    botTiming: (change) => void Object.assign(botTiming, change),
    motionTiming: (change) => void Object.assign(motionTiming, change),
    state: () => useUiStore.getState().session?.state ?? null,
    view() {
      const s = useUiStore.getState();
      return s.session && s.viewer ? viewOf(s.session.state, s.viewer) : null;
    },
    legal() {
      const st = useUiStore.getState().session?.state;
      return st ? legalActions(st) : [];
    },
    reachable(unitId) {
      const st = useUiStore.getState().session?.state;
      return st ? [...reachOf(st, unitId).byNode.keys()] : [];
    },
    letters() {
      const s = useUiStore.getState();
      const st = s.session?.state;
      const out: Record<string, string> = {};
      if (!st?.taskForces || !s.viewer) return out;
      const players = s.session!.options.hideBetweenTurns ? [s.viewer] : (['blue', 'red'] as const);
      for (const p of players) {
        const boards = p === s.viewer ? viewOf(st, s.viewer).taskForces!.boards : st.taskForces.boards[p];
        for (const [l, b] of Object.entries(boards)) if (b.markerId) out[b.markerId] = l;
      }
      return out;
    },
    targets(unitId) {
      const st = useUiStore.getState().session?.state;
      return st ? targetsOf(st, unitId).map((t) => t.node) : [];
    },
  };
}

/** Tell the hook which map is on screen; returns the call that forgets it. */
export function registerMapForTests(stage: Konva.Stage, layout: MapLayout, controller: MapController): () => void {
  const entry: MapOnScreen = { stage, layout, controller };
  map = entry;
  return () => {
    if (map === entry) map = null;
  };
}
