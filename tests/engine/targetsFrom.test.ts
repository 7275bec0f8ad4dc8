// validTargetsFrom (§5.3, R-UNIT-1): the targets a unit would have standing elsewhere are validTargets
// on the state with that one unit moved there — its own node left empty, so a torpedo ray runs
// through it — asked without making that state (a bot weighs many moves a turn this way).
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, reachableMoves, sampleAction, validTargets, validTargetsFrom, type GameState, type Unit } from '../../src/engine/index';
import { bundledScenarios } from '../../src/scenarios/index';
import { tinyGame } from './fixtures/tiny';

const moved = (s: GameState, id: string, node: string, heading: Unit['heading']): GameState =>
  ({ ...s, units: { ...s.units, [id]: { ...s.units[id], node, heading } } });

describe('validTargetsFrom (§5.3)', () => {
  it('R-UNIT-1: a destroyer turning back fires its torpedo ray through the node it left', () => {
    const s = tinyGame({ units: [['blue', 'DD', 'C4', 'E', 'dd'], ['red', 'AP', 'B4', 'E', 'ap']] });
    expect(validTargetsFrom(s, 'dd', { node: 'D4', heading: 3 }).map((t) => t.id)).toEqual(['ap']);
    expect(validTargetsFrom(s, 'dd', { node: 'D4', heading: 3 })).toEqual(validTargets(moved(s, 'dd', 'D4', 3), 'dd'));
  });
  it('§5.3: on sampled states of the bundled scenarios, every ship at every legal end has the targets of the state with it moved there', () => {
    let compared = 0;
    for (const sc of bundledScenarios) {
      const g = createGame(sc, 5);
      if (!g.ok) throw new Error(JSON.stringify(g.errors));
      let s = g.state;
      let r = 5;
      const rng = (n: number) => { r = (Math.imul(r, 1103515245) + 12345) & 0x7fffffff; return r % n; };
      for (let k = 0; k < 120 && s.phase !== 'over'; k++) {
        if (k % 10 === 0) {
          for (const u of Object.values(s.units)) {
            if (u.kind !== 'ship' || u.owner !== s.toAct) continue;
            for (const end of reachableMoves(s, u.id).filter((_, j) => j % 3 === 0)) {
              expect(validTargetsFrom(s, u.id, end)).toEqual(validTargets(moved(s, u.id, end.node, end.heading), u.id));
              compared++;
            }
          }
        }
        const next = applyAction(s, sampleAction(s, rng)!);
        if (!next.ok) throw new Error(next.error.message);
        s = next.state;
      }
    }
    expect(compared).toBeGreaterThan(200);
  });
});
