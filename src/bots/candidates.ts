// Which of the legal actions a bot weighs: all of them when they are few; on a turn with many, a
// shortlist — per ship its moves that close on the enemy most (and one at random), per TF marker
// likewise, every deployment and fixed unit's activation, a few of the rest (cards, air operations),
// the draw and passing. The shortlist is built from the engine's own list, never made up.
import { other, type Action, type GameState } from '../engine/index';
import { nodeDistance } from './evaluate';
import { shuffled, type BotRandom } from './random';
import { navalCandidates } from './naval';

/** Where the enemy is: its units' and TF markers' nodes. */
export function enemyNodes(state: GameState): string[] {
  const enemy = other(state.toAct);
  const out: string[] = [];
  for (const id in state.units) if (state.units[id].owner === enemy) out.push(state.units[id].node);
  for (const m of Object.values(state.taskForces?.markers ?? {})) if (m.owner === enemy) out.push(m.node);
  return out;
}

const nearest = (node: string, targets: readonly string[]): number => {
  let d = 99;
  for (const t of targets) d = Math.min(d, nodeDistance(node, t));
  return d;
};

function closest<T extends Action>(actions: T[], nodeOf: (a: T) => string, targets: readonly string[], keep: number, rng: BotRandom): T[] {
  if (actions.length <= keep + 1) return actions;
  const scored = actions.map((a) => ({ a, d: nearest(nodeOf(a), targets) + rng(1000) / 10000 }));
  scored.sort((x, y) => x.d - y.d);
  const out = scored.slice(0, keep).map((s) => s.a);
  out.push(scored[keep + rng(scored.length - keep)].a);
  return out;
}

const moverOf = (a: Action): string => (a.type === 'move' ? a.unitId : a.type === 'moveTaskForce' ? a.markerId : '');
const sameMover = (a: Action, b: Action): boolean => moverOf(a) === moverOf(b);

/** The actions worth weighing on a turn, at most `width` of them (pass and the draw always among them). */
export function turnCandidates(state: GameState, legal: readonly Action[], width: number, rng: BotRandom): Action[] {
  if (legal.length <= width) return [...legal];
  const naval = navalCandidates(state, legal, width, rng);
  if (naval) return naval;
  const targets = enemyNodes(state);
  const moves = new Map<string, Extract<Action, { type: 'move' }>[]>();
  const tfMoves = new Map<string, Extract<Action, { type: 'moveTaskForce' }>[]>();
  const always: Action[] = [], sure: Action[] = [], rest: Action[] = [];
  for (const a of legal) {
    if (a.type === 'move') { const l = moves.get(a.unitId) ?? []; l.push(a); moves.set(a.unitId, l); }
    else if (a.type === 'moveTaskForce') { const l = tfMoves.get(a.markerId) ?? []; l.push(a); tfMoves.set(a.markerId, l); }
    else if (a.type === 'pass' || (a.type === 'draw' && !always.some((x) => x.type === 'draw'))) always.push(a);
    else if (a.type === 'deploy' || a.type === 'activateFixed' || a.type === 'attack' || a.type === 'endStartOfRound') sure.push(a);
    else rest.push(a);
  }
  const byUnit: Action[] = [];
  for (const l of moves.values()) byUnit.push(...closest(l, (a) => a.to.node, targets, 1, rng));
  for (const l of tfMoves.values()) byUnit.push(...closest(l, (a) => a.to, targets, 1, rng));
  const room = Math.max(0, width - always.length - sure.length);
  // each unit's move closing in most comes first; the random extra moves fill what room is left
  const firsts = byUnit.filter((_, k) => k === 0 || !sameMover(byUnit[k - 1], byUnit[k]));
  const seconds = byUnit.filter((a) => !firsts.includes(a));
  const picked = [...shuffled(firsts, rng), ...shuffled(seconds, rng)].slice(0, Math.max(room - 2, Math.ceil(room / 2)));
  const extra = shuffled(rest, rng).slice(0, room - picked.length);
  return [...always, ...sure, ...picked, ...extra];
}
