// The app: the top bar over the current screen (start, game, replay), with the hand-over cover, the
// end screen and the help guide above; or the scenario's problems when it cannot be loaded.
import { useEffect } from 'react';
import { useUiStore } from './store';
import { storeLanguage, useT } from './i18n';
import { ScenarioErrors } from './ui/ScenarioErrors';
import { TopBar } from './ui/TopBar';
import { GameScreen } from './ui/screens/GameScreen';
import { StartScreen } from './ui/screens/StartScreen';
import { HandOverCover } from './ui/screens/HandOverCover';
import { EndScreen } from './ui/screens/EndScreen';
import { HelpDialog } from './ui/screens/HelpDialog';
import { DropZone } from './ui/saves/DropZone';
import { FileReportDialog, ImportChoiceDialog } from './ui/saves/FileDialogs';
import { UndoConfirm } from './ui/saves/UndoConfirm';
import type { Scenario } from './scenarios/schema';

const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function App({ extraScenario }: { extraScenario?: { raw: unknown; scenario: Scenario } | null }) {
  const t = useT();
  const language = useUiStore((s) => s.language);
  const scenario = useUiStore((s) => s.scenario);
  const problem = useUiStore((s) => s.scenarioProblem);
  const screen = useUiStore((s) => s.screen);

  useEffect(() => {
    document.documentElement.lang = language;
    storeLanguage(language);
  }, [language]);
  useEffect(() => {
    document.title = scenario && screen !== 'start' ? `${t('app.title')} · ${scenario.name[language]}` : t('app.title');
  }, [scenario, language, t, screen]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      const s = useUiStore.getState();
      if (e.key === '?') {
        e.preventDefault();
        s.setHelp(!s.helpOpen);
      } else if (e.key === 'Escape' && s.helpOpen) {
        e.preventDefault();
        s.setHelp(false);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="app">
      {problem ? (
        <ScenarioErrors problem={problem} />
      ) : screen === 'start' ? (
        <StartScreen extra={extraScenario} />
      ) : scenario ? (
        <GameScreen scenario={scenario} />
      ) : (
        <p className="app__loading">{t('app.loading')}</p>
      )}
      <TopBar />
      <HandOverCover />
      <EndScreen />
      <HelpDialog />
      <UndoConfirm />
      <ImportChoiceDialog />
      <FileReportDialog />
      <DropZone />
    </div>
  );
}
