// The games worth a look, as save files anyone can replay (src/saves): per variant and level, the
// longest game, the one with the biggest margin (on the score that decides it), and every game that
// ended in an error (bot failure, engine error, action cap). Picked from records alone, ties to the
// earliest game, so a merge names the same games; the save needs the game's log, which the run keeps.
import type { Action, PlayerId } from '../engine/index';
import { serializeSave } from '../saves/saveFile';
import type { GameRecord } from './record';

export interface Outlier { name: string; why: string; record: GameRecord }

const decisiveScore = (r: GameRecord): Record<PlayerId, number> => (r.decisive === 'ENB' ? r.score : r.moduleScores[r.decisive] ?? r.score);
export const marginOf = (r: GameRecord): number => Math.abs(decisiveScore(r).blue - decisiveScore(r).red);
export const scoreText = (r: GameRecord): string => `${decisiveScore(r).blue}–${decisiveScore(r).red}${r.decisive === 'ENB' ? '' : ` ${r.decisive}`}`;

const tag = (r: GameRecord) => `v${r.variant}-l${r.level}-game${r.index}-seed${r.seed}`;

/** The outliers of one variant and level (its records in plan order). */
export function pickOutliers(records: readonly GameRecord[]): Outlier[] {
  const out: Outlier[] = [];
  const done = records.filter((r) => r.reason && !r.error);
  if (done.length) {
    const longest = done.reduce((x, y) => (y.actions > x.actions ? y : x));
    out.push({ name: `longest-${tag(longest)}`, why: `the longest game: ${longest.actions} actions, ${longest.rounds} rounds`, record: longest });
    const widest = done.reduce((x, y) => (marginOf(y) > marginOf(x) ? y : x));
    out.push({ name: `biggest-margin-${tag(widest)}`, why: `the biggest margin: ${scoreText(widest)}`, record: widest });
  }
  for (const r of records) if (r.error) out.push({ name: `error-${tag(r)}`, why: `${r.error.code} at action ${r.error.at + 1}: ${r.error.message}`, record: r });
  return out;
}

/** The players' names in a lab game's save and replay: the side and the bot, so two bots of one level differ. */
export const botNames = (r: Pick<GameRecord, 'seats'>, side: (p: PlayerId) => string = (p) => (p === 'blue' ? 'Blue' : 'Red')): Record<PlayerId, string> =>
  ({ blue: `${side('blue')}: ${r.seats.blue}`, red: `${side('red')}: ${r.seats.red}` });

/** The save file's text for a lab game. */
export function outlierSave(scenario: unknown, r: GameRecord, log: readonly Action[], players = botNames(r)): string {
  return serializeSave({ scenario, seed: r.seed, actions: [...log], options: { players } });
}
