// The top bar: title, scenario, round and who acts, both players' command tokens, map zoom, the
// help and start-screen buttons and the language switch.
import type { PlayerId } from '../engine';
import { useUiStore } from '../store';
import { LANGUAGES, useT } from '../i18n';
import { useDisplayed } from './game/useDisplayed';
import { playerName } from './game/describe';
import { GameMenu } from './saves/GameMenu';

function Tokens({ pool, spent, side }: { pool: number; spent: number; side: PlayerId }) {
  return (
    <span className={`tokens tokens--${side}`} aria-hidden="true">
      {'●'.repeat(Math.max(0, pool))}
      {'○'.repeat(Math.max(0, spent))}
    </span>
  );
}

export function TopBar() {
  const t = useT();
  const language = useUiStore((s) => s.language);
  const scenario = useUiStore((s) => s.scenario);
  const screen = useUiStore((s) => s.screen);
  const names = useUiStore((s) => s.session?.names);
  const setLanguage = useUiStore((s) => s.setLanguage);
  const requestCamera = useUiStore((s) => s.requestCamera);
  const { setHelp, leaveGame } = useUiStore.getState();
  const shown = useDisplayed();
  const view = shown.view;
  const inGame = screen !== 'start' && !!scenario;
  return (
    <header className="top-bar" data-testid="top-bar">
      <h1 className="top-bar__title" title={t('app.subtitle')}>
        {t('app.title')}
      </h1>
      {scenario && inGame && (
        <span className="top-bar__scenario" data-testid="scenario-name">
          {scenario.name[language]}
        </span>
      )}
      {view && names && (
        <span className="top-bar__status" data-testid="game-status">
          <span data-testid="round">{t('status.round', { round: view.round, rounds: view.setup.rounds })}</span>
          <span data-testid="turn" className={`side-dot side-dot--${view.toAct}`}>
            {view.phase === 'over' ? t('status.over') : t('status.turn', { player: playerName(names, t, view.toAct) })}
          </span>
          {(['blue', 'red'] as PlayerId[]).map((p) => (
            <span key={p} className="top-bar__tokens" data-testid={`tokens-${p}`} title={t('status.tokens.title', { player: playerName(names, t, p), pool: view.tokens[p].pool, spent: view.tokens[p].spent })}>
              {playerName(names, t, p)} <Tokens pool={view.tokens[p].pool} spent={view.tokens[p].spent} side={p} />
              <span className="sr-only">{t('status.tokens', { pool: view.tokens[p].pool })}</span>
            </span>
          ))}
        </span>
      )}
      <span className="top-bar__spacer" />
      <GameMenu />
      {inGame && (
        <div className="top-bar__group" role="group" aria-label={t('map.controls')}>
          <button type="button" data-testid="zoom-out" aria-label={t('map.zoomOut')} title={`${t('map.zoomOut')} (−)`} onClick={() => requestCamera('zoomOut')}>
            −
          </button>
          <button type="button" data-testid="zoom-in" aria-label={t('map.zoomIn')} title={`${t('map.zoomIn')} (+)`} onClick={() => requestCamera('zoomIn')}>
            +
          </button>
          <button type="button" data-testid="zoom-fit" title={`${t('map.zoomFit')} (0, F)`} onClick={() => requestCamera('fit')}>
            {t('map.zoomFit')}
          </button>
        </div>
      )}
      <div className="top-bar__group">
        <button type="button" data-testid="help-button" title={`${t('help.open')} (?)`} onClick={() => setHelp(true)}>
          ?
        </button>
        {inGame && (
          <button type="button" data-testid="to-start" title={t('menu.toStart.title')} onClick={leaveGame}>
            {t('menu.toStart')}
          </button>
        )}
      </div>
      <div className="top-bar__group" role="group" aria-label={t('language.label')}>
        {LANGUAGES.map((l) => (
          <button
            key={l}
            type="button"
            lang={l}
            data-testid={`lang-${l}`}
            aria-pressed={language === l}
            title={t(`language.${l}.name`)}
            onClick={() => setLanguage(l)}
          >
            {t(`language.${l}`)}
          </button>
        ))}
      </div>
    </header>
  );
}
