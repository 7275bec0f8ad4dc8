// The prompt line says what can be done now, from the engine's legal actions: at a turn's start what can
// act (ships, task forces, bombers, airfields, artillery) and the hand's plays; a TF's moves as drawn; a
// forced deployment's controls (Deployment panel); a card armed on a bomber named in the language shown; an open activation's steps
// where they are offered (red rings only when there are targets), a bomber or an artillery battery with
// nothing to hit, an arrival; and every legal action of these moments has a control of its own, so
// "More actions" lists none of them.
import { beforeEach, describe, expect, it } from 'vitest';
import { applyAction, legalActions, type Action } from '../../src/engine/index';
import { translate, type MessageKey, type MessageParams } from '../../src/i18n/index';
import { useUiStore } from '../../src/store/index';
import { describeAction, uncontrolled } from '../../src/ui/game/ActionButtons';
import { promptOf, promptSentence, type PromptText } from '../../src/ui/game/prompt';
import { selectBomber, selectMarker, toggleBomberCard } from '../../src/ui/game/select';
import { chainExtender } from '../../src/ui/game/chain';
import { cardInfo } from '../../src/ui/game/describe';
import convoy from '../../src/scenarios/convoy.json';
import island from '../../src/scenarios/island-airfield.json';
import openSea from '../../src/scenarios/open-sea.json';
import bomberCard from '../e2e/fixtures/bomber-card.json';
import tfDuel from '../e2e/fixtures/tf-duel.json';
import '../setup/screenModules';

const store = () => useUiStore.getState();
const state = () => store().session!.state;
const start = (scenarioId: string, scenarioRaw: unknown) =>
  expect(store().startGame({ scenarioId, scenarioRaw, seed: 1, options: { hideBetweenTurns: false }, names: { blue: 'Anna', red: 'Piotr' } })).toBe(true);
const play = (...steps: Action[]) => {
  for (const a of steps) expect(store().submit(a), a.type).toBe(true);
};
/** The prompt for the screen as the store holds it now (cards named in the store's language, as PromptBar does). */
const prompt = (): PromptText => {
  const s = store();
  const cardName = (id: string) => cardInfo(state(), id, store().language).name;
  return promptOf({ state: state(), selection: s.selection, destination: s.destination, pick: s.pick, deploy: s.deploy, cardTarget: s.cardTarget, tfSelected: s.tfSelected, bomberSelected: s.bomberSelected, cardName });
};
/** Answer every start-of-round step (nothing split or regrouped). */
const skipStartOfRound = () => {
  while (state().pending?.kind === 'startOfRound') play({ type: 'endStartOfRound' });
};
/** The player to set up puts every ship of theirs on TF boards (`per` to a board), each marker on a legal node. */
const allInTaskForces = (per: number) => {
  const ships = legalActions(state()).flatMap((a) => (a.type === 'assignToTaskForce' && a.tf === 'A' ? [a.unitId] : []));
  const letters = ['A', 'B', 'C', 'D'] as const;
  ships.forEach((unitId, k) => play({ type: 'assignToTaskForce', unitId, tf: letters[Math.floor(k / per)] }));
  for (const tf of letters.slice(0, Math.ceil(ships.length / per))) play(legalActions(state()).find((a) => a.type === 'placeMarker' && a.tf === tf)!);
  play({ type: 'finishSetup' });
};
const words = (lang: 'en' | 'pl', p: PromptText) => promptSentence((k: MessageKey, params?: MessageParams) => translate(lang, k, params), p);

beforeEach(() => store().setLanguage('en'));

describe('the opening prompt names what can act now (the engine\'s legal actions)', () => {
  it('Open Sea, every ship in a task force: the task forces and the coastal artillery, not "a ship"', () => {
    start('open-sea', openSea);
    while (state().pending?.kind === 'taskForceSetup') allInTaskForces(5);
    for (let k = 0; k < 4 && state().pending; k++) {
      if (state().pending?.kind === 'chooseFirstPlayer') play({ type: 'chooseFirstPlayer', first: 'blue' });
      skipStartOfRound();
    }
    expect(state()).toMatchObject({ round: 1, pending: null });
    expect(Object.values(state().units).filter((u) => u.owner === state().toAct && u.kind === 'ship')).toEqual([]);
    expect(prompt()).toEqual({ key: 'prompt.selectOrHand', lists: { units: ['select.tf', 'select.artillery'], hand: ['select.draw'] } });
    expect(words('en', prompt())).toBe('Select a task force or coastal artillery to activate, draw cards (Hand panel), or Pass to end your round');
    expect(words('pl', prompt())).toBe('Wybierz Zgrupowanie Bojowe lub artylerię nadbrzeżną do aktywacji, dobierz karty (panel „Ręka”) albo spasuj, aby zakończyć rundę');
  });

  it('Island Airfield: the airfield and the coastal artillery among what can act', () => {
    start('island-airfield', island);
    play({ type: 'pass' });
    const p = prompt();
    expect(p.lists?.units).toEqual(expect.arrayContaining(['select.airfield', 'select.artillery']));
    expect(words('en', p)).toBe('Select a ship, an airfield or coastal artillery to activate, draw cards (Hand panel), or Pass to end your round');
  });

  it('a bomber that may still act is named; lists join with "or" / "lub"', () => {
    start('island-airfield', island);
    play({ type: 'pass' });
    play(legalActions(state()).find((a) => a.type === 'airOperation')!);
    expect(prompt().lists?.units).toContain('select.bomber');
    const p: PromptText = { key: 'prompt.select', lists: { units: ['select.ship', 'select.tf', 'select.bomber'] } };
    expect(words('en', p)).toBe('Select a ship, a task force or a bomber to activate, or Pass to end your round');
    expect(words('pl', p)).toBe('Wybierz okręt, Zgrupowanie Bojowe lub bombowiec do aktywacji albo spasuj, aby zakończyć rundę');
    expect(words('en', { key: 'prompt.hand', lists: { hand: ['select.card', 'select.draw'] } })).toBe('Play a card or draw cards (Hand panel), or Pass to end your round');
  });
});

describe('prompts of task forces', () => {
  /** tf-duel: Blue's two ships loose on the map, Red's two destroyers in TF A at `redNode`; start of round done. */
  const duel = (redNode: string) => {
    start('tf-duel', tfDuel);
    play(
      { type: 'placeShip', unitId: 'blue-CA-1', node: 'B3', heading: 0 }, { type: 'placeShip', unitId: 'blue-DD-1', node: 'B5', heading: 0 }, { type: 'finishSetup' },
      { type: 'assignToTaskForce', unitId: 'red-DD-1', tf: 'A' }, { type: 'assignToTaskForce', unitId: 'red-DD-2', tf: 'A' }, { type: 'placeMarker', tf: 'A', node: redNode }, { type: 'finishSetup' },
    );
    skipStartOfRound();
  };

  it('a selected TF: its moves are highlighted nodes (no MP, no heading), as drawn', () => {
    duel('I4');
    play({ type: 'pass' });
    const marker = state().taskForces!.boards.red.A.markerId!;
    selectMarker(marker, 'A');
    expect(store().pick?.options.every((o) => o.heading === null)).toBe(true);
    const p = prompt();
    expect(p.key).toMatch(/^prompt\.tf(Move)?$/);
    expect(words('en', { ...p, key: 'prompt.tf' })).toBe('TF A: choose a highlighted node to move it there, or Deploy it');
    expect(words('pl', { ...p, key: 'prompt.tf' })).toBe('ZB A: wybierz podświetlony węzeł, aby je tam przesunąć, albo je rozwiń');
    expect(words('en', { ...p, key: 'prompt.tfMove' })).not.toMatch(/green|MP/);
  });

  it('a forced deployment says where to answer it: the Deployment panel', () => {
    duel('H5');
    // a Blue move after which Red must deploy, found by asking the engine
    const caught = (a: Action) => {
      let r = applyAction(state(), a);
      if (r.ok && r.state.activation) r = applyAction(r.state, { type: 'endActivation' });
      return r.ok && r.state.pending?.kind === 'forcedDeployment';
    };
    const forcing = legalActions(state()).find((a) => a.type === 'move' && caught(a));
    expect(forcing).toBeDefined();
    play(forcing!);
    if (state().activation) play({ type: 'endActivation' });
    expect(state().pending?.kind).toBe('forcedDeployment');
    expect(prompt().key).toBe('prompt.forced');
    expect(words('en', prompt())).toMatch(/^Place [12] ships? of TF A \(forced deployment\) — Deployment panel: Deploy as suggested, or Place…$/);
    expect(words('pl', prompt())).toMatch(/^Wystaw [12] okręt(y)? ZB A \(rozwinięcie przymusowe\) — panel „Rozwinięcie”: „Rozwiń jak proponowane” albo „Wystaw…”$/);
  });
});

describe('prompts of an open activation', () => {
  it('a submarine that may dive: the dive buttons, no red rings', () => {
    start('convoy', convoy);
    play({ type: 'pass' });
    const sub = state().units['red-SS-1'];
    play({ type: 'move', unitId: sub.id, to: { node: sub.node, heading: sub.heading } });
    expect(prompt()).toEqual({ key: 'prompt.activation', steps: ['step.dive'] });
    expect(words('en', prompt())).toBe('Dive (buttons), or End activation');
    expect(words('pl', prompt())).toBe('Zanurz okręt (przyciski) albo zakończ aktywację');
    expect(uncontrolled(legalActions(state()))).toEqual([]);
  });

  it('a ship a command card activated, not selected: move it (Pass is not legal then)', () => {
    start('convoy', convoy);
    const ship = Object.values(state().units).find((u) => u.owner === state().toAct && u.kind === 'ship')!;
    const p = promptOf({ state: { ...state(), activation: { player: ship.owner, unitId: ship.id, awaitingMove: true, card: 'full-speed' } }, selection: null, destination: null, pick: null, deploy: null, cardTarget: null, tfSelected: null, bomberSelected: null });
    expect(p.key).toBe('prompt.cardMove');
    expect(words('en', p)).toMatch(/^A card activated [BR]-\w+: select it, then choose where it moves$/);
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
    expect(prompt().key).toBe('prompt.selectOrHand');
  });

  it('joins several steps, targets first', () => {
    const p: PromptText = { key: 'prompt.activation', steps: ['step.attack', 'step.recover', 'step.card'] };
    expect(words('en', p)).toBe('Choose a target (ringed), recover a plane (ringed, or its button), play a command card (Hand panel), or End activation');
    expect(words('pl', p)).toBe('Wybierz cel (w pierścieniu), odzyskaj samolot (w pierścieniu lub przyciskiem), zagraj kartę dowodzenia (panel „Ręka”) albo zakończ aktywację');
  });
});

describe('prompts of §8 choices', () => {
  it('a reinforcement arriving: its own prompt, and its 144 node × heading choices are not "More actions"', () => {
    start('convoy', convoy);
    for (let k = 0; k < 40 && state().pending?.kind !== 'arrival'; k++) {
      const legal = legalActions(state());
      play(legal.find((a) => a.type === 'pass') ?? legal.find((a) => a.type === 'declineDraw') ?? legal[0]);
    }
    expect(state().pending).toMatchObject({ kind: 'arrival', unitId: 'red-CA-1', as: 'reinforcement' });
    expect(prompt()).toEqual({ key: 'prompt.arrival.reinforcement', params: { unit: 'R-CA1' } });
    expect(legalActions(state()).length).toBe(144);
    expect(uncontrolled(legalActions(state()))).toEqual([]);
  });

  it('a bomber with no target: re-position only; with a card armed that reaches one: red rings', () => {
    start('bomber-card', bomberCard);
    const B = 'blue-airfield-1/bomber-1';
    play({ type: 'airOperation', unitId: 'blue-airfield-1', node: 'A2', heading: 0 }, { type: 'pass' }, { type: 'cleanupDraw' }, { type: 'keepCard', cardId: 'enemy-ahead' });
    for (let k = 0; k < 6 && !(state().round === 2 && state().toAct === 'blue' && !state().pending); k++) {
      const legal = legalActions(state());
      play(legal.find((a) => a.type === 'declineDraw') ?? legal.find((a) => a.type === 'pass')!);
    }
    selectBomber(B);
    // its chain may also be extended now: the prompt says so beside the button
    expect(prompt()).toEqual({ key: 'prompt.bomberMoveOrExtend', params: { node: '', id: 'B-AF1/1' } });
    expect(words('en', prompt())).toBe('Bomber B-AF1/1: nothing to attack; choose a highlighted node to re-position it (then the heading), or One more bomber');
    toggleBomberCard('enemy-ahead');
    expect(prompt().key).toBe('prompt.bomberCard');
    expect(uncontrolled(legalActions(state()))).toEqual([]);
    // the pick keeps the card's id: its name follows a switch of language
    expect(store().pick?.params).toEqual({ id: 'B-AF1/1', cardId: 'enemy-ahead' });
    expect(words('en', prompt())).toMatch(/^Bomber B-AF1\/1 with “Enemy ahead! Attack!”/);
    store().setLanguage('pl');
    expect(words('pl', prompt())).toMatch(/^Bombowiec B-AF1\/1 z kartą „Wróg przed nami! Do ataku!”/);
  });

  it('a bomber that has acted this round: its chain extension, not "Select a ship … or Pass"', () => {
    start('island-airfield', island);
    play({ type: 'pass' });
    play(legalActions(state()).find((a) => a.type === 'airOperation')!);
    selectBomber('red-airfield-1/bomber-1');
    expect(store()).toMatchObject({ bomberSelected: 'red-airfield-1/bomber-1', pick: null });
    expect(store().notice).toBeNull(); // no error banner: the prompt says what it can do
    expect(prompt()).toEqual({ key: 'prompt.bomberExtend', params: { id: 'R-AF1/1' } });
    expect(words('en', prompt())).toBe('Bomber R-AF1/1 cannot attack or re-position now: One more bomber (a command token sends another from its airfield), or Cancel');
    expect(uncontrolled(legalActions(state()))).toEqual([]);
  });

  it('a chain is extended from whichever of its bombers is selected (the engine extends from the last)', () => {
    start('island-airfield', island);
    play({ type: 'pass' });
    play(legalActions(state()).find((a) => a.type === 'airOperation')!);
    if (state().toAct === 'blue') play({ type: 'pass' });
    play(legalActions(state()).find((a) => a.type === 'extendChain')!);
    const [first, last] = state().bombers!.map((b) => b.id);
    expect(legalActions(state()).some((a) => a.type === 'extendChain' && a.bomberId === first)).toBe(false);
    expect(chainExtender(state(), first)).toBe(last);
    selectBomber(first);
    expect(store().notice).toBeNull();
    expect(prompt()).toEqual({ key: 'prompt.bomberExtend', params: { id: 'R-AF1/1' } });
    expect(words('pl', prompt())).toBe('Bombowiec R-AF1/1 nie może teraz atakować ani się przestawić: kolejny bombowiec (znacznik dowodzenia stawia w jego strefie następny bombowiec z lotniska) albo anuluj');
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
