// The bots' knowledge of module D's fleet turns (D-FLEET-2, D-FLEET-3): in the move step each ship's
// move is weighed as ENB's own move would be (weigh.ts: a strike from its end, out of enemy zones,
// closing on its prey) and the best is made while it gains anything, then the moves end; in the
// declaration step each unit declares its attack on the target most worth it, then the declarer
// finishes (an attack is never withdrawn: it costs nothing to fire). Dice combat itself (D-HIT…) is
// resolved by the engine in the playouts; the bots price a strike by its chance (diceStrikeWorth,
// BotModule.strikeWorth). The initiative winner's order is chosen by rule (initiativeChoice). A missed
// to-hit die with a re-roll right (D-REROLL) is always re-rolled.
import { unitPoints, type Action, type GameState, type PlayerId } from '../../engine/index';
import { WEIGHTS } from '../../bots/evaluate';
import type { BotModule } from '../../bots/botModule';
import type { BotRandom } from '../../bots/random';
import { weighTurn, type Weighed } from '../../bots/weigh';
import { targetValue, zoneReach } from '../../bots/tactics';
import { nodeDistance } from '../../bots/distance';
import { declarableTargets, fleetStep, fleetTurn, FLEET_DECLARE, FLEET_MOVE } from './rules/fleet';
import { damageOf, diceProfile, type DiceOptions } from './rules/dice';
import { rerollDecider } from './rules/reroll';

type ModuleAction = Extract<Action, { type: 'module' }>;
const named = (legal: readonly Action[], name: string): ModuleAction[] =>
  legal.filter((a): a is ModuleAction => a.type === 'module' && a.module === 'dice' && a.action === name);

/** The fleet moves weighed as ENB moves, best first (the fleet move each stands for). */
function weighedMoves(state: GameState, legal: readonly Action[], rng: BotRandom): { action: ModuleAction; value: number }[] {
  const moves = named(legal, 'fleetMove');
  const asMove = new Map<Action, ModuleAction>();
  for (const a of moves) {
    const p = a.params as { unitId: string; to: { node: string; heading: number } };
    asMove.set({ type: 'move', unitId: p.unitId, to: p.to } as Action, a);
  }
  const ws: Weighed[] = weighTurn(state, [...asMove.keys()], rng, 0);
  return ws.map((w) => ({ action: asMove.get(w.action)!, value: w.value })).sort((x, y) => y.value - x.value);
}

/** How much of a sinking one hit's damage is worth when it does not sink (it brings the next one nearer). */
export const DAMAGE_SHARE = 0.5;

/** The game's module D options (undefined: a game without dice). */
const diceOptionsOf = (state: GameState): DiceOptions | undefined => state.setup.modules?.find((m) => m.id === 'dice')?.options as DiceOptions | undefined;

/**
 * What an attack is worth with dice (D-HIT, D-DEFENCE, D-DAMAGE, D-HULL), in points: the chance it hits
 * and gets through, times the target's points if that damage sinks it (a damage of 1, or a critical 2
 * in a tenth of the rolls) and a share of them for the damage that does not. The bots thus shoot what
 * they can sink (a corvette, a ship already damaged) before a battleship that shrugs the shot off;
 * under ENB's certain kill the worth was the target's points whatever the dice.
 */
export function diceStrikeWorth(state: GameState, attackerId: string, targetId: string, points: number): number {
  const options = diceOptionsOf(state);
  if (!options) return points;
  const chance = (need: number) => Math.min(1, Math.max(0, (11 - need) / 10)); // a d10 at `need` or more
  const attacker = state.units[attackerId];
  const hit = chance(attacker ? diceProfile(options, attacker.class)?.hit ?? 11 : 6); // D-AIR: a bomber hits on 6+
  const target = state.units[targetId];
  if (!target) return hit * points; // D-AIR: a plane or a bomber hit is destroyed; a TF marker deploys
  const p = diceProfile(options, target.class);
  if (!p) return hit * points; // no profile: sinks at the first damage, no defence
  const through = 1 - chance(p.defence);
  const left = p.hull - damageOf(state, targetId);
  const sinks = left <= 1 ? 1 : left === 2 ? 0.1 : 0;
  return hit * through * points * (sinks + (1 - sinks) * DAMAGE_SHARE * Math.min(1.1, left) / p.hull);
}

/** How much of a unit's points its damage counts for, per share of its hull taken (a damaged ship is nearer its sinking). */
export const DAMAGE_WORTH = 0.5;

/**
 * Module D's part of the evaluation (added to ENB's): the damage each side has dealt, in tenths of a
 * point — a unit's points times the share of its hull gone, times DAMAGE_WORTH. ENB's terms count only
 * sinkings, so a playout whose shot hit without sinking looked like one that missed.
 */
export function damageValue(state: GameState, player: PlayerId): number {
  const options = diceOptionsOf(state);
  if (!options) return 0;
  let v = 0;
  for (const id in state.units) {
    const u = state.units[id];
    const d = damageOf(state, id);
    if (!d) continue;
    const p = diceProfile(options, u.class);
    if (!p) continue;
    const worth = WEIGHTS.point * DAMAGE_WORTH * unitPoints(state, u) * Math.min(1, d / p.hull);
    v += u.owner === player ? -worth : worth;
  }
  return v;
}

/**
 * D-FLEET-3: the shots each side has to come in a fleet turn whose targets stand still — once the side
 * going first has made its moves (it cannot move again, and the other cannot end a move in its zones,
 * R-MOVE-4): each unit's declared attack, or the best it could declare from where it stands, priced by
 * its chance (strikeWorth), as an attack to come. Before that the first mover's targets would still move
 * away: what counts is the shots the other side may line up on it (shotsAwaited). ENB's terms read an
 * open activation's targets only, so a fleet move that set up a shot (or ran into one) looked no better
 * than one that did not.
 */
export function shotsToCome(state: GameState, player: PlayerId): number {
  const step = fleetStep(state), turn = fleetTurn(state);
  if (!step || !turn) return 0;
  if (step.step === FLEET_MOVE && step.player === state.order[0]) return shotsAwaited(state, player);
  let v = 0;
  for (const id in state.units) {
    const u = state.units[id];
    const declared = turn.declared.find((a) => a.unitId === id);
    let best = 0;
    if (declared) best = targetValue(state, { id: declared.targetId, kind: 'ship' }, id);
    else for (const t of declarableTargets(state, id)) best = Math.max(best, targetValue(state, { id: t, kind: 'ship' }, id));
    v += u.owner === player ? best : -best;
  }
  return WEIGHTS.attackToCome * v;
}

/** How much of the shots the side going second could line up on the first mover's ships is counted (not every end is free of the first mover's zones, R-MOVE-4). */
export const AWAITED_SHARE = 0.5;

/**
 * D-FLEET-2: while the side going first moves, the shots the other side may line up once it moves in
 * turn: each of its ships (a fixed unit standing) on the first mover's unit most worth its attack
 * within its move and its zone's reach, a share of it (AWAITED_SHARE), against the first mover.
 */
function shotsAwaited(state: GameState, player: PlayerId): number {
  const first = state.order[0];
  const { classes } = state.setup.ruleset;
  let v = 0;
  for (const id in state.units) {
    const e = state.units[id];
    if (e.owner === first) continue;
    const far = (e.kind === 'ship' ? classes[e.class]?.mp ?? 0 : 0) + zoneReach(state, e);
    let best = 0;
    for (const tid in state.units) {
      const t = state.units[tid];
      if (t.owner === first && nodeDistance(e.node, t.node) <= far) best = Math.max(best, targetValue(state, { id: tid, kind: 'ship' }, id));
    }
    v += best;
  }
  return WEIGHTS.attackToCome * AWAITED_SHARE * (player === first ? -v : v);
}

/** The declarations, the most valuable target first. */
function rankedDeclarations(state: GameState, legal: readonly Action[]): ModuleAction[] {
  const worth = (a: ModuleAction) => { const p = a.params as { unitId: string; targetId: string }; return targetValue(state, { id: p.targetId, kind: 'ship' }, p.unitId); };
  return named(legal, 'declareAttack').sort((x, y) => worth(y) - worth(x));
}

/** D-REROLL: the decision is asked only when the attack missed its to-hit die: re-roll it (a miss re-rolled can only get better; a right kept may go unused). */
const rerollYes = (state: GameState, legal: readonly Action[]): Action | null =>
  (rerollDecider(state) ? named(legal, 'reroll').find((a) => (a.params as { use: boolean }).use) ?? null : null);

function candidates(state: GameState, legal: readonly Action[], width: number, rng: BotRandom): Action[] | null {
  const yes = rerollYes(state, legal);
  if (yes) return [yes];
  const step = fleetStep(state);
  if (!step || !legal.some((a) => a.type === 'module')) return null; // (weighing the fleet moves as ENB moves asks again: no say there)
  // a declaration costs nothing (a unit sunk in the exchange still fires): the best is made while any is left,
  // never weighed against finishing by the dice of a playout
  if (step.step === FLEET_DECLARE) { const best = rankedDeclarations(state, legal)[0]; return best ? [best] : named(legal, 'finishDeclaring'); }
  if (step.step === FLEET_MOVE) return [...weighedMoves(state, legal, rng).slice(0, width - 1).map((w) => w.action), ...named(legal, 'endMoves')];
  return null;
}

/**
 * D-INITIATIVE by rule: in fleet turns the winner goes second (it moves after the enemy's ships have
 * moved, so it ends its moves where its guns reach them, and declares seeing their declarations); in
 * ENB's activations it goes first (its first ship fires before any enemy's). Left to the generic
 * choice it was a coin toss. Measured (easy vs random, 48 games): fleet turns 0.82 → 0.91; in
 * activations first and second are level (0.96, 0.93).
 */
function initiativeChoice(state: GameState, legal: readonly Action[]): Action | null {
  const p = state.pending;
  if (p?.kind !== 'moduleSetup' || p.module !== 'dice' || p.phase !== 'initiative') return null;
  const options = diceOptionsOf(state);
  const go = options?.turns === 'fleet' ? 'second' : 'first';
  return named(legal, 'chooseOrder').find((a) => (a.params as { go: string }).go === go) ?? null;
}

function choice(state: GameState, legal: readonly Action[], _width: number, rng: BotRandom): Action | null {
  const yes = rerollYes(state, legal);
  if (yes) return yes;
  const order = initiativeChoice(state, legal);
  if (order) return order;
  const step = fleetStep(state);
  if (!step) return null;
  if (step.step === FLEET_DECLARE) return rankedDeclarations(state, legal)[0] ?? named(legal, 'finishDeclaring')[0] ?? null;
  if (step.step === FLEET_MOVE) {
    const best = weighedMoves(state, legal, rng)[0];
    return best && best.value > 0 ? best.action : named(legal, 'endMoves')[0] ?? best?.action ?? null;
  }
  return null;
}

/** Module D's bot knowledge (registered by src/modules/registry.ts): no evaluation of its own (ENB's points decide), its fleet turns' choices, its one undoing action. */
export const diceBot: BotModule = {
  id: 'dice',
  candidates,
  choice,
  // D-FLEET-3: a withdrawn declaration brings back the view before it (a pure bot would declare it again)
  undoes: (a) => a.type === 'module' && a.module === 'dice' && a.action === 'withdrawAttack',
  strikeWorth: diceStrikeWorth,
  evaluation: { value: (state, player) => damageValue(state, player) + shotsToCome(state, player) },
};
