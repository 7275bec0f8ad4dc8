// The map slice: the scenario shown, the camera, hover and the language.
import type { Scenario } from '../scenarios/schema';
import { languageLoaded, loadLanguage, type Language } from '../i18n/dictionaries';
import { loadBundledScenario, type ScenarioProblem } from './scenarioLoader';

/** Stage position (px) and scale: a map point p is drawn at p * scale + (x, y). */
export interface Camera { x: number; y: number; scale: number }
export interface Size { width: number; height: number }
/** The node under the pointer and where its centre is, in px from the map view's top-left corner. */
export interface Hover { node: string; index: number; x: number; y: number }
/** A camera change asked for by a button or a key; the map view carries it out on the stage. */
export type CameraCommand = 'zoomIn' | 'zoomOut' | 'fit' | 'fleet' | 'panLeft' | 'panRight' | 'panUp' | 'panDown';

export interface MapSlice {
  language: Language;
  scenarioId: string | null;
  scenario: Scenario | null;
  scenarioProblem: ScenarioProblem | null;
  /** The camera as of the end of the last gesture (the stage leads while a gesture runs). */
  camera: Camera;
  /** Size of the map view in px. */
  viewport: Size;
  hover: Hover | null;
  /** The latest camera command; seq grows with every request so repeating one is seen. */
  cameraRequest: { command: CameraCommand; seq: number } | null;

  /** Switch the language (a language not loaded yet switches once its dictionary has loaded). */
  setLanguage(language: Language): void;
  loadScenario(id: string): void;
  /** Show a scenario already validated (bundled or a test fixture), or its problem. */
  setScenario(id: string, scenario: Scenario | null, problem: ScenarioProblem | null): void;
  setCamera(camera: Camera): void;
  setViewport(size: Size): void;
  setHover(hover: Hover | null): void;
  requestCamera(command: CameraCommand): void;
}

type Set = (fn: (s: MapSlice) => void) => void;
type Get = () => MapSlice;

let languageRequest = 0;

const sameHover = (a: Hover | null, b: Hover | null): boolean =>
  a === b || (a !== null && b !== null && a.index === b.index && a.x === b.x && a.y === b.y);

export function createMapSlice(set: Set, get: Get): MapSlice {
  return {
  language: 'en',
  scenarioId: null,
  scenario: null,
  scenarioProblem: null,
  camera: { x: 0, y: 0, scale: 1 },
  viewport: { width: 0, height: 0 },
  hover: null,
  cameraRequest: null,

  setLanguage: (language) => {
    const request = ++languageRequest; // the last choice wins, even over one still loading
    const apply = () => {
      if (request === languageRequest)
        set((s) => {
          s.language = language;
        });
    };
    if (languageLoaded(language)) apply();
    else loadLanguage(language).then(apply, (e: unknown) => console.error(`the ${language} texts could not be loaded`, e));
  },
  loadScenario: (id) => {
    const load = loadBundledScenario(id);
    get().setScenario(id, load.ok ? load.scenario : null, load.ok ? null : load.problem);
  },
  setScenario: (id, scenario, problem) => {
    set((s) => {
      s.scenarioId = id;
      s.scenario = scenario;
      s.scenarioProblem = problem;
      s.hover = null;
    });
  },
  setCamera: (camera) => {
    const c = get().camera;
    if (c.x === camera.x && c.y === camera.y && c.scale === camera.scale) return;
    set((s) => {
      s.camera = { x: camera.x, y: camera.y, scale: camera.scale };
    });
  },
  setViewport: (size) => {
    const v = get().viewport;
    if (v.width === size.width && v.height === size.height) return;
    set((s) => {
      s.viewport = { width: size.width, height: size.height };
    });
  },
  setHover: (hover) => {
    if (sameHover(get().hover, hover)) return;
    set((s) => {
      s.hover = hover;
    });
  },
  requestCamera: (command) =>
    set((s) => {
      s.cameraRequest = { command, seq: (s.cameraRequest?.seq ?? 0) + 1 };
    }),
  };
}
