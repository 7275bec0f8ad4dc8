// The game slice: the session (scenario, seed, options, names, action log, engine state) and the
// UI state of play (screen, who may look, selection, chosen destination, overlays, the engine's
// last refusal). Store actions call the engine; nothing here re-implements a rule.
import type { Action, GameError, GameState, PlayerId } from '../engine';
import type { Direction } from '../engine/geometry';
import type { NewSession, Session } from './session';
import { deciderOf } from './decider';
import { botsOnly, loneHuman } from './seats';
import { kernel } from './kernel';
import type { DataError } from '../scenarios/mapSchema';
import { clearedExtras, type PlayUi } from './play';
import { replayViewsFor, type ReplaySlice } from './replaySlice';

export type Screen = 'start' | 'game' | 'replay';

/** A message for the prompt line: an engine refusal (shown in place, at a node) or a plain note. */
export interface Notice {
  error: GameError; node?: string; seq: number;
  /** The log length and the viewer when it was shown: a notice is stale once either changes. */
  at?: number; viewer?: PlayerId | null;
}

export interface GameSlice {
  screen: Screen;
  session: Session | null;
  sessionErrors: DataError[] | null;
  /** Whose secrets may be shown; null while the hand-over cover is up (nothing secret is rendered). */
  viewer: PlayerId | null;
  /** The own unit being activated or about to be (a ship: its reachable ends are shown). */
  selection: string | null;
  /** An enemy unit looked at (its zone is shown). */
  inspected: string | null;
  /** The node chosen for the move while the heading is still to choose. */
  destination: string | null;
  /** Keyboard cursor: the node (reachable ends, targets) or the heading at the destination. */
  cursorNode: string | null;
  headingCursor: Direction | null;
  notice: Notice | null;
  overlays: { threat: boolean; own: boolean };
  helpOpen: boolean;
  hintsDismissed: boolean;
  /** Small screens: the side panels' drawer is open over the map. */
  panelsOpen: boolean;
  /**
   * What happened, shown on the map and in words: the session's events [from, to) — the acting player's
   * result before the hand-over, then the next player's "since your last turn". Null: nothing to show.
   */
  recent: { from: number; to: number } | null;
  /**
   * Hot-seat, between an action that hands the decision over and the cover: the player who acted, who
   * still sees their own screen with the result on the map (viewer is already null: nothing new is theirs to do).
   */
  resultOf: PlayerId | null;
  /** How many events each player had seen when they last handed the device over (hot-seat). */
  seenUpTo: Partial<Record<PlayerId, number>>;
  /** Replay viewer: every state of the finished game, and the one shown. */
  replay: { states: GameState[]; marks: number[]; step: number } | null;

  startGame(n: NewSession): boolean;
  submit(action: Action): boolean;
  confirmHandOver(): void;
  /** The acting player has seen their result: the hand-over cover goes up. */
  handOverNow(): void;
  /** The summary of what happened is read: its marks leave the map. */
  dismissRecent(): void;
  selectUnit(id: string | null): void;
  inspect(id: string | null): void;
  chooseDestination(node: string | null): void;
  moveTo(node: string, heading: Direction): boolean;
  /** R-MOVE-8: add a node the selected ship's route must pass (again: remove it and the ones after). */
  toggleWaypoint(node: string): void;
  setCursor(node: string | null, heading?: Direction | null): void;
  showRefusal(error: GameError, node?: string): void;
  clearNotice(): void;
  cancel(): void;
  toggleOverlay(which: 'threat' | 'own'): void;
  setHelp(open: boolean): void;
  setPanelsOpen(open: boolean): void;
  dismissHints(): void;
  leaveGame(): void;
  /** Watch the current game's replay (false when its secrets may not be shown now: replaySlice.ts). */
  enterReplay(): boolean;
  setReplayStep(step: number): void;
}

const HINTS_KEY = 'enb.hintsDismissed';
const readHints = (): boolean => {
  try {
    return window.localStorage.getItem(HINTS_KEY) === '1';
  } catch {
    return false;
  }
};

type Set = (partial: Partial<GameSlice & PlayUi> | ((s: GameSlice & PlayUi) => Partial<GameSlice & PlayUi>)) => void;
type Get = () => GameSlice & PlayUi;

export const clearedPlay = { selection: null, inspected: null, destination: null, cursorNode: null, headingCursor: null, ...clearedExtras } as const;

/** Who may look after a change: in hot-seat the cover goes up when the decider changes. */
export function nextViewer(session: Session, previous: PlayerId | null): PlayerId | null {
  const st = session.state;
  // a person against a bot: that person's view at all times, never a cover (nobody else is at the screen)
  const person = loneHuman(session.options.bots);
  if (person) return person;
  if (st.phase === 'over') return previous ?? st.toAct;
  const decider = deciderOf(st);
  if (botsOnly(session.options.bots)) return decider;
  if (!session.options.hideBetweenTurns) return decider;
  return previous === decider ? previous : null;
}

/** Whom the hand-over cover is for: the person playing a bot, else the player who must act. */
export const coverFor = (session: Session): PlayerId => loneHuman(session.options.bots) ?? deciderOf(session.state);

/** Hot-seat: the player who just acted still sees their result on the map; the hand-over cover comes next. */
export const handOverDue = (s: Pick<GameSlice, 'screen' | 'viewer' | 'resultOf'>): boolean => s.screen === 'game' && s.viewer === null && s.resultOf !== null;

let noticeSeq = 0;

export function createGameSlice(set: Set, get: Get): GameSlice {
  const begin = (session: Session, viewer: PlayerId | null) => {
    // a new game: a new entry of the saved-games library (persistenceSync.ts), never over another
    (set as (p: Partial<GameSlice> & { libraryId: null; botProblem: null; botThinking: null; recentBy: null }) => void)({ screen: 'game', session, libraryId: null, botProblem: null, botThinking: null, recentBy: null, sessionErrors: null, viewer, notice: null, replay: null, recent: null, resultOf: null, seenUpTo: {}, ...clearedPlay });
  };
  return {
    screen: 'start',
    session: null,
    sessionErrors: null,
    viewer: null,
    ...clearedPlay,
    notice: null,
    overlays: { threat: false, own: false },
    helpOpen: false,
    panelsOpen: false,
    hintsDismissed: typeof window !== 'undefined' ? readHints() : false,
    replay: null,
    recent: null,
    resultOf: null,
    seenUpTo: {},

    startGame(n) {
      const r = kernel().createSession(n);
      if (!r.ok) {
        set({ sessionErrors: r.errors });
        return false;
      }
      begin(r.session, nextViewer(r.session, null));
      return true;
    },
    submit(action) {
      const { session, viewer } = get();
      if (!session) return false;
      const r = kernel().advance(session, action);
      if (!r.ok) {
        get().showRefusal(r.error);
        return false;
      }
      const a = r.session.state.activation;
      // a command card started a ship's activation before its move: the move is chosen next
      const moving = a?.awaitingMove && r.session.state.units[a.unitId]?.kind === 'ship' ? { selection: a.unitId, cursorNode: r.session.state.units[a.unitId].node } : {};
      const next = nextViewer(r.session, viewer);
      // the result of the action on the map until the hand-over (hot-seat), else nothing left over
      const resultOf = viewer !== null && next === null && r.session.state.phase !== 'over' ? viewer : null;
      const recent = resultOf ? { from: session.events.length, to: r.session.events.length } : null;
      set({ session: r.session, viewer: next, resultOf, recent, notice: null, ...clearedPlay, ...moving });
      return true;
    },
    confirmHandOver() {
      const { session, seenUpTo } = get();
      if (!session) return;
      const viewer = coverFor(session);
      // since this player's last hand-over (their first look: since the game began)
      const from = seenUpTo[viewer] ?? session.timeline.eventCounts[0];
      const seen = get().resultOf ? { ...seenUpTo, [get().resultOf!]: session.events.length } : seenUpTo;
      set({ viewer, resultOf: null, seenUpTo: seen, notice: null, recent: from < session.events.length ? { from, to: session.events.length } : null, ...clearedPlay });
    },
    handOverNow() {
      const { session, resultOf, seenUpTo } = get();
      if (!session || !resultOf) return;
      set({ resultOf: null, recent: null, seenUpTo: { ...seenUpTo, [resultOf]: session.events.length }, notice: null, ...clearedPlay });
    },
    dismissRecent() {
      set({ recent: null });
    },
    selectUnit(id) {
      const { session, viewer } = get();
      if (!session || !viewer || id === null) {
        set({ ...clearedPlay, notice: null });
        return;
      }
      const st = session.state;
      const u = st.units[id];
      if (!u) return;
      if (u.owner !== viewer) {
        get().inspect(id);
        return;
      }
      // ask the engine whether this unit may be activated now; show its reason if not
      // a module's own move when it has one (module D's fleet turn); null: units are picked, not moved (its declarations)
      const own = kernel().moduleMoveAction(st, id, { node: u.node, heading: u.heading });
      const probe: Action | null = own !== undefined ? own
        : u.kind === 'ship' ? { type: 'move', unitId: id, to: { node: u.node, heading: u.heading } } : { type: 'activateFixed', unitId: id };
      const refusal = st.activation?.unitId === id || !probe ? null : kernel().refusalOf(st, probe);
      if (refusal) {
        set({ ...clearedPlay, notice: { error: refusal, node: u.node, seq: ++noticeSeq, at: session.actions.length, viewer } });
        return;
      }
      set({ ...clearedPlay, selection: id, cursorNode: u.node, notice: null });
    },
    inspect(id) {
      set({ ...clearedPlay, inspected: id, notice: null });
    },
    chooseDestination(node) {
      const { session, selection } = get();
      if (!session || !selection) return;
      if (node === null) {
        set({ destination: null, headingCursor: null });
        return;
      }
      const options = kernel().reachOf(session.state, selection).byNode.get(node);
      if (!options) {
        const e = kernel().moveRefusal(session.state, selection, node);
        if (e) get().showRefusal(e, node);
        return;
      }
      if (options.length === 1) {
        get().moveTo(node, options[0].heading);
        return;
      }
      set({ destination: node, cursorNode: node, headingCursor: options[0].heading, notice: null });
    },
    moveTo(node, heading) {
      const { selection, session } = get();
      if (!selection || !session) return false;
      const waypoints = get().waypoints;
      let path: { node: string; heading: Direction }[] | undefined;
      if (waypoints.length) { // R-MOVE-8: the player's route through the waypoints
        const r = kernel().routeOf(session.state, selection, waypoints, node, heading);
        if ('error' in r) { get().showRefusal(r.error, node); return false; }
        path = r.path;
      }
      const own = kernel().moduleMoveAction(session.state, selection, { node, heading }); // a module's own move (module D's fleet turn: its cheapest path)
      const ok = get().submit(own ?? { type: 'move', unitId: selection, to: { node, heading }, ...(path ? { path } : {}) });
      if (ok) {
        // the activation goes on (targets to choose): keep the cursor on the first target
        const st = get().session!.state;
        if (st.activation) {
          const t = kernel().targetsOf(st, st.activation.unitId);
          set({ cursorNode: t[0]?.node ?? null });
        }
      } else set({ selection, destination: get().destination });
      return ok;
    },
    toggleWaypoint(node) {
      const { session, selection, waypoints } = get();
      if (!session || !selection) return;
      const k = waypoints.indexOf(node);
      if (k >= 0) { set({ waypoints: waypoints.slice(0, k), destination: null, headingCursor: null }); return; }
      const next = [...waypoints, node];
      const r = kernel().routeOf(session.state, selection, waypoints, node, null);
      if ('error' in r) { get().showRefusal(r.error, node); return; }
      set({ waypoints: next, destination: null, headingCursor: null, cursorNode: node, notice: null });
    },
    setCursor(node, heading) {
      set(heading === undefined ? { cursorNode: node } : { cursorNode: node, headingCursor: heading });
    },
    showRefusal(error, node) {
      const { session, viewer } = get();
      set({ notice: { error, node, seq: ++noticeSeq, at: session?.actions.length, viewer } });
    },
    clearNotice() {
      set({ notice: null });
    },
    cancel() {
      const s = get();
      // Esc always takes the last refusal away too (and backs out one step)
      if (s.notice) set({ notice: null });
      if (s.helpOpen) set({ helpOpen: false });
      else if (s.pick?.node) set({ pick: { ...s.pick, node: null, heading: null } });
      else if (s.pick?.back) set({ pick: s.pick.back, bomberCard: null }); // a card armed on a bomber: the bomber's own choices again
      else if (s.pick || s.tfSelected || s.bomberSelected || s.cardTarget || s.setupShip) set({ pick: null, tfSelected: null, bomberSelected: null, bomberCard: null, cardTarget: null, setupShip: null });
      else if (s.deploy) set({ deploy: null });
      else if (s.destination) set({ destination: null, headingCursor: null, cursorNode: s.destination });
      else if (s.selection || s.inspected) set({ ...clearedPlay });
      else set({ notice: null });
    },
    toggleOverlay(which) {
      set((s) => ({ overlays: { ...s.overlays, [which]: !s.overlays[which] } }));
    },
    setHelp(open) {
      set({ helpOpen: open });
    },
    setPanelsOpen(open) {
      set({ panelsOpen: open });
    },
    dismissHints() {
      try {
        window.localStorage.setItem(HINTS_KEY, '1');
      } catch {
        // not remembered
      }
      set({ hintsDismissed: true });
    },
    leaveGame() {
      set({ screen: 'start', replay: null, notice: null, ...clearedPlay });
    },
    enterReplay() {
      const { session, viewer } = get();
      if (!session) return false;
      // an unfinished game with hidden secrets: only the confirmed viewer's own view (replaySlice.ts)
      const views = replayViewsFor(session, viewer);
      if (!views.length) return false;
      const replayView = views.includes('full') ? 'full' : views[0];
      (set as (p: Partial<GameSlice & PlayUi & Pick<ReplaySlice, 'replayView' | 'replayViews'>>) => void)({
        screen: 'replay', replay: { ...kernel().replayStates(session), step: 0 }, ...clearedPlay, notice: null, replayView, replayViews: views,
      });
      return true;
    },
    setReplayStep(step) {
      set((s) => (s.replay ? { replay: { ...s.replay, step: Math.max(0, Math.min(s.replay.states.length - 1, step)) } } : {}));
    },
  };
}
