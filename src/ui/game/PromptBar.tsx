// The prompt line above the map (in its fixed slot): the one thing to do now, its buttons (end the
// activation, activate, pass, cancel), the overlay toggles; and, apart, the engine's reason for the last
// illegal attempt (PromptNotice).
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useUiStore } from '../../store';
import { besideMovesOf, refusalOf, targetsOf } from '../../store/derived';
import { useT } from '../../i18n';
import { cardInfo, errorText, playerName } from './describe';
import { promptOf, promptSentence } from './prompt';
import { StepButtons } from './StepButtons';
import { useDisplayed } from './useDisplayed';
import { ActionButtons } from './ActionButtons';
import { ModuleButtons } from './ModuleButtons';
import { screenModulesOf } from '../modules/screenModule';
import { PassButton } from './PassButton';
import { mapFrameMoved } from '../map/mapController';
import { announce } from '../announce';

export function PromptBar() {
  const t = useT();
  const lang = useUiStore((s) => s.language);
  const shown = useDisplayed();
  const selection = useUiStore((s) => s.selection);
  const destination = useUiStore((s) => s.destination);
  const viewer = useUiStore((s) => s.viewer);
  const overlays = useUiStore((s) => s.overlays);
  const pick = useUiStore((s) => s.pick);
  const deploy = useUiStore((s) => s.deploy);
  const cardTarget = useUiStore((s) => s.cardTarget);
  const tfSelected = useUiStore((s) => s.tfSelected);
  const bomberSelected = useUiStore((s) => s.bomberSelected);
  const names = useUiStore((s) => s.session?.names);
  const panelsOpen = useUiStore((s) => s.panelsOpen);
  const { submit, cancel, toggleOverlay, setPanelsOpen } = useUiStore.getState();
  const state = shown.state;
  const up = !!(state && shown.view && names);
  // when the bar changes height the map below follows before the browser paints (a resize observer:
  // no forced layout on every render)
  const bar = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = bar.current;
    if (!el) return;
    const observer = new ResizeObserver(() => mapFrameMoved());
    observer.observe(el);
    return () => observer.disconnect();
  }, [up]);
  // the new player's first prompt is read out after the hand-over (the bar itself was behind the cover)
  const promptNow = useRef('');
  const lastViewer = useRef(viewer);
  useEffect(() => {
    if (viewer && viewer !== lastViewer.current && promptNow.current) announce(promptNow.current);
    lastViewer.current = viewer;
  }, [viewer]);
  // under a cover the line stays (empty), a live region ready for the next player's prompt
  if (!state || !shown.view || !names)
    return (
      <div className="prompt" data-testid="prompt-bar" ref={bar}>
        <div className="prompt__row">
          <span className="prompt__text" data-testid="prompt" role="status" />
        </div>
      </div>
    );
  const mine = shown.interactive;
  const legal = mine ? besideMovesOf(state) : [];
  const can = (type: string) => legal.some((a) => a.type === type);
  const sel = selection ? state.units[selection] : null;
  const prompt = mine ? promptOf({ state, selection, destination, pick, deploy, cardTarget, tfSelected, bomberSelected, cardName: (id) => cardInfo(shown.view!, id, lang).name, why: (a) => { const e = refusalOf(state, a); return e ? errorText(lang, e, shown.view!) : null; } }) : null;
  const choosing = !!(selection || destination || pick || tfSelected || bomberSelected || cardTarget);
  const text = prompt
    ? promptSentence(t, prompt)
    : state.phase === 'over'
      ? t('prompt.over')
      : t('prompt.waiting', { player: playerName(names, t, state.pending?.player ?? state.toAct) });
  promptNow.current = text;
  return (
    <div className="prompt" data-testid="prompt-bar" ref={bar}>
      <div className="prompt__row">
        <span className="prompt__text" data-testid="prompt" role="status">
          {text}
        </span>
        <span className="prompt__actions">
          {mine && <StepButtons shown={shown} />}
          {mine && state.activation && !state.pending && (
            <button type="button" className="primary" data-testid="end-activation" onClick={() => submit({ type: 'endActivation' })}>
              {t('action.endActivation')}
            </button>
          )}
          {mine && sel?.kind === 'fixed' && !state.activation && (
            <button
              type="button"
              className="primary"
              data-testid="activate-unit"
              title={targetsOf(state, sel.id).length ? undefined : t('action.activate.noTarget')}
              onClick={() => submit({ type: 'activateFixed', unitId: sel.id })}
            >
              {t('action.activate')}
            </button>
          )}
          {mine && choosing && (!state.activation || pick) && !(state.pending?.kind === 'arrival') && (
            <button type="button" data-testid="cancel" onClick={cancel} title="Esc">
              {t('action.cancel')}
            </button>
          )}
          {mine && can('pass') && !choosing && (
            <PassButton tokensLeft={shown.view.tokens[state.toAct].pool} />
          )}
          {mine && <ModuleButtons legal={legal} />}
          {mine && <ActionButtons legal={legal} state={state} />}
          <button type="button" className="panels-toggle" data-testid="panels-toggle" aria-pressed={panelsOpen} onClick={() => setPanelsOpen(!panelsOpen)}>
            {t('panels.open')}
          </button>
          <button type="button" className="toggle" data-testid="toggle-threat" aria-pressed={overlays.threat} onClick={() => toggleOverlay('threat')} title={`${t('overlay.threat.title')} (T)`}>
            {t('overlay.threat')}
          </button>
          <button type="button" className="toggle" data-testid="toggle-own" aria-pressed={overlays.own} onClick={() => toggleOverlay('own')} title={`${t('overlay.own.title')} (O)`}>
            {t('overlay.own')}
          </button>
        </span>
      </div>
      {screenModulesOf(state).map((m) => m.PromptPart && <m.PromptPart key={m.id} view={shown.playerView} legal={legal} />)}
    </div>
  );
}

/** The refusal of the last illegal attempt, if it still belongs to this moment (the game and the player at the screen unchanged). */
function useNotice() {
  const rawNotice = useUiStore((s) => s.notice);
  const actionCount = useUiStore((s) => s.session?.actions.length);
  const viewer = useUiStore((s) => s.viewer);
  return rawNotice && (rawNotice.at === undefined || rawNotice.at === actionCount) && (rawNotice.viewer === undefined || rawNotice.viewer === viewer) ? rawNotice : null;
}

/**
 * The engine's reason for the last illegal attempt, under the prompt and what happened (GameScreen): it
 * unfolds below them over the map, so what happened never moves down for it (issue 37, layout shift).
 */
export function PromptNotice() {
  const lang = useUiStore((s) => s.language);
  const shown = useDisplayed();
  const notice = useNotice();
  if (!notice || !shown.view) return null;
  return (
    <div className="prompt__notice" data-testid="notice" role="alert" data-code={notice.error.code}>
      {notice.node ? <strong>{notice.node}: </strong> : null}
      {errorText(lang, notice.error, shown.view)}
    </div>
  );
}
