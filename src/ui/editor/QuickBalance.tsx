// Quick balance: the scenario being edited played by the computer against itself in Web Workers, with
// the balance lab's browser API as the Playtest screen uses it (plan, run, summary): win rates with
// their Wilson 95 % intervals, the first player's edge, game length. "Compare with the last version"
// plays the version of the last run on the same seeds and gives the lab's paired differences.
import { useEffect, useRef, useState } from 'react';
import type { BotLevel } from '../../bots/types';
import { planGames } from '../../lab/plan';
import { compare, summarize, type Comparison, type LabReport } from '../../lab/summary';
import type { GameRecord } from '../../lab/playGame';
import { useT } from '../../i18n';
import type { EditorDoc } from '../../editor/document';
import { runPlaytest, type PlaytestRun } from '../playtest/runPlaytest';
import { GameLengths, WinRates } from '../playtest/PlaytestChart';
import { useEditor } from './editorStore';
import '../playtest/playtest.css';

interface Done { doc: EditorDoc; seed: number; report: LabReport; records: GameRecord[]; comparison: Comparison | null }
/** The last run, kept while the page lives (its version is what "compare" plays against). */
let last: Done | null = null;

/** The bot levels offered (those of the start screen's seats). */
const LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard'];
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const sign = (x: number) => `${x >= 0 ? '+' : '−'}${(Math.abs(x) * 100).toFixed(1)}`;

export function QuickBalance() {
  const t = useT();
  const ready = useEditor((s) => s.problems.length === 0 && !s.checking);
  const [games, setGames] = useState('200');
  const [bots, setBots] = useState<[BotLevel, BotLevel]>(['easy', 'easy']);
  const [withLast, setWithLast] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<Done | null>(last);
  const [problem, setProblem] = useState<string | null>(null);
  const run = useRef<PlaytestRun | null>(null);
  useEffect(() => () => run.current?.stop(), []);

  const play = async (scenario: EditorDoc, seed: number, n: number, offset: number, total: number) => {
    const plan = planGames(n, seed, bots[0], bots[1]);
    const r = runPlaytest(JSON.parse(JSON.stringify(scenario)), plan, (done) => setProgress({ done: offset + done, total }));
    run.current = r;
    const out = await r.finished;
    return { report: summarize(scenario.id, bots, out.plan, out.records), records: out.records };
  };
  const start = async () => {
    const n = Number(games);
    if (!Number.isInteger(n) || n < 2 || n > 2000) return setProblem(t('editor.balance.games'));
    setProblem(null);
    const previous = withLast && last ? last : null;
    const seed = previous?.seed ?? Math.floor(Math.random() * 2 ** 31);
    const total = previous ? 2 * n : n;
    setProgress({ done: 0, total });
    try {
      const doc = useEditor.getState().history!.present;
      const now = await play(doc, seed, n, 0, total);
      const before = previous ? await play(previous.doc, seed, n, n, total) : null;
      last = { doc, seed, ...now, comparison: before ? compare(before.report, now.report) : null };
      setResult(last);
    } catch (e) {
      setProblem(String(e));
    } finally {
      run.current = null;
      setProgress(null);
    }
  };
  const running = progress !== null;
  const r = result?.report;
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
      {r && result && (
        <div data-testid="editor-balance-report">
          <p className="small">{t('editor.balance.summary', { games: r.games, edge: sign(r.firstPlayer.edge.p), low: sign(r.firstPlayer.edge.low), high: sign(r.firstPlayer.edge.high), rounds: r.rounds.mean.toFixed(1), p10: r.rounds.p10, p90: r.rounds.p90, errors: r.errors })}</p>
          <WinRates report={r} />
          <GameLengths records={result.records} />
          {result.comparison && (
            <p className="small" data-testid="editor-balance-compare">
              {t('editor.balance.diff', { blue: sign(result.comparison.blue.p), blueLow: sign(result.comparison.blue.low), blueHigh: sign(result.comparison.blue.high), first: sign(result.comparison.firstPlayer.p), draws: sign(result.comparison.draws.p) })}
            </p>
          )}
          <p className="muted small">{t('editor.balance.rates', { blue: pct(r.blue.p), red: pct(r.red.p), draws: pct(r.draws.p) })}</p>
        </div>
      )}
    </section>
  );
}
