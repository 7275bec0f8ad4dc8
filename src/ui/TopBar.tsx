// The top bar: title, scenario name, map zoom controls and the language switch.
import { useUiStore } from '../store';
import { LANGUAGES, useT } from '../i18n';

export function TopBar() {
  const t = useT();
  const language = useUiStore((s) => s.language);
  const scenario = useUiStore((s) => s.scenario);
  const setLanguage = useUiStore((s) => s.setLanguage);
  const requestCamera = useUiStore((s) => s.requestCamera);
  return (
    <header className="top-bar" data-testid="top-bar">
      <h1 className="top-bar__title" title={t('app.subtitle')}>
        {t('app.title')}
      </h1>
      {scenario && (
        <span className="top-bar__scenario" data-testid="scenario-name">
          {scenario.name[language]}
        </span>
      )}
      <span className="top-bar__spacer" />
      {scenario && (
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
