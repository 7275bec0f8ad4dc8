// Module N for the screen and the bots: why-not at a field (atNode), one ship's actions, undo that
// stops before a class is revealed, and the hidden classes dealt from a view (determinization).
import { beforeAll, describe, expect, it } from 'vitest';
import { applyAction, atNode, legalActions, stateFromView, undoStepOf, viewFor, type GameState } from '../../../engine';
import { dealHiddenClasses, randomArrangement, hiddenClassPool, navalShipActions, type NavalData } from '../rules/index';
import { battleGame, dataOf, naval, newGame, NAVAL_SCENARIO, ok, optionsOf, staged } from './navalFixture';

let base: GameState;
beforeAll(() => { base = battleGame(3); });

describe('module N for the screen', () => {
  it('atNode: the move accepted at a field, or the rule\'s reason in words', () => {
    const s = staged(base, [['bc', 'blue', 'cruiser', 'F6'], ['rd', 'red', 'destroyer', 'H6']]);
    const probe = naval('move', { shipId: 'bc', to: 'F6' }) as Parameters<typeof atNode>[1];
    expect(atNode(s, probe, 'G5')).toEqual({ ok: true, options: [naval('move', { shipId: 'bc', to: 'G5' })] });
    expect(atNode(s, probe, 'H6')).toMatchObject({ ok: false, error: { code: 'module/refused', message: 'H6 is taken: ships never share or jump over a field.' } });
    expect(atNode(s, probe, 'D9')).toMatchObject({ ok: false, error: { message: 'D9 is land.' } });
    expect(atNode(s, probe, 'F10')).toMatchObject({ ok: false, error: { message: expect.stringMatching(/^F10 is out of reach: a cruiser moves 3 fields/) } });
  });
  it('navalShipActions: one ship\'s moves, attacks and strikes — the same as in the legal list', () => {
    const s = staged(base, [['cv', 'blue', 'carrier', 'F6'], ['rd', 'red', 'destroyer', 'G7']]);
    const mine = navalShipActions(s, optionsOf(s), 'cv').map((a) => JSON.stringify(a));
    const all = legalActions(s).flatMap((a) => (a.type === 'module' && (a.params as { shipId?: string })?.shipId === 'cv' ? [JSON.stringify({ action: a.action, params: a.params })] : []));
    expect(mine.sort()).toEqual(all.sort());
    expect(mine.some((a) => a.includes('"strike"'))).toBe(true);
    expect(navalShipActions(s, optionsOf(s), 'rd')).toEqual([]); // not the side to act
  });
  it('undo: an action that reveals a class is a barrier for both players; a plain move is not', () => {
    const s = staged(base, [['bc', 'blue', 'cruiser', 'F6'], ['rd', 'red', 'destroyer', 'G7']]);
    const fight = applyAction(s, naval('attack', { shipId: 'bc', targetId: 'rd' }));
    expect(fight.ok && undoStepOf(s, fight.state, fight.events).revealedTo).toEqual(['blue', 'red']);
    const quiet = applyAction(s, naval('move', { shipId: 'bc', to: 'E5' }));
    expect(quiet.ok && undoStepOf(s, quiet.state, quiet.events).revealedTo).toEqual([]);
  });
});

describe('module N for the bots: the hidden classes of a view', () => {
  it('N-HIDDEN-1, N-MINE-2: the pool is the fleet less what is seen and lost, plus a mine for each token beyond; dealing fills every token from it', () => {
    let s = newGame(NAVAL_SCENARIO, 3);
    for (let k = 0; k < 2; k++) s = ok(s, naval('arrange', randomArrangement(s, optionsOf(s), s.toAct, 21 + k, 4))); // four mines in each port
    for (let k = 0; k < 120 && s.phase !== 'over'; k++) { const legal = legalActions(s); s = ok(s, legal[(k * 7919) % legal.length]); }
    const o = optionsOf(s);
    const view = viewFor(s, s.toAct);
    const known = stateFromView(view);
    const enemy = s.toAct === 'blue' ? 'red' : 'blue';
    const hidden = dataOf(known).pieces.filter((p) => p.owner === enemy && p.kind === 'hidden');
    expect(dataOf(s).pieces.filter((p) => hidden.some((h) => h.id === p.id) && p.kind === 'mine').length).toBeGreaterThan(0);
    expect(hidden.every((p) => p.class === null)).toBe(true);
    const pool = hiddenClassPool(known, o, enemy);
    const truthPieces = dataOf(s).pieces.filter((p) => hidden.some((h) => h.id === p.id));
    const truth = truthPieces.map((p) => p.class!).sort();
    expect([...pool].sort()).toEqual(truthPieces.filter((p) => p.kind === 'ship').map((p) => p.class!).sort()); // the ships behind the tokens (a multiset)
    let r = 5;
    const dealt = dealHiddenClasses(known, o, (n) => { r = (r * 48271) % 2147483647; return r % n; });
    const d = dataOf(dealt) as NavalData;
    expect(d.pieces.every((p) => p.class !== null)).toBe(true);
    expect(d.pieces.filter((p) => hidden.some((h) => h.id === p.id)).map((p) => p.class!).sort()).toEqual(truth);
    expect(legalActions(dealt)).toEqual(legalActions(s)); // the player's own choices do not depend on the guess
  });
});
