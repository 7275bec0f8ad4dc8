import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAction, createGame, ERROR_CODES, type GameState } from '../../src/engine/index';
import { edit, play, tinyGame, tinyScenario } from './fixtures/tiny';
import { airErrorCases } from './fixtures/airErrorCases';
import { taskForceErrorCases } from './fixtures/taskForceErrorCases';
import { cardErrorCases } from './fixtures/cardErrorCases';
import { objectiveErrorCases } from './fixtures/objectiveErrorCases';
import { registerModule, unregisterModule } from '../../src/engine/index';
import { probeModule } from './modules/probeModule';

beforeAll(() => registerModule(probeModule)); // the rule-module refusals need a module in the game
afterAll(() => unregisterModule('probe'));

const units = (): [('blue' | 'red'), string, string, string, string][] => [
  ['blue', 'BB', 'D4', 'E', 'bb'], ['blue', 'AP', 'A7', 'E', 'ap'], ['blue', 'CV', 'A1', 'E', 'cv'],
  ['red', 'AP', 'E4', 'W', 'rap'], ['red', 'AP', 'F4', 'W', 'rap2'], ['red', 'DD', 'L1', 'W', 'rdd'],
];
const sea = ['............', '............', '............', '............', '..~.........', '............', '..........#.'];
const start = () => tinyGame({ terrain: sea, units: units(), features: [{ kind: 'coastalArtillery', node: 'K7', owner: 'red' }], decks: { blue: ['full-speed', 'hard-rudder', 'radar'] } });
const attacking = () => play(start(), { type: 'move', unitId: 'bb', to: { node: 'D4', heading: 0 } });
const withActivation = (unitId: string) => edit(start(), (s) => { s.activation = { player: 'blue', unitId }; s.units[unitId].activated = true; });

/** One case per error code: the state and the action that must be refused with it. */
const cases: [string, () => GameState, unknown][] = [
  ['action/malformed', start, { type: 'fly' }],
  ['action/malformed', start, null],
  ['action/malformed', start, { type: 'move', unitId: 'bb', to: { node: 'E4', heading: 9 } }],
  ['game/over', () => edit(start(), (s) => { s.phase = 'over'; }), { type: 'pass' }],
  ['turn/not-your-turn', start, { type: 'pass', player: 'red' }],
  ['decision/pending', () => edit(start(), (s) => { s.pending = { kind: 'chooseFirstPlayer', player: 'blue' }; }), { type: 'pass' }],
  ['decision/none', start, { type: 'keepCard', cardId: 'a' }],
  ['decision/none', start, { type: 'declineDraw' }],
  ['activation/in-progress', attacking, { type: 'pass' }],
  ['activation/none', start, { type: 'endActivation' }],
  ['activation/other-unit', attacking, { type: 'attack', unitId: 'ap', targetId: 'rap' }],
  ['tokens/none', () => edit(start(), (s) => { s.tokens.blue = { pool: 0, spent: 3 }; }), { type: 'move', unitId: 'ap', to: { node: 'A7', heading: 0 } }],
  ['unit/unknown', start, { type: 'move', unitId: 'ghost', to: { node: 'A7', heading: 0 } }],
  ['unit/not-yours', start, { type: 'move', unitId: 'rdd', to: { node: 'L1', heading: 3 } }],
  ['unit/already-activated', () => edit(start(), (s) => { s.units.ap.activated = true; }), { type: 'move', unitId: 'ap', to: { node: 'A7', heading: 0 } }],
  ['unit/not-a-ship', () => edit(start(), (s) => { s.toAct = 'red'; s.order = ['red', 'blue']; }), { type: 'move', unitId: 'red-coastalArtillery-1', to: { node: 'K7', heading: 0 } }],
  ['unit/not-fixed', start, { type: 'activateFixed', unitId: 'ap' }],
  ['move/off-map', start, { type: 'move', unitId: 'ap', to: { node: 'Z99', heading: 0 } }],
  ['move/not-navigable', start, { type: 'move', unitId: 'bb', to: { node: 'C5', heading: 0 } }],
  ['move/occupied', start, { type: 'move', unitId: 'bb', to: { node: 'E4', heading: 0 } }],
  ['move/out-of-reach', start, { type: 'move', unitId: 'ap', to: { node: 'L7', heading: 0 } }],
  ['move/ends-in-enemy-zone', () => edit(start(), (s) => { s.units.rdd.node = 'E1'; }), { type: 'move', unitId: 'cv', to: { node: 'B1', heading: 0 } }],
  ['move/bad-path', start, { type: 'move', unitId: 'bb', to: { node: 'D4', heading: 3 }, path: [{ node: 'D4', heading: 0 }, { node: 'D4', heading: 3 }] }], // R-MOVE-8: a 180° turn in one step
  ['attack/unarmed', () => withActivation('ap'), { type: 'attack', unitId: 'ap', targetId: 'rap' }],
  ['attack/no-planes', () => edit(withActivation('cv'), (s) => { s.units.cv.planes = 0; }), { type: 'attack', unitId: 'cv', targetId: 'rap' }],
  ['attack/unknown-target', attacking, { type: 'attack', unitId: 'bb', targetId: 'nobody' }],
  ['attack/own-unit', attacking, { type: 'attack', unitId: 'bb', targetId: 'ap' }],
  ['attack/invalid-target', () => edit(withActivation('bb'), (s) => { s.units.bb.class = 'DD'; s.units.bb.node = 'I7'; }), { type: 'attack', unitId: 'bb', targetId: 'red-coastalArtillery-1' }],
  ['attack/not-in-zone', attacking, { type: 'attack', unitId: 'bb', targetId: 'rdd' }],
  ['attack/line-blocked', () => edit(withActivation('bb'), (s) => { s.units.bb.class = 'DD'; }), { type: 'attack', unitId: 'bb', targetId: 'rap2' }],
  ['draw/already-drawn', () => edit(start(), (s) => { s.drew.blue = true; }), { type: 'draw' }],
  ['draw/deck-empty', () => edit(start(), (s) => { s.cards.blue.deck = []; }), { type: 'draw' }],
  ['draw/hand-full', () => edit(start(), (s) => { s.cards.blue.hand = ['h1', 'h2', 'h3', 'h4', 'h5']; }), { type: 'draw' }],
  ['draw/not-in-hand', start, { type: 'draw', discard: 'q' }],
  ['card/not-drawn', () => play(start(), { type: 'draw' }), { type: 'keepCard', cardId: 'zzz' }],
  // §7.4: a ship placed by an in-turn deployment may only attack
  ['activation/deployed-attack-only', () => edit(start(), (x) => { x.activation = { player: 'blue', unitId: 'cv', group: ['cv'], deployed: ['cv'] }; x.units.cv.activated = true; }), { type: 'recoverPlane', unitId: 'cv', planeId: 'cv/plane-1' }],
  ...airErrorCases, // §8, §10
  ...taskForceErrorCases, // §7
  ...cardErrorCases, // §9
  ...objectiveErrorCases, // §11 objectives
  // rule modules (play/modules.ts)
  ['module/not-in-game', start, { type: 'module', module: 'probe', action: 'signal', params: { text: 'hi' } }],
  ['module/unknown-action', () => tinyGame({ units: units(), rules: { modules: [{ id: 'probe' }] } }), { type: 'module', module: 'probe', action: 'shout' }],
  ['module/refused', () => tinyGame({ units: units(), rules: { modules: [{ id: 'probe', options: { maxSignals: 0 } }] } }), { type: 'module', module: 'probe', action: 'signal', params: { text: 'hi' } }],
];

describe('error codes: every refusal has a stable code and a message', () => {
  it.each(cases)('%s', (code, state, action) => {
    const s = state();
    const before = JSON.stringify(s);
    const r = applyAction(s, action);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    expect(r.error.message.length).toBeGreaterThan(10);
    expect(JSON.stringify(s)).toBe(before); // the input state is never changed
  });
  it('every error code in ERROR_CODES has a case above', () => {
    expect(new Set(cases.map((c) => c[0]))).toEqual(new Set(ERROR_CODES));
  });
  it('a draw at the hand limit works when a card from hand is discarded first', () => {
    const s = edit(start(), (x) => { x.cards.blue.hand = ['h1', 'h2', 'h3', 'h4', 'h5']; });
    const r = applyAction(s, { type: 'draw', discard: 'h2' });
    expect(r.ok && r.state.cards.blue.discard).toEqual(['h2']);
  });
  it('an invalid setup returns errors, not a game', () => {
    const bad = tinyScenario({ units: [['blue', 'BB', 'C5', 'E']], terrain: sea });
    const g = createGame(bad, 1);
    expect(g.ok).toBe(false);
    if (!g.ok) expect(g.errors).toEqual([{ path: 'units[0].node', message: 'a battleship cannot be on shallow C5' }]);
    const noSeed = createGame(tinyScenario(), 1.5);
    expect(noSeed.ok).toBe(false);
  });
});
