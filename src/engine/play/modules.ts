// Rule modules at play: the game loop asks the modules a game plays with (modules/registry.ts) at
// fixed points — resolving an attack, listing and applying their actions, after every action (event
// hooks, then victory rules), building a view, and before task-force setup (setup phases). With no
// module, each point costs one empty-list check and ENB plays exactly as alone.
import type { Action } from '../core/actions';
import type { Draft } from '../core/draft';
import { refuse, type Refusal } from '../core/errors';
import type { GameEvent } from '../core/events';
import type { AirRay, Attacker, Target } from '../core/hooks';
import type { GameView } from '../core/view';
import type { GameResult, GameState, Pending, PlayerId } from '../core/types';
import type { Direction } from '../geometry/grid';
import { formatPath } from '../../scenarios/mapSchema';
import { activeModules } from '../modules/registry';
import { beginGame } from '../rules/taskForces/tfSetup';
import { endGame } from '../rules/victory/scoring';
import { objectivesMet } from '../rules/victory/objectives';
import { viewFor as rulesView } from '../rules/view/view';

type ModuleAction = Extract<Action, { type: 'module' }>;
type SetupPending = Extract<Pending, { kind: 'moduleSetup' }>;

/** The combat resolver: the module that has one decides; ENB alone: the attack always strikes. */
export function attackHits(d: Draft, attacker: Attacker, target: Target): boolean {
  for (const { module, options } of activeModules(d.s)) if (module.combat) return module.combat(d, attacker, target, options);
  return true;
}

/** An air ray's length where it reaches a node: each module that shortens rays has its say (module L's weather). */
export function airRayLength(state: GameState, ray: AirRay, length: number): number {
  for (const { module, options } of activeModules(state)) if (module.rayLength) length = module.rayLength(state, ray, length, options);
  return length;
}

/** Before a round starts: the first module that asks a decision first (initiative…) holds the round back. */
export function roundStarting(d: Draft): boolean {
  for (const { module, options } of activeModules(d.s)) if (module.beforeRound?.(d, options)) return true;
  return false;
}

/** A module's result (its victory rule, its round limit), with each side's objectives met or not, as ENB's results carry them. */
function moduleResult(state: GameState, winner: PlayerId | null, module: string): GameResult {
  const objectives = objectivesMet(state);
  return { winner, reason: 'module', module, score: { ...state.score }, ...(objectives ? { objectives } : {}) };
}

/** The round limit: the first module with its own judgement of it decides (RuleModule.roundLimit), else null (ENB's). */
export function limitResult(state: GameState): GameResult | null {
  for (const { module, options } of activeModules(state)) {
    const r = module.roundLimit?.(state, options);
    if (r) return moduleResult(state, r.winner, module.id);
  }
  return null;
}

/** Whether the game plays command cards (§9): it has a deck, and no module turns cards off (RuleModule.cardsOff). */
export function playsCards(state: Pick<GameState, 'setup'>): boolean {
  return !!state.setup.cards && !activeModules(state).some(({ module, options }) => module.cardsOff?.(options));
}

/** How a unit moves now (RuleModule.moveAction): a module's own move, null when units are not moved now, undefined for ENB's move. */
export function moduleMoveAction(state: GameState, unitId: string, to: { node: string; heading: Direction }): Action | null | undefined {
  for (const { module, options } of activeModules(state)) {
    const a = module.moveAction?.(state, unitId, to, options);
    if (a !== undefined) return a;
  }
  return undefined;
}

/** The module actions the player to act may take now: in a module's setup phase only its own; else any module's, outside activations and decisions. */
export function moduleActions(state: GameState): Action[] {
  const active = activeModules(state);
  if (!active.length) return [];
  const pending = state.pending;
  if (state.activation || (pending && pending.kind !== 'moduleSetup')) return [];
  const out: Action[] = [];
  for (const { module, options } of active) {
    if (pending && pending.module !== module.id) continue;
    for (const a of module.actions ?? []) for (const params of a.legal(state, options)) out.push({ type: 'module', module: module.id, action: a.name, params });
  }
  return out;
}

/** A module action aimed at a map node ("why not here"): its variants there, its module's refusal, or null when its module does not aim it. */
export function aimModuleAction(state: GameState, probe: ModuleAction, node: string): Action[] | Refusal | null {
  const active = activeModules(state).find((m) => m.module.id === probe.module);
  const def = active?.module.actions?.find((a) => a.name === probe.action);
  if (!active || !def?.aimAt) return null;
  const aimed = def.aimAt(state, probe.params, node, active.options);
  return Array.isArray(aimed) ? aimed.map((params) => ({ ...probe, params })) : aimed;
}

/**
 * Apply a module action: the module must be in the game, know the action, and accept its params. `listed`:
 * one of the engine's own legal actions (engineMade), its params as the module listed them, already in the
 * shape their schema gives (a test holds every module to it): not parsed again, as ENB's own are not.
 */
export function applyModuleAction(d: Draft, state: GameState, action: ModuleAction, listed = false): Refusal | null {
  const active = activeModules(state).find((m) => m.module.id === action.module);
  if (!active) return refuse('module/not-in-game', `This game is not played with the rule module "${action.module}".`, { module: action.module });
  const pending = state.pending;
  if (pending?.kind === 'moduleSetup' && pending.module !== action.module)
    return refuse('decision/pending', `Not now: ${pending.player} must first finish the setup of the rule module "${pending.module}".`, { pending: pending.kind });
  const def = active.module.actions?.find((a) => a.name === action.action);
  if (!def) return refuse('module/unknown-action', `The rule module "${action.module}" has no action "${action.action}".`, { module: action.module, action: action.action });
  let params: unknown = action.params;
  if (!listed) {
    const parsed = def.params.safeParse(action.params);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = formatPath(['params', ...issue.path]);
      return refuse('action/malformed', `This action is not understood (${where}): ${issue.message}.`);
    }
    params = parsed.data;
  }
  const refusal = def.apply(d, state, params, active.options);
  if (refusal || pending?.kind !== 'moduleSetup' || d.s.pending) return refusal;
  resumeSetup(d, pending); // the phase is over: the next one, or task-force setup and round 1
  return null;
}

/** The module setup phases of a game, in order: (module index, phase index). */
function phasesOf(state: GameState): { k: number; p: number }[] {
  return activeModules(state).flatMap(({ module }, k) => (module.setup ?? []).map((_, p) => ({ k, p })));
}

function runPhases(d: Draft, from: number): void {
  const active = activeModules(d.s);
  const phases = phasesOf(d.s);
  for (let i = from; i < phases.length; i++) {
    const { module, options } = active[phases[i].k];
    if (module.setup![phases[i].p].begin(d, options)) return; // it waits for its players' decisions
  }
  beginGame(d); // §7.1: the setup of task forces, if any, then round 1
}

/** After the first player is settled: the modules' setup phases, then ENB's own setup and round 1. */
export const startPlay = (d: Draft): void => runPhases(d, 0);

function resumeSetup(d: Draft, finished: SetupPending): void {
  const active = activeModules(d.s);
  const at = phasesOf(d.s).findIndex(({ k, p }) => active[k].module.id === finished.module && active[k].module.setup![p].name === finished.phase);
  if (at >= 0) runPhases(d, at + 1); // else a decision within play (a round's initiative): the module goes on itself
}

/**
 * After an action's transition: the modules' event hooks for the events it produced (in order; the
 * events hooks add are not fed back), then their victory rules.
 */
export function afterAction(d: Draft): void {
  const active = activeModules(d.s);
  if (!active.length) return;
  const produced: readonly GameEvent[] = [...d.events];
  for (const { module, options } of active) {
    const on = module.on;
    if (!on) continue;
    for (const e of produced) {
      if (e.type === 'moved' || e.type === 'turned' || e.type === 'stayed') on.afterMove?.(d, e, options);
      else if (e.type === 'attacked') on.afterAttack?.(d, e, options);
      else if (e.type === 'roundEnded') on.roundEnd?.(d, e, options);
      else if (e.type === 'destroyed' || e.type === 'planeDestroyed' || e.type === 'bomberDestroyed') on.afterLoss?.(d, e, options);
    }
  }
  if (d.s.phase === 'over') return;
  for (const { module, options } of active) {
    const won = module.victory?.(d.s, options);
    if (!won) continue;
    endGame(d, moduleResult(d.s, won.winner, module.id));
    return;
  }
}

/** What one player may know (§12), with what the game's rule modules hide (hidden identities…) hidden too. */
export function viewFor(state: GameState, viewer: PlayerId): GameView {
  let out = rulesView(state, viewer);
  for (const { module, options } of activeModules(state)) if (module.visibility) out = module.visibility(out, state, viewer, options);
  return out;
}
