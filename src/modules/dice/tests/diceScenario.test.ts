// Module D in scenarios (src/engine/modules/dice/README.md): `combat: "dice"` plays it, the seed's
// classes and speed classes come with it, every class needs a profile (bad input refused with its
// path), damage survives a save, and the bundled Gun duel plays to its end.
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, type GameEvent, type GameState } from '../../../engine/index';
import { limitResult } from '../../../engine/play/modules';
import { damageMarks, damageOf, diceModule, type DiceOptions } from '../rules/dice';
import { SPEED_CLASSES } from '../rules/seedClasses';
import { parseSave, serializeSave } from '../../../saves/saveFile';
import gunDuel from '../../../scenarios/gun-duel.json';
import gunDuelFleet from '../../../scenarios/gun-duel-fleet.json';
import { playRandomly } from '../../../../tests/engine/fixtures/randomPlay';
import { play, tinyScenario, type UnitSpec } from '../../../../tests/engine/fixtures/tiny';

const seedFleet: UnitSpec[] = [['blue', 'CL', 'B4', 'E', 'bcl'], ['blue', 'PT', 'B2', 'E', 'bpt'], ['red', 'PG', 'D4', 'W', 'rpg'], ['red', 'AK', 'J6', 'W', 'rak']];
const created = (sc: unknown, seed = 1) => createGame(sc, seed);
const errorsOf = (sc: unknown) => { const g = created(sc); return g.ok ? [] : g.errors; };
const monitor = { name: { en: 'Monitor', pl: 'Monitor' }, mp: 2, attack: 'artillery', zone: [{ rays: [0], from: 1, to: 2 }], points: 2 };

describe('module D in scenarios', () => {
  it('D-CLASSES, D-SPEED: combat "dice" plays module D with the seed\'s light cruiser, corvette, torpedo boat and merchant, their MP by speed class', () => {
    const g = created(tinyScenario({ units: seedFleet, rules: { combat: 'dice' } }));
    if (!g.ok) throw new Error(JSON.stringify(g.errors));
    expect(g.state.setup.modules).toEqual([{ id: 'dice', options: { classes: {}, initiative: 'none', turns: 'activations', rerollsPerRound: { blue: 0, red: 0 }, tieBreak: 'none' } }]);
    const cls = g.state.setup.ruleset.classes;
    expect([cls.CL.mp, cls.PG.mp, cls.PT.mp, cls.AK.mp]).toEqual([SPEED_CLASSES.standard, SPEED_CLASSES.slow, SPEED_CLASSES.veryFast, SPEED_CLASSES.slow]);
    expect(SPEED_CLASSES).toEqual({ slow: 2, standard: 3, fast: 4, veryFast: 5 });
    expect([cls.CL.name.pl, cls.PG.name.pl, cls.PT.name.pl, cls.AK.name.pl]).toEqual(['Krążownik lekki', 'Korweta', 'Kuter torpedowy', 'Statek handlowy']);
    expect(g.state.setup.ruleset.options.combat).toBe('dice');
    // ENB alone knows none of them
    expect(errorsOf(tinyScenario({ units: seedFleet }))[0].message).toMatch(/CL/);
  });

  it('D-INITIATIVE: with combat "dice" the rules block carries the module\'s options; a bad one is refused where it was written', () => {
    const g = created(tinyScenario({ units: seedFleet, rules: { combat: 'dice', initiative: 'd10' } }));
    expect(g.ok && g.state.pending).toMatchObject({ kind: 'moduleSetup', module: 'dice', phase: 'initiative' });
    expect(errorsOf(tinyScenario({ units: seedFleet, rules: { combat: 'dice', initiative: 'd6' } }))[0].path).toBe('rules.initiative');
  });

  it('D-TIE: with tieBreak "damage", a game ENB would call drawn at the round limit goes to the side whose hits stand on more of the enemy\'s hull; equal, or "none": ENB\'s draw; unequal points: ENB\'s verdict', () => {
    const made = (tieBreak?: string) => { const g = created(tinyScenario({ units: seedFleet, rules: { combat: 'dice', ...(tieBreak ? { tieBreak } : {}) } })); if (!g.ok) throw new Error(JSON.stringify(g.errors)); return g.state; };
    const hit = (s: GameState, damage: { unitId: string; damage: number }[], score = { blue: 0, red: 0 }): GameState =>
      ({ ...s, score, moduleState: [...(s.moduleState ?? []).filter((m) => m.module !== 'dice'), { module: 'dice', data: { damage } }] });
    const limit = (s: GameState) => diceModule.roundLimit!(s, s.setup.modules![0].options as DiceOptions);
    const s = made('damage');
    // 0–0 in points, Red's corvette hit once and Blue's light cruiser once: level, a draw
    expect(limit(hit(s, [{ unitId: 'rpg', damage: 1 }, { unitId: 'bcl', damage: 1 }]))).toBeUndefined();
    // Blue's hits stand on 2 of Red's hull, Red's on 1 of Blue's: Blue wins
    expect(limit(hit(s, [{ unitId: 'rpg', damage: 1 }, { unitId: 'rak', damage: 1 }, { unitId: 'bcl', damage: 1 }]))).toEqual({ winner: 'blue' });
    expect(limit(hit(s, [{ unitId: 'bcl', damage: 1 }]))).toEqual({ winner: 'red' });
    // a lead in points is ENB's to judge (R-WIN-1), whatever the damage
    expect(limit(hit(s, [{ unitId: 'rpg', damage: 1 }, { unitId: 'rak', damage: 1 }], { blue: 0, red: 2 }))).toBeUndefined();
    // the default: ENB's draw stands
    const none = made();
    expect(limit(hit(none, [{ unitId: 'rpg', damage: 1 }]))).toBeUndefined();
    // a bad value is refused where it was written
    expect(errorsOf(tinyScenario({ units: seedFleet, rules: { combat: 'dice', tieBreak: 'dice' } }))[0].path).toBe('rules.tieBreak');
  });

  it('D-TIE: a game the tie-break decides ends as any other: its result lists each side\'s objectives, met or not (the end screen and the lab read them)', () => {
    const g = created(gunDuelFleet, 1);
    if (!g.ok) throw new Error(JSON.stringify(g.errors));
    const red = Object.values(g.state.units).find((u) => u.owner === 'red' && u.kind === 'ship')!;
    const s: GameState = { ...g.state, moduleState: [...(g.state.moduleState ?? []).filter((m) => m.module !== 'dice'), { module: 'dice', data: { damage: [{ unitId: red.id, damage: 1 }] } }] };
    const r = limitResult(s);
    expect(r).toMatchObject({ winner: 'blue', reason: 'module', module: 'dice' });
    expect(r!.objectives?.blue).toHaveLength(gunDuelFleet.objectives.blue.length);
    expect(r!.objectives?.red).toHaveLength(gunDuelFleet.objectives.red.length);
  });

  it('D-CHECK: a class without a dice profile, or a profile for no class, is refused with its path; no game is made', () => {
    const units: UnitSpec[] = [['blue', 'MON', 'B4', 'E'], ['red', 'DD', 'D4', 'W']];
    expect(errorsOf(tinyScenario({ units, ruleset: { classes: { MON: monitor } }, rules: { combat: 'dice' } }))).toEqual([
      { path: 'rules.classes.MON', message: 'the class "MON" has no dice profile: give it { "hit", "defence", "hull" } (dice combat needs one for every class)' },
    ]);
    expect(errorsOf(tinyScenario({ units, ruleset: { classes: { MON: monitor } }, rules: { modules: [{ id: 'dice' }] } }))[0].path).toBe('rules.modules[0].options.classes.MON');
    // given a profile, the monitor plays
    expect(created(tinyScenario({ units, ruleset: { classes: { MON: monitor } }, rules: { modules: [{ id: 'dice', options: { classes: { MON: { hit: 5, defence: 4, hull: 2 } } } }] } })).ok).toBe(true);
    const typo = errorsOf(tinyScenario({ units: seedFleet, rules: { modules: [{ id: 'dice', options: { classes: { XX: { hit: 5, defence: 4, hull: 2 } } } }] } }));
    expect(typo[0]).toMatchObject({ path: 'rules.modules[0].options.classes.XX' });
    expect(typo[0].message).toMatch(/not a class of this scenario's ruleset/);
  });

  it('D-HULL: damage shows as marks (damage and hull) in both views and survives a save: the log replays to the same damage', () => {
    const sc = tinyScenario({ units: [['blue', 'BB', 'B4', 'E', 'bb'], ['red', 'DD', 'D4', 'E', 'rdd']], rules: { combat: 'dice' }, rounds: 4 });
    const actions = [{ type: 'move', unitId: 'bb', to: { node: 'B4', heading: 0 } }, { type: 'attack', unitId: 'bb', targetId: 'rdd' }] as const;
    let found: { seed: number; state: GameState } | null = null;
    for (let seed = 1; seed < 200 && !found; seed++) {
      const g = created(sc, seed);
      if (!g.ok) throw new Error(JSON.stringify(g.errors));
      const r = applyAction(play(g.state, actions[0]), actions[1]);
      if (r.ok && damageOf(r.state, 'rdd') === 1) found = { seed, state: r.state };
    }
    expect(found).not.toBeNull();
    expect(damageMarks(found!.state)).toEqual([{ unitId: 'rdd', damage: 1, hull: 2 }]);
    const loaded = parseSave(serializeSave({ scenario: sc, seed: found!.seed, actions: [...actions] }));
    expect(loaded.ok && damageMarks(loaded.state)).toEqual([{ unitId: 'rdd', damage: 1, hull: 2 }]);
  });

  it('Gun duel (bundled): every class has a profile, round 1 waits for the initiative, and random play ends with every roll logged', () => {
    const g = created(gunDuel, 5);
    if (!g.ok) throw new Error(JSON.stringify(g.errors));
    expect(g.state.pending).toMatchObject({ kind: 'moduleSetup', module: 'dice' });
    const classes = new Set(Object.values(g.state.units).map((u) => u.class));
    for (const c of ['CL', 'PG', 'PT', 'AK']) expect(classes.has(c)).toBe(true);
    let k = 5;
    const events: GameEvent[] = [];
    const { state } = playRandomly(g.state, (legal) => legal[(k = (k * 7 + 3) % 101) % legal.length], (step) => events.push(...step.events));
    expect(state.phase).toBe('over');
    // every attack rolled to hit first (D-LOG)
    const attacks = events.filter((e) => e.type === 'attacked').length;
    const hits = events.filter((e) => e.type === 'module' && e.name === 'roll' && (e.data as { stage: string }).stage === 'hit').length;
    expect(hits).toBeGreaterThanOrEqual(attacks);
    for (const m of damageMarks(state)) expect(m.damage).toBeLessThan(m.hull);
  });
});
