// Naval Battle's shots as motion (issue 37), from the engine's own events: every kind of fire draws its
// line from the shooter to the target and a hit (the target goes) or a miss (it stays), within 400 ms,
// and what it removes fades once the shot lands. What the viewer may not see is never drawn: a line
// starts only at a shooter the viewer's board shows; an enemy's hidden token moves as a "?" and shows a
// class only once the event names it (N-HIDDEN-1/2) — over random play on a crowded board too.
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyAction, eventsFor, legalActions, viewFor, type Action, type GameEvent, type GameState, type PlayerId } from '../../../engine';
import { MAX_TRACK_MS } from '../../../ui/map/motion/plan';
import { navalData, randomArrangement, type NavalBattery } from '../rules/index';
import { FIRE_MS, FIRE_REACH, navalPlanOf, type NavalPlan, type NavalSeen } from '../screen/navalMotion';
import { battleGame, naval, newGame, ok, optionsOf, staged } from './navalFixture';
import { checkProperty } from '../../../../tests/fuzz/checkProperty';

let base: GameState;
beforeAll(() => { base = battleGame(1); });

const bat = (owner: PlayerId, node: string): NavalBattery => ({ id: `${owner}-battery-${node}`, owner, node });
const spares: [string, PlayerId, string, string][] = [['b-spare', 'blue', 'torpedoBoat', 'L7'], ['r-spare', 'red', 'torpedoBoat', 'L12']];

/** The board as the viewer's screen shows it (NavalScreen: the viewer's view). */
function seenBy(s: GameState, viewer: PlayerId): NavalSeen {
  const d = navalData(viewFor(s, viewer))!;
  return { pieces: d.pieces, batteries: d.batteries, planes: d.planes };
}
function act(s: GameState, a: unknown): { state: GameState; events: GameEvent[] } {
  const r = applyAction(s, a);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return { state: r.state, events: r.events };
}
/** The plan `viewer`'s board plays for an action. */
const planFor = (s: GameState, a: unknown, viewer: PlayerId): NavalPlan => navalPlanOf(eventsFor(act(s, a).events, viewer), seenBy(s, viewer));
const fires = (p: NavalPlan) => p.fires.map((f) => `${f.from ?? '-'}>${f.at} ${f.hit ? 'hit' : 'miss'}`);
const fades = (p: NavalPlan) => p.tracks.filter((t) => t.t === 'fade').map((t) => `${t.piece.id} ${t.t === 'fade' ? t.node : ''} ${'class' in t.piece ? t.piece.class : t.piece.kind}`);
function timed(p: NavalPlan): void {
  for (const x of [...p.tracks, ...p.fires]) expect(x.dur).toBeLessThanOrEqual(MAX_TRACK_MS);
  for (const f of p.tracks) if (f.t === 'fade') expect(f.start).toBeGreaterThan(Math.min(...p.fires.map((x) => x.start))); // once the shot lands
  expect(p.end).toBe(Math.max(...[...p.tracks, ...p.fires].map((x) => x.start + x.dur)));
}

describe('Naval Battle: shots on the board', () => {
  it('N-ATTACK-2: an attack fires from the attacker at the target: a hit when the target goes, a miss when it stays; for both sides, the loser fading as its event names it', () => {
    const s = staged(base, [['bc', 'blue', 'cruiser', 'F6'], ['rb', 'red', 'battleship', 'G7'], ['bb', 'blue', 'battleship', 'C6'], ['rc', 'red', 'cruiser', 'C7'], ...spares]);
    for (const viewer of ['blue', 'red'] as const) {
      const miss = planFor(s, naval('attack', { shipId: 'bc', targetId: 'rb' }), viewer); // 7 < 9: the cruiser goes
      expect(fires(miss)).toEqual(['F6>G7 miss']);
      expect(fades(miss)).toEqual(['bc F6 cruiser']); // red saw a "?" attack: the event names it a cruiser as it goes
      timed(miss);
      const hit = planFor(s, naval('attack', { shipId: 'bb', targetId: 'rc' }), viewer);
      expect(fires(hit)).toEqual(['C6>C7 hit']);
      expect(fades(hit)).toEqual(['rc C7 cruiser']);
      timed(hit);
    }
  });

  it('N-STRIKE-1/2: the plane strikes from its carrier: a miss on a stronger ship (the plane lost), a hit on a weaker', () => {
    const s = staged(base, [['cv', 'blue', 'carrier', 'F5'], ['rb', 'red', 'battleship', 'F8'], ['rc', 'red', 'cruiser', 'G9'], ...spares]);
    expect(fires(planFor(s, naval('strike', { shipId: 'cv', targetId: 'rb' }), 'red'))).toEqual(['F5>F8 miss']);
    const hit = planFor(s, naval('strike', { shipId: 'cv', targetId: 'rc' }), 'red');
    expect(fires(hit)).toEqual(['F5>G9 hit']);
    expect(fades(hit)).toEqual(['rc G9 cruiser']);
    expect([...hit.arrives]).toEqual([['cv/plane-1', FIRE_MS * FIRE_REACH]]); // N-STRIKE-3: the plane stays there, shown once the shot lands
    timed(hit);
  });

  it('N-BATTERY-2: a battery fires at the ship that ends its move beside it, once its glide is over', () => {
    const s = staged(base, [['bc', 'blue', 'cruiser', 'B13'], ...spares], { batteries: [bat('red', 'C16')] });
    for (const viewer of ['blue', 'red'] as const) {
      const p = planFor(s, naval('move', { shipId: 'bc', to: 'B15' }), viewer);
      const glide = p.tracks[0];
      expect(glide.t === 'glide' && [glide.route[0], glide.route.length, glide.route[2]]).toEqual(['B13', 3, 'B15']); // the engine's path
      expect(fires(p)).toEqual(['C16>B15 hit']);
      expect(p.fires[0].start).toBe(p.tracks[0].dur);
      expect(fades(p)).toEqual(['bc B15 cruiser']);
      timed(p);
    }
  });

  it('N-MINE-3/4, N-BATTERY-4, N-MINE-1: an attack on a mine, a ship on a known mine (hit where it stands), a sweep, a missile ship at a battery; a mine laid shows when laid', () => {
    const s = staged(base, [['bd', 'blue', 'destroyer', 'G6'], ['rn', 'red', 'mine', 'G7'], ['bs', 'blue', 'minesweeper', 'E5'], ['rm', 'red', 'mine', 'D4'], ['bm', 'blue', 'missileShip', 'B15'], ...spares], { batteries: [bat('red', 'C16')] });
    const attacked = planFor(s, naval('attack', { shipId: 'bd', targetId: 'rn' }), 'red');
    expect(fires(attacked)).toEqual(['G6>G7 hit']);
    expect(fades(attacked).sort()).toEqual(['bd G6 destroyer', 'rn G7 mine']);
    const onIt = planFor(s, naval('move', { shipId: 'bd', to: 'G7' }), 'red');
    expect(fires(onIt)).toEqual(['->G7 hit']);
    const swept = planFor(s, naval('sweep', { shipId: 'bs', mineId: 'rm' }), 'red');
    expect(fires(swept)).toEqual(['E5>D4 hit']);
    expect(fades(swept)).toEqual(['rm D4 mine']);
    const battery = planFor(s, naval('removeBattery', { shipId: 'bm', batteryId: 'red-battery-C16' }), 'red');
    expect(fires(battery)).toEqual(['B15>C16 hit']);
    expect(fades(battery)).toEqual(['red-battery-C16 C16 battery']);
    for (const p of [attacked, onIt, swept, battery]) timed(p);
    // N-MINE-1: a mine laid after a move (the turn goes on: a mine to sweep beside it) shows once the move has glided
    const laying = staged(base, [['bs', 'blue', 'minesweeper', 'E5'], ['rn', 'red', 'mine', 'F7'], ...spares], { supply: { blue: 1, red: 1 } });
    const moved = act(laying, naval('move', { shipId: 'bs', to: 'E6' }));
    const laid = act(moved.state, naval('layMine', { shipId: 'bs', to: 'F6' }));
    const both = navalPlanOf([...moved.events, ...laid.events], seenBy(laying, 'red'));
    expect([...both.arrives]).toEqual([['blue-mine-6', both.tracks[0].dur]]);
  });

  it('N-HIDDEN-1: a line starts only at a shooter the viewer\'s board shows; unseen, only the hit on what it shows; an unseen target, nothing', () => {
    const s = staged(base, [['bc', 'blue', 'cruiser', 'F6'], ['rc', 'red', 'cruiser', 'G7'], ['bd', 'blue', 'destroyer', 'B13'], ...spares], { batteries: [bat('red', 'C16')] });
    const { events } = act(s, naval('attack', { shipId: 'bc', targetId: 'rc' }));
    const red = seenBy(s, 'red');
    const without = (id: string): NavalSeen => ({ ...red, pieces: red.pieces.filter((p) => p.id !== id) });
    expect(fires(navalPlanOf(events, without('bc')))).toEqual(['->G7 hit']);
    expect(fires(navalPlanOf(events, without('rc')))).toEqual([]);
    const fired = act(s, naval('move', { shipId: 'bd', to: 'B15' })).events;
    expect(fires(navalPlanOf(fired, { ...seenBy(s, 'blue'), batteries: [] }))).toEqual(['->B15 hit']);
    // while the fleets are arranged, the other side's arrangement plays nothing on the board
    const setup = newGame();
    const arranged = act(setup, naval('arrange', randomArrangement(setup, optionsOf(setup), setup.toAct, 5)));
    const plan = navalPlanOf(eventsFor(arranged.events, 'red'), seenBy(setup, 'red'));
    expect([plan.tracks, plan.fires]).toEqual([[], []]);
  });

  it('N-HIDDEN-2 over random play: a piece in motion shows no class the viewer had not seen unless its event names it; every shot starts and lands on something the viewer sees', () => {
    // a crowded middle: both fleets' ships side by side, mines and batteries among them
    const classes = ['battleship', 'carrier', 'cruiser', 'destroyer', 'missileShip', 'submarine', 'torpedoBoat', 'minesweeper', 'mine'];
    const crowd: [string, PlayerId, string, string][] = [];
    for (let row = 5; row <= 14; row++) {
      for (const col of 'ACEGIK') {
        const owner: PlayerId = (row + col.charCodeAt(0)) % 2 ? 'blue' : 'red';
        crowd.push([`${owner}-${col}${row}`, owner, classes[(row * 7 + col.charCodeAt(0)) % classes.length], `${col}${row}`]);
      }
    }
    const start = staged(base, crowd.filter(([, , , node]) => !['B8', 'C8', 'D8', 'E8'].includes(node)), {
      batteries: [bat('red', 'C16'), bat('blue', 'C3')], supply: { blue: 3, red: 3 },
    });
    let shots = 0;
    checkProperty(fc.property(fc.array(fc.nat({ max: 10_000 }), { minLength: 60, maxLength: 60 }), (choices) => {
      let s = start;
      for (const n of choices) {
        if (s.phase === 'over') break;
        const legal = legalActions(s) as Action[];
        const { state, events } = act(s, legal[n % legal.length]);
        for (const viewer of ['blue', 'red'] as const) {
          const seen = seenBy(s, viewer);
          const visible = eventsFor(events, viewer);
          const named = new Map<string, Set<unknown>>();
          for (const e of visible) {
            if (e.type !== 'module') continue;
            const d = e.data as Record<string, unknown>;
            for (const [id, cls] of [[d.attackerId, d.attackerClass], [d.targetId, d.targetClass], [d.pieceId, d.class], [d.mineId, 'mine']]) {
              if (typeof id === 'string') named.set(id, new Set([...(named.get(id) ?? []), cls]));
            }
          }
          const before = new Map(seen.pieces.map((p) => [p.id, p]));
          const plan = navalPlanOf(visible, seen);
          for (const tr of plan.tracks) {
            if (tr.t === 'glide') expect(tr.piece).toEqual(before.get(tr.piece.id)); // a glide shows the piece as it was seen
            if (!('class' in tr.piece) || tr.piece.class === null || tr.piece.class === before.get(tr.piece.id)?.class) continue;
            expect(named.get(tr.piece.id)?.has(tr.piece.class), `${viewer} sees ${tr.piece.id} as ${tr.piece.class}`).toBe(true);
          }
          const fields = new Set([...seen.pieces.map((p) => p.node), ...seen.batteries.map((b) => b.node), ...seen.planes.map((p) => p.node),
            ...plan.tracks.flatMap((t) => (t.t === 'glide' ? t.route : [])), ...visible.map((e) => (e.type === 'module' ? (e.data as { node?: string } | undefined)?.node : undefined))]);
          for (const f of plan.fires) {
            if (f.from) expect(fields.has(f.from)).toBe(true);
            expect(fields.has(f.at)).toBe(true);
          }
          shots += plan.fires.length;
        }
        s = state;
      }
    }), { numRuns: 4, seed: 370037 });
    expect(shots).toBeGreaterThan(0); // the crowd fought
  });
});
