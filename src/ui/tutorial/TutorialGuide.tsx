// The guided tutorial's card above the map (shown in a tutorial game only): the step's text in a live
// region, "Step n of N", Back (read the steps before again), Skip tutorial, and on the last step how to
// win with a real game to play; plus the pointer on the board. The step follows from the game itself
// (steps.ts): it moves on when the player has done what it asks, never by a timer.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useUiStore } from '../../store';
import { deciderOf } from '../../store/derived';
import { loneHuman } from '../../store/seats';
import { useT, type MessageKey } from '../../i18n';
import { nodeIndex } from '../../engine/geometry';
import { getMapLayout, nodeToPoint, SPACING } from '../map/layout';
import { cardInfo } from '../game/describe';
import { viewOf } from '../../store/derived';
import { focusMap } from '../focus';
import type { Scenario } from '../../scenarios/schema';
import { STEPS, stepOf, stepView, type StepId, type TutorialUi } from './steps';
import { setGuideChoice, useGuideChoice } from './guideState';
import { TutorialPointer, usePointerPlacement } from './TutorialPointer';
import { startRealGame } from './vsBot';
import './tutorial.css';

const messageOf = (step: StepId, variant?: string): MessageKey => `tutorial.${step}${variant ? `.${variant}` : ''}` as MessageKey;

/** `botBar`: the machine player's line, shown on the card's first line (when the card is above the map). */
export function TutorialGuide({ scenario, botBar }: { scenario: Scenario; botBar?: ReactNode }) {
  const t = useT();
  const lang = useUiStore((s) => s.language);
  const session = useUiStore((s) => s.session);
  const screen = useUiStore((s) => s.screen);
  const selection = useUiStore((s) => s.selection);
  const destination = useUiStore((s) => s.destination);
  const tfSelected = useUiStore((s) => s.tfSelected);
  const pick = useUiStore((s) => s.pick);
  const thinking = useUiStore((s) => s.botThinking);
  const first = session?.timeline.states[0] ?? null;
  const libraryId = useUiStore((s) => s.libraryId);
  const choice = useGuideChoice(first, libraryId);
  const [review, setReview] = useState<StepId | null>(null);
  const layout = useMemo(() => getMapLayout(scenario.map), [scenario]);
  const player = (session && loneHuman(session.options.bots)) ?? 'blue';

  const ui: TutorialUi = { selection, destination, tfSelected, pickNodes: pick ? pick.options.map((o) => o.node) : [] };
  const state = session?.state ?? null;
  const current = state && session ? stepOf(state, session.events, ui, player, choice.welcomed) : 'welcome';
  useEffect(() => setReview(null), [current]);
  const shownStep = review ?? current;
  const distance = (a: string, b: string): number => {
    const p = nodeToPoint(layout.shape, nodeIndex(layout.shape, a));
    const q = nodeToPoint(layout.shape, nodeIndex(layout.shape, b));
    return Math.hypot(p.x - q.x, p.y - q.y) / SPACING;
  };
  const view = state
    ? stepView(shownStep, state, ui, player, distance, {
        pass: t('action.pass'),
        draw: t('hand.draw'),
        play: t('hand.play'),
        keep: (card) => t('hand.keep', { card: cardInfo(viewOf(state, player), card, lang).name }),
      })
    : null;
  const waiting = !!state && state.phase !== 'over' && current !== 'welcome' && current !== 'finish' && (deciderOf(state) !== player || thinking !== null);
  const pointer = review || waiting || screen !== 'game' ? null : view?.pointer ?? null;
  const placement = usePointerPlacement(pointer, scenario);
  if (!session || !state || !view || choice.closed || screen !== 'game') return null;

  const index = STEPS.indexOf(shownStep);
  const close = () => {
    setGuideChoice(first!, libraryId, { closed: true });
    focusMap();
  };
  const text = t(messageOf(shownStep, view.variant), view.params);
  return (
    <section className="tutorial" data-testid="tutorial" data-step={shownStep} data-current={current} aria-label={t('tutorial.title')}>
      <div className="tutorial__head">
        <strong>{t('tutorial.title')}</strong>
        <span className="muted small" data-testid="tutorial-progress">{t('tutorial.progress', { n: index + 1, total: STEPS.length })}</span>
      </div>
      {botBar && <div className="tutorial__bots">{botBar}</div>}
      <p className="tutorial__text" role="status" aria-live="polite" data-testid="tutorial-text">
        {review && <span className="tutorial__done">{t('tutorial.done')}: </span>}
        {text}
        {!review && placement?.viaPanels === 'open' && <> {t('tutorial.openPanels', { button: t('panels.open') })}</>}
        {!review && placement?.viaPanels === 'close' && <> {t('tutorial.closePanels', { button: t('panels.close') })}</>}
        {!review && waiting && <span className="tutorial__waiting" data-testid="tutorial-waiting"> {t('tutorial.waiting')}</span>}
      </p>
      <div className="tutorial__buttons">
        <button type="button" data-testid="tutorial-back" disabled={index === 0} onClick={() => setReview(STEPS[Math.max(0, index - 1)])}>
          {t('tutorial.back')}
        </button>
        {review && (
          <button type="button" className="primary" data-testid="tutorial-resume" onClick={() => setReview(null)}>
            {t('tutorial.resume')}
          </button>
        )}
        {!review && current === 'welcome' && (
          <button
            type="button"
            className="primary"
            data-testid="tutorial-next"
            onClick={() => {
              setGuideChoice(first!, libraryId, { welcomed: true });
              focusMap();
            }}
          >
            {t('tutorial.next')}
          </button>
        )}
        {!review && current === 'finish' ? (
          <>
            <button type="button" className="primary" data-testid="tutorial-real-game" onClick={() => void startRealGame()}>
              {t('tutorial.realGame')}
            </button>
            <button type="button" data-testid="tutorial-keep-playing" onClick={close}>
              {t('tutorial.keepPlaying')}
            </button>
            <button type="button" data-testid="tutorial-choose" onClick={() => useUiStore.getState().leaveGame()}>
              {t('tutorial.chooseScenario')}
            </button>
          </>
        ) : (
          <button type="button" data-testid="tutorial-skip" onClick={close}>
            {t('tutorial.skip')}
          </button>
        )}
      </div>
      <TutorialPointer placement={placement} label={t('tutorial.pointer')} />
    </section>
  );
}
