// The game screen (UX.md): the top bar above, the fleet panel on the left, the prompt line above the
// map in the middle, hand / round track / score on the right, the log at the bottom. While the
// hand-over cover is up nothing secret is rendered (panels empty, no tokens on the map).
import { useEffect } from 'react';
import type { Scenario } from '../../scenarios/schema';
import { useUiStore } from '../../store';
import { MapView } from '../map/MapView';
import { ScorePanel } from '../panels/SidePanels';
import { HandPanel } from '../panels/HandPanel';
import { RoundTrack } from '../panels/RoundTrackPanel';
import { LeftPanels } from '../panels/LeftPanels';
import { LogPanel } from '../panels/LogPanel';
import { PromptBar } from '../game/PromptBar';
import { WhatHappened } from '../game/WhatHappened';
import { HintStrip } from './HintStrip';
import { ReplayBar } from './ReplayBar';
import { modalUp } from '../modal';

const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function GameScreen({ scenario }: { scenario: Scenario }) {
  const screen = useUiStore((s) => s.screen);
  // under the hand-over cover (or any dialog) nothing behind is reachable by Tab or Enter
  const blocked = useUiStore(modalUp);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      const s = useUiStore.getState();
      if (e.key === 't' || e.key === 'T') s.toggleOverlay('threat');
      else if (e.key === 'o' || e.key === 'O') s.toggleOverlay('own');
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div className="game" data-testid="game-screen" inert={blocked}>
      <aside className="game__left">
        <LeftPanels />
      </aside>
      <div className="game__centre">
        {/* the prompt above and the hints below the map are in the flow: they never cover the canvas */}
        {screen === 'replay' ? <ReplayBar /> : <PromptBar />}
        {screen !== 'replay' && <WhatHappened />}
        <div className="game__map">
          <MapView key={scenario.id} scenario={scenario} />
        </div>
        <HintStrip />
      </div>
      <aside className="game__right">
        <HandPanel />
        <RoundTrack />
        <ScorePanel />
      </aside>
      <footer className="game__log">
        <LogPanel />
      </footer>
    </div>
  );
}
