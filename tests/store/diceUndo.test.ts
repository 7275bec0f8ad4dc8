// Module D and undo (D-LOG): a dice roll is an undo barrier like a hidden reveal — the player who
// rolled cannot take the attack back alone — and, with the other's confirmation, taking it back and
// attacking again rolls exactly the same dice (the PRNG is part of the state: undo never re-rolls).
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, type Action, type GameEvent } from '../../src/engine/index';
import { advance, createSession, type Session } from '../../src/store/session';
import { undoneTo, undoPlan } from '../../src/store/undo';
import gunDuel from '../../src/scenarios/gun-duel.json';

const SEED = 11; // the fleets meet within a few actions (tests/e2e/dice.test.ts)

/** Actions up to (not including) the first attack, and that attack: each turn the move that closes in most, the initiative taken first. */
function toFirstAttack(): { before: Action[]; attack: Action } {
  const g = createGame(gunDuel, SEED);
  if (!g.ok) throw new Error('setup');
  let st = g.state;
  const before: Action[] = [];
  const col = (n: string) => [...n.replace(/\d+$/, '')].reduce((x, ch) => x * 26 + ch.charCodeAt(0) - 64, 0);
  for (let k = 0; k < 60; k++) {
    const legal = legalActions(st);
    const attack = legal.find((a) => a.type === 'attack');
    if (attack) return { before, attack };
    const enemies = Object.values(st.units).filter((u) => u.owner !== st.toAct);
    const gap = (n: string) => Math.min(...enemies.map((u) => Math.abs(col(u.node) - col(n))));
    const moves = legal.filter((a): a is Extract<Action, { type: 'move' }> => a.type === 'move');
    const shot = moves.find((m) => { const r = applyAction(st, m); return r.ok && legalActions(r.state).some((a) => a.type === 'attack'); });
    const next = legal.find((a) => a.type === 'module' && (a.params as { go: string }).go === 'first') ?? shot ?? (moves.length ? moves.reduce((a, b) => (gap(b.to.node) < gap(a.to.node) ? b : a)) : legal[0]);
    const r = applyAction(st, next);
    if (!r.ok) throw new Error(r.error.message);
    before.push(next);
    st = r.state;
  }
  throw new Error('no attack');
}

const rolls = (events: readonly GameEvent[]) => events.filter((e) => e.type === 'module' && e.name === 'roll').map((e) => (e as { data: unknown }).data);

describe('module D and undo', () => {
  it('D-LOG: the roll is an undo barrier; undone with confirmation and attacked again, the same dice fall', () => {
    const made = createSession({ scenarioId: 'gun-duel', scenarioRaw: gunDuel, seed: SEED, options: { hideBetweenTurns: true }, names: { blue: 'A', red: 'B' } });
    if (!made.ok) throw new Error('session');
    let s: Session = made.session;
    const { before, attack } = toFirstAttack();
    for (const a of before) { const r = advance(s, a); if (!r.ok) throw new Error(r.error.message); s = r.session; }
    const fired = advance(s, attack);
    if (!fired.ok) throw new Error(fired.error.message);
    const first = rolls(fired.events);
    expect(first.length).toBeGreaterThan(0);
    const plan = undoPlan(fired.session.timeline, s.state.toAct);
    expect(plan).toMatchObject({ kind: 'confirm', barrier: 'random' });
    const back = undoneTo(fired.session, s.actions.length);
    const again = advance(back, attack);
    expect(again.ok && rolls(again.events)).toEqual(first);
  });
});
