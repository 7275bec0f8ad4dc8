// The start screen: pick a scenario (description, map preview, round limit, objectives), the players'
// names and the options; continue the autosaved game when there is one.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { PlayerId } from '../../engine';
import { useUiStore } from '../../store';
import { readAutosave } from '../../store/session';
import { bundledScenarios } from '../../scenarios';
import { parseScenario, type Scenario } from '../../scenarios/schema';
import { LANGUAGES, useT } from '../../i18n';
import { drawStaticMap } from '../map/drawMap';
import { getMapLayout, nodeToPoint } from '../map/layout';
import { nodeIndex } from '../../engine/grid';
import { SIDE_FILL } from '../map/drawTokens';

interface Entry { raw: unknown; scenario: Scenario }

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
  const { startGame, resumeAutosave, setLanguage, setScenario } = useUiStore.getState();
  const entries = useMemo<Entry[]>(() => {
    const list: Entry[] = [];
    for (const raw of bundledScenarios) {
      const p = parseScenario(raw);
      if (p.ok) list.push({ raw, scenario: p.value });
    }
    if (extra) list.push(extra);
    return list;
  }, [extra]);
  const [chosen, setChosen] = useState(0);
  const [names, setNames] = useState<Record<PlayerId, string>>({ blue: '', red: '' });
  const entry = entries[Math.min(chosen, entries.length - 1)];
  const [hide, setHide] = useState(true);
  useEffect(() => {
    if (entry) setHide(entry.scenario.rules.hideBetweenTurns !== false);
  }, [entry]);
  const save = useMemo(() => readAutosave(), []);
  if (!entry) return null;
  const sc = entry.scenario;
  const targets = sc.objectives?.pointsTarget;
  const start = () => {
    setScenario(sc.id, sc, null);
    startGame({
      scenarioId: sc.id,
      scenarioRaw: entry.raw,
      seed: Math.floor(Math.random() * 2 ** 31),
      options: { hideBetweenTurns: hide },
      names: { blue: names.blue.trim(), red: names.red.trim() },
    });
  };
  const resume = () => {
    if (!save) return;
    const p = parseScenario(save.scenario);
    if (p.ok) setScenario(save.scenarioId, p.value, null);
    resumeAutosave();
  };
  return (
    <main className="start" data-testid="start-screen">
      <div className="start__box">
        <h2>{t('start.title')}</h2>
        {save && (
          <div className="start__continue">
            <span>{t('start.saved', { scenario: save.scenarioId, n: save.actions.length })}</span>
            <button type="button" className="primary" data-testid="continue-game" onClick={resume}>
              {t('start.continue')}
            </button>
          </div>
        )}
        <div className="start__cols">
          <div className="start__list" role="radiogroup" aria-label={t('start.scenario')}>
            <h3>{t('start.scenario')}</h3>
            {entries.map((e, k) => (
              <button
                key={e.scenario.id}
                type="button"
                role="radio"
                aria-checked={k === chosen}
                className={`scenario-option${k === chosen ? ' scenario-option--chosen' : ''}`}
                data-testid={`scenario-option-${e.scenario.id}`}
                onClick={() => setChosen(k)}
              >
                <strong>{e.scenario.name[lang]}</strong>
                <span className="muted small">{t('start.rounds', { n: e.scenario.rounds })}</span>
              </button>
            ))}
          </div>
          <div className="start__details" data-testid="scenario-details">
            <MapPreview scenario={sc} />
            <p>{sc.description[lang]}</p>
            <ul className="small">
              <li>{t('start.roundLimit', { n: sc.rounds })}</li>
              <li>{t('start.firstPlayer', { side: t(`owner.${sc.firstPlayer}`) })}</li>
              {targets ? (
                (['blue', 'red'] as PlayerId[]).map((p) => (
                  <li key={p}>{t('start.objective.points', { side: t(`owner.${p}`), n: targets[p] ?? 12 })}</li>
                ))
              ) : (
                <li>{t('start.objective.sandbox', { n: sc.rounds })}</li>
              )}
              <li>
                {t('start.fleets', {
                  blue: sc.units.filter((u) => u.owner === 'blue').map((u) => u.class).join(' '),
                  red: sc.units.filter((u) => u.owner === 'red').map((u) => u.class).join(' '),
                })}
              </li>
              {Object.keys(sc.rules).length > 0 && <li>{t('start.rules', { rules: Object.entries(sc.rules).map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join(', ') })}</li>}
            </ul>
          </div>
          <div className="start__options">
            <h3>{t('start.players')}</h3>
            {(['blue', 'red'] as PlayerId[]).map((p) => (
              <label key={p} className="field">
                <span className={`side-dot side-dot--${p}`}>{t(`owner.${p}`)}</span>
                <input
                  data-testid={`name-${p}`}
                  value={names[p]}
                  maxLength={24}
                  placeholder={t(`owner.${p}`)}
                  onChange={(e) => setNames({ ...names, [p]: e.target.value })}
                />
              </label>
            ))}
            <h3>{t('start.options')}</h3>
            <label className="check">
              <input type="checkbox" data-testid="opt-hide" checked={hide} onChange={(e) => setHide(e.target.checked)} />
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
            <button type="button" className="primary big" data-testid="start-game" onClick={start}>
              {t('start.start')}
            </button>
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
    </main>
  );
}
