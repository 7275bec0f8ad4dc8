// A plan for the Sea Lion raid browser test, worked out with the engine: blue's bombers fly from
// Saint-Omer toward Dover (H2, a strategic target with an AA gun), choosing each turn the air action
// that brings a bomber's zone nearest to it; red passes. It ends when a blue bomber may drop its bombs
// on H2 — that run, and then the gun's shot at the bomber over it, are clicked on the canvas.
import { applyAction, bomberZoneNodes, createGame, legalActions, type Action, type GameState } from '../../src/engine/index';
import { indexDistance, nodeIndex } from '../../src/engine/geometry';
import seaLionRaid from '../../src/scenarios/sea-lion-raid.json';

export const DOVER = 'H2';
const AIR = new Set(['airOperation', 'extendChain', 'bomberMove']);

/** The plan: the actions before the bomb run (each legal in turn), the state then, and the bomb run itself. */
export function planRaid(seed: number): { actions: Action[]; state: GameState; run: Action } {
  const g = createGame(seaLionRaid, seed);
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  let st = g.state;
  const shape = { width: st.setup.map.width, height: st.setup.map.height };
  const gap = (n: string) => indexDistance(shape, nodeIndex(shape, n), nodeIndex(shape, DOVER));
  const nearest = (s: GameState) => Math.min(99, ...(s.bombers ?? []).filter((b) => b.owner === 'blue').flatMap((b) => [b.node, ...bomberZoneNodes(s, b.id)]).map(gap));
  const actions: Action[] = [];
  for (let k = 0; k < 200 && st.phase !== 'over'; k++) {
    const legal = legalActions(st);
    const run = legal.find((a) => a.type === 'module' && a.action === 'dropBombs' && (a.params as { node: string }).node === DOVER);
    if (run) return { actions, state: st, run };
    let next: Action | undefined;
    if (st.toAct === 'blue' && !st.pending) {
      let best = Infinity;
      for (const a of legal.filter((x) => AIR.has(x.type))) {
        const r = applyAction(st, a);
        if (!r.ok) continue;
        const d = nearest(r.state);
        if (d < best) { best = d; next = a; }
      }
    }
    next ??= ['pass', 'declineDraw', 'endStartOfRound', 'endActivation'].map((t) => legal.find((a) => a.type === t)).find(Boolean) ?? legal.find((a) => a.type !== 'module') ?? legal[0];
    const r = applyAction(st, next);
    if (!r.ok) throw new Error(r.error.message);
    actions.push(next);
    st = r.state;
  }
  throw new Error('the bombers never reached Dover');
}
