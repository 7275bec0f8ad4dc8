// A scenario may turn a combat module on by the rule option `combat` (the format's shorthand, COMBAT_SHORTHAND:
// Gun duel does) instead of listing it in `rules.modules`; its options then sit in the
// `rules` block itself. The editor shows such a module as on, and lists it properly — the same game — when
// the designer wants its settings (they are edited in the module's entry like any other module's).
import { produce } from 'immer';
import { COMBAT_SHORTHAND } from '../scenarios/rulesetSchema';
import type { EditorDoc } from './document';

const shorthandOf = (rules: Record<string, unknown> | undefined) => {
  const combat = rules?.combat;
  return typeof combat === 'string' && Object.hasOwn(COMBAT_SHORTHAND, combat) ? COMBAT_SHORTHAND[combat] : undefined;
};

/** The module the rules' `combat` option turns on without listing it, or null. */
export function shorthandModule(rules: Record<string, unknown> | undefined): string | null {
  const c = shorthandOf(rules);
  if (!c) return null;
  const listed = Array.isArray(rules?.modules) && (rules.modules as { id?: unknown }[]).some((m) => m?.id === c.module);
  return listed ? null : c.module;
}

/** The same game with the shorthand's module listed: its options moved from `rules` into the entry (`combat` stays:
 * the rule facts still say dice combat, and a listed module makes the shorthand add nothing). */
export const listShorthandModule = (doc: EditorDoc): EditorDoc =>
  produce(doc, (d) => {
    const rules = d.rules as Record<string, unknown> | undefined;
    const id = shorthandModule(rules);
    if (!rules || !id) return;
    const c = Object.values(COMBAT_SHORTHAND).find((s) => s.module === id)!;
    const options: Record<string, unknown> = {};
    for (const k of c.options) {
      if (rules[k] !== undefined) options[k] = rules[k];
      delete rules[k];
    }
    rules.modules = [...(Array.isArray(rules.modules) ? rules.modules : []), { id, options }];
  });

/** The module `id` turned off where the rule option `combat` names it: `combat` and its options dropped. */
export const dropCombatOf = (doc: EditorDoc, id: string): EditorDoc =>
  produce(doc, (d) => {
    const rules = d.rules as Record<string, unknown> | undefined;
    const c = shorthandOf(rules);
    if (!rules || c?.module !== id) return;
    for (const k of c.options) delete rules[k];
    delete rules.combat;
  });
