// A scenario may turn a combat module on by the rule option `combat` (the format's shorthand, COMBAT_SHORTHAND:
// Gun duel does) instead of listing it in `rules.modules`; its options then sit in the
// `rules` block itself. The editor shows such a module as on, and lists it properly — the same game — when
// the designer wants its settings (they are edited in the module's entry like any other module's).
import { produce } from 'immer';
import { shorthandOf } from '../scenarios/rulesetSchema';
import type { EditorDoc } from './document';

/** The shorthand the rules' `combat` option names, unless its module is listed too (then it adds nothing). */
function unlisted(rules: Record<string, unknown> | undefined) {
  const c = shorthandOf(rules?.combat);
  const listed = !!c && Array.isArray(rules?.modules) && (rules.modules as { id?: unknown }[]).some((m) => m?.id === c.module);
  return listed ? undefined : c;
}

/** The module the rules' `combat` option turns on without listing it, or null. */
export const shorthandModule = (rules: Record<string, unknown> | undefined): string | null => unlisted(rules)?.module ?? null;

/** The same game with the shorthand's module listed: its options moved from `rules` into the entry (`combat` stays:
 * the rule facts still say dice combat, and a listed module makes the shorthand add nothing). */
export const listShorthandModule = (doc: EditorDoc): EditorDoc =>
  produce(doc, (d) => {
    const rules = d.rules as Record<string, unknown> | undefined;
    const c = unlisted(rules);
    if (!rules || !c) return;
    const options: Record<string, unknown> = {};
    for (const k of c.options) {
      if (rules[k] !== undefined) options[k] = rules[k];
      delete rules[k];
    }
    rules.modules = [...(Array.isArray(rules.modules) ? rules.modules : []), { id: c.module, options }];
  });

/** The module `id` turned off where the rule option `combat` names it: `combat` and its options dropped. */
export const dropCombatOf = (doc: EditorDoc, id: string): EditorDoc =>
  produce(doc, (d) => {
    const rules = d.rules as Record<string, unknown> | undefined;
    const c = shorthandOf(rules?.combat);
    if (!rules || c?.module !== id) return;
    for (const k of c.options) delete rules[k];
    delete rules.combat;
  });
