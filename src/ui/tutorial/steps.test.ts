// The tutorial's steps follow the game: each one starts when the one before is done (by the engine's
// events), points at what the engine allows, and never moves on by itself.
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, viewFor, type Action, type GameEvent, type GameState } from '../../engine';
import { createBot } from '../../bots';
import raw from '../../scenarios/guided-tutorial.json';
import { firingNodes, progressOf, STEPS, stepOf, stepView, type TutorialUi } from './steps';

const SETUP: Action[] = [
  { type: 'assignToTaskForce', unitId: 'blue-DD-1', tf: 'A' },
  { type: 'assignToTaskForce', unitId: 'blue-DD-2', tf: 'A' },
  { type: 'placeMarker', tf: 'A', node: 'B7' },
  { type: 'finishSetup' },
  { type: 'endStartOfRound' },
];
const NO_UI: TutorialUi = { selection: null, destination: null, tfSelected: null, pickNodes: [] };
const LABELS = { pass: 'Pass', draw: 'Draw', play: 'Play', keep: (c: string) => `Keep ${c}` };
const distance = (a: string, b: string) => Math.abs(a.charCodeAt(0) - b.charCodeAt(0)) + Math.abs(Number(a.slice(1)) - Number(b.slice(1)));

/** A tutorial game: Blue acts through `act`; Red, the easy bot of the tutorial, answers at once. */
function tutorialGame() {
  const g = createGame(raw, 7);
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  let state: GameState = g.state;
  const events: GameEvent[] = [...g.events];
  const bot = createBot('easy', 11);
  const apply = (a: Action) => {
    const r = applyAction(state, a);
    if (!r.ok) throw new Error(`${a.type}: ${r.error.message}`);
    state = r.state;
    events.push(...r.events);
  };
  const act = (a: Action) => {
    apply(a);
    while (state.phase !== 'over' && (state.pending?.player ?? state.toAct) === 'red') apply(bot.decide(viewFor(state, 'red')));
  };
  for (const a of SETUP) act(a);
  return {
    act,
    get state() { return state; },
    step: (ui: TutorialUi = NO_UI, welcomed = true) => stepOf(state, events, ui, 'blue', welcomed),
    view: (ui: TutorialUi = NO_UI) => stepView(stepOf(state, events, ui, 'blue', true), state, ui, 'blue', distance, LABELS),
    events,
  };
}

describe('the guided tutorial', () => {
  it('walks select → move → attack → task force → draw → keep → card → pass → how to win, each step once its action is done', () => {
    const g = tutorialGame();
    expect(g.step(NO_UI, false)).toBe('welcome');
    expect(stepView('welcome', g.state, NO_UI, 'blue', distance, LABELS).pointer).toEqual({ kind: 'button', testIds: ['tutorial-next'] });
    // select: the cruiser at D3, the one ship that can reach an enemy this turn
    expect(g.step()).toBe('select');
    expect(g.view().pointer).toEqual({ kind: 'node', node: 'D3' });
    // selecting the battleship (it reaches no enemy): the cruiser is asked for again
    const bb = { ...NO_UI, selection: 'blue-BB-1' };
    expect(g.step(bb)).toBe('select');
    expect(g.view(bb).variant).toBe('other');
    // move: the node from where the cruiser fires (the engine's dry run of each end)
    const ca = { ...NO_UI, selection: 'blue-CA-1' };
    expect(g.step(ca)).toBe('move');
    expect(g.view(ca).pointer).toEqual({ kind: 'node', node: 'H3' });
    expect(g.view({ ...ca, destination: 'H3' }).variant).toBe('heading');
    g.act({ type: 'move', unitId: 'blue-CA-1', to: { node: 'H3', heading: 0 } });
    // attack: the transport at J3 (past the welcome once the player has acted, even if it was not
    // closed in this session: a tutorial continued after a reload)
    expect(g.step()).toBe('attack');
    expect(g.step(NO_UI, false)).toBe('attack');
    expect(g.view().pointer).toEqual({ kind: 'node', node: 'J3' });
    g.act({ type: 'attack', unitId: 'blue-CA-1', targetId: 'red-AP-1' });
    // task force: its marker, then (once selected) a destination toward the enemy
    expect(g.step()).toBe('taskForce');
    expect(g.view().pointer).toEqual({ kind: 'node', node: 'B7' });
    const marker = Object.values(g.state.taskForces!.markers).find((m) => m.owner === 'blue')!;
    const moves = legalActions(g.state).filter((a): a is Extract<Action, { type: 'moveTaskForce' }> => a.type === 'moveTaskForce');
    const picking = { ...NO_UI, tfSelected: marker.id, pickNodes: moves.map((a) => a.to) };
    const to = g.view(picking);
    expect(to.variant).toBe('move');
    expect(to.pointer?.kind).toBe('node');
    const dest = (to.pointer as { node: string }).node;
    expect(moves.map((a) => a.to)).toContain(dest);
    expect(dest).not.toBe('B7');
    g.act({ type: 'moveTaskForce', markerId: marker.id, to: dest });
    // draw, keep one of the two, play it
    expect(g.step()).toBe('draw');
    expect(g.view().pointer).toEqual({ kind: 'button', testIds: ['draw'] });
    g.act({ type: 'draw' });
    expect(g.step()).toBe('keep');
    const drawn = (g.state.pending as { drawn: string[] }).drawn;
    expect(g.view().pointer).toEqual({ kind: 'button', testIds: [`keep-${drawn[0]}`] });
    g.act({ type: 'keepCard', cardId: drawn[0] });
    expect(g.step()).toBe('card');
    expect(g.view().pointer).toEqual({ kind: 'button', testIds: [`play-${drawn[0]}`] });
    g.act({ type: 'playCard', cardId: drawn[0] });
    // pass: the button, then its confirmation
    expect(g.step()).toBe('pass');
    expect(g.view().pointer).toEqual({ kind: 'button', testIds: ['pass-confirm', 'pass'] });
    g.act({ type: 'pass' });
    expect(g.step()).toBe('finish');
    const finish = g.view();
    expect(finish.pointer).toBeNull();
    expect(finish.params).toEqual({ rounds: 3, node: 'J6' });
  });

  it('moves on only by what the player does: a step stays while nothing happens', () => {
    const g = tutorialGame();
    for (let k = 0; k < 5; k++) expect(g.step()).toBe('select');
    expect(progressOf(g.events, 'blue')).toEqual({ moved: false, attacked: false, activationDone: false, taskForce: false, drew: false, kept: false, played: false, passed: false });
  });

  it('an activation ended without attacking still closes the attack step (the engine allowed it)', () => {
    const g = tutorialGame();
    g.act({ type: 'move', unitId: 'blue-CA-1', to: { node: 'H3', heading: 0 } });
    expect(g.step()).toBe('attack');
    g.act({ type: 'endActivation' });
    expect(progressOf(g.events, 'blue').attacked).toBe(false);
    expect(g.step()).toBe('taskForce');
  });

  it('finds where a ship fires from by asking the engine; a ship that reaches no enemy has none', () => {
    const g = tutorialGame();
    expect(firingNodes(g.state, 'blue-CA-1')).toEqual(['H3']);
    expect(firingNodes(g.state, 'blue-BB-1')).toEqual([]);
  });

  it('has a message for every step in the order the game asks them', () => {
    expect(STEPS).toEqual(['welcome', 'select', 'move', 'attack', 'taskForce', 'draw', 'keep', 'card', 'pass', 'finish']);
  });
});
