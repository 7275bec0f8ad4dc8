// The store's machine players: which side's bot is thinking, what went wrong with one (it threw, took
// too long, chose a move the rules refuse, or was cancelled), the pace of a bot-only game (watch mode),
// and the bot's actions, applied one by one like a person's — each through the engine, each shown in
// "what happened" (one streak per side). The thinking itself runs in a Web Worker (ui/bots/botPlayer.ts).
import type { Action, PlayerId } from '../engine';
import { clearedPlay, nextViewer, type GameSlice } from './game';
import { kernel } from './kernel';

export type BotProblemCode = 'bot/threw' | 'bot/illegal-action' | 'bot/timeout' | 'bot/cancelled';
export interface BotProblem { side: PlayerId; code: BotProblemCode; message: string }

/** The pace of watch mode: the least time between two of the bots' actions, in ms. */
export const WATCH_PACES = { slow: 2000, normal: 800, fast: 150 } as const;
export type WatchPace = keyof typeof WATCH_PACES;

export interface BotSlice {
  /** The side whose bot is thinking now, or null. */
  botThinking: PlayerId | null;
  /** A bot that failed: the game waits until it is retried or its side is played by hand. */
  botProblem: BotProblem | null;
  watchPace: WatchPace;
  /** Watch mode paused: no bot acts. */
  watchPaused: boolean;
  /** Whose actions "what happened" gathers now (a new streak begins when another side acts). */
  recentBy: PlayerId | null;
  setBotThinking(side: PlayerId | null): void;
  /** Apply a bot's action (the side must be the one to decide); a refusal becomes a bot problem. */
  playBotAction(side: PlayerId, action: Action): boolean;
  reportBotProblem(problem: BotProblem): void;
  /** Stop the bot thinking now (its worker is ended): the side may be retried or played by hand. */
  cancelBot(): void;
  retryBot(): void;
  /** A person takes the side over for the rest of the game (it is saved as a person's). */
  playSideByHand(side: PlayerId): void;
  setWatchPace(pace: WatchPace): void;
  setWatchPaused(paused: boolean): void;
}

type UiState = GameSlice & BotSlice;
type Set = (partial: Partial<UiState>) => void;
type Get = () => UiState;

export function createBotSlice(set: Set, get: Get): BotSlice {
  return {
    botThinking: null,
    botProblem: null,
    watchPace: 'normal',
    watchPaused: false,
    recentBy: null,
    setBotThinking(side) {
      if (get().botThinking !== side) set({ botThinking: side });
    },
    playBotAction(side, action) {
      const { session, viewer, recent, recentBy } = get();
      if (!session || session.state.phase === 'over') return false;
      const r = kernel().advance(session, action);
      if (!r.ok) {
        set({ botProblem: { side, code: 'bot/illegal-action', message: `${r.error.code}: ${r.error.message}` }, botThinking: null });
        return false;
      }
      // this side's streak of actions goes on (the other side's, or a person's action, began a new one)
      const from = recent && recentBy === side && recent.to === session.events.length ? recent.from : session.events.length;
      set({ session: r.session, viewer: nextViewer(r.session, viewer), recent: { from, to: r.session.events.length }, recentBy: side, resultOf: null, notice: null, botThinking: null, ...clearedPlay });
      return true;
    },
    reportBotProblem(problem) {
      set({ botProblem: problem, botThinking: null });
    },
    cancelBot() {
      const side = get().botThinking;
      if (side) set({ botProblem: { side, code: 'bot/cancelled', message: '' }, botThinking: null });
    },
    retryBot() {
      set({ botProblem: null });
    },
    playSideByHand(side) {
      const { session, viewer } = get();
      if (!session?.options.bots?.[side]) return;
      const bots = { ...session.options.bots };
      delete bots[side];
      const next = { ...session, options: { ...session.options, ...{ bots: Object.keys(bots).length ? bots : undefined } } };
      // two people now (hot-seat: the cover hands the device over), or a person against the other bot
      set({ session: next, viewer: nextViewer(next, viewer), botProblem: null, botThinking: null, notice: null, ...clearedPlay });
    },
    setWatchPace(pace) {
      set({ watchPace: pace });
    },
    setWatchPaused(paused) {
      set({ watchPaused: paused });
    },
  };
}
