// The editor's model: edits, undo/redo, fill, zones, copy/paste, "where used", live validation with
// pinned nodes, and bad files refused without touching the document being edited.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { blankScenario, terrainAt, terrainGrid, type EditorDoc } from '../../src/editor/document';
import { fillArea, paintTerrain, placeFeature, placeUnit, removeUnitAt, resizeMap, rotateUnitAt, setField, setZoneNodes } from '../../src/editor/edits';
import { applyEdit, redo, startHistory, undo, HISTORY_LIMIT } from '../../src/editor/history';
import { validateDoc, pathKeys } from '../../src/editor/validate';
import { whereUsed } from '../../src/editor/whereUsed';
import { copyRegion, pasteRegion } from '../../src/editor/clipboard';
import { exportText, fileTooLarge, openScenarioText } from '../../src/editor/openFile';
import { translate, type MessageKey } from '../../src/i18n';
import '../../src/ui/editor/editorWords';
import { zoneEntries } from '../../src/editor/zones';
import { checkScenarioForPlay } from '../../src/engine';
import carrierBattle from '../../src/scenarios/carrier-battle.json';
import islandAirfield from '../../src/scenarios/island-airfield.json';

const c = (col: number, row: number) => ({ col, row });
const dd = (node: string, owner: 'blue' | 'red' = 'blue') => ({ owner, class: 'DD', node, heading: 0 });

describe('editor model', () => {
  it('a new scenario is one the game plays (blank sea, a setup zone per side)', () => {
    expect(checkScenarioForPlay(blankScenario())).toEqual({ ok: true });
    expect(validateDoc(blankScenario())).toEqual([]);
  });

  it('paints terrain in the row style of the file, and a fill takes the connected nodes of one terrain', () => {
    let doc = paintTerrain(blankScenario(6, 4), [c(1, 1), c(2, 1)], 'land');
    expect(doc.map.terrain[1]).toBe(' . # # . . .');
    expect(terrainAt(doc.map, c(2, 1))).toBe('land');
    doc = paintTerrain(doc, [c(3, 1)], 'land');
    const area = fillArea(doc.map, c(1, 1), terrainGrid(doc.map));
    expect(area.length).toBe(3);
    const sea = fillArea(doc.map, c(0, 0), terrainGrid(doc.map));
    expect(sea.length).toBe(6 * 4 - 3);
  });

  it('every edit is undone and redone exactly; edits of one gesture are one step', () => {
    let h = startHistory(blankScenario());
    const start = h.present;
    h = applyEdit(h, 'paint', (d) => paintTerrain(d, [c(0, 0)], 'reef'), 'stroke-1');
    h = applyEdit(h, 'paint', (d) => paintTerrain(d, [c(1, 0)], 'reef'), 'stroke-1');
    const painted = h.present;
    h = applyEdit(h, 'unit', (d) => placeUnit(d, dd('C3')));
    expect(h.past.length).toBe(2);
    h = undo(h);
    expect(h.present).toBe(painted);
    h = undo(h);
    expect(h.present).toBe(start);
    h = redo(redo(h));
    expect(h.present.units).toEqual([dd('C3')]);
    // an edit that changes nothing is no step
    expect(applyEdit(h, 'none', (d) => d)).toBe(h);
  });

  it('undo after any edits returns the very document it started from (property, fixed seed)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(15), fc.nat(11), fc.constantFrom('land', 'reef', 'coast', 'shallow'), fc.boolean()), { maxLength: 30 }), (steps) => {
        const start = blankScenario();
        let h = startHistory(start);
        for (const [col, row, t, unit] of steps) h = applyEdit(h, 'e', (d) => (unit ? placeUnit(d, dd(`${String.fromCharCode(65 + col)}${row + 1}`)) : paintTerrain(d, [c(col, row)], t as 'land')));
        const end = h.present;
        while (h.past.length) h = undo(h);
        expect(h.present).toBe(start);
        while (h.future.length) h = redo(h);
        expect(h.present).toBe(end);
      }),
    );
  });

  it('keeps at most HISTORY_LIMIT steps', () => {
    let h = startHistory(blankScenario());
    for (let k = 0; k < HISTORY_LIMIT + 5; k++) h = applyEdit(h, 'r', (d) => setField(d, ['rounds'], (k % 50) + 1));
    expect(h.past.length).toBe(HISTORY_LIMIT);
  });

  it('places, rotates and removes units; a unit placed on a taken node replaces it', () => {
    let doc = placeUnit(blankScenario(), dd('C3'));
    doc = placeUnit(doc, { ...dd('C3'), class: 'CA' });
    expect(doc.units).toHaveLength(1);
    doc = rotateUnitAt(rotateUnitAt(doc, 'c3'), 'C3');
    expect(doc.units![0].heading).toBe(2);
    doc = rotateUnitAt(doc, 'C3', -3);
    expect(doc.units![0].heading).toBe(5);
    expect(removeUnitAt(doc, 'C3').units).toEqual([]);
  });

  it('setup zones are painted node by node and written as row runs', () => {
    expect(zoneEntries([c(0, 0), c(1, 0), c(2, 0), c(4, 0), c(1, 2)])).toEqual(['A1:C1', 'E1', 'B3']);
    let doc = blankScenario(8, 6);
    doc = setZoneNodes(doc, 'blue', [c(1, 0)], false);
    expect(doc.map.setupZones!.blue).toEqual(['A1', 'A2:B2', 'A3:B3', 'A4:B4', 'A5:B5', 'A6:B6']);
    expect(setZoneNodes(doc, 'blue', [c(1, 0)], false)).toBe(doc);
  });

  it('resizing keeps the row style, adds sea and cuts; what is cut off is pinned by the checks', () => {
    let doc = placeUnit(blankScenario(8, 6), dd('H6', 'red'));
    doc = resizeMap(doc, 6, 5);
    expect(doc.map.terrain).toHaveLength(5);
    expect(doc.map.terrain[1]).toBe(' . . . . . .');
    const problems = validateDoc(doc);
    expect(problems.some((p) => p.path.startsWith('map.setupZones.red'))).toBe(true);
    expect(resizeMap(resizeMap(blankScenario(8, 6), 10, 9), 8, 6).map.terrain).toEqual(blankScenario(8, 6).map.terrain);
  });

  it('live validation: the game\'s own checks, each problem with its path and the nodes to pin', () => {
    // a destroyer on land: R-GRID-3, pinned on its node
    const doc = placeUnit(paintTerrain(blankScenario(), [c(5, 5)], 'land'), dd('F6'));
    const problems = validateDoc(doc);
    expect(problems).toHaveLength(1);
    expect(problems[0].path).toBe('units[0].node');
    expect(problems[0].nodes).toEqual(['F6']);
    // a feature on sea, pinned on its node even when the path names its owner field
    const battery = validateDoc(placeFeature(blankScenario(), { kind: 'coastalArtillery', node: 'D4' }));
    expect(battery.map((p) => p.nodes)).toEqual([['D4'], ['D4']]);
    // the game starts from none of them
    expect(checkScenarioForPlay(doc).ok).toBe(false);
    // and the schema: a missing title
    expect(validateDoc(setField(blankScenario(), ['name', 'pl'], ''))[0].path).toBe('name.pl');
  });

  it('a path reads as keys', () => {
    expect(pathKeys('rules.modules[0].options.guns[12].node')).toEqual(['rules', 'modules', 0, 'options', 'guns', 12, 'node']);
  });

  it('"where used" finds a unit and a node in objectives, the round track, zones and module options', () => {
    expect(whereUsed(carrierBattle as unknown as EditorDoc, 'blue-CV-1')).toEqual([
      { path: 'objectives.blue[1].unitId', value: 'blue-CV-1' },
      { path: 'objectives.red[0].unitIds[0]', value: 'blue-CV-1' },
    ]);
    const island = islandAirfield as unknown as EditorDoc;
    expect(whereUsed(island, 't9').map((u) => u.path)).toContain('objectives.red[0].nodes[0]');
    const zoned = whereUsed(blankScenario(8, 6), 'b3');
    expect(zoned).toEqual([{ path: 'map.setupZones.blue[0]', value: 'A1:B6' }]);
  });

  it('copies a region with its units and features and pastes it elsewhere, in this or another scenario', () => {
    let doc = paintTerrain(blankScenario(), [c(1, 1), c(2, 1)], 'coast');
    doc = placeFeature(doc, { kind: 'port', node: 'B2', owner: 'blue' });
    doc = placeUnit(doc, { ...dd('C3'), id: 'flag' });
    const clip = copyRegion(doc, c(3, 3), c(1, 1));
    expect(clip.width).toBe(3);
    expect(clip.units).toHaveLength(1);
    const other = pasteRegion(blankScenario(), clip, c(5, 5));
    expect(terrainAt(other.map, c(6, 5))).toBe('coast');
    expect(other.units).toEqual([{ ...dd('G7'), id: 'flag' }]);
    expect(other.map.features).toEqual([{ kind: 'port', node: 'F6', owner: 'blue' }]);
    // pasted twice in one scenario: the second unit's id is dropped (ids stay unique)
    const twice = pasteRegion(pasteRegion(blankScenario(), clip, c(0, 0)), clip, c(8, 0));
    expect(twice.units!.map((u) => u.id)).toEqual(['flag', undefined]);
    // pasted at the map's edge: what falls off is left out
    expect(pasteRegion(blankScenario(), clip, c(15, 11)).units).toEqual([]);
  });
});

describe('editor files', () => {
  const doc = blankScenario();
  it('exports readable JSON that opens again as the same file', () => {
    const text = exportText(doc);
    const back = openScenarioText(text);
    expect(back.ok && exportText(back.doc)).toBe(text);
  });

  it('refuses what is not a scenario, a future version, a 10 MB file and a 10,000 × 10,000 map, each with a clear reason in both languages', () => {
    const refused = (text: string) => {
      const r = openScenarioText(text);
      expect(r.ok).toBe(false);
      if (r.ok) return '';
      expect(translate('pl', `editor.refuse.${r.why.code}` as MessageKey, r.why.params)).not.toMatch(/\{\w+\}/);
      return translate('en', `editor.refuse.${r.why.code}` as MessageKey, r.why.params);
    };
    expect(refused('hello')).toMatch(/not JSON/);
    expect(refused('[1,2]')).toMatch(/not an ENB scenario/);
    expect(refused(JSON.stringify({ format: 'something-else' }))).toMatch(/"format" is "something-else"/);
    expect(refused(JSON.stringify({ format: 'enb-save', version: 3 }))).toMatch(/saved game/);
    expect(refused(JSON.stringify({ ...doc, version: 7 }))).toMatch(/newer version of ENB \(format version 7\)/);
    expect(refused(' '.repeat(10 * 1024 * 1024))).toMatch(/too large \(10\.0 MB\)/);
    expect(fileTooLarge(10 * 1024 * 1024)?.code).toBe('tooLarge');
    expect(fileTooLarge(100_000)).toBeNull();
    expect(refused(JSON.stringify({ ...doc, map: { ...doc.map, width: 10000, height: 10000 } }))).toMatch(/10,000 × 10,000 nodes; a map is 4 to 200/);
    expect(refused(JSON.stringify({ ...doc, map: { ...doc.map, terrain: 5 } }))).toMatch(/terrain/);
    expect(refused('['.repeat(5000))).toMatch(/nests too deeply/);
  });

  it('opens a scenario the game would refuse (the editor is where it gets fixed)', () => {
    const r = openScenarioText(JSON.stringify({ ...doc, units: [dd('Z99')] }));
    expect(r.ok).toBe(true);
    expect(r.ok && validateDoc(r.doc)[0].path).toBe('units[0].node');
  });
});
