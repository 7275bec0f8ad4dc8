// The machine players in the store, headless: a person against a bot sees their own side at all times
// (no cover); a bot's actions gather in "what happened" as one streak; a move the rules refuse becomes
// a bot problem and leaves the game as it was; a side taken over by hand makes a hot-seat game (cover);
// the seats (level, seed) go into the save file and come back from it.
import { describe, expect, it } from 'vitest';
import { createBot } from '../../bots/index';
import { legalActions, viewFor, type Action } from '../../engine';
import { bundledScenarios } from '../../scenarios';
import { useUiStore } from '../../store';
import { kernel } from '../../store/kernel';
import { playBotAction, playSideByHand } from './botMoves';

const tutorial = bundledScenarios.find((s) => (s as { id?: string }).id === 'tutorial')!;
const bots = { red: { level: 'easy' as const, seed: 77 } };

function start() {
  const s = useUiStore.getState();
  expect(s.startGame({ scenarioId: 'tutorial', scenarioRaw: tutorial, seed: 5, options: { hideBetweenTurns: true, bots }, names: { blue: 'Ada', red: 'Computer (easy)' } })).toBe(true);
}
const decider = () => { const st = useUiStore.getState().session!.state; return st.pending?.player ?? st.toAct; };

/** Blue (the person) acts until Red (the bot) is to decide. */
function blueUntilRed() {
  for (let k = 0; k < 60 && decider() === 'blue'; k++) {
    const legal = legalActions(useUiStore.getState().session!.state);
    const a = legal.find((x: Action) => x.type === 'pass') ?? legal.find((x: Action) => x.type === 'finishSetup') ?? legal[0];
    expect(useUiStore.getState().submit(a)).toBe(true);
    expect(useUiStore.getState().viewer).toBe('blue'); // never a cover between a person and a bot
  }
  expect(decider()).toBe('red');
}

describe('the machine players in the store', () => {
  it('applies a bot’s actions as one streak of what happened, the person’s view throughout', () => {
    start();
    expect(useUiStore.getState().viewer).toBe('blue');
    blueUntilRed();
    const bot = createBot('easy', 77);
    const events = useUiStore.getState().session!.events.length;
    for (let k = 0; k < 2 && decider() === 'red'; k++) {
      const st = useUiStore.getState().session!.state;
      expect(playBotAction(useUiStore, 'red', bot.decide(viewFor(st, 'red')))).toBe(true);
      const s = useUiStore.getState();
      expect(s.viewer).toBe('blue');
      expect(s.recent?.from).toBe(events);
      expect(s.recent?.to).toBe(s.session!.events.length);
    }
  });

  it('a refused move is a bot problem and the game is unchanged; taken over by hand, the cover is back', () => {
    start();
    blueUntilRed();
    const before = useUiStore.getState().session;
    expect(playBotAction(useUiStore, 'red', { type: 'move', unitId: 'nowhere', to: { node: 'A1', heading: 0 } } as Action)).toBe(false);
    expect(useUiStore.getState().botProblem).toMatchObject({ side: 'red', code: 'bot/illegal-action' });
    expect(useUiStore.getState().session).toBe(before);
    playSideByHand(useUiStore, 'red');
    const s = useUiStore.getState();
    expect(s.botProblem).toBeNull();
    expect(s.session!.options.bots).toBeUndefined();
    expect(s.viewer).toBeNull(); // two people at one screen: the hand-over cover for Red
  });

  it('the save file keeps the seats: the game comes back with its bot', () => {
    start();
    blueUntilRed();
    const text = kernel().saveTextOf(useUiStore.getState().session!);
    expect(JSON.parse(text).options.bots).toEqual(bots);
    const back = kernel().sessionFromText(text);
    expect(back.ok && back.session.options.bots).toEqual(bots);
    expect(back.ok && back.session.actions).toEqual(useUiStore.getState().session!.actions);
    // a bad seat is refused with its path
    const bad = kernel().sessionFromText(text.replace('"easy"', '"genius"'));
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.errors[0].path).toMatch(/^options\.bots\.red\.level/);
  });
});
