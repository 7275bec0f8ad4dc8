// Focus is always somewhere useful (issue 20): after the hand-over the new player starts on the map
// (or in the setup panel while setting up), a placement or a move chosen on the map takes focus there
// with the cursor on its first option, and whenever the control that had focus is gone (a dialog closed,
// a ship chip moved to a board, a button that vanished) focus goes to the dialog up, the map or the
// screen's first control instead of the page.
import { useEffect } from 'react';
import { useUiStore, type UiState } from '../store';
import { focusHome, focusLost, focusMap, noteFocus } from './focus';

/**
 * The setup panel's next step, while a player sets up in secret (§7.1): the next ship to assign, else a
 * marker still to place, else Finish setup, else its first control.
 */
function focusSetup(): boolean {
  const panel = document.querySelector<HTMLElement>('[data-testid="setup-panel"]');
  if (!panel || panel.closest('[inert]')) return false;
  const next =
    panel.querySelector<HTMLElement>('[data-testid="setup-reserve"] button') ??
    panel.querySelector<HTMLElement>('[data-testid^="place-marker-"].primary') ??
    panel.querySelector<HTMLElement>('[data-testid="finish-setup"]:not([disabled])') ??
    panel.querySelector<HTMLElement>('button:not([disabled])');
  if (!next) return false;
  next.focus();
  return true;
}

/** Where a decision answered in the panels (or the prompt bar) starts (a pending decision of the player at the screen). */
const DECISION_CONTROLS: Readonly<Record<string, string>> = {
  keepCard: '[data-testid="keep-choice"] button',
  cleanupDraw: '.hand__draw button',
  chooseFirstPlayer: '[data-testid="choose-first"] button',
  startOfRound: '[data-testid="sor-panel"] button',
  forcedDeployment: '[data-testid="deploy-panel"] button',
  moduleSetup: '[data-testid^="module-action-"]', // in the prompt bar
};

/**
 * A task force being deployed (laid out in the deploy panel): Deploy once every ship has its place (the
 * suggested layout fills them all), else the first ship still to place.
 */
function focusDeployment(): boolean {
  const s = useUiStore.getState();
  const panel = s.deploy ? document.querySelector<HTMLElement>('[data-testid="deploy-panel"]') : null;
  if (!panel || panel.closest('[inert]')) return false;
  const placed = new Set(s.deploy!.placements.map((p) => p.unitId));
  const unplaced = [...panel.querySelectorAll<HTMLElement>('[data-testid^="deploy-place-"]')].find((b) => !placed.has(b.dataset.testid!.slice('deploy-place-'.length)));
  const next = unplaced ?? panel.querySelector<HTMLElement>('[data-testid="deploy-confirm"]');
  if (!next) return false;
  next.focus();
  return true;
}

/** The setup's next step, or the first control of another decision waiting in the panels. */
function focusDecision(): boolean {
  if (focusSetup() || focusDeployment()) return true;
  const s = useUiStore.getState();
  const selector = s.viewer && s.session?.state.pending?.player === s.viewer ? DECISION_CONTROLS[s.session.state.pending.kind] : undefined;
  const control = selector ? document.querySelector<HTMLElement>(selector) : null;
  if (!control || control.closest('[inert]')) return false;
  control.focus();
  return true;
}

/** A choice on the map has just started: a new pick, or an own ship selected for its move. */
function mapChoiceStarted(s: UiState, prev: UiState): boolean {
  if (s.pick && !s.pick.node && s.pick.options !== prev.pick?.options) return true;
  const ship = s.selection && s.session?.state.units[s.selection]?.kind === 'ship';
  return !!ship && s.selection !== prev.selection;
}

/** Whether the control that had focus is gone: removed, disabled or behind a dialog. */
const gone = (el: HTMLElement | null): boolean =>
  !el || !el.isConnected || el.closest('[inert]') !== null || (el as HTMLButtonElement).disabled === true;

export function useFocusKeeper(): void {
  useEffect(() => {
    let frame = 0;
    let want: 'home' | 'map' | 'turn' = 'home';
    /** The control that last had focus: focus is put back only when it went away, not after a click on nothing,
     * and never before one had it (a page just loaded starts at its top, whenever its lazy parts arrive). */
    let last: HTMLElement | null = null;
    const settle = () => {
      frame = 0;
      const s = useUiStore.getState();
      if (want === 'map') {
        // the cursor starts on the first option, so Enter takes it and the live region names it
        const opts = s.pick?.options.map((o) => o.node) ?? [];
        if (opts.length && (!s.cursorNode || !opts.includes(s.cursorNode))) s.setCursor(opts[0]);
        focusMap();
      } else if (want === 'turn') {
        if (!focusDecision() && !focusMap()) focusHome();
      } else if (last !== null && focusLost() && gone(last) && !focusDecision()) focusHome();
      want = 'home';
    };
    // after React has rendered the change (two frames: the lazy parts of a cover may mount a frame late)
    const later = (what: typeof want) => {
      if (what !== 'home' || want === 'home') want = what;
      if (!frame) frame = requestAnimationFrame(() => (frame = requestAnimationFrame(settle)));
    };
    const unsubscribe = useUiStore.subscribe((s, prev) => {
      // a new player at the screen, or a placement on the map done during setup: the next step
      if (s.viewer && !prev.viewer && s.screen === 'game') later('turn');
      else if (prev.pick && !s.pick && s.session?.state.pending?.kind === 'taskForceSetup') later('turn');
      else if (s.viewer && mapChoiceStarted(s, prev)) later('map');
      else later('home');
    });
    const onFocusIn = (e: FocusEvent) => {
      if (!(e.target instanceof HTMLElement)) return;
      last = e.target;
      noteFocus(e.target);
    };
    // a focused control removed or disabled: focus falls to the page, maybe without a store change
    const onFocusOut = (e: FocusEvent) => {
      if (!e.relatedTarget) later('home');
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      unsubscribe();
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      cancelAnimationFrame(frame);
    };
  }, []);
}
