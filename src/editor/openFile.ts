// Opening a file in the editor: any scenario file of this format version, even one the game would
// refuse (the editor is where it gets fixed), but never something that is not one. Anything else is
// refused with a reason (a code and its details, worded by the screen in the player's language) and is
// not opened — the scenario being edited stays as it was.
import { MAX_SCENARIO_CHARS } from '../saves/limits';
import { textDepth, tooDeep } from '../saves/nesting';
import { SAVE_FORMAT } from '../saves/format';
import { SCENARIO_FORMAT, SCENARIO_VERSION } from '../scenarios/schema';
import { MAX_MAP_SIDE, MIN_MAP_SIDE, type EditorDoc } from './document';

export type RefusalCode = 'tooLarge' | 'tooDeep' | 'notJson' | 'notScenario' | 'otherFormat' | 'saveFile' | 'newerVersion' | 'badVersion' | 'noMap' | 'badSize' | 'mapTooLarge' | 'badTerrain';
export interface Refusal { code: RefusalCode; params: Record<string, string | number> }
export type Opened = { ok: true; doc: EditorDoc } | { ok: false; why: Refusal };

const mb = (chars: number): string => (chars / 1024 / 1024).toFixed(1);
const quote = (v: unknown): string => {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
};
const refuse = (code: RefusalCode, params: Record<string, string | number> = {}): Opened => ({ ok: false, why: { code, params } });

/** A file far too large to be read at all (by its size in bytes, before reading it); else null. */
export const fileTooLarge = (bytes: number): Refusal | null =>
  bytes > MAX_SCENARIO_CHARS * 4 ? { code: 'tooLarge', params: { size: mb(bytes), limit: mb(MAX_SCENARIO_CHARS) } } : null;

/** A scenario file's text as a document to edit, or why it cannot be edited. */
export function openScenarioText(text: string): Opened {
  if (text.length > MAX_SCENARIO_CHARS) return refuse('tooLarge', { size: mb(text.length), limit: mb(MAX_SCENARIO_CHARS) });
  if (tooDeep(textDepth(text), 'scenario')) return refuse('tooDeep');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return refuse('notJson', { error: (e as Error).message.slice(0, 80) });
  }
  return openScenarioJson(json);
}

export function openScenarioJson(json: unknown): Opened {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return refuse('notScenario');
  const o = json as Record<string, unknown>;
  if (o.format === SAVE_FORMAT) return refuse('saveFile');
  if (o.format !== SCENARIO_FORMAT) return refuse('otherFormat', { format: quote(o.format), expected: SCENARIO_FORMAT });
  if (typeof o.version === 'number' && o.version > SCENARIO_VERSION) return refuse('newerVersion', { version: o.version, reads: SCENARIO_VERSION });
  if (o.version !== SCENARIO_VERSION) return refuse('badVersion', { version: quote(o.version), reads: SCENARIO_VERSION });
  const map = o.map as Record<string, unknown> | undefined;
  if (!map || typeof map !== 'object') return refuse('noMap');
  const { width, height } = map;
  if (!Number.isInteger(width) || !Number.isInteger(height)) return refuse('badSize', { width: quote(width), height: quote(height) });
  const w = width as number, h = height as number;
  if (w > MAX_MAP_SIDE || h > MAX_MAP_SIDE || w < MIN_MAP_SIDE || h < MIN_MAP_SIDE) return refuse('mapTooLarge', { width: w, height: h, min: MIN_MAP_SIDE, max: MAX_MAP_SIDE });
  if (!Array.isArray(map.terrain) || map.terrain.some((r) => typeof r !== 'string')) return refuse('badTerrain');
  return { ok: true, doc: json as EditorDoc };
}

/** The file a document exports to: readable JSON, two spaces, as the bundled scenarios. */
export const exportText = (doc: EditorDoc): string => `${JSON.stringify(doc, null, 2)}\n`;
