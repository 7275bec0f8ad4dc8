// A bot's worker, started on demand: its API (Comlink) and the way to end it at once (a cancelled or
// timed-out bot: the thread is terminated mid-thought; the next question starts a fresh one).
import { wrap, type Remote } from 'comlink';
import type { BotWorkerApi } from './botWorker';

export interface BotWorker { api: Remote<BotWorkerApi>; end(): void }

export function startBotWorker(): BotWorker {
  const worker = new Worker(new URL('./botWorker.ts', import.meta.url), { type: 'module', name: 'enb-bot' });
  return { api: wrap<BotWorkerApi>(worker), end: () => worker.terminate() };
}
