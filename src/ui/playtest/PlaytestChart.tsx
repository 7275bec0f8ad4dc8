// The Playtest report as plain SVG: each win rate as a bar with its Wilson 95 % interval as a whisker,
// and a histogram of the games' lengths in rounds.
import type { LabReport, Rate } from '../../lab/summary';
import type { GameRecord } from '../../lab/playGame';
import { useT } from '../../i18n';
import '../../i18n/lazyEnglish';

const W = 480, LABEL = 250, ROW = 26, RIGHT = 24;
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

export function WinRates({ report }: { report: LabReport }) {
  const t = useT();
  const rows: { key: 'playtest.blue' | 'playtest.red' | 'playtest.draws' | 'playtest.first'; rate: Rate; fill: string }[] = [
    { key: 'playtest.blue', rate: report.blue, fill: '#4d8dff' },
    { key: 'playtest.red', rate: report.red, fill: '#ff5a4d' },
    { key: 'playtest.draws', rate: report.draws, fill: '#a9bacb' },
    { key: 'playtest.first', rate: report.firstPlayer, fill: '#ffd54a' },
  ];
  const x = (p: number) => LABEL + p * (W - LABEL - RIGHT);
  return (
    <figure className="playtest__chart">
      <figcaption>{t('playtest.winRates')}</figcaption>
      <svg width={W} height={rows.length * ROW + 18} role="img" data-testid="playtest-winrates"
        aria-label={rows.map((r) => `${t(r.key)}: ${pct(r.rate.p)} [${pct(r.rate.low)}, ${pct(r.rate.high)}]`).join('; ')}>
        {rows.map((r, k) => {
          const y = k * ROW;
          return (
            <g key={r.key} data-testid="playtest-rate">
              <text x={0} y={y + 16} fill="currentColor" fontSize={12}>{t(r.key)}</text>
              <rect x={x(0)} y={y + 5} width={x(r.rate.p) - x(0)} height={14} fill={r.fill} opacity={0.75} />
              <line x1={x(r.rate.low)} x2={x(r.rate.high)} y1={y + 12} y2={y + 12} stroke="currentColor" strokeWidth={2} />
              <line x1={x(r.rate.low)} x2={x(r.rate.low)} y1={y + 6} y2={y + 18} stroke="currentColor" strokeWidth={2} />
              <line x1={x(r.rate.high)} x2={x(r.rate.high)} y1={y + 6} y2={y + 18} stroke="currentColor" strokeWidth={2} />
              <title>{`${pct(r.rate.p)} [${pct(r.rate.low)}, ${pct(r.rate.high)}] (${r.rate.k}/${r.rate.n})`}</title>
            </g>
          );
        })}
        {[0, 0.5, 1].map((p) => (
          <text key={p} x={x(p)} y={rows.length * ROW + 14} fill="currentColor" fontSize={10} textAnchor="middle">{`${p * 100} %`}</text>
        ))}
        <line x1={x(0.5)} x2={x(0.5)} y1={0} y2={rows.length * ROW} stroke="currentColor" strokeDasharray="3 3" opacity={0.4} />
      </svg>
    </figure>
  );
}

export function GameLengths({ records }: { records: readonly GameRecord[] }) {
  const t = useT();
  const rounds = records.filter((r) => r.result && !r.error).map((r) => r.rounds);
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
              <title>{t('playtest.games.n', { n: b.n })}</title>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
