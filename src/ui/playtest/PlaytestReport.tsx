// The Playtest report: per variant its rates (chart and table), verdict, move order, scores and game
// lengths; the paired comparison of two variants; the records to export; the games worth a look.
import type { LabReport } from '../../lab/summary';
import type { Interval } from '../../lab/stats';
import type { GameRecord } from '../../lab/record';
import { useT, type Translate } from '../../i18n';
import { GameLengths, WinRates } from './PlaytestChart';
import { openInReplay, whyText, type PlaytestResult } from './playtestGames';
import '../../i18n/lazyEnglish';

const signed = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(1)} pp`;
const diff = (i: Interval) => `${signed(i.p)} [${signed(i.low)}, ${signed(i.high)}]`;

function Variant({ report, records, seed }: { report: LabReport; records: readonly GameRecord[]; seed: number }) {
  const t = useT();
  const mo = report.moveOrder;
  return (
    <section className="playtest__variant" data-testid="playtest-variant">
      <h3>{t('playtest.header', { label: report.label, games: t('playtest.games.n', { n: report.games }), a: t(`seat.level.${report.bots[0]}`), b: t(`seat.level.${report.bots[1]}`), seed: String(seed) })}</h3>
      <p data-testid="playtest-verdict">{t(`playtest.verdict.${report.verdict}`)}{' '}
        {mo.fixed ? t('playtest.moveOrder.fixed', { side: t(`owner.${mo.fixed}`) }) : t('playtest.moveOrder.edges', { move: diff(mo.moveEdge!), side: diff(mo.sideEdge!) })}
      </p>
      <div className="playtest__charts">
        <WinRates report={report} />
        <GameLengths records={records} />
      </div>
      <table className="playtest__table" data-testid="playtest-scores">
        <caption>{t('playtest.scores')}</caption>
        <thead><tr><th>{t('playtest.col.score')}</th><th>{t('playtest.col.blue')}</th><th>{t('playtest.col.red')}</th><th>{t('playtest.col.margin')}</th></tr></thead>
        <tbody>
          {Object.entries(report.scores).map(([name, s]) => (
            <tr key={name}><th scope="row">{name === report.decisive ? t('playtest.score.decides', { name }) : name}</th><td>{s.blue.mean.toFixed(1)}</td><td>{s.red.mean.toFixed(1)}</td><td>{s.margin.mean.toFixed(1)}</td></tr>
          ))}
        </tbody>
      </table>
      {report.errors > 0 && <p className="error-list">{t('playtest.errors', { n: report.errors })}</p>}
    </section>
  );
}

function recordsFile(result: PlaytestResult): string {
  return [result.run, ...result.played.records].map((x) => JSON.stringify(x)).join('\n') + '\n';
}

function exportRecords(result: PlaytestResult): void {
  const url = URL.createObjectURL(new Blob([recordsFile(result)], { type: 'application/jsonl' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${result.run.variants[0].scenario}-seed${result.run.seed}.records.jsonl`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function Comparison({ result, t }: { result: PlaytestResult; t: Translate }) {
  const { report } = result;
  const [x, y] = report.run.variants;
  return (
    <>
      {report.comparisons.map((c) => (
        <table key={c.level} className="playtest__table" data-testid="playtest-comparison">
          <caption>{t('playtest.comparison', { second: y.label, first: x.label, pairs: c.pairs })}</caption>
          <thead><tr><th>{t('playtest.col.what')}</th><th>{t('playtest.cmp.difference')}</th></tr></thead>
          <tbody>
            <tr><th scope="row">{t('playtest.cmp.blue')}</th><td>{diff(c.blue)}</td></tr>
            <tr><th scope="row">{t('playtest.cmp.a')}</th><td>{diff(c.a)}</td></tr>
            <tr><th scope="row">{t('playtest.cmp.draws')}</th><td>{diff(c.draws)}</td></tr>
            <tr><th scope="row">{t('playtest.cmp.sequence')}</th><td>{diff(c.sequence)}</td></tr>
          </tbody>
        </table>
      ))}
      <p data-testid="playtest-stop-note">{report.stoppedEarly ? t('playtest.cmp.stopped', { games: report.games }) : t('playtest.cmp.budget', { games: report.games })}</p>
    </>
  );
}

export function PlaytestReport({ result }: { result: PlaytestResult }) {
  const t = useT();
  const { report, played, run, texts } = result;
  const recordsOf = (variant: number) => played.records.filter((r) => r.variant === variant && r.index < report.games);
  const outliers = run.variants.flatMap((_, variant) => played.outliers(variant, 0).map((o) => ({ ...o, variant })));
  return (
    <section data-testid="playtest-report">
      {report.reports.map((r) => <Variant key={`${r.variant}/${r.level}`} report={r} records={recordsOf(r.variant)} seed={run.seed} />)}
      {report.comparisons.length > 0 && <Comparison result={result} t={t} />}
      <p><button type="button" data-testid="playtest-export" onClick={() => exportRecords(result)}>{t('playtest.export')}</button> <code className="muted small">npm run balance -- merge FILE.jsonl</code></p>
      <h3>{t('playtest.outliers')}</h3>
      <ul className="playtest__outliers">
        {outliers.map((o) => (
          <li key={`${o.variant}-${o.name}`} data-testid="playtest-outlier">
            {run.variants.length > 1 ? `${run.variants[o.variant].label}: ` : ''}{whyText(t, o)}{' '}
            <button type="button" data-testid="playtest-open-replay" onClick={() => void openInReplay(JSON.parse(texts[o.variant]), o, t)}>{t('playtest.watch')}</button>
          </li>
        ))}
      </ul>
    </section>
  );
}
