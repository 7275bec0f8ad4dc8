// The one primary action at a time (UX.md): what the player to act should do now, as a message key
// and its parameters. A choice in progress (a pick, a deployment, a card's target) speaks first. It
// names only what the engine's legal actions allow now, and where each is offered (rings, buttons).
import type { Action, ActionType, GameState } from '../../engine';
import { chainExtender } from './chain';
import { hasMessage, type MessageKey, type Translate } from '../../i18n';
import type { DeployDraft, Pick } from '../../store';
import { deployLetters, deployShips, placeCount } from './deploy';
import { bomberLabel, unitLabel } from './describe';
import { besideMovesOf, shipsThatMayMoveOf, targetsOf } from '../../store/derived';

export interface PromptInputs {
  state: GameState;
  selection: string | null;
  destination: string | null;
  pick?: Pick | null;
  deploy?: DeployDraft | null;
  cardTarget?: string | null;
  cardName?: (id: string) => string;
  /** The engine's reason an action is refused, in words (none: legal). */
  why?: (action: Action) => string | null;
  tfSelected?: string | null;
  bomberSelected?: string | null;
}

/**
 * `steps`: the words of each step offered, joined into the message's {steps}; `lists`: alternatives
 * ("a ship, a task force or an airfield"), each joined into the parameter of its name.
 */
export interface PromptText { key: MessageKey; params?: Record<string, string | number>; steps?: MessageKey[]; lists?: Record<string, MessageKey[]> }

const alternatives = (t: Translate, keys: MessageKey[]): string => {
  const words = keys.map((k) => t(k));
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')}${t('list.or')}${words.at(-1)}`;
};

/** The prompt in words: its steps and lists joined into their parameters, the sentence capitalised. */
export function promptSentence(t: Translate, p: PromptText): string {
  const params: Record<string, string | number> = { ...p.params };
  if (p.steps) params.steps = p.steps.map((k) => t(k)).join(', ');
  for (const [name, keys] of Object.entries(p.lists ?? {})) params[name] = alternatives(t, keys);
  const text = t(p.key, p.steps || p.lists || p.params ? params : undefined);
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** The forced deployment's marker (the owner's marker at the pending node). */
export function forcedMarker(state: GameState): string | null {
  const p = state.pending;
  if (p?.kind !== 'forcedDeployment') return null;
  return Object.values(state.taskForces?.markers ?? {}).find((m) => m.owner === p.player && m.node === p.nodes[0])?.id ?? null;
}

/** An open activation's steps besides ending it, in the order the prompt names them. */
const ACTIVATION_STEPS: [ActionType, MessageKey][] = [
  ['attack', 'step.attack'], ['depthCharge', 'step.depthCharge'], ['recoverPlane', 'step.recover'], ['unload', 'step.unload'],
  ['dive', 'step.dive'], ['exitMap', 'step.exit'], ['playCard', 'step.card'],
];

export function activationSteps(state: GameState): MessageKey[] {
  const types = new Set(besideMovesOf(state).map((a) => a.type));
  return ACTIVATION_STEPS.filter(([type]) => types.has(type)).map(([, key]) => key);
}

/** What may be activated now, by the engine's legal actions, in the order the opening prompt names them. */
const ACTORS: [ActionType[], MessageKey][] = [
  [['move'], 'select.ship'], [['moveTaskForce', 'deploy'], 'select.tf'], [['bomberAttack', 'bomberMove', 'extendChain'], 'select.bomber'],
  [['airOperation'], 'select.airfield'], [['activateFixed'], 'select.artillery'],
];
/** What else the hand panel offers instead of an activation. */
const HAND: [ActionType, MessageKey][] = [['playCard', 'select.card'], ['draw', 'select.draw']];

/** The opening prompt of a turn: what can act now (ships, TF markers, bombers, airfields, artillery), the hand's plays, Pass. */
function openingPrompt(state: GameState): PromptText {
  const types = new Set<ActionType>(besideMovesOf(state).map((a) => a.type));
  if (shipsThatMayMoveOf(state).length) types.add('move');
  const units = ACTORS.filter(([ts]) => ts.some((x) => types.has(x))).map(([, k]) => k);
  const hand = HAND.filter(([x]) => types.has(x)).map(([, k]) => k);
  if (units.length) return hand.length ? { key: 'prompt.selectOrHand', lists: { units, hand } } : { key: 'prompt.select', lists: { units } };
  return hand.length ? { key: 'prompt.hand', lists: { hand } } : { key: 'prompt.passOnly' };
}

/**
 * A pick's own prompt, without red rings when none of its options is an attack. A pick holds a card as
 * `cardId`: named here, in the language shown now (a switch of language renames it).
 */
function pickPrompt(i: PromptInputs, pick: Pick): PromptText {
  const { cardId, ...rest } = pick.params ?? {};
  const params = { node: pick.node ?? '', ...rest, ...(cardId !== undefined ? { card: i.cardName?.(String(cardId)) ?? cardId } : {}) };
  if (pick.node) return { key: 'prompt.heading', params };
  const attacks = pick.options.some((o) => o.action?.type === 'bomberAttack');
  // the chain's extension named in the prompt too when it is possible (its button is beside it)
  const extend = pick.prompt === 'prompt.bomber' && !!i.bomberSelected && chainExtender(i.state, i.bomberSelected) !== null;
  if (pick.prompt === 'prompt.bomber' && !attacks) return { key: extend ? 'prompt.bomberMoveOrExtend' : 'prompt.bomberMove', params };
  if (extend) return { key: 'prompt.bomberOrExtend', params };
  if (pick.prompt === 'prompt.bomberCard' && !attacks) return { key: 'prompt.bomberCardMove', params };
  if (pick.prompt === 'prompt.tf' && !besideMovesOf(i.state).some((a) => a.type === 'deploy' && a.markerId === i.tfSelected)) return { key: 'prompt.tfMove', params };
  return { key: pick.prompt, params };
}

/** The letter of an own TF marker's board. */
const tfLetter = (state: GameState, markerId: string): string =>
  Object.entries(state.taskForces?.boards[state.toAct] ?? {}).find(([, b]) => b.markerId === markerId)?.[0] ?? '?';

export function promptOf(i: PromptInputs): PromptText {
  const { state, selection, destination } = i;
  if (state.phase === 'over') return { key: 'prompt.over' };
  const pending = state.pending;
  if (pending?.kind === 'forcedDeployment') {
    // a ship of the deployment being placed: its node, then its heading
    if (i.pick) return pickPrompt(i, i.pick);
    if (i.deploy) return { key: 'prompt.deploy', params: { tf: deployLetters(deployShips(state, i.deploy.markerId)), n: placeCount(state, i.deploy.markerId) } };
    const m = forcedMarker(state);
    return m ? { key: 'prompt.forced', params: { n: placeCount(state, m), tf: deployLetters(deployShips(state, m)) } } : { key: 'prompt.decide' };
  }
  if (i.pick) return pickPrompt(i, i.pick);
  if (i.deploy) return { key: 'prompt.deploy', params: { tf: deployLetters(deployShips(state, i.deploy.markerId)), n: placeCount(state, i.deploy.markerId) } };
  if (i.cardTarget) return { key: 'prompt.cardTarget', params: { card: i.cardName?.(i.cardTarget) ?? i.cardTarget } };
  if (pending?.kind === 'taskForceSetup') return { key: 'prompt.setup' };
  if (pending?.kind === 'startOfRound') return { key: 'prompt.startOfRound' };
  if (pending?.kind === 'keepCard') return { key: 'prompt.keepCard' };
  if (pending?.kind === 'cleanupDraw') return { key: 'prompt.cleanupDraw' };
  if (pending?.kind === 'chooseFirstPlayer') return { key: 'prompt.chooseFirst' };
  if (pending?.kind === 'arrival')
    return { key: pending.as === 'surfacing' ? 'prompt.arrival.surfacing' : 'prompt.arrival.reinforcement', params: { unit: unitLabel(pending.unitId) } };
  if (pending?.kind === 'moduleSetup') {
    // a rule module's decision (module D's initiative…): its own words, its answers in the prompt bar
    const key = `prompt.module.${pending.module}.${pending.phase}`;
    return hasMessage(key) ? { key, params: { round: state.round } } : { key: 'prompt.decide' };
  }
  if (pending) return { key: 'prompt.decide' };
  const unit = { unit: selection ? unitLabel(selection) : '', node: destination ?? '' };
  if (state.activation && !state.activation.awaitingMove) {
    const steps = activationSteps(state);
    if (!steps.length) return { key: 'prompt.noTarget', params: { unit: unitLabel(state.activation.unitId) } };
    return steps.length === 1 && steps[0] === 'step.attack' ? { key: 'prompt.target' } : { key: 'prompt.activation', steps };
  }
  // a bomber or a TF marker selected with no move of its own (the engine's reason is shown below)
  const legal = () => besideMovesOf(state);
  if (i.bomberSelected) {
    const id = bomberLabel(i.bomberSelected);
    if (chainExtender(state, i.bomberSelected)) return { key: 'prompt.bomberExtend', params: { id } };
    // the engine's reason in the prompt itself (no separate error banner)
    const b = state.bombers?.find((x) => x.id === i.bomberSelected);
    const why = b && i.why?.({ type: 'bomberMove', bomberId: b.id, to: { node: b.node, heading: b.heading } });
    return why ? { key: 'prompt.bomberIdleWhy', params: { id, why } } : { key: 'prompt.bomberIdle', params: { id } };
  }
  if (i.tfSelected) {
    const deploy = legal().some((a) => a.type === 'deploy' && a.markerId === i.tfSelected);
    return { key: deploy ? 'prompt.tfDeploy' : 'prompt.tfIdle', params: { tf: tfLetter(state, i.tfSelected) } };
  }
  if (destination) return { key: 'prompt.heading', params: unit };
  // a command card started the activation: the ship must still move (Pass is not legal now)
  if (!selection && state.activation?.awaitingMove) return { key: 'prompt.cardMove', params: { unit: unitLabel(state.activation.unitId) } };
  if (selection) {
    if (state.units[selection]?.kind !== 'fixed') return { key: 'prompt.destination', params: unit };
    // coastal artillery: say before the token is spent that nothing is in its zone
    return { key: targetsOf(state, selection).length ? 'prompt.fixed' : 'prompt.fixedNoTarget', params: unit };
  }
  if (state.tokens[state.toAct].pool <= 0) return { key: 'prompt.noTokens' };
  return openingPrompt(state);
}
