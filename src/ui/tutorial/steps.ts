// The guided tutorial's steps, worked out from the game alone: which step the player is on follows from
// the engine's events (what the player has done) and state (what is open now), never from a timer; what
// the board points at comes from the engine's own answers (legal actions, reachable ends, a dry run of a
// move). Nothing here decides what is legal: the engine still refuses, with its reason, whatever the
// player tries. Only what the tutorial's player may know is read: their own units, actions and cards,
// and the public places of the enemy's units.
import { applyAction, type Action, type GameEvent, type GameState, type PlayerId } from '../../engine';
import { besideMovesOf, deciderOf, reachOf, shipsThatMayMoveOf } from '../../store/derived';

export const STEPS = ['welcome', 'select', 'move', 'attack', 'taskForce', 'draw', 'keep', 'card', 'pass', 'finish'] as const;
export type StepId = (typeof STEPS)[number];

/** What the board points at: a node of the map, or the first of some buttons (by data-testid) on screen. */
export type Pointer = { kind: 'node'; node: string } | { kind: 'button'; testIds: string[] };

/** The UI state the steps look at (the store's selection and choices). */
export interface TutorialUi {
  selection: string | null;
  destination: string | null;
  tfSelected: string | null;
  /** The nodes of the choice in progress (a TF move's destinations). */
  pickNodes: readonly string[];
}

/** What the player has done so far, from the events of their own actions. */
export interface Progress {
  moved: boolean;
  attacked: boolean;
  /** The first ship activation is over (by an attack or without one). */
  activationDone: boolean;
  taskForce: boolean;
  drew: boolean;
  kept: boolean;
  played: boolean;
  passed: boolean;
}

export function progressOf(events: readonly GameEvent[], player: PlayerId): Progress {
  const p: Progress = { moved: false, attacked: false, activationDone: false, taskForce: false, drew: false, kept: false, played: false, passed: false };
  for (const e of events) {
    if (!('player' in e) || e.player !== player) continue;
    switch (e.type) {
      case 'moved': case 'turned': case 'stayed': p.moved = true; break;
      case 'attacked': p.attacked = true; break;
      case 'activationEnded': if (p.moved) p.activationDone = true; break;
      case 'taskForceMoved': p.taskForce = true; break;
      case 'taskForceDeployed': if (e.how === 'turn') p.taskForce = true; break;
      case 'cardsDrawn': if (e.during === 'turn') p.drew = true; break;
      case 'cardKept': p.kept = true; break;
      case 'cardPlayed': p.played = true; break;
      case 'passed': p.passed = true; break;
    }
  }
  return p;
}

const fireMemo = new WeakMap<GameState, Map<string, string[]>>();

/**
 * The nodes where a ship of the player to act may stop with an enemy in its attack zone: each of its
 * legal ends tried on the engine (the move applied, then the attacks it lists), cheapest first.
 */
export function firingNodes(state: GameState, unitId: string): string[] {
  let byUnit = fireMemo.get(state);
  if (!byUnit) fireMemo.set(state, (byUnit = new Map()));
  const known = byUnit.get(unitId);
  if (known) return known;
  const nodes: string[] = [];
  for (const m of reachOf(state, unitId).list) {
    if (m.cost === 0 || nodes.includes(m.node)) continue;
    const r = applyAction(state, { type: 'move', unitId, to: { node: m.node, heading: m.heading } });
    if (r.ok && besideMovesOf(r.state).some((a) => a.type === 'attack')) nodes.push(m.node);
  }
  byUnit.set(unitId, nodes);
  return nodes;
}

/** The own ships that may be activated now and reach a firing node, the suggested one first (a cruiser, else the first). */
function shipsThatCanFire(state: GameState, player: PlayerId): string[] {
  const ships = Object.values(state.units).filter((u) => u.owner === player && u.kind === 'ship' && !u.activated);
  const can = ships.filter((u) => shipsThatMayMoveOf(state).includes(u.id) && firingNodes(state, u.id).length > 0);
  return can.sort((a, b) => Number(b.class === 'CA') - Number(a.class === 'CA') || a.id.localeCompare(b.id)).map((u) => u.id);
}

/** The step the player is on: the first one not yet done, in order (the welcome until read or acted on). */
export function stepOf(state: GameState, events: readonly GameEvent[], ui: TutorialUi, player: PlayerId, welcomed: boolean): StepId {
  if (state.phase === 'over') return 'finish';
  const p = progressOf(events, player);
  // the welcome was read once the player has done anything the steps ask (a game continued elsewhere)
  if (!welcomed && !Object.values(p).some(Boolean)) return 'welcome';
  if (p.passed) return 'finish';
  if (!p.activationDone) {
    const a = state.activation;
    if (a && a.player === player && !a.awaitingMove && p.moved) return 'attack';
    if (ui.selection && firingNodes(state, ui.selection).length > 0 && deciderOf(state) === player) return 'move';
    if (!p.moved) return 'select';
    return 'attack';
  }
  if (!p.taskForce) return 'taskForce';
  if (!p.drew) return 'draw';
  if (!p.kept) return 'keep';
  if (!p.played) return 'card';
  return 'pass';
}

/** The text of a step and its place names (params); `variant` picks another message of the same step. */
export interface StepView {
  step: StepId;
  /** The message: tutorial.<step>[.<variant>]. */
  variant?: 'other' | 'heading' | 'move' | 'over';
  params: Record<string, string | number>;
  pointer: Pointer | null;
}

const nodeOf = (state: GameState, id: string): string | undefined => state.units[id]?.node;

/** Among some nodes, the one nearest to any enemy unit (in grid steps, by map position). */
function nearestToEnemy(state: GameState, player: PlayerId, nodes: readonly string[], distance: (a: string, b: string) => number): string | null {
  const enemies = Object.values(state.units).filter((u) => u.owner !== player && u.node).map((u) => u.node);
  let best: string | null = null;
  let bestD = Infinity;
  for (const n of nodes) {
    const d = Math.min(...enemies.map((e) => distance(n, e)));
    if (d < bestD) { bestD = d; best = n; }
  }
  return best;
}

/**
 * What the step says and points at now. `distance` measures two nodes on the map (for the TF move's
 * suggested destination); `labels` are the buttons' own words, quoted in the step's text.
 */
export function stepView(step: StepId, state: GameState, ui: TutorialUi, player: PlayerId, distance: (a: string, b: string) => number, labels: { pass: string; draw: string; play: string; keep: (card: string) => string }): StepView {
  const legal = deciderOf(state) === player ? besideMovesOf(state) : [];
  switch (step) {
    case 'welcome':
      return { step, params: {}, pointer: { kind: 'button', testIds: ['tutorial-next'] } };
    case 'select': {
      const ships = shipsThatCanFire(state, player);
      const node = ships.length ? nodeOf(state, ships[0]) : undefined;
      const wrong = ui.selection !== null && !ships.includes(ui.selection);
      return { step, variant: wrong ? 'other' : undefined, params: { node: node ?? '' }, pointer: node ? { kind: 'node', node } : null };
    }
    case 'move': {
      if (ui.destination) return { step, variant: 'heading', params: { node: ui.destination }, pointer: { kind: 'node', node: ui.destination } };
      const node = ui.selection ? firingNodes(state, ui.selection)[0] : undefined;
      return { step, params: { node: node ?? '' }, pointer: node ? { kind: 'node', node } : null };
    }
    case 'attack': {
      const attack = legal.find((a): a is Extract<Action, { type: 'attack' }> => a.type === 'attack');
      const node = attack ? nodeOf(state, attack.targetId) : undefined;
      return { step, params: { node: node ?? '' }, pointer: node ? { kind: 'node', node } : state.activation ? { kind: 'button', testIds: ['end-activation'] } : null };
    }
    case 'taskForce': {
      const moves = legal.filter((a): a is Extract<Action, { type: 'moveTaskForce' }> => a.type === 'moveTaskForce');
      const markerId = ui.tfSelected ?? moves[0]?.markerId;
      const here = markerId ? state.taskForces?.markers[markerId]?.node : undefined;
      if (ui.tfSelected && ui.pickNodes.length) {
        const to = nearestToEnemy(state, player, ui.pickNodes.filter((n) => n !== here), distance);
        if (to) return { step, variant: 'move', params: { node: to }, pointer: { kind: 'node', node: to } };
      }
      return { step, params: { node: here ?? '' }, pointer: here ? { kind: 'node', node: here } : null };
    }
    case 'draw':
      return { step, params: { button: labels.draw }, pointer: { kind: 'button', testIds: ['draw'] } };
    case 'keep': {
      const drawn = state.pending?.kind === 'keepCard' && state.pending.player === player ? state.pending.drawn : [];
      const card = drawn[0];
      return { step, params: { button: card ? labels.keep(card) : '' }, pointer: card ? { kind: 'button', testIds: [`keep-${card}`] } : null };
    }
    case 'card': {
      const play = legal.find((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard');
      return { step, params: { button: labels.play }, pointer: play ? { kind: 'button', testIds: [`play-${play.cardId}`] } : null };
    }
    case 'pass':
      return { step, params: { button: labels.pass }, pointer: { kind: 'button', testIds: ['pass-confirm', 'pass'] } };
    case 'finish': {
      const left = Object.values(state.units).find((u) => u.owner !== player && u.kind === 'ship');
      return { step, variant: state.phase === 'over' ? 'over' : undefined, params: { rounds: state.setup.rounds, node: left?.node ?? '' }, pointer: null };
    }
  }
}
