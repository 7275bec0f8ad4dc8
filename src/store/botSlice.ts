// The store's machine players: which side's bot is thinking, what went wrong with one (it threw, took
// too long, chose a move the rules refuse, or was cancelled), the pace of a bot-only game (watch mode),
// and the bot's actions, applied one by one like a person's — each through the engine, each shown in
// "what happened" (one streak per side): ui/bots/botMoves.ts, loaded with the game. The thinking itself
// runs in a Web Worker (ui/bots/botPlayer.ts).
import type { PlayerId } from '../engine';
import type { GameSlice } from './game';

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
  reportBotProblem(problem: BotProblem): void;
  /** Stop the bot thinking now (its worker is ended): the side may be retried or played by hand. */
  cancelBot(): void;
  retryBot(): void;
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
    setWatchPace(pace) {
      set({ watchPace: pace });
    },
    setWatchPaused(paused) {
      set({ watchPaused: paused });
    },
  };
}
