// The machine players at work: whenever the side to decide is a bot's (and nothing stops it: a
// problem waiting for the person, watch mode paused, another screen), ask that bot — in its Web
// Worker — for an action on its own side's view, then play it through the store, one action at a
// time and at a pace a person can follow. A bot that throws, runs out of time or answers with a move
// the rules refuse becomes the store's bot problem (the person retries or plays the side by hand);
// a change of the game meanwhile (an undo, leaving the game) drops the question and ends the worker.
import type { GameState, PlayerId } from '../../engine';
import type { UiState, UiStore } from '../../store';
import { WATCH_PACES } from '../../store/botSlice';
import { botsOnly } from '../../store/seats';
import { deciderOf, viewOf } from '../../store/derived';
import { botTiming } from './botTiming';
import { startBotWorker, type BotWorker } from './botWorkerClient';
import { playBotAction } from './botMoves';

/** The bot's turn to act now, if any: its side and seat, and the state it acts on. */
function botToAct(s: UiState): { side: PlayerId; level: import('../../bots/types').BotLevel; seed: number; state: GameState } | null {
  const session = s.session;
  if (s.screen !== 'game' || !session || s.botProblem || s.undoRequest || session.state.phase === 'over') return null;
  const bots = session.options.bots;
  if (botsOnly(bots) && s.watchPaused) return null;
  const side = deciderOf(session.state);
  const seat = bots?.[side];
  return seat ? { side, level: seat.level, seed: seat.seed, state: session.state } : null;
}

const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** Run the bots of the store's game; returns the call that stops them (and ends the worker). */
export function runBots(store: UiStore): () => void {
  let worker: BotWorker | null = null;
  let job: { state: GameState; side: PlayerId; drop(): void } | null = null;

  const endWorker = () => {
    worker?.end();
    worker = null;
  };

  const ask = (turn: NonNullable<ReturnType<typeof botToAct>>) => {
    const started = performance.now();
    let thinking = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      clearTimeout(timer);
      if (job === current) job = null;
    };
    const current = {
      state: turn.state,
      side: turn.side,
      drop() {
        clearTimeout(timer);
        if (thinking) endWorker(); // the thread is busy with a question nobody wants: end it
        if (job === current) job = null;
        store.getState().setBotThinking(null);
      },
    };
    job = current;
    store.getState().setBotThinking(turn.side);
    worker ??= startBotWorker();
    timer = setTimeout(() => {
      finish();
      endWorker();
      store.getState().reportBotProblem({ side: turn.side, code: 'bot/timeout', message: `${Math.round(botTiming.timeoutMs / 1000)} s` });
    }, botTiming.timeoutMs);
    worker.api.decide(turn.level, turn.seed, viewOf(turn.state, turn.side), undefined, botTiming.holdMs).then(
      (action) => {
        if (job !== current) return;
        thinking = false;
        clearTimeout(timer);
        const s = store.getState();
        const pace = botsOnly(s.session?.options.bots) ? WATCH_PACES[s.watchPace] : botTiming.personPaceMs;
        timer = setTimeout(() => {
          finish();
          // the game is still where the bot was asked (else the question was dropped already)
          if (store.getState().session?.state === turn.state) playBotAction(store, turn.side, action);
        }, Math.max(0, pace - (performance.now() - started)));
      },
      (e: unknown) => {
        if (job !== current) return;
        finish();
        store.getState().reportBotProblem({ side: turn.side, code: 'bot/threw', message: message(e) });
      },
    );
  };

  const check = () => {
    const turn = botToAct(store.getState());
    if (job && (!turn || turn.state !== job.state || turn.side !== job.side)) job.drop();
    if (turn && !job) ask(turn);
  };
  const unsubscribe = store.subscribe(check);
  check();
  return () => {
    unsubscribe();
    job?.drop();
    endWorker();
  };
}
