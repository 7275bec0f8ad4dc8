// Entry point: choose the language from the address; `?scenario=<id>` starts a game at once
// (with `seed`, `hide=0|1`, `blue`, `red` names), otherwise the start screen. Dev builds also take
// `?fixture=<name>`: a test scenario from tests/e2e/fixtures/ (listed on the start screen too).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { initialLanguage, loadLanguage, readStoredLanguage } from './i18n';
import { useUiStore } from './store';
import { loadBundledScenario } from './store/scenarioLoader';
import { parseScenario, type Scenario } from './scenarios/schema';
import { whenKernelLoads } from './store/kernel';
import { gameToResume, migrateAutosave } from './store/libraryBoot';
import { installGameLock } from './store/gameLock';
import { bundledScenarios } from './scenarios';
import { loadGame } from './ui/lazy';
import './modules/screens'; // the rule modules' screen parts, listed (each loads with a game that plays with it)
import './ui/app.css';
import './ui/play.css';

const params = new URLSearchParams(window.location.search);
const store = useUiStore.getState();

const gameOptions = (raw: unknown, scenario: Scenario) => ({
  scenarioId: scenario.id,
  scenarioRaw: raw,
  seed: Number.isSafeInteger(Number(params.get('seed'))) && params.get('seed') ? Number(params.get('seed')) : 1,
  options: { hideBetweenTurns: params.has('hide') ? params.get('hide') !== '0' : scenario.rules.hideBetweenTurns !== false },
  names: { blue: params.get('blue') ?? '', red: params.get('red') ?? '' },
});

/** This address without the parameters that start a game (the language and the rest stay). */
function addressWithoutGame(): string {
  const kept = new URLSearchParams(params);
  for (const key of ['scenario', 'seed', 'hide', 'blue', 'red']) kept.delete(key);
  const query = kept.toString();
  return `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
}

// (no top-level await here: chunks loaded on demand import this one, so it must finish evaluating)
async function boot(): Promise<{ raw: unknown; scenario: Scenario } | null> {
  // dev builds (and the builds of the UI benchmark, bench/ui.mjs, and the browser tests,
  // tests/setup/e2eServer.ts): the browser-test hook (window.__enb),
  // before anything renders; never in a production build
  if (import.meta.env.DEV || import.meta.env.VITE_ENB_BENCH === '1') (await import('./ui/testHook')).installTestHook();
  const language = initialLanguage(window.location.search, readStoredLanguage(), navigator.languages);
  await loadLanguage(language).catch(() => undefined); // Polish texts are their own chunk: loaded before anything renders
  store.setLanguage(language);
  // every game is kept in the library: the autosave starts with the engine side (no game exists before)
  whenKernelLoads((k) => k.installAutosave(useUiStore));
  installGameLock(useUiStore); // one game, one writer: a game open here is not written from another tab
  let extra: { raw: unknown; scenario: Scenario } | null = null;
  const fixture = params.get('fixture');
  if ((import.meta.env.DEV || import.meta.env.VITE_ENB_BENCH === '1') && fixture && /^[a-z0-9-]+$/.test(fixture)) {
    const raw: unknown = await fetch(`/tests/e2e/fixtures/${fixture}.json`).then((r) => r.json());
    const p = parseScenario(raw);
    if (p.ok) {
      await loadGame();
      extra = { raw, scenario: p.value };
      store.setScenario(p.value.id, p.value, null);
      store.startGame(gameOptions(raw, p.value));
    } else store.setScenario(fixture, null, { kind: 'invalid', id: fixture, errors: p.errors });
    return extra;
  }
  await migrateAutosave(); // the single autosave of older versions joins the library (once)
  const id = params.get('scenario');
  if (id) {
    store.loadScenario(id.trim());
    const load = loadBundledScenario(id.trim());
    const raw = bundledScenarios.find((s) => (s as { id?: string }).id === id.trim());
    if (load.ok) {
      await loadGame(); // the game screen and the engine, before anything of the game is shown
      // the game is started once: the address forgets how it was asked for, so a reload resumes it
      if (store.startGame(gameOptions(raw, load.scenario))) window.history.replaceState(null, '', addressWithoutGame());
    }
  } else {
    // no game asked for: the game saved last is resumed where it was (unless it was left for the start
    // screen); reading it replays it with the engine, which loads first (else the start screen needs neither)
    const id = gameToResume(await store.refreshLibrary());
    if (id) {
      await loadGame();
      await store.continueGame(id);
    }
  }
  return extra;
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void boot().then((extra) =>
  createRoot(root).render(
    <StrictMode>
      <App extraScenario={extra} />
    </StrictMode>,
  ),
);
