// §8.2 in the UI state: a command card armed on the selected bomber's activation (tests/e2e/fixtures/
// bomber-card.json, the game brought to round 2 with Blue's bomber at A2 facing E and Enemy ahead! in
// hand). The pick holds the card's options only while armed; Esc, a second toggle, another selection
// or a submitted action disarm it; the log names the bomber.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Action, GameEvent } from '../../src/engine/index';
import { translate, type Language } from '../../src/i18n';
import { useUiStore } from '../../src/store/index';
import { eventText, knownUnits } from '../../src/ui/game/describe';
import { selectBomber, startExtend, toggleBomberCard } from '../../src/ui/game/select';
import fixture from '../e2e/fixtures/bomber-card.json';
import '../setup/screenModules';

const B1 = 'blue-airfield-1/bomber-1';
const CARD = 'enemy-ahead';
const store = () => useUiStore.getState();
const cardOf = (a: Action | undefined) => (a && 'cardId' in a ? a.cardId : undefined);
const nodes = () => store().pick?.options.map((o) => o.node) ?? [];

beforeEach(() => {
  expect(store().startGame({ scenarioId: 'bomber-card', scenarioRaw: fixture, seed: 1, options: { hideBetweenTurns: false }, names: { blue: 'Anna', red: 'Piotr' } })).toBe(true);
  const steps: Action[] = [
    { type: 'airOperation', unitId: 'blue-airfield-1', node: 'A2', heading: 0 },
    { type: 'pass' }, // Piotr
    { type: 'cleanupDraw' },
    { type: 'keepCard', cardId: CARD },
    { type: 'pass' }, // Piotr, first in round 2
  ];
  for (const a of steps) expect(store().submit(a), a.type).toBe(true);
  expect(store().session!.state.toAct).toBe('blue');
});

describe('a command card armed on a bomber (§8.2)', () => {
  it('selecting the bomber offers only its card-less choices', () => {
    selectBomber(B1);
    expect(store()).toMatchObject({ bomberSelected: B1, bomberCard: null });
    expect(store().pick?.prompt).toBe('prompt.bomber');
    expect(store().pick?.options.every((o) => cardOf(o.action) === undefined)).toBe(true);
    expect(nodes()).not.toContain('E2');
  });

  it('arming the card: its options only, with the bomber and the card named; a second toggle or Esc disarms it', () => {
    selectBomber(B1);
    const plain = store().pick;
    toggleBomberCard(CARD);
    expect(store().bomberCard).toBe(CARD);
    expect(store().pick).toMatchObject({ prompt: 'prompt.bomberCard', params: { id: 'B-AF1/1', cardId: CARD }, probe: { cardId: CARD } });
    expect(store().pick?.options.every((o) => cardOf(o.action) === CARD)).toBe(true);
    expect(store().pick?.options).toContainEqual({ node: 'E2', heading: null, action: { type: 'bomberAttack', bomberId: B1, targetId: 'red-DD-1', cardId: CARD } });
    toggleBomberCard(CARD);
    expect(store()).toMatchObject({ bomberSelected: B1, bomberCard: null });
    expect(store().pick?.options).toEqual(plain?.options);
    toggleBomberCard(CARD);
    store().cancel(); // Esc: back to the bomber's own choices, still selected
    expect(store()).toMatchObject({ bomberSelected: B1, bomberCard: null });
    expect(store().pick?.prompt).toBe('prompt.bomber');
    expect(nodes()).not.toContain('E2');
    store().cancel();
    expect(store()).toMatchObject({ bomberSelected: null, bomberCard: null, pick: null });
  });

  it('another selection, a chain extension or a submitted action clears the armed card', () => {
    selectBomber(B1, CARD);
    store().selectUnit(null);
    expect(store().bomberCard).toBeNull();
    selectBomber(B1, CARD);
    startExtend(B1);
    expect(store()).toMatchObject({ bomberCard: null, pick: { prompt: 'pick.extendChain' } });
    selectBomber(B1, CARD);
    const attack = store().pick!.options.find((o) => o.node === 'E2')!.action!;
    expect(store().submit(attack)).toBe(true);
    expect(store()).toMatchObject({ bomberSelected: null, bomberCard: null, pick: null });
    expect(store().session!.state.units['red-DD-1']).toBeUndefined();
  });

  it('the log names the bomber the card was played on, in English and Polish', () => {
    selectBomber(B1, CARD);
    store().submit(store().pick!.options.find((o) => o.node === 'E2')!.action!);
    const s = store().session!;
    const line = (lang: Language, e: GameEvent) =>
      eventText({ t: (k, p) => translate(lang, k, p), lang, names: s.names, units: knownUnits(s.state.units, s.events), setup: s.state.setup, viewer: 'blue' }, e);
    const played = s.events.find((e) => e.type === 'cardPlayed')!;
    const destroyed = s.events.find((e) => e.type === 'destroyed')!;
    expect(line('en', played)).toBe('Anna played “Enemy ahead! Attack!” activating the Blue bomber B-AF1/1.');
    expect(line('pl', played)).toBe('Anna zagrywa „Wróg przed nami! Do ataku!”, aktywując bombowiec B-AF1/1 (Niebieski).');
    expect(line('en', destroyed)).toMatch(/^Blue bomber B-AF1\/1 destroyed Red destroyer R-DD1 at E2/);
    expect(line('pl', destroyed)).toMatch(/^Bombowiec B-AF1\/1 \(Niebieski\) niszczy: niszczyciel R-DD1 \(Czerwony\) na E2/);
  });
});
