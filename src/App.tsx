// The game screen: the top bar over the map, or the scenario's problems when it cannot be loaded.
import { useEffect } from 'react';
import { useUiStore } from './store';
import { storeLanguage, useT } from './i18n';
import { MapView } from './ui/map/MapView';
import { ScenarioErrors } from './ui/ScenarioErrors';
import { TopBar } from './ui/TopBar';

export function App() {
  const t = useT();
  const language = useUiStore((s) => s.language);
  const scenario = useUiStore((s) => s.scenario);
  const problem = useUiStore((s) => s.scenarioProblem);

  useEffect(() => {
    document.documentElement.lang = language;
    storeLanguage(language);
  }, [language]);
  useEffect(() => {
    document.title = scenario ? `${t('app.title')} · ${scenario.name[language]}` : t('app.title');
  }, [scenario, language, t]);

  return (
    <div className="app">
      {scenario && <MapView key={scenario.id} scenario={scenario} />}
      {problem && <ScenarioErrors problem={problem} />}
      {!scenario && !problem && <p className="app__loading">{t('app.loading')}</p>}
      <TopBar />
    </div>
  );
}
