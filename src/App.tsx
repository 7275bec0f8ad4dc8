// The app: the top bar over the current screen (start, game, replay), with the hand-over cover, the
// end screen and the help guide above; or the scenario's problems when it cannot be loaded.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useUiStore } from './store';
import { storeLanguage, useT } from './i18n';
import { ScenarioErrors } from './ui/ScenarioErrors';
import { TopBar } from './ui/TopBar';
import { StartScreen } from './ui/screens/StartScreen';
import { DropZone } from './ui/saves/DropZone';
import { SaveProblem } from './ui/saves/SaveProblem';
import { ErrorBoundary } from './ui/ErrorBoundary';
import { UpdatePrompt } from './ui/UpdatePrompt';
import { DemoBadge } from './ui/DemoBadge';
import { useKiosk } from './ui/kiosk/useKiosk';
import { useFocusKeeper } from './ui/useFocusKeeper';
import { Announcer } from './ui/announce';
import { HelpDialog, Loading, loadGame, useGameUi } from './ui/lazy';
import type { Scenario } from './scenarios/schema';
import { usePlaytestOpen } from './ui/playtest/playtestOpen';

// kiosk mode's screens and dialogs load on demand: off the first screen of everyone else
const KioskControls = lazy(() => import('./ui/kiosk/KioskControls').then((m) => ({ default: m.KioskControls })));
const KioskStart = lazy(() => import('./ui/kiosk/KioskStart').then((m) => ({ default: m.KioskStart })));
// the Playtest screen (the balance lab in the browser) too
const PlaytestScreen = lazy(() => import('./ui/playtest/PlaytestScreen').then((m) => ({ default: m.PlaytestScreen })));
// the scenario editor too, and its way back from a game played from it
const EditorPart = lazy(() => import('./ui/editor/editorEntry').then((m) => ({ default: m.EditorPart })));

const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function App({ extraScenario }: { extraScenario?: { raw: unknown; scenario: Scenario } | null }) {
  const t = useT();
  const language = useUiStore((s) => s.language);
  const scenario = useUiStore((s) => s.scenario);
  const problem = useUiStore((s) => s.scenarioProblem);
  const screen = useUiStore((s) => s.screen);
  const helpOpen = useUiStore((s) => s.helpOpen);
  const kiosk = useKiosk();
  useFocusKeeper();
  const playtest = usePlaytestOpen();
  const [editor, setEditor] = useState(false);
  const leaveEditor = () => setEditor(false);
  const openEditor = () => setEditor(true);
  // the game screen and everything about a game: loaded before a game is shown (ui/lazy.tsx)
  const ui = useGameUi();
  useEffect(() => {
    if (screen !== 'start' && !ui) void loadGame();
  }, [screen, ui]);

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
      <ErrorBoundary>
      {/* first in the document: the first stop of Tab (it sits on top of the screens by its own position) */}
      <TopBar />
      {problem ? (
        <ScenarioErrors problem={problem} />
      ) : screen === 'start' ? (
        kiosk ? (
          <Suspense fallback={<Loading />}>
            <KioskStart kiosk={kiosk} />
          </Suspense>
        ) : editor ? (
          <Suspense fallback={<Loading />}>
            <EditorPart part="screen" open={openEditor} leave={leaveEditor} />
          </Suspense>
        ) : playtest ? (
          <Suspense fallback={<Loading />}>
            <PlaytestScreen />
          </Suspense>
        ) : (
          <StartScreen extra={extraScenario} />
        )
      ) : scenario && ui ? (
        <ui.GameScreen scenario={scenario} />
      ) : scenario ? (
        <Loading />
      ) : (
        <p className="app__loading">{t('app.loading')}</p>
      )}
      {ui && <ui.HandOverCover />}
      {ui && <ui.EndScreen />}
      {helpOpen && (
        <Suspense fallback={<Loading />}>
          <HelpDialog />
        </Suspense>
      )}
      {ui && <ui.UndoConfirm />}
      {ui && <ui.ImportChoiceDialog />}
      {ui && <ui.FileReportDialog />}
      <DropZone />
      {editor && screen !== 'start' && (
        <Suspense fallback={null}>
          <EditorPart part="return" open={openEditor} leave={leaveEditor} />
        </Suspense>
      )}
      </ErrorBoundary>
      <SaveProblem />
      <DemoBadge />
      {(kiosk || (screen === 'start' && !playtest && !editor)) && (
        <Suspense fallback={null}>
          <KioskControls kiosk={kiosk} />
          {!kiosk && <EditorPart part="open" open={openEditor} leave={leaveEditor} />}
        </Suspense>
      )}
      <UpdatePrompt />
      <Announcer />
    </div>
  );
}
