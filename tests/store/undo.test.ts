// Undo/redo of a session: the timeline's cached states equal a replay of the log, undo → redo round
// trips, a new action clears the redo list, and which undo is free or needs the other's confirmation.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, replay, type Action, type GameState, type UndoStep } from '../../src/engine/index';
import { advance, createSession, type Session } from '../../src/store/session';
import { buildTimeline, redone, undoneTo, undoPlan, type Timeline } from '../../src/store/undo';
import tutorial from '../../src/scenarios/tutorial.json';

function newSession(): Session {
  const r = createSession({ scenarioId: 'tutorial', scenarioRaw: tutorial, seed: 5, options: { hideBetweenTurns: true }, names: { blue: 'A', red: 'B' } });
  if (!r.ok) throw new Error('setup');
  return r.session;
}
/** Play n legal actions (a fixed pick among them). */
function play(s: Session, n: number): Session {
  for (let k = 0; k < n && s.state.phase !== 'over'; k++) {
    const legal = legalActions(s.state);
    const r = advance(s, legal[(k * 13 + 1) % legal.length]);
    if (!r.ok) throw new Error(r.error.message);
    s = r.session;
  }
  return s;
}
const replayed = (s: Session): GameState => {
  const r = replay(s.scenarioRaw, s.seed, s.actions);
  if (!r.ok) throw new Error('replay');
  return r.state;
};

describe('session timeline', () => {
  it('caches the state after every action, equal to a replay of the log', () => {
    const s = play(newSession(), 25);
    expect(s.timeline.states).toHaveLength(s.actions.length + 1);
    expect(s.timeline.steps).toHaveLength(s.actions.length);
    expect(s.state).toEqual(replayed(s));
    const built = buildTimeline(tutorial, 5, s.actions);
    expect(built.ok && built.timeline.states[10]).toEqual(s.timeline.states[10]);
    expect(built.ok && built.events).toEqual(s.events);
    expect(s.timeline.eventCounts.at(-1)).toBe(s.events.length);
    // one copy of what an action left as it was (engine sharedWith), from play and from a loaded log alike
    for (const states of [s.timeline.states, built.ok ? built.timeline.states : []]) {
      const kept = states.slice(1).filter((st, k) => JSON.stringify(st.score) === JSON.stringify(states[k].score));
      expect(kept.length).toBeGreaterThan(0);
      for (const st of kept) expect(st.score).toBe(states[states.indexOf(st) - 1].score);
      expect(s.state).toBe(s.timeline.states.at(-1));
    }
  });
  it('undo to k is the replay of the first k actions; redo restores the state exactly', () => {
    const s = play(newSession(), 20);
    for (const k of [0, 7, 19]) {
      const u = undoneTo(s, k);
      expect(u.actions).toEqual(s.actions.slice(0, k));
      expect(u.state).toEqual(replayed(u));
      expect(u.events).toEqual(s.events.slice(0, s.timeline.eventCounts[k]));
      expect(u.redo).toEqual(s.actions.slice(k));
      let back: Session | null = u;
      for (let j = k; j < s.actions.length; j++) back = redone(back!);
      expect(back!.state).toEqual(s.state);
      expect(back!.actions).toEqual(s.actions);
      expect(back!.redo).toEqual([]);
      expect(redone(back!)).toBeNull();
    }
  });
  it('a new action clears the redo list, unless it is the next undone action', () => {
    const s = play(newSession(), 12);
    const u = undoneTo(undoneTo(s, 11), 10);
    expect(u.redo).toHaveLength(2);
    const same = advance(u, s.actions[10]);
    expect(same.ok && same.session.redo).toEqual([s.actions[11]]);
    const other = legalActions(u.state).find((a) => JSON.stringify(a) !== JSON.stringify(s.actions[10]));
    if (other) {
      const r = advance(u, other);
      expect(r.ok && r.session.redo).toEqual([]);
    }
  });
});

const step = (player: 'blue' | 'red', random = false, revealedTo: UndoStep['revealedTo'] = []): UndoStep => ({ player, random, revealedTo });
const tl = (steps: UndoStep[]): Timeline => ({ states: [], eventCounts: [], steps });

describe('undo plan (hot-seat)', () => {
  it('own plain actions are undone one at a time, freely', () => {
    expect(undoPlan(tl([step('red'), step('blue'), step('blue')]), 'blue')).toEqual({ kind: 'free', to: 2 });
    expect(undoPlan(tl([]), 'blue')).toEqual({ kind: 'none' });
  });
  it('a die roll or a revealed secret needs the other player: back to before that action', () => {
    expect(undoPlan(tl([step('red'), step('blue', true)]), 'blue')).toEqual({ kind: 'confirm', to: 1, barrier: 'random' });
    expect(undoPlan(tl([step('red'), step('blue', false, ['blue'])]), 'blue')).toEqual({ kind: 'confirm', to: 1, barrier: 'revealed' });
    // a secret shown only to the other player is no barrier for this one
    expect(undoPlan(tl([step('red'), step('blue', false, ['red'])]), 'blue')).toEqual({ kind: 'free', to: 1 });
  });
  it("past the other player's actions: back to before the player's own latest action", () => {
    expect(undoPlan(tl([step('blue'), step('blue'), step('red'), step('red')]), 'blue')).toEqual({ kind: 'confirm', to: 1, barrier: 'otherPlayer' });
    expect(undoPlan(tl([step('red'), step('red')]), 'blue')).toEqual({ kind: 'none' });
  });
  it('on a real game: every free undo only takes back own actions', () => {
    let s = play(newSession(), 30);
    for (let guard = 0; guard < 30; guard++) {
      const p = s.state.toAct;
      const plan = undoPlan(s.timeline, p);
      if (plan.kind !== 'free') break;
      expect(s.timeline.steps[plan.to].player).toBe(p);
      s = undoneTo(s, plan.to);
    }
    expect(s.state).toEqual(replayed(s));
  });
});

it('applyAction still refuses a redo that no longer fits (guard)', () => {
  const s = play(newSession(), 3);
  const bogus = { ...s, redo: [{ type: 'move', unitId: 'nope', to: { node: 'A1', heading: 0 } } as Action] };
  expect(redone(bogus)).toBeNull();
  expect(applyAction(s.state, bogus.redo[0]).ok).toBe(false);
});
