// The lab's report as text for the terminal (and the Markdown of `balance:all`, which quotes it).
import type { Interval, Spread } from './stats';
import type { LabReport, Rate, Verdict } from './summary';
import type { PairedComparison, RunReport } from './report';

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const signed = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(1)} pp`;
export const rateText = (r: Rate) => `${pct(r.p)} [${pct(r.low)}, ${pct(r.high)}] (${r.k}/${r.n})`;
export const diffText = (i: Interval) => `${signed(i.p)} [${signed(i.low)}, ${signed(i.high)}]`;
const num = (x: number, digits = 1) => (Number.isInteger(x) ? String(x) : x.toFixed(digits));
export const spreadText = (s: Spread, digits = 1) => `mean ${s.mean.toFixed(digits)}, p10 ${num(s.p10, digits)}, median ${num(s.p50, digits)}, p90 ${num(s.p90, digits)}, min ${s.min}, max ${s.max}`;
const counts = (o: Record<string, number>) => Object.entries(o).map(([k, n]) => `${k} ${n}`).join(', ') || 'none';
export const verdictText = (v: Verdict) => (v === 'even' ? 'neither side favoured (½ inside the interval)' : `${v} favoured`);
const levelText = ([a, b]: readonly [string, string]) => `${a} vs ${b}`;
const row = (label: string, text: string) => `${label.padEnd(22)}${text}`;

/** `fair <scenario-id>: <blue share> [<low>, <high>] (<n> decided games, <level> vs <level>)` */
export const fairLine = (scenario: string, r: LabReport) => `fair ${scenario}: ${r.blueShare.p.toFixed(3)} [${r.blueShare.low.toFixed(3)}, ${r.blueShare.high.toFixed(3)}] (${r.blueShare.n} decided games, ${levelText(r.bots)})`;

export function formatReport(r: LabReport): string {
  const [a, b] = r.bots;
  const mo = r.moveOrder;
  const lines = [
    `== ${r.label}: ${r.games} games, ${a} (A) vs ${b} (B), seats rotated, ${a === b ? 'a seed per game' : 'seeds mirrored'}; Wilson 95 % intervals`,
    row('blue wins:', rateText(r.blue)),
    row('red wins:', rateText(r.red)),
    row('draws:', rateText(r.draws)),
    row(`A (${a}) wins:`, rateText(r.a)),
    row(`B (${b}) wins:`, rateText(r.b)),
    row('blue share:', `${rateText(r.blueShare)} of decided games: ${verdictText(r.verdict)}`),
    mo.fixed
      ? row('move order:', `${mo.fixed} played first in every game (the scenario fixes it): the move-order edge cannot be told from the side's; try --rules firstPlayer=roll`)
      : row('move order:', `first player wins ${rateText(mo.firstPlayer)} of decided games; move-order edge ${diffText(mo.moveEdge!)}, blue's side edge ${diffText(mo.sideEdge!)} (each with the other held even)`),
    ...(['blue', 'red'] as const).flatMap((s) => (r.objectives[s].length ? [row(`${s} objectives met:`, r.objectives[s].map((o) => `${o.kind} ${rateText(o.met)}`).join('; '))] : [])),
    ...Object.entries(r.scores).map(([name, s]) => row(`${name} score${name === r.decisive ? ' (decides)' : ''}:`, `blue ${s.blue.mean.toFixed(1)}, red ${s.red.mean.toFixed(1)}; blue − red ${spreadText(s.margin)}`)),
    ...(['blue', 'red'] as const).map((s) => row(`${s} losses per game:`, Object.entries(r.losses[s]).map(([c, k]) => `${c} ${k.toFixed(2)}`).join(', ') || 'none')),
    row('first loss:', `blue ${rateText(r.firstLoss.blue)}, red ${rateText(r.firstLoss.red)} of games with a loss (none in ${r.firstLoss.none}); round ${spreadText(r.firstLoss.round)}`),
    row('cards per game:', `blue ${r.cards.blue.toFixed(1)}, red ${r.cards.red.toFixed(1)}`),
    row('rounds:', spreadText(r.rounds)),
    ...(['blue', 'red', 'draw'] as const).map((w) => row(`  ${w === 'draw' ? 'drawn' : `${w} won`}:`, r.roundsBy[w].min || r.roundsBy[w].max ? spreadText(r.roundsBy[w]) : 'no game')),
    row('actions:', spreadText(r.actions)),
    row('drawn because:', counts(r.drawReasons)),
    row('ended by:', counts(r.endings)),
    row('errors:', String(r.errors)),
    row('time per game:', `${r.msPerGame.toFixed(0)} ms (in a worker)`),
  ];
  return lines.join('\n');
}

export function formatComparison(report: RunReport, c: PairedComparison): string {
  const [x, y] = report.run.variants;
  return [
    `== ${y.label} minus ${x.label}, ${levelText(report.run.levels[c.level])}: ${c.pairs} paired games (same seeds and seats); Bonett–Price paired 95 % intervals`,
    row('blue win rate:', diffText(c.blue)),
    row('A win rate:', diffText(c.a)),
    row('draw rate:', diffText(c.draws)),
    row('sequential:', `blue win rate ${diffText(c.sequence)} (95 % confidence sequence, valid at any stop): ${c.verdict === 'even' ? 'no difference shown' : c.verdict === 'blue' ? `${y.label} favours blue more` : `${y.label} favours blue less`}`),
  ].join('\n');
}

export function formatRunReport(report: RunReport): string {
  const parts = report.reports.map(formatReport);
  parts.push(...report.comparisons.map((c) => formatComparison(report, c)));
  const run = report.run;
  if (run.variants.length === 2) {
    parts.push(report.stoppedEarly
      ? `stopped early after ${report.games} of ${run.games} games per variant: the comparison is decided at every level${report.beyondStop ? ` (${report.beyondStop} game(s) played past the stop are in the records, not counted)` : ''}`
      : `${report.games} games per variant: ${run.sequential ? 'the budget was spent before the comparison was decided' : 'every game played (--play-all)'}`);
  }
  if (report.warnings.length) parts.push(report.warnings.map((w) => `WARNING: ${w}`).join('\n'));
  return parts.join('\n\n');
}
