// Playing the scenario being edited: a game started as the start screen starts one (the seats, a
// person or the computer), marked as played from the editor, so the game shows "Back to the editor"
// and leaving it comes back here with the edit history as it was.
import type { PlayerId } from '../../engine';
import type { Translate } from '../../i18n';
import { useUiStore } from '../../store';
import { parseScenario } from '../../scenarios/schema';
import type { EditorDoc } from '../../editor/document';
import { loadGame } from '../lazy';
import type { SeatChoice } from '../screens/seatChoice';
import { setPlayingFromEditor } from './playing';

/** Start a game of the document; false when the game refuses it (the problems list says why). */
export async function playFromEditor(doc: EditorDoc, seats: Record<PlayerId, SeatChoice>, t: Translate): Promise<boolean> {
  const [{ seatsOf }] = await Promise.all([import('../screens/seatChoice'), loadGame()]);
  const raw = JSON.parse(JSON.stringify(doc)) as unknown;
  const p = parseScenario(raw);
  if (!p.ok) return false;
  const store = useUiStore.getState();
  const played = seatsOf(seats, { blue: '', red: '' }, t);
  const watch = seats.blue !== 'human' && seats.red !== 'human';
  store.setScenario(p.value.id, p.value, null);
  const ok = store.startGame({
    scenarioId: p.value.id,
    scenarioRaw: raw,
    seed: Math.floor(Math.random() * 2 ** 31),
    options: { hideBetweenTurns: p.value.rules.hideBetweenTurns !== false && !watch, ...(played.bots ? { bots: played.bots } : {}) },
    names: played.names,
  });
  if (ok) setPlayingFromEditor(true);
  return ok;
}

/** Leave the game for the editor (the game stays in the saved games). */
export function backToEditor(): void {
  useUiStore.getState().leaveGame();
  setPlayingFromEditor(false);
}
