// The one primary action at a time (UX.md): what the player to act should do now, as a message key
// and its parameters. A choice in progress (a pick, a deployment, a card's target) speaks first.
import type { GameState } from '../../engine';
import type { MessageKey } from '../../i18n';
import type { DeployDraft, Pick } from '../../store';
import { deployLetters, deployShips, placeCount } from './deploy';
import { unitLabel } from './describe';
import { legalOf } from '../../store/derived';

export interface PromptInputs {
  state: GameState;
  selection: string | null;
  destination: string | null;
  pick?: Pick | null;
  deploy?: DeployDraft | null;
  cardTarget?: string | null;
  cardName?: (id: string) => string;
}

export interface PromptText { key: MessageKey; params?: Record<string, string | number> }

/** The forced deployment's marker (the owner's marker at the pending node). */
export function forcedMarker(state: GameState): string | null {
  const p = state.pending;
  if (p?.kind !== 'forcedDeployment') return null;
  return Object.values(state.taskForces?.markers ?? {}).find((m) => m.owner === p.player && m.node === p.nodes[0])?.id ?? null;
}

export function promptOf(i: PromptInputs): PromptText {
  const { state, selection, destination } = i;
  if (state.phase === 'over') return { key: 'prompt.over' };
  const pending = state.pending;
  if (pending?.kind === 'forcedDeployment') {
    // a ship of the deployment being placed: its node, then its heading
    if (i.pick) return { key: i.pick.node ? 'prompt.heading' : i.pick.prompt, params: { node: i.pick.node ?? '', ...i.pick.params } };
    const m = forcedMarker(state);
    return m ? { key: 'prompt.forced', params: { n: placeCount(state, m), tf: deployLetters(deployShips(state, m)) } } : { key: 'prompt.decide' };
  }
  if (pending?.kind === 'reaction') return { key: 'prompt.reaction', params: { attacker: unitLabel(pending.attackerId), target: unitLabel(pending.targetId) } };
  if (i.pick) return { key: i.pick.node ? 'prompt.heading' : i.pick.prompt, params: { node: i.pick.node ?? '', ...i.pick.params } };
  if (i.deploy) return { key: 'prompt.deploy', params: { tf: deployLetters(deployShips(state, i.deploy.markerId)), n: placeCount(state, i.deploy.markerId) } };
  if (i.cardTarget) return { key: 'prompt.cardTarget', params: { card: i.cardName?.(i.cardTarget) ?? i.cardTarget } };
  if (pending?.kind === 'taskForceSetup') return { key: 'prompt.setup' };
  if (pending?.kind === 'startOfRound') return { key: 'prompt.startOfRound' };
  if (pending?.kind === 'keepCard') return { key: 'prompt.keepCard' };
  if (pending?.kind === 'cleanupDraw') return { key: 'prompt.cleanupDraw' };
  if (pending?.kind === 'chooseFirstPlayer') return { key: 'prompt.chooseFirst' };
  if (pending) return { key: 'prompt.decide' };
  const unit = { unit: selection ? unitLabel(selection) : '', node: destination ?? '' };
  if (state.activation && !state.activation.awaitingMove)
    return { key: legalOf(state).some((a) => a.type !== 'attack' && a.type !== 'endActivation') ? 'prompt.options' : 'prompt.target' };
  if (destination) return { key: 'prompt.heading', params: unit };
  if (selection) return { key: state.units[selection]?.kind === 'fixed' ? 'prompt.fixed' : 'prompt.destination', params: unit };
  if (state.tokens[state.toAct].pool <= 0) return { key: 'prompt.noTokens' };
  return { key: 'prompt.select' };
}
