// Opening a file in the editor: any scenario file of this format version, even one the game would
// refuse (the editor is where it gets fixed), but never something that is not one. Anything else gets a
// clear reason and is not opened — the scenario being edited stays as it was.
import { MAX_SCENARIO_CHARS } from '../saves/limits';
import { textDepth, tooDeep } from '../saves/nesting';
import { SAVE_FORMAT } from '../saves/format';
import { SCENARIO_FORMAT, SCENARIO_VERSION } from '../scenarios/schema';
import { MAX_MAP_SIDE, MIN_MAP_SIDE, type EditorDoc } from './document';

export type Opened = { ok: true; doc: EditorDoc } | { ok: false; reason: string };

const mb = (chars: number): string => (chars / 1024 / 1024).toFixed(1);
const quote = (v: unknown): string => {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
};

/** A scenario file's text as a document to edit, or why it cannot be edited. */
export function openScenarioText(text: string): Opened {
  if (text.length > MAX_SCENARIO_CHARS) return { ok: false, reason: `The file is too large (${mb(text.length)} MB); a scenario is at most ${mb(MAX_SCENARIO_CHARS)} MB.` };
  const deep = tooDeep(textDepth(text), 'scenario');
  if (deep) return { ok: false, reason: `The file nests too deeply: ${deep.message}.` };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { ok: false, reason: `The file is not JSON: ${(e as Error).message}.` };
  }
  return openScenarioJson(json);
}

export function openScenarioJson(json: unknown): Opened {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return { ok: false, reason: 'The file is not an ENB scenario: it holds no scenario object.' };
  const o = json as Record<string, unknown>;
  if (o.format === SAVE_FORMAT) return { ok: false, reason: 'The file is a saved game, not a scenario: open it from the start screen (Import a saved game).' };
  if (o.format !== SCENARIO_FORMAT) return { ok: false, reason: `The file is not an ENB scenario: its "format" is ${quote(o.format)}, a scenario's is "${SCENARIO_FORMAT}".` };
  if (typeof o.version === 'number' && o.version > SCENARIO_VERSION)
    return { ok: false, reason: `The scenario was made for a newer version of ENB (format version ${o.version}); this editor reads version ${SCENARIO_VERSION}.` };
  if (o.version !== SCENARIO_VERSION) return { ok: false, reason: `The scenario's "version" is ${quote(o.version)}; this editor reads version ${SCENARIO_VERSION}.` };
  const map = o.map as Record<string, unknown> | undefined;
  if (!map || typeof map !== 'object') return { ok: false, reason: 'The scenario has no "map".' };
  const { width, height } = map;
  if (!Number.isInteger(width) || !Number.isInteger(height)) return { ok: false, reason: `The map's size must be whole numbers: width ${quote(width)}, height ${quote(height)}.` };
  const w = width as number, h = height as number;
  if (w > MAX_MAP_SIDE || h > MAX_MAP_SIDE || w < MIN_MAP_SIDE || h < MIN_MAP_SIDE)
    return { ok: false, reason: `The map is ${w} × ${h} nodes; a map is ${MIN_MAP_SIDE} to ${MAX_MAP_SIDE} nodes each way.` };
  if (!Array.isArray(map.terrain) || map.terrain.some((r) => typeof r !== 'string'))
    return { ok: false, reason: 'The map\'s "terrain" must be a list of rows of text.' };
  return { ok: true, doc: json as EditorDoc };
}

/** The file a document exports to: readable JSON, two spaces, as the bundled scenarios. */
export const exportText = (doc: EditorDoc): string => `${JSON.stringify(doc, null, 2)}\n`;
