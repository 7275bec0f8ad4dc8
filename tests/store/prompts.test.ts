// The prompt line says what can be done now, from the engine's legal actions: an open activation's steps
// where they are offered (red rings only when there are targets), a bomber or an artillery battery with
// nothing to hit, an arrival; and every legal action of these moments has a control of its own, so
// "More actions" lists none of them.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Action } from '../../src/engine/index';
import { translate, type MessageKey, type MessageParams } from '../../src/i18n/index';
import { useUiStore } from '../../src/store/index';
import { legalOf } from '../../src/store/derived';
import { describeAction, uncontrolled } from '../../src/ui/game/ActionButtons';
import { promptOf, promptSentence, type PromptText } from '../../src/ui/game/prompt';
import { selectBomber, toggleBomberCard } from '../../src/ui/game/select';
import convoy from '../../src/scenarios/convoy.json';
import island from '../../src/scenarios/island-airfield.json';
import bomberCard from '../e2e/fixtures/bomber-card.json';

const store = () => useUiStore.getState();
const state = () => store().session!.state;
const start = (scenarioId: string, scenarioRaw: unknown) =>
  expect(store().startGame({ scenarioId, scenarioRaw, seed: 1, options: { hideBetweenTurns: false }, names: { blue: 'Anna', red: 'Piotr' } })).toBe(true);
const play = (...steps: Action[]) => {
  for (const a of steps) expect(store().submit(a), a.type).toBe(true);
};
/** The prompt for the screen as the store holds it now. */
const prompt = (): PromptText => {
  const s = store();
  return promptOf({ state: state(), selection: s.selection, destination: s.destination, pick: s.pick, deploy: s.deploy, cardTarget: s.cardTarget, tfSelected: s.tfSelected, bomberSelected: s.bomberSelected });
};
const words = (lang: 'en' | 'pl', p: PromptText) => promptSentence((k: MessageKey, params?: MessageParams) => translate(lang, k, params), p);

beforeEach(() => store().setLanguage('en'));

describe('prompts of an open activation', () => {
  it('a submarine that may dive: the dive buttons, no red rings', () => {
    start('convoy', convoy);
    play({ type: 'pass' });
    const sub = state().units['red-SS-1'];
    play({ type: 'move', unitId: sub.id, to: { node: sub.node, heading: sub.heading } });
    expect(prompt()).toEqual({ key: 'prompt.activation', steps: ['step.dive'] });
    expect(words('en', prompt())).toBe('Dive (buttons), or End activation');
    expect(words('pl', prompt())).toBe('Zanurz okręt (przyciski) albo zakończ aktywację');
    expect(uncontrolled(legalOf(state()))).toEqual([]);
  });

  it('coastal artillery with nothing in its zone: said before the token is spent', () => {
    start('island-airfield', island);
    play({ type: 'pass' });
    store().selectUnit('red-coastalArtillery-1');
    expect(prompt()).toEqual({ key: 'prompt.fixedNoTarget', params: { unit: 'R-ART1', node: '' } });
    expect(words('en', prompt())).toMatch(/^R-ART1 has no target in its zone now: activating it would only spend a token/);
    expect(words('pl', prompt())).toMatch(/^R-ART1 nie ma teraz celu w swojej strefie: aktywacja tylko zużyje znacznik dowodzenia/);
    // the engine ends such an activation at once: the token is gone, nothing was fired
    play({ type: 'activateFixed', unitId: 'red-coastalArtillery-1' });
    expect(state().activation).toBeNull();
    expect(prompt().key).toBe('prompt.select');
  });

  it('joins several steps, targets first', () => {
    const p: PromptText = { key: 'prompt.activation', steps: ['step.attack', 'step.recover', 'step.card'] };
    expect(words('en', p)).toBe('Choose a target (red rings), recover a plane (green ring or button), play a command card (hand, right), or End activation');
    expect(words('pl', p)).toBe('Wybierz cel (czerwone pierścienie), odzyskaj samolot (zielony pierścień lub przycisk), zagraj kartę dowodzenia (ręka, po prawej) albo zakończ aktywację');
  });
});

describe('prompts of §8 choices', () => {
  it('a reinforcement arriving: its own prompt, and its 144 node × heading choices are not "More actions"', () => {
    start('convoy', convoy);
    for (let k = 0; k < 40 && state().pending?.kind !== 'arrival'; k++) {
      const legal = legalOf(state());
      play(legal.find((a) => a.type === 'pass') ?? legal.find((a) => a.type === 'declineDraw') ?? legal[0]);
    }
    expect(state().pending).toMatchObject({ kind: 'arrival', unitId: 'red-CA-1', as: 'reinforcement' });
    expect(prompt()).toEqual({ key: 'prompt.arrival.reinforcement', params: { unit: 'R-CA1' } });
    expect(legalOf(state()).length).toBe(144);
    expect(uncontrolled(legalOf(state()))).toEqual([]);
  });

  it('a bomber with no target: re-position only; with a card armed that reaches one: red rings', () => {
    start('bomber-card', bomberCard);
    const B = 'blue-airfield-1/bomber-1';
    play({ type: 'airOperation', unitId: 'blue-airfield-1', node: 'A2', heading: 0 }, { type: 'pass' }, { type: 'cleanupDraw' }, { type: 'keepCard', cardId: 'enemy-ahead' });
    for (let k = 0; k < 6 && !(state().round === 2 && state().toAct === 'blue' && !state().pending); k++) {
      const legal = legalOf(state());
      play(legal.find((a) => a.type === 'declineDraw') ?? legal.find((a) => a.type === 'pass')!);
    }
    selectBomber(B);
    expect(prompt()).toEqual({ key: 'prompt.bomberMove', params: { node: '', id: 'B-AF1/1' } });
    expect(words('en', prompt())).toBe('Bomber B-AF1/1: nothing to attack; click a highlighted node to re-position it (then the heading)');
    toggleBomberCard('enemy-ahead');
    expect(prompt().key).toBe('prompt.bomberCard');
    expect(uncontrolled(legalOf(state()))).toEqual([]);
  });

  it('a bomber that has acted this round: its chain extension, not "Select a ship … or Pass"', () => {
    start('island-airfield', island);
    play({ type: 'pass' });
    play(legalOf(state()).find((a) => a.type === 'airOperation')!);
    selectBomber('red-airfield-1/bomber-1');
    expect(store()).toMatchObject({ bomberSelected: 'red-airfield-1/bomber-1', pick: null });
    expect(store().notice?.error.code).toBeDefined(); // the engine's reason, shown below the prompt
    expect(prompt()).toEqual({ key: 'prompt.bomberExtend', params: { id: 'R-AF1/1' } });
    expect(words('en', prompt())).toBe('Bomber R-AF1/1 cannot attack or re-position now: Extend the chain from it, or Cancel');
    expect(uncontrolled(legalOf(state()))).toEqual([]);
  });
});

describe('"More actions" when an action type has no control of its own', () => {
  it('names the action with unit labels, node and heading in words, never raw ids', () => {
    start('island-airfield', island);
    const t = (k: MessageKey, p?: MessageParams) => translate('pl', k, p);
    const a = { type: 'extendChain', bomberId: 'red-airfield-1/bomber-1', node: 'O6', heading: 0 } as Action;
    expect(describeAction(t, state(), a)).toBe('extend chain: R-AF1/1, O6, wschód');
  });
});
