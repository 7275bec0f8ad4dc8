// Keyboard shortcuts for the frequent things (issue 20), listed in Help: N the next own unit that may
// act (Shift+N the one before), X the next target or step of the activation, E end the activation,
// P pass (with the Pass button's own question while tokens are left). The engine's legal actions say
// which units may act and what may be targeted; nothing here decides a rule.
import { useUiStore } from '../../store';
import { besideMovesOf, personMayAct, shipsThatMayMoveOf } from '../../store/derived';
import { stepOptionsOf } from './pick';

/** The next (or previous) item after the current one, wrapping round; the first when none is current. */
const cycle = <T,>(list: readonly T[], current: T | null, back: boolean): T => {
  const k = current === null ? -1 : list.indexOf(current);
  if (k < 0) return back ? list[list.length - 1] : list[0];
  return list[(k + (back ? -1 : 1) + list.length) % list.length];
};

/** Press a button of the prompt bar by its test id (the same path as a click), if it is there. */
function press(testId: string): boolean {
  const button = document.querySelector<HTMLButtonElement>(`[data-testid="${testId}"]:not([disabled])`);
  if (!button || button.closest('[inert]')) return false;
  button.click();
  return true;
}

/** A shortcut key during play; true when it did something (the key is then taken). */
export function shortcutKey(key: string, shift: boolean): boolean {
  const s = useUiStore.getState();
  const state = s.session?.state;
  if (s.screen !== 'game' || !state || !s.session || !personMayAct(s.session, s.viewer)) return false;
  const k = key.toLowerCase();
  if (k === 'n' && !state.activation && !state.pending) {
    // the ships that may move and the artillery that may be activated, in the record's order (as legalActions lists them)
    const acting = new Set(shipsThatMayMoveOf(state));
    for (const a of besideMovesOf(state)) if (a.type === 'activateFixed') acting.add(a.unitId);
    const ids = Object.keys(state.units).filter((id) => acting.has(id));
    if (!ids.length) return false;
    s.selectUnit(cycle(ids, s.selection, shift));
    return true;
  }
  if (k === 'x' && state.activation && !state.activation.awaitingMove) {
    const nodes = [...new Set(stepOptionsOf(state).map((o) => o.node))];
    if (!nodes.length) return false;
    s.setCursor(cycle(nodes, s.cursorNode, shift));
    return true;
  }
  if (k === 'e' && state.activation) return press('end-activation');
  if (k === 'p') {
    // the question "Pass with N tokens left?" is the Pass button's own; P again confirms it
    if (press('pass-confirm')) return true;
    if (!press('pass')) return false;
    requestAnimationFrame(() => requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-testid="pass-confirm"]')?.focus()));
    return true;
  }
  return false;
}
