// Quick balance: the scenario being edited played by the computer against itself in Web Workers, with
// the balance lab's browser run as the Playtest screen makes it (run line, workers, records) and its report:
// win rates with their Wilson 95 % intervals, the first player's edge, game length, the tables. "Compare
// with the last version" plays the last run's version and this one on the same seeds: the lab's paired comparison.
import { useEffect, useRef, useState } from 'react';
import type { BotLevel } from '../../bots/types';
import { RULES_VERSION } from '../../engine/index';
import { runLine } from '../../lab/record';
import { reportOf } from '../../lab/report';
import { makeVariant } from '../../lab/variant';
import { useT } from '../../i18n';
import type { EditorDoc } from '../../editor/document';
import { runPlaytest, type PlaytestRun } from '../playtest/runPlaytest';
import { PlaytestReport } from '../playtest/PlaytestReport';
import type { PlaytestResult } from '../playtest/playtestGames';
import { useEditor } from './editorStore';
import '../playtest/playtest.css';

interface Done { doc: EditorDoc; seed: number; result: PlaytestResult }
/** The last run, kept while the page lives (its version is what "compare" plays against). */
let last: Done | null = null;

/** The levels offered (random play says nothing of a scenario's balance). */
const LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard'];

const sign = (x: number) => `${x >= 0 ? '+' : '−'}${(Math.abs(x) * 100).toFixed(1)}`;
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

export function QuickBalance() {
  const t = useT();
  const ready = useEditor((s) => s.problems.length === 0 && !s.checking);
  const [games, setGames] = useState('200');
  const [bots, setBots] = useState<[BotLevel, BotLevel]>(['easy', 'easy']);
  const [withLast, setWithLast] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [done, setDone] = useState<Done | null>(last);
  const [problem, setProblem] = useState<string | null>(null);
  const run = useRef<PlaytestRun | null>(null);
  useEffect(() => () => run.current?.stop(), []);

  const start = async () => {
    const n = Number(games);
    if (!Number.isInteger(n) || n < 2 || n > 2000) return setProblem(t('editor.balance.games'));
    setProblem(null);
    const previous = withLast && last ? last : null;
    const seed = previous?.seed ?? Math.floor(Math.random() * 2 ** 31);
    const doc = useEditor.getState().history!.present;
    // the lab's run: this version alone, or the last version and this one on the same seeds (a paired comparison: this one minus the last)
    const asked = previous ? [{ doc: previous.doc, label: t('editor.balance.lastVersion') }, { doc, label: t('editor.balance.thisVersion') }] : [{ doc, label: t('editor.balance.thisVersion') }];
    const made = asked.map((a) => makeVariant(JSON.parse(JSON.stringify(a.doc)) as Record<string, unknown>, {}, a.label));
    const errors = made.flatMap((m) => (m.ok ? [] : m.errors));
    if (errors.length) return setProblem(errors.join('; '));
    const variants = made.flatMap((m) => (m.ok ? [m] : []));
    const line = runLine({ rulesVersion: RULES_VERSION, variants: variants.map((v) => v.variant), levels: [bots], games: n, seed, budget: {}, sequential: variants.length === 2, shard: { index: 1, count: 1 } });
    const texts = variants.map((v) => v.text);
    setProgress({ done: 0, total: n * variants.length });
    try {
      const r = runPlaytest(line, texts, (d, total) => setProgress({ done: d, total }));
      run.current = r;
      const played = await r.finished;
      last = { doc, seed, result: { run: line, texts, played, report: reportOf(line, played.walk) } };
      setDone(last);
    } catch (e) {
      setProblem(String(e));
    } finally {
      run.current = null;
      setProgress(null);
    }
  };
  const running = progress !== null;
  // this version's figures: the run's last variant (the one compared against the last version)
  const summary = done ? done.result.report.reports[done.result.report.reports.length - 1] : null;
  return (
    <section className="editor-panel" aria-labelledby="editor-balance-h">
      <h3 id="editor-balance-h">{t('editor.balance')}</h3>
      <p className="muted small">{t('editor.balance.note')}</p>
      <label>{t('playtest.games')} <input data-testid="editor-balance-games" size={5} value={games} onChange={(e) => setGames(e.target.value)} /></label>{' '}
      {[0, 1].map((k) => (
        <select key={k} aria-label={t('playtest.bots')} value={bots[k]} onChange={(e) => setBots(k === 0 ? [e.target.value as BotLevel, bots[1]] : [bots[0], e.target.value as BotLevel])}>
          {LEVELS.map((l) => <option key={l} value={l}>{t(`seat.level.${l}`)}</option>)}
        </select>
      ))}
      <label className="check"><input type="checkbox" disabled={!last} checked={withLast && !!last} onChange={(e) => setWithLast(e.target.checked)} /> {t('editor.balance.compare')}</label>
      {running ? (
        <button type="button" data-testid="editor-balance-stop" onClick={() => run.current?.stop()}>{t('playtest.stop')}</button>
      ) : (
        <button type="button" className="primary" data-testid="editor-balance-run" disabled={!ready} onClick={() => void start()}>{t('editor.balance.run')}</button>
      )}
      {!ready && <p className="muted small">{t('editor.play.fix')}</p>}
      {progress && <p><progress max={progress.total} value={progress.done} /> {t('playtest.progress', progress)}</p>}
      {problem && <p className="error-list" role="alert">{problem}</p>}
      {summary && done && (
        <div data-testid="editor-balance-report">
          <p className="small">{t('editor.balance.summary', { games: summary.games, edge: sign(summary.moveOrder.firstPlayer.p - 0.5), low: sign(summary.moveOrder.firstPlayer.low - 0.5), high: sign(summary.moveOrder.firstPlayer.high - 0.5), rounds: summary.rounds.mean.toFixed(1), p10: summary.rounds.p10, p90: summary.rounds.p90, errors: summary.errors })}</p>
          <p className="muted small">{t('editor.balance.rates', { blue: pct(summary.blue.p), red: pct(summary.red.p), draws: pct(summary.draws.p) })}</p>
          <PlaytestReport result={done.result} />
        </div>
      )}
    </section>
  );
}
