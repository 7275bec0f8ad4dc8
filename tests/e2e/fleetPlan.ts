// A plan for the fleet-turn browser test (diceFleet.test.ts), worked out with the engine: Gun duel in
// fleet turns from a seed, each round the initiative answered "second", every ship moved where it gets
// an enemy unit in its zone (else where it closes in most), no attack declared, until the side
// declaring first has two units with a target: the actions up to there, and the two attacks.
import { applyAction, createGame, legalActions, validTargets, type Action, type GameState } from '../../src/engine/index';
import gunDuelFleet from '../../src/scenarios/gun-duel-fleet.json';

type ModuleAction = Extract<Action, { type: 'module' }>;
const colOf = (node: string): number => [...node.replace(/\d+$/, '')].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
const rowOf = (node: string): number => Number(node.replace(/^[A-Z]+/, ''));
const mod = (action: string, params: unknown = {}): ModuleAction => ({ type: 'module', module: 'dice', action, params });

function apply(s: GameState, a: Action): GameState {
  const r = applyAction(s, a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.message}`);
  return r.state;
}
const armedAt = (s: GameState, unitId: string) => validTargets(s, unitId).filter((t) => s.units[t.id]).length;

/** The fleet move of one ship: one that gives it a target, else the one closest to the enemy. */
function bestMove(s: GameState, moves: ModuleAction[]): ModuleAction {
  const me = s.toAct;
  const enemies = Object.values(s.units).filter((u) => u.owner !== me);
  const gap = (node: string) => Math.min(...enemies.map((u) => Math.abs(colOf(u.node) - colOf(node)) + Math.abs(rowOf(u.node) - rowOf(node)) / 2));
  let best = moves[0], score = Infinity;
  for (const m of moves) {
    const p = m.params as { unitId: string; to: { node: string } };
    const after = apply(s, m);
    const v = (armedAt(after, p.unitId) ? -1000 : 0) + gap(p.to.node);
    if (v < score) { score = v; best = m; }
  }
  return best;
}

export interface FleetPlan { seed: number; actions: Action[]; state: GameState; attacks: ModuleAction[] }

export function fleetPlan(seed: number): FleetPlan | null {
  const g = createGame(gunDuelFleet, seed);
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  let s = g.state;
  const actions: Action[] = [];
  const take = (a: Action) => { actions.push(a); s = apply(s, a); };
  for (let k = 0; k < 400 && s.phase !== 'over'; k++) {
    const legal = legalActions(s).filter((a): a is ModuleAction => a.type === 'module');
    const names = new Set(legal.map((a) => a.action));
    if (names.has('chooseOrder')) take(mod('chooseOrder', { go: 'second' }));
    else if (names.has('endMoves')) {
      const unmoved = [...new Set(legal.filter((a) => a.action === 'fleetMove').map((a) => (a.params as { unitId: string }).unitId))];
      if (!unmoved.length) take(mod('endMoves'));
      else take(bestMove(s, legal.filter((a) => a.action === 'fleetMove' && (a.params as { unitId: string }).unitId === unmoved[0])));
    } else if (names.has('finishDeclaring')) {
      const declares = legal.filter((a) => a.action === 'declareAttack');
      const attackers = [...new Set(declares.map((a) => (a.params as { unitId: string }).unitId))];
      if (attackers.length >= 2) return { seed, actions, state: s, attacks: attackers.slice(0, 2).map((id) => declares.find((a) => (a.params as { unitId: string }).unitId === id)!) };
      take(mod('finishDeclaring'));
    } else return null;
  }
  return null;
}
