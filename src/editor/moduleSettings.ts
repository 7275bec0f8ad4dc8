// Building blocks for a rule module's editor settings (ScreenModule.editorSettings): an option at a
// path in the module's options, a whole number or a choice. Inside an object whose keys are all
// required (`vpTarget: { blue, red }`), the object is filled from its default when one key is given,
// and leaves the options again when it is back to the default — the file stays as short as it was.
import type { Translate } from '../i18n';
import type { ModuleEditorSetting } from '../ui/modules/screenModule';

type Options = Readonly<Record<string, unknown>>;
type Value = string | number | undefined;

export const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The options with one key set or (undefined) taken out; `whole`: the default of the object it sits in. */
export function writeAt(options: Options, path: readonly string[], value: unknown, whole?: Record<string, unknown>): Record<string, unknown> {
  const [key, ...rest] = path;
  const out: Record<string, unknown> = { ...options };
  if (!rest.length) {
    if (value === undefined) delete out[key];
    else out[key] = value;
    return out;
  }
  const inner = isRecord(options[key]) ? options[key] : whole ?? {};
  const last = rest.length === 1;
  const next = writeAt(inner, rest, last && value === undefined && whole ? whole[rest[0]] : value, last ? undefined : whole);
  if ((whole && last && sameJson(next, whole)) || Object.keys(next).length === 0) delete out[key];
  else out[key] = next;
  return out;
}

export function readAt(options: Options, path: readonly string[]): Value {
  let at: unknown = options;
  for (const k of path) at = isRecord(at) ? at[k] : undefined;
  return typeof at === 'string' || typeof at === 'number' ? at : at === null ? 'null' : undefined;
}

interface Spec {
  id: string;
  label(t: Translate): string;
  group?(t: Translate): string;
  shownDefault(t: Translate): string;
  /** The default of the object the option sits in, when that object's keys are all required. */
  whole?: Record<string, unknown>;
}

/** A whole number at a path. */
export const numberSetting = (path: readonly string[], spec: Spec & { min: number; max: number }): ModuleEditorSetting => ({
  ...spec,
  read: (o) => readAt(o, path),
  write: (o, v) => writeAt(o, path, v, spec.whole),
});

/** A choice at a path; the value "null" writes null (a choice of "none"). */
export const choiceSetting = (path: readonly string[], spec: Spec & { choices: readonly { value: string; label(t: Translate): string }[] }): ModuleEditorSetting => ({
  ...spec,
  read: (o) => readAt(o, path),
  write: (o, v) => writeAt(o, path, v === 'null' ? null : v, spec.whole),
});

/**
 * One whole number per side, in an object `{ blue, red }` at `key` (both keys required: its default
 * is written whole): a field per side under one group heading, labelled by the side's name.
 */
export const sideNumbers = (key: string, spec: { id: string; group(t: Translate): string; min: number; max: number; defaults: { blue: number; red: number } }): ModuleEditorSetting[] =>
  (['blue', 'red'] as const).map((side) =>
    numberSetting([key, side], {
      id: `${spec.id}-${side}`,
      group: spec.group,
      label: (t) => t(`owner.${side}`),
      min: spec.min,
      max: spec.max,
      whole: spec.defaults,
      shownDefault: () => String(spec.defaults[side]),
    }),
  );
