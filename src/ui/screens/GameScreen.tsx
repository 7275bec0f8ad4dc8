// The game screen (UX.md): the top bar above, the fleet panel on the left, the prompt line above the
// map in the middle, hand / round track / score on the right, the log at the bottom. While the
// hand-over cover is up nothing secret is rendered (panels empty, no tokens on the map).
import { useEffect, useRef } from 'react';
import type { Scenario } from '../../scenarios/schema';
import { useUiStore } from '../../store';
import { botAt } from '../../store/seats';
import { MapView } from '../map/MapView';
import { ScorePanel } from '../panels/SidePanels';
import { MapLegend } from '../panels/MapLegend';
import { HandPanel } from '../panels/HandPanel';
import { RoundTrack } from '../panels/RoundTrackPanel';
import { LeftPanels } from '../panels/LeftPanels';
import { LogPanel } from '../panels/LogPanel';
import { PromptBar, PromptNotice } from '../game/PromptBar';
import { WhatHappened } from '../game/WhatHappened';
import { BotBar } from '../bots/BotBar';
import { HintStrip } from './HintStrip';
import { ReplayBar } from './ReplayBar';
import { modalUp } from '../modal';
import { useT } from '../../i18n';
import { useLayoutBand } from '../layoutBand';
import { shortcutKey } from '../game/shortcuts';
import { ModulePanels } from '../modules/ModulePanels';
import { moduleScreen } from '../modules/screenModule';
import { TUTORIAL_ID } from '../tutorial/tutorialId';
// the guided tutorial's card and pointer (with the game's code, never on the first screen)
import { TutorialGuide } from '../tutorial/TutorialGuide';
import { useSounds } from '../sound/useSounds';

/** Pending decisions whose controls are in the side panels. */
// (a rule module's decision, e.g. module D's initiative, is answered by buttons in the prompt bar: the map stays in view)
const PANEL_DECISIONS: ReadonlySet<string> = new Set(['taskForceSetup', 'keepCard', 'cleanupDraw', 'chooseFirstPlayer', 'startOfRound', 'forcedDeployment']);

const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function GameScreen({ scenario }: { scenario: Scenario }) {
  useSounds(); // (sound off by default: the menu's switch)
  // a game of a module's own (on its own board) is drawn whole by that module's screen part
  const Own = moduleScreen(scenario.rules?.modules);
  return Own ? <Own /> : <EnbGameScreen scenario={scenario} />;
}

function EnbGameScreen({ scenario }: { scenario: Scenario }) {
  const screen = useUiStore((s) => s.screen);
  // under the hand-over cover (or any dialog) nothing behind is reachable by Tab or Enter
  const blocked = useUiStore(modalUp);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      const s = useUiStore.getState();
      if (modalUp(s)) return; // nothing behind a cover or a dialog
      if (e.key === 't' || e.key === 'T') s.toggleOverlay('threat');
      else if (e.key === 'o' || e.key === 'O') s.toggleOverlay('own');
      else if (!shortcutKey(e.key, e.shiftKey)) return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const t = useT();
  // the tutorial's card: at the top of the side column when the panels share one column, else above the map
  const band = useLayoutBand();
  const panelsOpen = useUiStore((s) => s.panelsOpen);
  const tutorial = useUiStore((s) => s.session?.scenarioId === TUTORIAL_ID);
  // a person's decision answered in the panels (setup, a card to keep, a deployment…) opens the drawer on a
  // small screen; a bot's never does (a watched game keeps its map in view)
  const decisionInPanels = useUiStore((s) => {
    const st = s.session?.state;
    return !!st && !!s.viewer && !!st.pending && PANEL_DECISIONS.has(st.pending.kind) && (st.pending as { player?: string }).player === s.viewer && !botAt(s.session!.options.bots, s.viewer);
  });
  // …and shuts it once the decision is answered: the hand-over button or the map the turn goes on with
  // would otherwise lie under it (only where there is a drawer: elsewhere the panels stand beside the map)
  const opened = useRef(false);
  useEffect(() => {
    if (decisionInPanels) useUiStore.getState().setPanelsOpen(true);
    else if (opened.current && band === 'drawer') useUiStore.getState().setPanelsOpen(false);
    opened.current = decisionInPanels;
  }, [decisionInPanels, band]);
  // a turn's result and the hand-over cover: the panels empty (nothing is the next player's yet); the drawer
  // then steps aside rather than its sections jumping under the cover (the result's hand-over button lies
  // where the drawer is); it is back, as it was, for the next player
  const handingOver = useUiStore((s) => s.screen === 'game' && !!s.session && s.viewer === null && s.session.state.phase !== 'over');
  return (
    <main className={`game${panelsOpen ? ' game--panels-open' : ''}${handingOver ? ' game--handing-over' : ''}`} data-testid="game-screen" inert={blocked}>
      <div className="game__centre">
        {/* the bots' line first: its buttons stay put while the prompt below changes with every action */}
        {/* the tutorial's card: above the map, or at the top of the side column when there is one beside the map */}
        {/* (above the map its first line also carries the machine player's line, one line less above the map;
            with the card in the side column that line lies over the map's top, so the map keeps its share) */}
        {tutorial && screen !== 'replay' && band !== 'column' && <TutorialGuide scenario={scenario} botBar={<BotBar />} />}
        {!(tutorial && screen !== 'replay') && <BotBar />}
        {/* nothing moves under the pointer: the prompt has a fixed slot above the map; a longer prompt, its
            refusal notice and what happened unfold over the map's top, the hints lie over its foot */}
        <div className="game__head">
          <div className="game__float">
            {screen === 'replay' ? <ReplayBar /> : <PromptBar />}
            {screen !== 'replay' && <WhatHappened />}
            {/* a refusal unfolds last: what happened above it never moves down for it */}
            {screen !== 'replay' && <PromptNotice />}
          </div>
        </div>
        <div className="game__map">
          <MapView key={scenario.id} scenario={scenario} />
          {tutorial && screen !== 'replay' && band === 'column' && <div className="game__bot-over"><BotBar /></div>}
          {/* the first-game hints lie over the map's foot in a strip of fixed height: their words change with
              the phase and the map never moves (the tutorial's card says what to do instead) */}
          {!tutorial && <HintStrip />}
        </div>
      </div>
      {/* wide screens: the fleet left of the map, the rest right; narrower: one column; small: a drawer */}
      <div className="game__side" data-testid="game-side">
        <div className="game__drawer-bar">
          <button type="button" data-testid="panels-close" onClick={() => useUiStore.getState().setPanelsOpen(false)}>
            {t('panels.close')}
          </button>
        </div>
        {tutorial && screen !== 'replay' && band === 'column' && <TutorialGuide scenario={scenario} />}
        <aside className="game__left" aria-label={t('panels.left')}>
          <LeftPanels />
        </aside>
        <aside className="game__right" aria-label={t('panels.right')}>
          <div className="game__right-panels">
            <HandPanel />
            <RoundTrack />
            <ScorePanel />
            <ModulePanels />
            <MapLegend />
          </div>
          <div className="game__log">
            <LogPanel />
          </div>
        </aside>
      </div>
    </main>
  );
}
