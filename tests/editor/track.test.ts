// The round track (§10) and the decks (§9) in the editor: entries added and removed as the scenario file
// has them, checked by the game's own checks (problems pinned on the entry's node), found by "where
// used", and decks given as the bundled one, none, or a list of the scenario's own.
import { describe, expect, it } from 'vitest';
import { blankScenario, type EditorDoc } from '../../src/editor/document';
import { paintTerrain, placeUnit, setField } from '../../src/editor/edits';
import { addEntry, deckCards, deckMode, knownCards, removeEntry, setCardCount, setDeckMode, unitIdsOf } from '../../src/editor/track';
import { validateDoc } from '../../src/editor/validate';
import { whereUsed } from '../../src/editor/whereUsed';
import { checkScenarioForPlay } from '../../src/engine';
import convoy from '../../src/scenarios/convoy.json';

const base = () => placeUnit(placeUnit(blankScenario(10, 8), { owner: 'blue', class: 'DD', node: 'B6', heading: 0 }), { owner: 'red', class: 'DD', node: 'I2', heading: 3 });

describe('the round track in the editor (§10)', () => {
  it('a reinforcement at a node, an edge or a task force is written as the schema has it and plays', () => {
    let doc = addEntry(base(), 'reinforcements', { round: 3, owner: 'red', class: 'CA', node: 'H2' });
    doc = addEntry(doc, 'reinforcements', { round: 4, owner: 'blue', class: 'DD', edge: 'south' });
    doc = addEntry(doc, 'roundTrack', { kind: 'mines', round: 2, owner: 'blue', count: 2 });
    doc = addEntry(doc, 'roundTrack', { kind: 'card', round: 5, owner: 'red', cardId: 'fog-bank' });
    expect(doc.reinforcements).toEqual([{ round: 3, owner: 'red', class: 'CA', node: 'H2' }, { round: 4, owner: 'blue', class: 'DD', edge: 'south' }]);
    expect(checkScenarioForPlay(doc)).toEqual({ ok: true });
    // the reinforcements' ids follow the game's numbering, so a unit leaving can name them
    expect(unitIdsOf(doc)).toEqual(['blue-DD-1', 'red-DD-1', 'red-CA-1', 'blue-DD-2']);
    doc = addEntry(doc, 'roundTrack', { kind: 'expire', round: 6, unitId: 'red-CA-1' });
    expect(validateDoc(doc)).toEqual([]);
    // removing the last entry of a list takes the list out of the file
    let gone = removeEntry(doc, 'reinforcements', 1);
    gone = removeEntry(gone, 'reinforcements', 0);
    expect('reinforcements' in gone).toBe(false);
    expect(removeEntry(gone, 'reinforcements', 0)).toBe(gone);
  });

  it('§10: a reinforcement entering on land or after the last round is a problem pinned on its node', () => {
    let doc = paintTerrain(base(), [{ col: 7, row: 1 }], 'land');
    doc = addEntry(doc, 'reinforcements', { round: 3, owner: 'red', class: 'CA', node: 'H2' });
    doc = addEntry(doc, 'roundTrack', { kind: 'expire', round: 4, unitId: 'red-BB-9' });
    expect(validateDoc(doc).map((p) => [p.path, p.nodes])).toEqual([['reinforcements[0].node', ['H2']], ['roundTrack[0].unitId', []]]);
    doc = setField(paintTerrain(doc, [{ col: 7, row: 1 }], 'sea'), ['reinforcements', 0, 'round'], 12);
    const late = validateDoc(doc).find((p) => p.path === 'reinforcements[0].round')!;
    expect(late.message).toMatch(/after the last round \(8\)/);
    expect(late.nodes).toEqual(['H2']);
  });

  it('"where used" finds a node and a unit on the round track', () => {
    let doc = addEntry(base(), 'reinforcements', { round: 3, owner: 'red', class: 'CA', node: 'H2' });
    doc = addEntry(doc, 'roundTrack', { kind: 'expire', round: 6, unitId: 'blue-DD-1' });
    expect(whereUsed(doc, 'h2')).toEqual([{ path: 'reinforcements[0].node', value: 'H2' }]);
    expect(whereUsed(doc, 'blue-DD-1')).toEqual([{ path: 'roundTrack[0].unitId', value: 'blue-DD-1' }]);
    expect(whereUsed(convoy as unknown as EditorDoc, 'fog-bank').map((u) => u.path)).toEqual(['decks.blue[6]', 'decks.red[6]']);
  });
});

describe('decks in the editor (§9)', () => {
  it('no decks: both sides have the bundled deck; "none" for one side keeps the other\'s', () => {
    const doc = base();
    expect(deckMode(doc, 'blue')).toBe('default');
    expect(deckCards(doc, 'blue').reduce((n, c) => n + c.count, 0)).toBeGreaterThan(20);
    const none = setDeckMode(doc, 'blue', 'none');
    expect(none.decks).toEqual({ red: 'default' });
    expect(deckMode(none, 'blue')).toBe('none');
    expect(deckMode(none, 'red')).toBe('default');
    expect(checkScenarioForPlay(none)).toEqual({ ok: true });
    expect(setDeckMode(none, 'blue', 'none')).toBe(none);
  });

  it('a side\'s own list starts from its cards; copies are written as the bundled decks write them', () => {
    let doc = setDeckMode(setDeckMode(base(), 'blue', 'none'), 'blue', 'own');
    expect(doc.decks).toEqual({ red: 'default', blue: [] });
    doc = setCardCount(doc, 'blue', 'fog-bank', 1);
    doc = setCardCount(doc, 'blue', 'full-speed', 3);
    expect((doc.decks as { blue: unknown }).blue).toEqual(['fog-bank', { card: 'full-speed', count: 3 }]);
    doc = setCardCount(doc, 'blue', 'fog-bank', 0);
    expect((doc.decks as { blue: unknown }).blue).toEqual([{ card: 'full-speed', count: 3 }]);
    expect(checkScenarioForPlay(doc)).toEqual({ ok: true });
    // the bundled deck changed by one copy becomes the side's own list of the same cards
    const own = setCardCount(base(), 'red', 'radar', 2);
    expect(deckMode(own, 'red')).toBe('own');
    expect(deckMode(own, 'blue')).toBe('default');
    expect(deckCards(own, 'red').find((c) => c.card === 'radar')?.count).toBe(2);
  });

  it('an unknown card is the game\'s problem at its place in the deck; a scenario\'s own card is known', () => {
    const doc = setField(setDeckMode(base(), 'blue', 'own'), ['decks', 'blue'], ['no-such-card']);
    expect(validateDoc(doc).map((p) => p.path)).toEqual(['decks.blue[0]']);
    const withOwn = setField(doc, ['cards'], [{ id: 'no-such-card', type: 'event', name: { en: 'Mine', pl: 'Moja' }, text: { en: 'x', pl: 'x' }, target: 'none', effects: [{ kind: 'revealTf' }] }]);
    expect(knownCards(withOwn).some((c) => c.id === 'no-such-card')).toBe(true);
  });
});
