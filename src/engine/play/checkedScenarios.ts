// The scenarios createGame checked last, by their JSON text: the thousands of games a bot's
// playouts or the balance lab start from one scenario are checked once, not once a game. Only plain
// JSON is remembered (finite numbers, strings, booleans, null, plain objects and arrays: what a
// file holds), so two inputs with the same text are the same scenario and get the same answer. A
// remembered scenario and its ruleset are frozen: the games made from it share them (a state's
// setup never changes).
import type { Scenario } from '../../scenarios/schema';
import type { Ruleset } from '../../scenarios/rulesetSchema';

export interface CheckedScenario { sc: Scenario; ruleset: Ruleset }

const KEEP = 4;
const checked = new Map<string, CheckedScenario>();

/** JSON.stringify's replacer that refuses anything but plain JSON (so the text says all of the input). */
function plainOnly(this: unknown, key: string, value: unknown): unknown {
  if ((this as Record<string, unknown>)[key] !== value) throw new TypeError('not plain JSON'); // toJSON, NaN
  const t = typeof value;
  if (t === 'string' || t === 'boolean' || value === null) return value;
  if (t === 'number') { if (Number.isFinite(value)) return value; throw new TypeError('not plain JSON'); }
  if (t === 'object') {
    const proto = Object.getPrototypeOf(value);
    if (Array.isArray(value) ? proto === Array.prototype : proto === Object.prototype || proto === null) return value;
  }
  throw new TypeError('not plain JSON');
}

/** The JSON text of a plain-JSON input, or null for anything else (nothing is remembered of it). */
export function scenarioText(json: unknown): string | null {
  if (typeof json !== 'object' || json === null) return null;
  try {
    return JSON.stringify(json, plainOnly);
  } catch {
    return null;
  }
}

function freezeDeep(v: unknown): void {
  if (v === null || typeof v !== 'object' || Object.isFrozen(v)) return;
  for (const k of Object.keys(v)) freezeDeep((v as Record<string, unknown>)[k]);
  Object.freeze(v);
}

export const checkedScenario = (text: string): CheckedScenario | undefined => checked.get(text);

export function rememberScenario(text: string, sc: Scenario, ruleset: Ruleset): void {
  freezeDeep(sc);
  freezeDeep(ruleset);
  if (checked.size >= KEEP) checked.delete(checked.keys().next().value!);
  checked.set(text, { sc, ruleset });
}
