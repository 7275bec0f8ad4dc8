// The Playtest screen (loaded on demand): the balance lab in the browser, as `npm run balance` does it.
// Choose a scenario, a rule variant (key=value, as `--rules`) and optionally a second one to compare
// on the same seeds, the bots, the number of games and the seed (shown, settable: a batch is
// reproduced from it); the games are played in Web Workers (runPlaytest.ts) with a progress bar, its
// rate and the time left; then each variant's report — every number as text in a table under its chart —
// the paired comparison, the records to export (the CLI merges them into the same report), and the
// games worth a look, each opening in the replay viewer with the bots named by side ("Blue: normal").
import '../../modules/registry'; // the rule modules a scenario may name
import { useEffect, useMemo, useRef, useState } from 'react';
import { RULES_VERSION } from '../../engine';
import { BOT_LEVELS, type BotLevel } from '../../bots/types';
import { bundledScenarios } from '../../scenarios';
import { runLine, type RunLine } from '../../lab/record';
import { makeVariant, scenarioIdOf } from '../../lab/variant';
import { reportOf } from '../../lab/report';
import { parseRules } from '../../lab/node/args';
import { useUiStore } from '../../store';
import { useT } from '../../i18n';
import { setPlaytestOpen } from './playtestOpen';
import { runPlaytest, type PlaytestRun } from './runPlaytest';
import { PlaytestReport } from './PlaytestReport';
import './playtest.css';
import '../../i18n/lazyEnglish';

import type { PlaytestResult } from './playtestGames';
/** The last run, kept while the page lives: back from the replay viewer, the report is still there. */
let kept: PlaytestResult | null = null;

const newSeed = () => Math.floor(Math.random() * 2 ** 31);

/** A variant's scenario text, or why it does not load. */
function variantOf(base: Record<string, unknown>, rulesText: string) {
  try {
    return makeVariant(base, parseRules(rulesText.replace(/\s+/g, '')));
  } catch (e) {
    return { ok: false as const, errors: [(e as Error).message] };
  }
}

const clock = (secs: number): string => (!Number.isFinite(secs) ? '?' : secs >= 60 ? `${Math.floor(secs / 60)} min ${Math.round(secs % 60)} s` : `${Math.round(secs)} s`);

export function PlaytestScreen() {
  const t = useT();
  const lang = useUiStore((s) => s.language);
  const custom = useUiStore((s) => s.customScenarios);
  const scenarios = useMemo(() => [...bundledScenarios.map((s) => s as Record<string, unknown>), ...custom.map((c) => c.raw as Record<string, unknown>)], [custom]);
  const [chosen, setChosen] = useState(kept?.run.variants[0].scenario ?? scenarioIdOf(scenarios.find((s) => scenarioIdOf(s) === 'open-sea') ?? scenarios[0]));
  const [rules, setRules] = useState('');
  const [compare, setCompare] = useState('');
  const [games, setGames] = useState('20');
  const [seed, setSeed] = useState(String(kept?.run.seed ?? newSeed()));
  const [bots, setBots] = useState<[BotLevel, BotLevel]>(kept?.run.levels[0] ?? ['easy', 'easy']);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number; rate: number; left: number } | null>(null);
  const [result, setResult] = useState<PlaytestResult | null>(kept);
  const run = useRef<PlaytestRun | null>(null);
  useEffect(() => () => run.current?.stop(), []);
  const nameOf = (s: Record<string, unknown>) => (s.name as Record<string, string> | undefined)?.[lang] ?? scenarioIdOf(s);

  const start = () => {
    const base = scenarios.find((s) => scenarioIdOf(s) === chosen);
    const n = Number(games), s = Number(seed);
    if (!base || !Number.isInteger(n) || n < 1 || n > 2000) return setProblem(t('playtest.games'));
    if (!/^\d+$/.test(seed.trim()) || !Number.isSafeInteger(s)) return setProblem(t('playtest.seed'));
    const v = variantOf(base, rules);
    if (!v.ok) return setProblem(t('playtest.badRules', { errors: v.errors.join('; ') }));
    const variants = [v];
    if (compare.trim()) {
      const w = variantOf(base, `${rules},${compare}`);
      if (!w.ok) return setProblem(t('playtest.badCompare', { errors: w.errors.join('; ') }));
      variants.push(w);
    }
    setProblem(null);
    const line = runLine({ rulesVersion: RULES_VERSION, variants: variants.map((x) => x.variant), levels: [bots], games: n, seed: s, budget: {}, sequential: true, shard: { index: 1, count: 1 } });
    const texts = variants.map((x) => x.text);
    const t0 = performance.now();
    const r = runPlaytest(line, texts, (done, total) => {
      const secs = (performance.now() - t0) / 1000, rate = secs > 0 ? done / secs : 0;
      setProgress({ done, total, rate, left: rate > 0 ? (total - done) / rate : Infinity });
    });
    run.current = r;
    void r.finished.then((played) => {
      if (run.current !== r) return;
      run.current = null;
      kept = { run: line, texts, played, report: reportOf(line, played.walk) };
      setResult(kept);
    }, (e: unknown) => setProblem(String(e)));
  };
  const stop = () => run.current?.stop();
  const running = !!run.current && !!progress && progress.done < progress.total;

  return (
    <main className="start playtest" data-testid="playtest-screen">
      <div className="start__box">
        <h2>{t('playtest.title')}</h2>
        <p className="muted small">{t('playtest.note')}</p>
        <form className="playtest__form" onSubmit={(e) => { e.preventDefault(); if (!running) start(); }}>
          <label>
            {t('playtest.scenario')}{' '}
            <select data-testid="playtest-scenario" value={chosen} onChange={(e) => setChosen(e.target.value)}>
              {scenarios.map((s) => <option key={scenarioIdOf(s)} value={scenarioIdOf(s)}>{nameOf(s)}</option>)}
            </select>
          </label>
          <label>
            {t('playtest.rules')}{' '}
            <input data-testid="playtest-rules" value={rules} placeholder="turnCost=2" onChange={(e) => setRules(e.target.value)} />
          </label>
          <label>
            {t('playtest.compare')}{' '}
            <input data-testid="playtest-compare" value={compare} placeholder="turnCost=1" onChange={(e) => setCompare(e.target.value)} />
          </label>
          <label>
            {t('playtest.games')}{' '}
            <input data-testid="playtest-games" inputMode="numeric" size={5} value={games} onChange={(e) => setGames(e.target.value)} />
          </label>
          <label>
            {t('playtest.seed')}{' '}
            <input data-testid="playtest-seed" inputMode="numeric" size={11} value={seed} onChange={(e) => setSeed(e.target.value)} />
          </label>
          <span>
            {t('playtest.bots')}{' '}
            {[0, 1].map((k) => (
              <select key={k} data-testid={`playtest-bot-${k}`} aria-label={`${t('playtest.bots')} ${k ? 'B' : 'A'}`} value={bots[k]} onChange={(e) => setBots(k === 0 ? [e.target.value as BotLevel, bots[1]] : [bots[0], e.target.value as BotLevel])}>
                {BOT_LEVELS.map((l) => <option key={l} value={l}>{t(`seat.level.${l}`)}</option>)}
              </select>
            ))}
          </span>
          {running ? (
            <button type="button" data-testid="playtest-stop" onClick={stop}>{t('playtest.stop')}</button>
          ) : (
            <button type="submit" className="primary" data-testid="playtest-run">{t('playtest.run')}</button>
          )}
          <button type="button" data-testid="playtest-back" onClick={() => { stop(); setPlaytestOpen(false); }}>{t('playtest.back')}</button>
        </form>
        {problem && <p className="error-list" role="alert" data-testid="playtest-problem">{problem}</p>}
        {progress && (
          <p className="playtest__progress">
            <progress data-testid="playtest-progress" max={progress.total} value={progress.done} />{' '}
            <span data-testid="playtest-progress-text">{t('playtest.progress', { done: progress.done, total: progress.total, rate: progress.rate.toFixed(2), left: clock(progress.left) })}</span>
          </p>
        )}
        {result && <PlaytestReport result={result} />}
      </div>
    </main>
  );
}
