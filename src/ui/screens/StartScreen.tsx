// The start screen: pick a scenario (description, map preview, round limit, each side's objectives,
// every rule option and module), the players' names and the options; continue a saved game (the
// library, SavedGames.tsx); load a scenario file or import a saved game (picker or drag and drop).
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { PlayerId } from '../../engine';
import { useUiStore } from '../../store';
import { FileButton } from '../saves/FileButtons';
import { ObjectiveLists, RuleFacts } from './ScenarioFacts';
import { fleetText } from './fleetLine';
import { bundledScenarios } from '../../scenarios';
import { moduleStart, startEntries } from '../modules/screenModule';
import { parseScenario, type Scenario } from '../../scenarios/schema';
import { LANGUAGES, useT } from '../../i18n';
import { drawStaticMap } from '../map/drawMap';
import { getMapLayout, nodeToPoint } from '../map/layout';
import { nodeIndex } from '../../engine/geometry';
import { SIDE_FILL } from '../map/palette';
import { loadGame } from '../lazy';
import { SavedGames } from '../saves/SavedGames';
import { modalUp } from '../modal';
import type { SeatChoice } from './seatChoice';
import { setPlaytestOpen } from '../playtest/playtestOpen';

// who plays each side: loaded just after the first screen (the machine players' strings with it)
const SeatPicker = lazy(() => import('./SeatPicker').then((m) => ({ default: m.SeatPicker })));
const SeatNote = lazy(() => import('./SeatPicker').then((m) => ({ default: m.SeatNote })));

interface Entry { raw: unknown; scenario: Scenario; file?: string }

function MapPreview({ scenario }: { scenario: Scenario }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const layout = getMapLayout(scenario.map);
    const b = layout.bounds;
    const scale = Math.min(canvas.width / b.width, canvas.height / b.height);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = '#0a1521';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.setTransform(scale, 0, 0, scale, (canvas.width - b.width * scale) / 2 - b.x * scale, (canvas.height - b.height * scale) / 2 - b.y * scale);
    drawStaticMap(ctx, layout, null, scale);
    for (const u of scenario.units) {
      const i = nodeIndex(layout.shape, u.node);
      if (i < 0) continue;
      const p = nodeToPoint(layout.shape, i);
      ctx.beginPath();
      ctx.arc(p.x, p.y, 14, 0, Math.PI * 2);
      ctx.fillStyle = SIDE_FILL[u.owner];
      ctx.fill();
    }
  }, [scenario]);
  return <canvas ref={ref} width={420} height={280} className="start__preview" data-testid="scenario-preview" />;
}

export function StartScreen({ extra }: { extra?: Entry | null }) {
  const t = useT();
  const lang = useUiStore((s) => s.language);
  const errors = useUiStore((s) => s.sessionErrors);
  const custom = useUiStore((s) => s.customScenarios);
  const { startGame, setLanguage, setScenario } = useUiStore.getState();
  const [starting, setStarting] = useState(false);
  // behind the help guide (or a file dialog) nothing here is reachable
  const blocked = useUiStore(modalUp);
  const entries = useMemo<Entry[]>(() => {
    const list: Entry[] = [];
    for (const raw of bundledScenarios) {
      const p = parseScenario(raw);
      if (p.ok) list.push({ raw, scenario: p.value });
    }
    if (extra) list.push(extra);
    for (const c of custom) {
      const k = list.findIndex((e) => e.scenario.id === c.scenario.id);
      if (k >= 0) list.splice(k, 1);
      list.push(c);
    }
    return list;
  }, [extra, custom]);
  const [chosen, setChosen] = useState(0);
  // a scenario file just loaded is chosen at once
  useEffect(() => {
    const last = custom.at(-1);
    if (last) setChosen(entries.findIndex((e) => e.scenario === last.scenario));
  }, [custom, entries]);
  const [names, setNames] = useState<Record<PlayerId, string>>({ blue: '', red: '' });
  const entry = entries[Math.min(chosen, entries.length - 1)];
  const [seats, setSeats] = useState<Record<PlayerId, SeatChoice>>({ blue: 'human', red: 'human' });
  const watch = seats.blue !== 'human' && seats.red !== 'human';
  const [hide, setHide] = useState(true);
  useEffect(() => {
    if (entry) setHide(entry.scenario.rules.hideBetweenTurns !== false);
  }, [entry]);
  if (!entry) return null;
  const sc = entry.scenario;
  // a radio group: the arrows (and Home, End) choose and move focus; Tab enters at the chosen one
  const onRadioKey = (e: React.KeyboardEvent<HTMLDivElement>) => {
    const step = e.key === 'ArrowDown' || e.key === 'ArrowRight' ? 1 : e.key === 'ArrowUp' || e.key === 'ArrowLeft' ? -1 : 0;
    const to = e.key === 'Home' ? 0 : e.key === 'End' ? entries.length - 1 : step ? (chosen + step + entries.length) % entries.length : -1;
    if (to < 0 || !(e.target as HTMLElement).matches('[role="radio"]')) return;
    e.preventDefault();
    setChosen(to);
    e.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]')[to]?.focus();
  };
  const tutorial = async () => {
    if (starting) return;
    setStarting(true);
    try {
      await (await import('../tutorial/startTutorial')).startTutorial();
    } catch (e) {
      console.error('the tutorial could not be loaded', e);
    } finally {
      setStarting(false);
    }
  };
  const start = async () => {
    if (starting) return;
    setStarting(true);
    let seatsOf: typeof import('./seatChoice').seatsOf;
    try {
      // the game screen and the engine; the seats' meaning (bots, their seeds and names)
      [{ seatsOf }] = await Promise.all([import('./seatChoice'), loadGame()]);
    } catch (e) {
      console.error('the game could not be loaded', e);
      return;
    } finally {
      setStarting(false);
    }
    setScenario(sc.id, sc, null);
    const played = seatsOf(seats, { blue: names.blue.trim(), red: names.red.trim() }, t);
    startGame({
      scenarioId: sc.id,
      scenarioRaw: entry.raw,
      seed: Math.floor(Math.random() * 2 ** 31),
      // watch mode (two bots) shows everything: a spectator sees both sides' plans
      options: { hideBetweenTurns: hide && !watch, ...(played.bots ? { bots: played.bots } : {}) },
      names: played.names,
    });
  };
  return (
    <main className="start" data-testid="start-screen" inert={blocked}>
      <div className="start__box">
        <h2>{t('start.title')}</h2>
        <p className="start__tutorial">
          <button type="button" className="primary" data-testid="start-tutorial" aria-busy={starting} onClick={() => void tutorial()}>{t('start.tutorial')}</button>
          <span className="muted small">{t('start.tutorial.note')}</span>
          {startEntries().map((e) => (
            <button key={e.id} onClick={e.open}>{e.label[lang]}</button>
          ))}
        </p>
        <SavedGames />
        <div className="start__cols">
          <div className="start__list" role="radiogroup" aria-label={t('start.scenario')} onKeyDown={onRadioKey}>
            <h3>{t('start.scenario')}</h3>
            {entries.map((e, k) => (
              <button
                key={e.scenario.id}
                type="button"
                role="radio"
                aria-checked={k === chosen}
                tabIndex={k === chosen ? 0 : -1}
                className={`scenario-option${k === chosen ? ' scenario-option--chosen' : ''}`}
                data-testid={`scenario-option-${e.scenario.id}`}
                onClick={() => setChosen(k)}
              >
                <strong>{e.scenario.name[lang]}</strong>
                <span className="muted small">{moduleStart(e.scenario)?.label?.[lang] ?? t('start.rounds', { n: e.scenario.rounds })}</span>
                {e.file && <span className="muted small">{t('start.custom', { file: e.file })}</span>}
              </button>
            ))}
            <div className="start__files">
              <FileButton as="scenario" label="start.loadScenario" testId="load-scenario" />
              <FileButton as="save" label="start.importSave" testId="start-import-save" />
              <button type="button" data-testid="playtest-open" onClick={() => setPlaytestOpen(true)}>{t('playtest.open')}</button>
              <span className="muted small">{t('start.dropHint')}</span>
            </div>
          </div>
          <div className="start__details" data-testid="scenario-details">
            {/* a game of a module's own: no lattice, rounds, units or ENB rule options to show */}
            {!moduleStart(sc)?.ownGame && <MapPreview scenario={sc} />}
            <p>{sc.description[lang]}</p>
            {!moduleStart(sc)?.ownGame && (
              <>
              <ul className="small">
                <li>{t('start.roundLimit', { n: sc.rounds })}</li>
                {/* (rolled for: the rule options say so) */}
                {sc.rules?.firstPlayer !== 'roll' && <li>{t('start.firstPlayer', { side: t(`owner.${sc.firstPlayer}`) })}</li>}
                <li>
                  <span data-testid="start-fleets">{t('start.fleets', { blue: fleetText(t, sc, 'blue'), red: fleetText(t, sc, 'red') })}</span>
                </li>
              </ul>
              <ObjectiveLists scenario={sc} />
              <RuleFacts scenario={sc} />
              </>
            )}
          </div>
          <div className="start__options">
            <h3>{t('start.players')}</h3>
            {(['blue', 'red'] as PlayerId[]).map((p) => (
              <div key={p} className="start__seat">
                <label className="field">
                  <span className={`side-dot side-dot--${p}`}>{t(`owner.${p}`)}</span>
                  <input
                    data-testid={`name-${p}`}
                    value={names[p]}
                    maxLength={24}
                    placeholder={t(`owner.${p}`)}
                    onChange={(e) => setNames({ ...names, [p]: e.target.value })}
                  />
                </label>
                <Suspense fallback={null}>
                  <SeatPicker side={p} seats={seats} choose={(side, c) => setSeats({ ...seats, [side]: c })} />
                </Suspense>
              </div>
            ))}
            {(seats.blue !== 'human' || seats.red !== 'human') && (
              <Suspense fallback={null}>
                <SeatNote watch={watch} />
              </Suspense>
            )}
            <h3>{t('start.options')}</h3>
            <label className="check">
              <input type="checkbox" data-testid="opt-hide" checked={hide && !watch} disabled={watch} onChange={(e) => setHide(e.target.checked)} />
              <span>
                {t('start.hide')}
                <br />
                <span className="muted small">{t('start.hide.note')}</span>
              </span>
            </label>
            <div className="field">
              <span>{t('language.label')}</span>
              {LANGUAGES.map((l) => (
                <button key={l} type="button" data-testid={`start-lang-${l}`} aria-pressed={lang === l} onClick={() => setLanguage(l)}>
                  {t(`language.${l}.name`)}
                </button>
              ))}
            </div>
          </div>
        </div>
        {errors && (
          <ul className="start__errors" role="alert" data-testid="start-errors">
            {errors.map((e, k) => (
              <li key={k}>
                <code>{e.path}</code>: {e.message}
              </li>
            ))}
          </ul>
        )}
      </div>
      {/* kept at the bottom of the window while the page scrolls: on a small screen it is never below the fold */}
      <div className="start__go">
        <button type="button" className="primary big" data-testid="start-game" aria-busy={starting} onClick={() => void start()}>
          {t('start.start')}
        </button>
      </div>
    </main>
  );
}
