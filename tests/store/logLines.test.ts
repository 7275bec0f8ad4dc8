// The event log in words for §8 and §10 (aviation, submarines, mines, cargo, the round track): every
// such event a player should read has a line in both languages, with every placeholder filled.
import { describe, expect, it } from 'vitest';
import { createGame, type GameEvent, type Unit } from '../../src/engine/index';
import { translate, type Language } from '../../src/i18n';
import { eventText, knownUnits } from '../../src/ui/game/describe';
import { tinyScenario } from '../engine/fixtures/tiny';

const g = createGame(tinyScenario({ units: [['blue', 'CV', 'C4', 'E', 'blue-CV-1'], ['red', 'DD', 'L7', 'W', 'red-DD-1'], ['blue', 'AP', 'C6', 'E', 'blue-AP-1']] }), 1);
if (!g.ok) throw new Error('fixture');
const state = g.state;
const cv = state.units['blue-CV-1'];
const gone: Unit = { ...cv, id: 'blue-CA-3', class: 'CA' };
const B1 = 'blue-airfield-1/bomber-1';

const events: GameEvent[] = [
  { type: 'planeReturned', planeId: 'p', carrierId: cv.id, node: 'E4', planesAboard: 3, auto: false },
  { type: 'depthCharged', player: 'red', unitId: 'red-DD-1', targetId: 'blue-SS-1', node: 'F5', surfacesIn: 1, minesLeft: 2 },
  { type: 'reinforcementArrived', player: 'red', unitId: 'red-DD-1', node: 'L7', heading: 3 },
  { type: 'arrivalDelayed', player: 'blue', unitId: 'blue-SS-1', as: 'surfacing', round: 3 },
  { type: 'arrivalDelayed', player: 'blue', unitId: 'blue-BB-2', as: 'reinforcement', round: 3 },
  { type: 'landed', player: 'blue', unitId: 'blue-AP-1', node: 'A5', targetId: 'red-airfield-1', cargoLeft: 1 },
  { type: 'bomberMoved', player: 'blue', bomberId: B1, from: { node: 'A4', heading: 0 }, to: { node: 'C4', heading: 0 } },
  { type: 'bomberMoved', player: 'blue', bomberId: B1, from: { node: 'A4', heading: 0 }, to: { node: 'A4', heading: 1 } },
  { type: 'bombersReturned', airfieldId: 'blue-airfield-1', bomberIds: ['a', 'b'], pool: 3 },
  { type: 'bomberDestroyed', bomberId: B1, owner: 'blue', node: 'C4', by: 'red-DD-1', points: 1 },
  { type: 'airfieldHit', unitId: 'red-airfield-1', owner: 'red', by: B1, suppressedThrough: 3, points: 0 },
  { type: 'expired', round: 2, unit: gone },
  { type: 'planeExpired', round: 2, plane: { id: 'p', owner: 'blue', carrierId: cv.id, node: 'F4' } },
  { type: 'reinforcementJoined', player: 'blue', unitId: 'blue-BB-2', tf: 'A' },
  { type: 'reinforcementJoined', player: 'blue', unitId: 'blue-BB-2', tf: '?' },
  { type: 'shipExited', player: 'blue', unitId: cv.id, node: 'L4', edge: 'east', points: 4 },
];

describe('log lines for §8 and §10 events', () => {
  for (const lang of ['en', 'pl'] as Language[]) {
    it(`every §8/§10 event reads as a sentence in ${lang}, names filled in`, () => {
      const c = { t: (k: Parameters<typeof translate>[1], p?: Record<string, string | number>) => translate(lang, k, p), lang, names: { blue: 'Anna', red: 'Piotr' }, units: knownUnits(state.units, events), setup: state.setup, viewer: 'blue' as const };
      for (const e of events) {
        const line = eventText(c, e);
        expect(line, e.type).toBeTruthy();
        expect(line, e.type).not.toMatch(/[{}]|undefined|NaN/);
      }
    });
  }
  it('names what the events are about', () => {
    const c = { t: (k: Parameters<typeof translate>[1], p?: Record<string, string | number>) => translate('en', k, p), lang: 'en' as const, names: { blue: 'Anna', red: 'Piotr' }, units: knownUnits(state.units, events), setup: state.setup, viewer: 'blue' as const };
    const line = (k: number) => eventText(c, events[k]);
    expect(line(0)).toBe('The plane over E4 returned aboard Blue carrier B-CV1 (3 aboard).');
    expect(line(6)).toBe('Blue bomber B-AF1/1 flew A4→C4, facing E.');
    expect(line(11)).toBe('Blue cruiser B-CA3 left the game.'); // known from its `expired` event
    expect(line(13)).toBe('B-BB2 joined TF A.');
    expect(line(14)).toBe('B-BB2 joined a Blue task force.');
  });
});
