// The one primary action at a time (UX.md): what the player to act should do now, as a message key.
import type { GameState } from '../../engine';
import type { MessageKey } from '../../i18n';

export interface PromptInputs {
  state: GameState;
  selection: string | null;
  destination: string | null;
}

export function promptKey({ state, selection, destination }: PromptInputs): MessageKey {
  if (state.phase === 'over') return 'prompt.over';
  if (state.phase !== 'play' && state.phase !== 'cleanup') return 'prompt.decide';
  const pending = state.pending;
  if (pending?.kind === 'keepCard') return 'prompt.keepCard';
  if (pending?.kind === 'cleanupDraw') return 'prompt.cleanupDraw';
  if (pending?.kind === 'chooseFirstPlayer') return 'prompt.chooseFirst';
  if (pending) return 'prompt.decide';
  if (state.activation) return 'prompt.target';
  if (destination) return 'prompt.heading';
  if (selection) return state.units[selection]?.kind === 'fixed' ? 'prompt.fixed' : 'prompt.destination';
  if (state.tokens[state.toAct].pool <= 0) return 'prompt.noTokens';
  return 'prompt.select';
}
