// The lab's report as text for the terminal.
import type { Interval, Spread } from './stats';
import type { Comparison, LabReport, Rate } from './summary';

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const signed = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(1)} pp`;
export const rateText = (r: Rate) => `${pct(r.p)} [${pct(r.low)}, ${pct(r.high)}] (${r.k}/${r.n})`;
const diffText = (i: Interval) => `${signed(i.p)} [${signed(i.low)}, ${signed(i.high)}]`;
const spreadText = (s: Spread, digits = 1) => `mean ${s.mean.toFixed(digits)}, p10 ${s.p10.toFixed(digits)}, median ${s.p50.toFixed(digits)}, p90 ${s.p90.toFixed(digits)}, min ${s.min}, max ${s.max}`;

export function formatReport(r: LabReport): string {
  const [a, b] = r.bots;
  return [
    `== ${r.label}: ${r.games} games, ${a} (A) vs ${b} (B), seats rotated, seeds mirrored; Wilson 95 % intervals`,
    `blue wins:          ${rateText(r.blue)}`,
    `red wins:           ${rateText(r.red)}`,
    `draws:              ${rateText(r.draws)}`,
    `A (${a}) wins:${' '.repeat(Math.max(1, 9 - a.length))}${rateText(r.a)}`,
    `B (${b}) wins:${' '.repeat(Math.max(1, 9 - b.length))}${rateText(r.b)}`,
    `first player wins:  ${rateText(r.firstPlayer)} of decided games; edge ${diffText(r.firstPlayer.edge)}`,
    `rounds:             ${spreadText(r.rounds)}`,
    `actions:            ${spreadText(r.actions)}`,
    `score blue − red:   ${spreadText(r.margin)}`,
    `score margin size:  ${spreadText(r.absMargin)}`,
    `ended by:           ${Object.entries(r.endings).sort((x, y) => y[1] - x[1]).map(([k, n]) => `${k} ${n}`).join(', ')}`,
    `errors:             ${r.errors}`,
    `time per game:      ${r.msPerGame.toFixed(0)} ms (in a worker)`,
  ].join('\n');
}

export function formatComparison(x: LabReport, y: LabReport, c: Comparison): string {
  return [
    `== ${y.label} minus ${x.label} (Newcombe 95 % intervals)`,
    `blue win rate:      ${diffText(c.blue)}`,
    `A (${x.bots[0]}) win rate:${' '.repeat(Math.max(1, 5 - x.bots[0].length))}${diffText(c.a)}`,
    `first player rate:  ${diffText(c.firstPlayer)}`,
    `draw rate:          ${diffText(c.draws)}`,
  ].join('\n');
}
