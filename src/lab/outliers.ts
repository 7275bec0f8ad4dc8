// The games worth a look, as save files anyone can replay (src/saves): the longest, the one with the
// biggest margin, and every game that ended in an error (bot failure, engine error, action cap).
import { serializeSave } from '../saves/saveFile';
import type { GameRecord } from './playGame';

export interface Outlier { name: string; why: string; record: GameRecord }

export function pickOutliers(records: readonly GameRecord[]): Outlier[] {
  const out: Outlier[] = [];
  const done = records.filter((r) => r.result && !r.error);
  if (done.length) {
    const longest = done.reduce((x, y) => (y.actions > x.actions ? y : x));
    out.push({ name: `longest-seed${longest.seed}`, why: `the longest game: ${longest.actions} actions, ${longest.rounds} rounds`, record: longest });
    const margin = (r: GameRecord) => Math.abs(r.result!.score.blue - r.result!.score.red);
    const widest = done.reduce((x, y) => (margin(y) > margin(x) ? y : x));
    out.push({ name: `biggest-margin-seed${widest.seed}`, why: `the biggest margin: ${widest.result!.score.blue}–${widest.result!.score.red}`, record: widest });
  }
  records.forEach((r, k) => {
    if (r.error) out.push({ name: `error-${k}-seed${r.seed}`, why: `${r.error.code} at action ${r.error.at + 1}: ${r.error.message}`, record: r });
  });
  return out;
}

/** The save file's text for a lab game (the players named by their bots). */
export function outlierSave(scenario: unknown, r: GameRecord): string {
  return serializeSave({ scenario, seed: r.seed, actions: r.log, options: { players: { blue: `bot: ${r.seats.blue}`, red: `bot: ${r.seats.red}` } } });
}
