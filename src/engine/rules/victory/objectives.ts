// Scenario objectives (§11 scenario mode): what each side must achieve (objectiveSchema.ts), how far
// it has got (objectiveStatus, for the UI), the holdNodes count at each round's end, and the victory
// check with objectives: a side that meets all its objectives at a cleanup wins; both at once, the
// higher share of the points target (the core's tie rule); at the round limit a side that meets all
// its objectives (conditions included) wins over one that does not, else R-WIN-1 on points.
import { ACHIEVEMENTS, type Objective } from '../../../scenarios/objectiveSchema';
import { boardOfState, indexOf } from '../../geometry/board';
import type { Draft } from '../../core/draft';
import { PLAYERS } from '../../../scenarios/mapSchema';
import type { GameView } from '../../core/view';
import { own, type GameResult, type GameState, type PlayerId, type UnitId, TF_LETTERS } from '../../core/types';

/** How far a side has got with one objective: `done` of `needed` (points, cargo, targets, rounds, ships). */
export interface ObjectiveStatus {
  /** Its position in the side's list. */
  index: number;
  objective: Objective;
  met: boolean;
  /** keepFlagship only: the flagship is lost, the objective can no longer be met. */
  failed: boolean;
  progress: { done: number; needed: number };
  /** destroyTargets: the named units still afloat; holdNodes: own ships on the nodes now; exitByEdge: the ships out. */
  remaining?: UnitId[];
  holdingNow?: number;
  exited?: UnitId[];
}

type Readable = GameState | GameView;

/** A side's objectives: its list, or (scenario mode without a list) its points target; none in sandbox mode. */
export function objectivesOf(state: Readable, player: PlayerId): Objective[] {
  const listed = state.setup.objectives?.[player];
  if (listed) return listed;
  const targets = state.setup.pointsTarget;
  return targets ? [{ kind: 'points', target: targets[player] }] : [];
}

/**
 * Whether a unit is still in the game: on the map, on the round track (submerged, or a reinforcement
 * to come), in a task force or a fleet still to set up. Works on views too: the opponent's TF ships
 * are public as compositions (R-TF-1).
 */
export function unitInGame(state: Readable, id: UnitId): boolean {
  if (own(state.units, id)) return true;
  if ((state.track ?? []).some((t) => (t.kind === 'submarine' || t.kind === 'reinforcement') && t.unit.id === id)) return true;
  const tf = state.taskForces;
  if (!tf) return false;
  const has = (ships: readonly { id: string }[]) => ships.some((s) => s.id === id);
  if ('viewer' in state) {
    const v = state.taskForces!;
    return has(v.reserve) || has(v.enemy.reserve) || TF_LETTERS.some((l) => has(v.boards[l].ships)) || v.enemy.compositions.some(has);
  }
  const full = state.taskForces!;
  return PLAYERS.some((p) => has(full.reserve[p]) || TF_LETTERS.some((l) => has(full.boards[p][l].ships)));
}

const exitedBy = (state: Readable, player: PlayerId, edge?: string) =>
  (state.exited ?? []).filter((e) => e.unit.owner === player && (edge === undefined || e.edge === edge));

/** The own ships standing on the objective's nodes now. */
function holding(state: Readable, player: PlayerId, nodes: readonly string[]): number {
  const board = boardOfState(state as GameState);
  const wanted = new Set(nodes.map((n) => board.names[indexOf(board, n)]));
  return Object.values(state.units).filter((u) => u.owner === player && u.kind === 'ship' && wanted.has(u.node)).length;
}

/**
 * Whether a round has ended and is not judged yet (§6.2: cleanup draws, then the round track, then the
 * holds are counted and the victory checked): between actions a cleanup always waits on a decision.
 */
const roundAwaitingJudgement = (state: Readable): boolean => state.phase === 'cleanup' && !!state.pending;

function statusOf(state: Readable, player: PlayerId, o: Objective, index: number): ObjectiveStatus {
  const at = (done: number, needed: number, extra: Partial<ObjectiveStatus> = {}): ObjectiveStatus =>
    ({ index, objective: o, met: done >= needed, failed: false, progress: { done, needed }, ...extra }); // done may pass needed: 7 points of 6 is shown as such
  switch (o.kind) {
    case 'points':
      return at(state.score[player], o.target);
    case 'deliverCargo':
      return at(state.delivered?.[player] ?? 0, o.count);
    case 'destroyTargets': {
      const escaped = new Set((state.exited ?? []).map((e) => e.unit.id)); // a ship that left the map was not destroyed
      const remaining = o.unitIds.filter((id) => unitInGame(state, id) || escaped.has(id));
      return at(o.unitIds.length - remaining.length, o.unitIds.length, { remaining });
    }
    case 'holdNodes': {
      const held = state.held?.[player]?.[index] ?? 0;
      const now = holding(state, player, o.nodes);
      // a finished round still to be judged (its cleanup draws, the round track's decisions) counts as
      // it will be counted (arrivals only add ships): not "held 0" after a round that was held
      const done = roundAwaitingJudgement(state) && held < o.rounds ? (now >= o.units ? held + 1 : 0) : held;
      return at(done, o.rounds, { holdingNow: now });
    }
    case 'exitByEdge': {
      const out = exitedBy(state, player, o.edge);
      const done = o.count !== undefined ? out.length : out.reduce((n, e) => n + e.points, 0);
      return at(done, o.count ?? o.points ?? 1, { exited: out.map((e) => e.unit.id) });
    }
    case 'keepFlagship': {
      const alive = unitInGame(state, o.unitId) || exitedBy(state, player).some((e) => e.unit.id === o.unitId);
      return { ...at(alive ? 1 : 0, 1), failed: !alive };
    }
  }
}

/** §11: each of a side's objectives, met or not, with its progress (the UI's objectives panel and end screen). */
export function objectiveStatus(state: Readable, player: PlayerId): ObjectiveStatus[] {
  return objectivesOf(state, player).map((o, k) => statusOf(state, player, o, k));
}

/**
 * §6.2 step 4, before the victory check: each holdNodes objective counts one more round when enough
 * own ships stand on its nodes, else starts again from 0. Once reached, it stays reached.
 */
export function recordRoundEnd(d: Draft): void {
  const s = d.s;
  if (!s.setup.objectives) return;
  for (const p of PLAYERS) {
    const list = s.setup.objectives[p];
    if (!list.some((o) => o.kind === 'holdNodes')) continue;
    const counts = list.map((o, k) => {
      const prev = s.held?.[p]?.[k] ?? 0;
      if (o.kind !== 'holdNodes' || prev >= o.rounds) return prev;
      const now = holding(s, p, o.nodes) >= o.units ? prev + 1 : 0;
      if (now !== prev) d.events.push({ type: 'nodesHeld', player: p, objective: k, rounds: now, needed: o.rounds });
      return now;
    });
    s.held = { blue: s.held?.blue ?? [], red: s.held?.red ?? [], [p]: counts };
  }
}

const share = (state: GameState, p: PlayerId): number => state.score[p] / (state.setup.pointsTarget?.[p] ?? 1);

const metOf = (status: Record<PlayerId, ObjectiveStatus[]>): NonNullable<GameResult['objectives']> =>
  ({ blue: status.blue.map((o) => ({ kind: o.objective.kind, met: o.met })), red: status.red.map((o) => ({ kind: o.objective.kind, met: o.met })) });

/** Each side's objectives met or not as the game ends, for its result (undefined: no objective lists). */
export const objectivesMet = (state: GameState): GameResult['objectives'] =>
  state.setup.objectives ? metOf({ blue: objectiveStatus(state, 'blue'), red: objectiveStatus(state, 'red') }) : undefined;

/**
 * The result with objectives, or null if the game goes on. `byPoints` is the core check (R-WIN-1),
 * used at the round limit when no side stands out by its objectives.
 */
export function objectiveVictory(state: GameState, atLimit: boolean, byPoints: (s: GameState, atLimit: boolean) => GameResult | null): GameResult | null {
  const status = { blue: objectiveStatus(state, 'blue'), red: objectiveStatus(state, 'red') };
  const objectives = metOf(status);
  const result = (winner: PlayerId | null, reason: GameResult['reason']): GameResult => ({ winner, reason, score: { ...state.score }, objectives });
  // keepFlagship with losesGame: the side that lost its flagship loses (both: a draw)
  const sunk = (p: PlayerId) => status[p].some((o) => o.failed && o.objective.kind === 'keepFlagship' && o.objective.losesGame);
  if (sunk('blue') || sunk('red')) return result(sunk('blue') && sunk('red') ? null : sunk('blue') ? 'red' : 'blue', 'flagship-lost');
  const allMet = (p: PlayerId) => status[p].every((o) => o.met);
  // before the limit only a side with something to achieve ends the game; conditions alone wait for the limit
  const done = (p: PlayerId) => allMet(p) && (atLimit || status[p].some((o) => ACHIEVEMENTS.includes(o.objective.kind)));
  const blue = done('blue'), red = done('red');
  if (blue !== red) return result(blue ? 'blue' : 'red', 'objectives');
  if (blue && red) {
    const b = share(state, 'blue'), r = share(state, 'red');
    return result(b === r ? null : b > r ? 'blue' : 'red', 'objectives');
  }
  if (!atLimit) return null;
  const core = byPoints(state, true);
  return core ? { ...core, reason: 'round-limit', objectives } : result(null, 'round-limit');
}

/**
 * The setup fields of a scenario with objective lists (createGame): each side's list (a side without
 * one gets its points target) and the points targets R-WIN-1 uses — the scenario's, else the list's
 * `points` objective, else the default. Nothing for scenarios without lists (the core behaviour).
 */
export function objectivesSetup(sc: {
  objectives?: { pointsTarget: Partial<Record<PlayerId, number>>; blue?: Objective[]; red?: Objective[] };
}, defaultTarget: number): Partial<Pick<GameState['setup'], 'objectives' | 'pointsTarget'>> {
  const o = sc.objectives;
  if (!o || (!o.blue && !o.red)) return {};
  const target = (p: PlayerId) => o.pointsTarget[p] ?? o[p]?.find((x) => x.kind === 'points')?.target ?? defaultTarget;
  const pointsTarget = { blue: target('blue'), red: target('red') };
  const list = (p: PlayerId): Objective[] => o[p] ?? [{ kind: 'points', target: pointsTarget[p] }];
  return { objectives: { blue: list('blue'), red: list('red') }, pointsTarget };
}
