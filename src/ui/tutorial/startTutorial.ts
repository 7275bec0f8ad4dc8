// Starting the guided tutorial (loaded when a player picks "Tutorial" on the start screen): its scenario
// against the easy machine player at Red, with fixed seeds so every tutorial opens the same way; then
// the fleet set-up is done for the player (task force A of the two destroyers, its marker at B7, no
// start-of-round step), each through the engine like any action, so the guide starts at its welcome.
import type { Action } from '../../engine';
import { useUiStore } from '../../store';
import raw from '../../scenarios/guided-tutorial.json';
import { loadGame } from '../lazy';
import { startVsBot } from './vsBot';

/** The game's seed and the machine player's: the same tutorial for everyone. */
export const TUTORIAL_SEED = 7;
export const TUTORIAL_BOT_SEED = 11;

/** The fleet set-up done for the player (R-SETUP-1 and the start-of-round step of round 1). */
export const TUTORIAL_SETUP: readonly Action[] = [
  { type: 'assignToTaskForce', unitId: 'blue-DD-1', tf: 'A' },
  { type: 'assignToTaskForce', unitId: 'blue-DD-2', tf: 'A' },
  { type: 'placeMarker', tf: 'A', node: 'B7' },
  { type: 'finishSetup' },
  { type: 'endStartOfRound' },
];

/** Start the guided tutorial: its game, with the set-up done. */
export async function startTutorial(): Promise<boolean> {
  await loadGame();
  if (!startVsBot(raw, TUTORIAL_SEED, TUTORIAL_BOT_SEED)) return false;
  const { submit } = useUiStore.getState();
  return TUTORIAL_SETUP.every((a) => submit(a));
}
