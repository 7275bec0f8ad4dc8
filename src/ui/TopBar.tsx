// The top bar: title, scenario, round and who acts, both players' command tokens, map zoom, the
// help and start-screen buttons and the language switch.
import { useEffect, useRef } from 'react';
import { useUiStore } from '../store';
import { LANGUAGES, useT } from '../i18n';
import { GameMenu } from './saves/GameMenu';
import { useGameUi } from './lazy';
import { modalUp } from './modal';

export function TopBar() {
  const t = useT();
  const language = useUiStore((s) => s.language);
  const scenario = useUiStore((s) => s.scenario);
  const screen = useUiStore((s) => s.screen);
  const setLanguage = useUiStore((s) => s.setLanguage);
  const requestCamera = useUiStore((s) => s.requestCamera);
  const { setHelp, leaveGame } = useUiStore.getState();
  const ui = useGameUi(); // the round, who acts and the tokens: GameStatus.tsx, loaded with the game
  const inGame = screen !== 'start' && !!scenario;
  // under a cover or a dialog nothing here is reachable (help and languages are on the cover itself)
  const blocked = useUiStore(modalUp);
  // the bar wraps when narrow: the screens below start under it, whatever its height
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = bar.current;
    if (!el) return;
    const set = () => document.documentElement.style.setProperty('--top-bar-h', `${el.offsetHeight}px`);
    set();
    const observer = new ResizeObserver(set);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <header ref={bar} className={`top-bar${inGame ? ' top-bar--game' : ''}`} data-testid="top-bar" inert={blocked}>
      <h1 className="top-bar__title" title={t('app.subtitle')}>
        {t('app.title')}
      </h1>
      {scenario && inGame && (
        <span className="top-bar__scenario" data-testid="scenario-name" title={scenario.name[language]}>
          {scenario.name[language]}
        </span>
      )}
      {/* a game's round, turn and tokens only with the game: not over the start or Playtest screen */}
      {ui && inGame && <ui.GameStatus />}
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
          <button type="button" data-testid="zoom-fit" title={`${t('map.zoomFit')} (0, F)`} aria-label={t('map.zoomFit')} onClick={() => requestCamera('fit')}>
            {t('map.zoomFit.short')}
          </button>
          <button type="button" data-testid="zoom-fleet" title={`${t('map.zoomFleet')} (M)`} aria-label={t('map.zoomFleet')} onClick={() => requestCamera('fleet')}>
            <span aria-hidden="true">⚓</span> <span className="top-bar__label">{t('map.zoomFleet.short')}</span>
          </button>
          {ui && <ui.MotionSwitch />}
        </div>
      )}
      <div className="top-bar__group">
        <button type="button" data-testid="help-button" aria-label={t('help.open')} title={`${t('help.open')} (?)`} onClick={() => setHelp(true)}>
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
