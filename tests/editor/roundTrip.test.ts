// Every bundled scenario opens in the editor, has no problem, and leaves it unchanged: the export holds
// the same scenario, field for field, and exported, opened and exported again gives the same file.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundledScenarios } from '../../src/scenarios';
import { exportText, openScenarioText } from '../../src/editor/openFile';
import { validateDoc } from '../../src/editor/validate';
import { applyEdit, startHistory, undo } from '../../src/editor/history';
import { paintTerrain } from '../../src/editor/edits';
import { parseScenario } from '../../src/scenarios/schema';

const ids = bundledScenarios.map((s) => (s as { id: string }).id);

describe('bundled scenarios in the editor', () => {
  it.each(ids)('%s opens, checks clean and round-trips unchanged', (id) => {
    const file = readFileSync(new URL(`../../src/scenarios/${id}.json`, import.meta.url), 'utf8');
    const opened = openScenarioText(file);
    if (!opened.ok) throw new Error(opened.why.code);
    expect(validateDoc(opened.doc)).toEqual([]);
    const text = exportText(opened.doc);
    expect(JSON.parse(text)).toEqual(JSON.parse(file));
    const again = openScenarioText(text);
    expect(again.ok && exportText(again.doc)).toBe(text);
    // the game reads the export as it reads the bundled file
    expect(parseScenario(JSON.parse(text))).toEqual(parseScenario(JSON.parse(file)));
    // an edit undone leaves the very document
    const h = applyEdit(startHistory(opened.doc), 'paint', (d) => paintTerrain(d, [{ col: 1, row: 1 }], 'reef'));
    expect(undo(h).present).toBe(opened.doc);
    expect(exportText(undo(h).present)).toBe(text);
  });
});
