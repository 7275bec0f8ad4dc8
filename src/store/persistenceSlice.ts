// The store's saves slice: the autosaved game (resume it, or see why it is broken and discard it),
// save files (export, import → continue or watch), custom scenario files, and the dialogs that show
// a file's errors (path: reason). A refused file never touches the current game.
import type { PlayerId } from '../engine';
import { parseScenario, parseScenarioText, type Scenario } from '../scenarios/schema';
import type { DataError } from '../scenarios/mapSchema';
import type { RulesChanged } from '../saves/saveFile';
import { deciderOf } from './decider';
import { clearedPlay } from './game';
import type { GameSlice } from './game';
import type { ReplaySlice } from './replaySlice';
import type { MapSlice } from './mapSlice';
import type { UndoSlice } from './undoSlice';
import type { BotSlice } from './botSlice';
/** The slices this one reads and writes. */
type UiState = MapSlice & GameSlice & ReplaySlice & UndoSlice & SavesSlice & BotSlice;
import type { AutosaveRead } from './persistence';
import { looksLikeSave, type SaveFailure } from './storage';
import type { Session } from './session';
import { kernel } from './kernel';
import { libraryShelf } from './libraryShelf';
import { replayViewsFor } from './replaySlice';

export interface CustomScenario { raw: unknown; scenario: Scenario; file: string }

/** A dialog about a file: its errors, or a note (a scenario added to the list). */
export interface FileReport { kind: 'save' | 'scenario'; file: string; errors: DataError[]; added?: string }

export interface SavesSlice {
  customScenarios: CustomScenario[];
  fileReport: FileReport | null;
  /** A valid save file read: continue it or watch its replay. */
  importChoice: { file: string; session: Session; migratedFrom?: number; rulesChanged?: RulesChanged } | null;
  /** A session watched in the replay viewer only (an imported save): never autosaved. */
  watchedOnly: Session | null;
  /** The last write of the current game to browser storage failed (and why): shown until one succeeds. */
  saveProblem: SaveFailure | null;
  setSaveProblem(problem: SaveFailure | null): void;
  /** The game this tab stopped writing: another tab took it over, or wrote it meanwhile (gameLock.ts, shelf.ts). */
  gameMoved: string | null;
  setGameMoved(id: string | null): void;

  /** The current game's entry in the saved-games library (null: a new game, written as a new entry). */
  libraryId: string | null;
  setLibraryId(id: string | null): void;
  /** Resume a saved game where it was (screen, cover, redo); false if there is none or it is broken. */
  resumeSaved(read: AutosaveRead, libraryId?: string | null): boolean;
  /** Show a session on the game screen (the cover up unless `viewer` may look). */
  openSession(session: Session, viewer: PlayerId | null, libraryId?: string | null): void;
  /** Read a picked or dropped file: a save or a scenario (by its name and content). */
  openFile(name: string, text: string): void;
  importSave(name: string, text: string): boolean;
  loadScenarioFile(name: string, text: string): boolean;
  acceptImport(mode: 'play' | 'replay'): void;
  dismissImport(): void;
  dismissFileReport(): void;
  /** The current game's save file text, or null when there is none. */
  exportText(): string | null;
  /**
   * Watch a session in the replay viewer without making it the current game. An unfinished game with
   * hidden secrets shows only `viewer`'s own view (the player confirmed at the screen); with no viewer
   * it is refused (false).
   */
  watchReplay(session: Session, viewer?: PlayerId | null): boolean;
}

type Set = (partial: Partial<UiState>) => void;
type Get = () => UiState;


/**
 * Who may look at a resumed game: nobody while secrets are hidden — a reload or a continued game always
 * comes back under the hand-over cover, whoever is at the screen now — in demo mode the decider; a
 * finished game hides nothing.
 */
function resumedViewer(s: Session, recorded: PlayerId | null): PlayerId | null {
  const st = s.state;
  if (st.phase === 'over') return recorded ?? st.toAct;
  if (!s.options.hideBetweenTurns) return deciderOf(st);
  return null;
}

export function createSavesSlice(set: Set, get: Get): SavesSlice {
  const showScenario = (s: Session) => {
    const p = parseScenario(s.scenarioRaw);
    get().setScenario(s.scenarioId, p.ok ? p.value : null, p.ok ? null : { kind: 'invalid', id: s.scenarioId, errors: p.errors });
  };
  return {
    customScenarios: [],
    fileReport: null,
    importChoice: null,
    watchedOnly: null,
    saveProblem: null,
    gameMoved: null,
    setGameMoved(id) {
      set({ gameMoved: id });
    },
    libraryId: null,
    setLibraryId(id) {
      set({ libraryId: id });
    },

    setSaveProblem(problem) {
      set({ saveProblem: problem });
    },
    resumeSaved(read, libraryId = null) {
      const a = read;
      if (a.kind !== 'ok') return false;
      get().openSession(a.session, resumedViewer(a.session, a.record.viewer), libraryId);
      // the replay viewer comes back only where it shows no secrets (else the game, under the cover)
      if (a.record.screen === 'replay' && get().enterReplay()) get().setReplayStep(a.record.replayStep ?? 0);
      return true;
    },
    openSession(session, viewer, libraryId = null) {
      showScenario(session);
      set({ screen: 'game', session, libraryId, sessionErrors: null, viewer, notice: null, replay: null, undoRequest: null, recent: null, resultOf: null, seenUpTo: {}, botProblem: null, botThinking: null, recentBy: null, ...clearedPlay });
    },
    openFile(name, text) {
      if (looksLikeSave(name, text)) get().importSave(name, text);
      else get().loadScenarioFile(name, text);
    },
    importSave(name, text) {
      const r = kernel().sessionFromText(text);
      if (!r.ok) {
        set({ fileReport: { kind: 'save', file: name, errors: r.errors }, importChoice: null });
        return false;
      }
      set({ importChoice: { file: name, session: r.session, ...(r.migratedFrom ? { migratedFrom: r.migratedFrom } : {}), ...(r.rulesChanged ? { rulesChanged: r.rulesChanged } : {}) }, fileReport: null });
      return true;
    },
    loadScenarioFile(name, text) {
      const p = parseScenarioText(text);
      const raw = p.ok ? (JSON.parse(text) as unknown) : null;
      // checked as Start will check it (its rule modules' options, its map's topology): refused now, not at Start
      const ready = p.ok ? kernel().checkScenarioForPlay(raw) : p;
      if (!p.ok || !ready.ok) {
        set({ fileReport: { kind: 'scenario', file: name, errors: p.ok ? (ready.ok ? [] : ready.errors) : p.errors } });
        return false;
      }
      const entry: CustomScenario = { raw, scenario: p.value, file: name };
      // kept in the library: the scenario is there on the next visit too (a failed write only loses that)
      void libraryShelf()?.putScenario(p.value.id, { raw: entry.raw, file: name }).catch(() => undefined);
      const others = get().customScenarios.filter((c) => c.scenario.id !== p.value.id);
      set({ customScenarios: [...others, entry], fileReport: get().screen === 'start' ? null : { kind: 'scenario', file: name, errors: [], added: p.value.id } });
      return true;
    },
    acceptImport(mode) {
      const choice = get().importChoice;
      if (!choice) return;
      set({ importChoice: null });
      if (mode === 'replay') get().watchReplay(choice.session);
      else get().openSession(choice.session, resumedViewer(choice.session, null));
    },
    dismissImport() {
      set({ importChoice: null });
    },
    dismissFileReport() {
      set({ fileReport: null });
    },
    exportText() {
      const s = get().session;
      return s ? kernel().saveTextOf(s) : null;
    },
    watchReplay(session, viewer = null) {
      // an unfinished game with hidden secrets: only the view of the player confirmed at the screen
      const views = replayViewsFor(session, viewer);
      if (!views.length) return false;
      showScenario(session);
      set({ session, watchedOnly: session, viewer: null, notice: null, undoRequest: null, ...clearedPlay, screen: 'replay', replay: { ...kernel().replayStates(session), step: 0 }, replayView: views.includes('full') ? 'full' : views[0], replayViews: views });
      return true;
    },
  };
}
