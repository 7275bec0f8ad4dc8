// The Playtest report's charts as plain SVG, each with a table under it giving every number as text (a
// tablet cannot hover): the rates as bars with their Wilson 95 % intervals as whiskers, and a histogram
// of the games' lengths in rounds.
import type { LabReport, Rate } from '../../lab/summary';
import type { GameRecord } from '../../lab/record';
import { useT, type Translate } from '../../i18n';
import '../../i18n/lazyEnglish';

const W = 480, LABEL = 250, ROW = 26, RIGHT = 24;
export const pct = (x: number): string => `${(x * 100).toFixed(1)} %`;
const FILLS = ['#4d8dff', '#ff5a4d', '#a9bacb', '#7fd18b', '#c49bff', '#4d8dff', '#ffd54a'];

export interface RateRow { key: string; label: string; rate: Rate }

export function rateRows(report: LabReport, t: Translate): RateRow[] {
  return [
    { key: 'blue', label: t('playtest.blue'), rate: report.blue },
    { key: 'red', label: t('playtest.red'), rate: report.red },
    { key: 'draws', label: t('playtest.draws'), rate: report.draws },
    { key: 'a', label: t('playtest.a', { bot: t(`seat.level.${report.bots[0]}`) }), rate: report.a },
    { key: 'b', label: t('playtest.b', { bot: t(`seat.level.${report.bots[1]}`) }), rate: report.b },
    { key: 'share', label: t('playtest.share'), rate: report.blueShare },
    { key: 'first', label: t('playtest.first'), rate: report.moveOrder.firstPlayer },
    { key: 'firstLoss', label: t('playtest.firstLossBlue'), rate: report.firstLoss.blue },
  ];
}

export function WinRates({ report }: { report: LabReport }) {
  const t = useT();
  const rows = rateRows(report, t);
  const x = (p: number) => LABEL + p * (W - LABEL - RIGHT);
  return (
    <figure className="playtest__chart">
      <figcaption>{t('playtest.winRates')}</figcaption>
      <svg width={W} height={rows.length * ROW + 18} role="img" data-testid="playtest-winrates"
        aria-label={rows.map((r) => `${r.label}: ${pct(r.rate.p)} [${pct(r.rate.low)}, ${pct(r.rate.high)}]`).join('; ')}>
        {rows.map((r, k) => {
          const y = k * ROW;
          return (
            <g key={r.key} data-testid="playtest-rate">
              <text x={0} y={y + 16} fill="currentColor" fontSize={12}>{r.label}</text>
              <rect x={x(0)} y={y + 5} width={x(r.rate.p) - x(0)} height={14} fill={FILLS[k % FILLS.length]} opacity={0.75} />
              <line x1={x(r.rate.low)} x2={x(r.rate.high)} y1={y + 12} y2={y + 12} stroke="currentColor" strokeWidth={2} />
              <line x1={x(r.rate.low)} x2={x(r.rate.low)} y1={y + 6} y2={y + 18} stroke="currentColor" strokeWidth={2} />
              <line x1={x(r.rate.high)} x2={x(r.rate.high)} y1={y + 6} y2={y + 18} stroke="currentColor" strokeWidth={2} />
            </g>
          );
        })}
        {[0, 0.5, 1].map((p) => (
          <text key={p} x={x(p)} y={rows.length * ROW + 14} fill="currentColor" fontSize={10} textAnchor="middle">{`${p * 100} %`}</text>
        ))}
        <line x1={x(0.5)} x2={x(0.5)} y1={0} y2={rows.length * ROW} stroke="currentColor" strokeDasharray="3 3" opacity={0.4} />
      </svg>
      <table className="playtest__table" data-testid="playtest-rates-table">
        <thead><tr><th>{t('playtest.col.what')}</th><th>{t('playtest.col.rate')}</th><th>{t('playtest.col.interval')}</th><th>{t('playtest.col.count')}</th></tr></thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} data-testid={`playtest-row-${r.key}`}>
              <th scope="row">{r.label}</th><td>{pct(r.rate.p)}</td><td>{`[${pct(r.rate.low)}, ${pct(r.rate.high)}]`}</td><td>{`${r.rate.k} / ${r.rate.n}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

export function GameLengths({ records }: { records: readonly GameRecord[] }) {
  const t = useT();
  const rounds = records.filter((r) => r.reason && !r.error).map((r) => r.rounds);
  if (!rounds.length) return null;
  const lo = Math.min(...rounds), hi = Math.max(...rounds);
  const bins = Array.from({ length: hi - lo + 1 }, (_, k) => ({ round: lo + k, n: rounds.filter((r) => r === lo + k).length }));
  const most = Math.max(...bins.map((b) => b.n));
  const H = 120, bw = Math.min(40, (W - 20) / bins.length);
  return (
    <figure className="playtest__chart">
      <figcaption>{t('playtest.lengths')}</figcaption>
      <svg width={W} height={H + 30} role="img" data-testid="playtest-lengths" aria-label={bins.map((b) => `${b.round}: ${b.n}`).join(', ')}>
        {bins.map((b, k) => {
          const h = (b.n / most) * H;
          return (
            <g key={b.round} data-testid="playtest-bin">
              <rect x={10 + k * bw} y={H - h + 4} width={bw - 3} height={h} fill="#7fb2ff" />
              <text x={10 + k * bw + (bw - 3) / 2} y={H + 18} fill="currentColor" fontSize={11} textAnchor="middle">{b.round}</text>
            </g>
          );
        })}
      </svg>
      <table className="playtest__table" data-testid="playtest-lengths-table">
        <thead><tr><th>{t('playtest.col.rounds')}</th>{bins.map((b) => <th key={b.round} scope="col">{b.round}</th>)}</tr></thead>
        <tbody><tr><th scope="row">{t('playtest.col.count')}</th>{bins.map((b) => <td key={b.round}>{b.n}</td>)}</tr></tbody>
      </table>
    </figure>
  );
}
