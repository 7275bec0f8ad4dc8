// Module L — "why not here" for its picks (src/engine/modules/airDefence/README.md L-WHY): the engine's
// query atNode (play/whyNot.ts) aims an AA gun's shot and a bomber's return at a node and answers with
// the shots or returns there, or the rule that forbids them, in English with its Polish text.
import { describe, expect, it } from 'vitest';
import { atNode, bomberZoneNodes, createGame, type Action, type GameState } from '../../../engine/index';
import { edit, tinyScenario, type TinyOptions } from '../../../../tests/engine/fixtures/tiny';
import { errorText } from '../../../ui/game/describe';

// 12 × 7 sea with a blue airfield on an island at A4 and a red carrier far east (its planes' zone)
const terrain = ['............', '............', '............', '#...........', '............', '............', '............'];
const AF = 'blue-airfield-1';
const B1 = `${AF}/bomber-1`;
const guns = [{ id: 'g1', owner: 'red', node: 'F4' }, { id: 'g2', owner: 'blue', node: 'B2' }];
const base: TinyOptions = { terrain, features: [{ kind: 'airfield', node: 'A4', owner: 'blue' }], units: [['red', 'DD', 'J6', 'W', 'rdd']], rounds: 9 };
function game(options: unknown = { guns }): GameState {
  const g = createGame(tinyScenario({ ...base, rules: { modules: [{ id: 'airDefence', options }] } }), 1);
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  return g.state;
}
/** A blue bomber at `node`, and red to act (its guns may fire). */
const redToAct = (s: GameState, node: string, id = B1): GameState =>
  edit(s, (x) => { x.bombers = [...(x.bombers ?? []), { id, owner: 'blue', airfieldId: AF, chain: id, node, heading: 0, activeRound: 0 }]; x.toAct = 'red'; });
const shot = (gun: string): Action => ({ type: 'module', module: 'airDefence', action: 'fireGun', params: { gun, bomber: '' } } as Action);
const back = (bomber = B1): Action => ({ type: 'module', module: 'airDefence', action: 'reenter', params: { bomber, node: '', heading: 0 } } as Action);
/** The refusal's English message and Polish text at `node`, or the accepted actions. */
function answer(s: GameState, probe: Action, node: string): { en: string; pl: string; rule: string } | Action[] {
  const r = atNode(s, probe, node);
  if (r.ok) return r.options;
  const d = (r.error?.details ?? {}) as { pl?: string; rule?: string };
  return { en: r.error?.message ?? '', pl: d.pl ?? '', rule: d.rule ?? '' };
}

describe('module L: why a gun may not fire there', () => {
  it('L-WHY, L-AA-FIRE: aimed at a node with an enemy bomber over the gun, the shot is offered; at a node without one, the engine says so', () => {
    const s = redToAct(game(), 'F4');
    expect(answer(s, shot('g1'), 'F4')).toEqual([{ type: 'module', module: 'airDefence', action: 'fireGun', params: { gun: 'g1', bomber: B1 } }]);
    expect(answer(s, shot('g1'), 'H4')).toEqual({ rule: 'L-AA-FIRE', en: 'There is no enemy bomber at H4 for the AA gun at F4 to fire at.', pl: 'Na H4 nie ma wrogiego bombowca, do którego mogłoby strzelać działko plot. na F4.' });
  });

  it('L-WHY, L-AA-TABLE, L-AA-FIRE: a high bomber next to the gun, one two nodes away: each refused with its reason', () => {
    const next = redToAct(game(), 'G4');
    expect(answer(next, shot('g1'), 'G4')).toEqual({ rule: 'L-AA-TABLE', en: 'The bomber at G4 flies high: the AA gun at F4 can hit it only right over the gun, not next to it.', pl: 'Bombowiec na G4 leci wysoko: działko plot. na F4 trafi go tylko nad sobą, nie obok.' });
    const far = redToAct(game(), 'H4');
    expect(answer(far, shot('g1'), 'H4')).toMatchObject({ rule: 'L-AA-FIRE', en: 'The bomber at H4 is out of reach: the AA gun at F4 fires only at a bomber over it or next to it.', pl: expect.stringContaining('poza zasięgiem') });
    // flying low, the bomber next to the gun may be fired at
    const low = redToAct(game({ guns, altitude: { [B1]: 'low' } }), 'G4');
    expect(answer(low, shot('g1'), 'G4')).toEqual([expect.objectContaining({ params: { gun: 'g1', bomber: B1 } })]);
  });

  it('L-WHY, L-AA-ONCE, L-AA-BOMB: a gun that fired this round, a gun destroyed, the enemy\'s gun: refused with the reason', () => {
    const s = redToAct(game(), 'F4');
    const fired = edit(s, (x) => { x.moduleState = [{ module: 'airDefence', data: { track: { history: [] }, bombed: [], guns: { destroyed: [], fired: [{ gunId: 'g1', round: x.round }], damaged: [] } } }]; });
    expect(answer(fired, shot('g1'), 'F4')).toEqual({ rule: 'L-AA-ONCE', en: 'The AA gun at F4 has already fired this round (once a round).', pl: 'Działko plot. na F4 już strzelało w tej rundzie (raz na rundę).' });
    const gone = edit(s, (x) => { x.moduleState = [{ module: 'airDefence', data: { track: { history: [] }, bombed: [], guns: { destroyed: ['g1'], fired: [], damaged: [] } } }]; });
    expect(answer(gone, shot('g1'), 'F4')).toMatchObject({ rule: 'L-AA-BOMB', en: 'The AA gun at F4 was destroyed by bombs.' });
    expect(answer(s, shot('g2'), 'F4')).toMatchObject({ rule: 'L-AA-FIRE', en: 'There is no enemy bomber at F4 for the AA gun at B2 to fire at.' });
  });
});

describe('module L: why a bomber may not come back there', () => {
  /** Blue's bomber B1 left by the east edge at L4 and is due back now; blue to act. */
  const due = (s: GameState, backIn = s.round): GameState => edit(s, (x) => {
    x.toAct = 'blue';
    x.moduleState = [{ module: 'airDefence', data: { track: { history: [] }, bombed: [], guns: { destroyed: [], fired: [], damaged: [] }, away: [{ bomber: { id: B1, owner: 'blue', airfieldId: AF, chain: B1, node: 'L4', heading: 0, activeRound: 0 }, node: 'L4', edge: 'east', back: backIn }] } }];
  });
  const leaving = { leaving: { enemySide: { blue: [], red: [] }, rounds: 2, range: 3 } };

  it('L-WHY, L-REENTER: on an edge node in range, every heading is offered; off the edge or out of range: the reason', () => {
    const s = due(game(leaving));
    const ok = answer(s, back(), 'L5');
    expect(Array.isArray(ok) && ok.map((a) => (a as { params: { heading: number } }).params.heading)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(answer(s, back(), 'H4')).toEqual({ rule: 'L-REENTER', en: 'The bomber re-enters on an edge node of the map; H4 is not on an edge.', pl: 'Bombowiec wraca na węźle na krawędzi mapy; H4 nie leży na krawędzi.' });
    expect(answer(s, back(), 'A1')).toEqual({ rule: 'L-REENTER', en: expect.stringMatching(/^A1 is \d+ from L4, where the bomber left: it re-enters within 3 of L4\.$/), pl: expect.stringContaining('najdalej 3 od L4') });
  });

  it('L-WHY, L-REENTER: not yet due, or into an enemy air zone (R-AIR-3): the reason', () => {
    const early = due(game(leaving), 5);
    expect(answer(early, back(), 'L4')).toEqual({ rule: 'L-REENTER', en: 'That bomber cannot re-enter now: it is due back in round 5.', pl: 'Ten bombowiec nie może teraz wrócić: wraca w rundzie 5.' });
    // a red bomber at K4 facing east: its zone reaches the east edge next to L4
    const guarded = edit(due(game(leaving)), (x) => { x.bombers = [{ id: 'red-af/bomber-1', owner: 'red', airfieldId: 'red-af', chain: 'red-af/bomber-1', node: 'K4', heading: 0, activeRound: 0 }]; });
    const zoned = bomberZoneNodes(guarded, 'red-af/bomber-1').find((n) => n.startsWith('L'));
    expect(zoned).toBeDefined();
    expect(answer(guarded, back(), zoned!)).toEqual({ rule: 'R-AIR-3', en: `${zoned} lies in an enemy air zone: a bomber never enters one (R-AIR-3).`, pl: `${zoned} leży w strefie lotnictwa wroga: bombowiec nigdy do niej nie wchodzi (R-AIR-3).` });
  });
});

describe('module L: the reason on the screen', () => {
  it('L-WHY: the screen shows the engine\'s reason in English, and its Polish text in Polish', () => {
    const s = redToAct(game(), 'F4');
    const r = atNode(s, shot('g1'), 'H4');
    if (r.ok || !r.error) throw new Error('expected a refusal');
    expect(errorText('en', r.error, s)).toBe('There is no enemy bomber at H4 for the AA gun at F4 to fire at.');
    expect(errorText('pl', r.error, s)).toBe('Na H4 nie ma wrogiego bombowca, do którego mogłoby strzelać działko plot. na F4.');
  });
});
