// The Playtest screen (loaded on demand): the balance lab in the browser. Choose a scenario, a rule
// variant (key=value, as `npm run balance -- --rules`), the bots and the number of games; the games are
// played in Web Workers (runPlaytest.ts) with a progress bar; then the win rates with their Wilson 95 %
// intervals, the first player's rate, a histogram of game lengths, and the games worth a look (the
// longest, the biggest margin, every error), each opening in the replay viewer.
import '../../modules/registry'; // the rule modules a scenario may name
import { useEffect, useMemo, useRef, useState } from 'react';
import { createGame } from '../../engine';
import { BOT_LEVELS, type BotLevel } from '../../bots/types';
import { bundledScenarios } from '../../scenarios';
import { planGames, type PlannedGame } from '../../lab/plan';
import { summarize, type LabReport } from '../../lab/summary';
import { outlierSave, pickOutliers, type Outlier } from '../../lab/outliers';
import type { GameRecord } from '../../lab/playGame';
import { parseRules } from '../../lab/node/args';
import { useUiStore } from '../../store';
import { loadKernel } from '../../store/kernel';
import { useT, type Translate } from '../../i18n';
import { loadGame } from '../lazy';
import { setPlaytestOpen } from './playtestOpen';
import { runPlaytest, type PlaytestRun } from './runPlaytest';
import { GameLengths, WinRates } from './PlaytestChart';
import './playtest.css';
import '../../i18n/lazyEnglish';

interface Result { scenario: Record<string, unknown>; plan: PlannedGame[]; records: GameRecord[]; report: LabReport; outliers: Outlier[] }
/** The last run, kept while the page lives: back from the replay viewer, the report is still there. */
let kept: Result | null = null;

const scenarioIdOf = (s: unknown): string => String((s as { id?: unknown }).id ?? '?');

/** The scenario with the variant's rules laid over its own, or why it does not load. */
function variantOf(base: Record<string, unknown>, rulesText: string): { ok: true; scenario: Record<string, unknown> } | { ok: false; why: string } {
  let rules: Record<string, unknown>;
  try {
    rules = parseRules(rulesText.replace(/\s+/g, ''));
  } catch (e) {
    return { ok: false, why: (e as Error).message };
  }
  const scenario = { ...base, rules: { ...((base.rules as Record<string, unknown> | undefined) ?? {}), ...rules } };
  const made = createGame(scenario, 1);
  return made.ok ? { ok: true, scenario } : { ok: false, why: made.errors.map((e) => `${e.path}: ${e.message}`).join('; ') };
}

function whyText(t: Translate, o: Outlier): string {
  const r = o.record;
  if (r.error) return t('playtest.why.error', { at: r.error.at + 1, message: r.error.message });
  if (o.name.startsWith('longest')) return t('playtest.why.longest', { actions: r.actions, rounds: r.rounds });
  return t('playtest.why.margin', { blue: r.result?.score.blue ?? 0, red: r.result?.score.red ?? 0 });
}

async function openInReplay(scenario: unknown, record: GameRecord): Promise<void> {
  await loadGame();
  const r = (await loadKernel()).sessionFromText(outlierSave(scenario, record));
  // a lab game has no person at the screen: nothing of it is hidden
  if (r.ok) useUiStore.getState().watchReplay({ ...r.session, options: { ...r.session.options, hideBetweenTurns: false } });
}

export function PlaytestScreen() {
  const t = useT();
  const lang = useUiStore((s) => s.language);
  const custom = useUiStore((s) => s.customScenarios);
  const scenarios = useMemo(() => [...bundledScenarios.map((s) => s as Record<string, unknown>), ...custom.map((c) => c.raw as Record<string, unknown>)], [custom]);
  const [chosen, setChosen] = useState(scenarioIdOf(kept?.scenario ?? scenarios.find((s) => scenarioIdOf(s) === 'open-sea') ?? scenarios[0]));
  const [rules, setRules] = useState('');
  const [games, setGames] = useState('20');
  const [bots, setBots] = useState<[BotLevel, BotLevel]>(['easy', 'easy']);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<Result | null>(kept);
  const run = useRef<PlaytestRun | null>(null);
  useEffect(() => () => run.current?.stop(), []);
  const nameOf = (s: Record<string, unknown>) => (s.name as Record<string, string> | undefined)?.[lang] ?? scenarioIdOf(s);

  const start = () => {
    const base = scenarios.find((s) => scenarioIdOf(s) === chosen);
    const n = Number(games);
    if (!base || !Number.isInteger(n) || n < 1 || n > 2000) return setProblem(t('playtest.games'));
    const v = variantOf(base, rules);
    if (!v.ok) return setProblem(t('playtest.badRules', { errors: v.why }));
    setProblem(null);
    const plan = planGames(n, Math.floor(Math.random() * 2 ** 31), bots[0], bots[1]);
    setProgress({ done: 0, total: n });
    const r = runPlaytest(v.scenario, plan, (done) => setProgress({ done, total: n }));
    run.current = r;
    void r.finished.then(({ plan: played, records }) => {
      if (run.current !== r) return;
      run.current = null;
      const label = `${chosen}${rules.trim() ? ` [${rules.trim()}]` : ''}`;
      kept = { scenario: v.scenario, plan: played, records, report: summarize(label, bots, played, records), outliers: pickOutliers(records) };
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
            {t('playtest.games')}{' '}
            <input data-testid="playtest-games" inputMode="numeric" size={5} value={games} onChange={(e) => setGames(e.target.value)} />
          </label>
          <span>
            {t('playtest.bots')}{' '}
            {[0, 1].map((k) => (
              <select key={k} data-testid={`playtest-bot-${k}`} value={bots[k]} onChange={(e) => setBots(k === 0 ? [e.target.value as BotLevel, bots[1]] : [bots[0], e.target.value as BotLevel])}>
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
            {t('playtest.progress', { done: progress.done, total: progress.total })}
          </p>
        )}
        {result && (
          <section data-testid="playtest-report">
            <p className="small">{result.report.label}: {t('playtest.games.n', { n: result.report.games })}, {result.report.bots.map((b) => t(`seat.level.${b}`)).join(' / ')}</p>
            <div className="playtest__charts">
              <WinRates report={result.report} />
              <GameLengths records={result.records} />
            </div>
            {result.report.errors > 0 && <p className="error-list">{t('playtest.errors', { n: result.report.errors })}</p>}
            <h3>{t('playtest.outliers')}</h3>
            <ul className="playtest__outliers">
              {result.outliers.map((o) => (
                <li key={o.name} data-testid="playtest-outlier">
                  {whyText(t, o)}{' '}
                  <button type="button" data-testid="playtest-open-replay" onClick={() => void openInReplay(result.scenario, o.record)}>{t('playtest.watch')}</button>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </main>
  );
}
