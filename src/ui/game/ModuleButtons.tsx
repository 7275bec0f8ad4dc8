// The rule modules' actions (any module: the initiative choice of module D, others to come): each
// legal `{ type: 'module' }` action as a button in the prompt bar, named by the module's words
// (`module.<id>.<action>.<value>`), else by its id and params. A module's pending decision is
// answered here; so is any module action offered in a turn.
import type { Action } from '../../engine';
import { useUiStore } from '../../store';
import { hasMessage, useT } from '../../i18n';
import { screenModule, screenModulesOf } from '../modules/screenModule';
import { bomberLabel } from './describe';

type ModuleAction = Extract<Action, { type: 'module' }>;

/** The message key naming a module action: its module, action and the values of its params. */
export function moduleActionKey(a: ModuleAction): string {
  const values = a.params && typeof a.params === 'object' ? Object.values(a.params as Record<string, unknown>).map(String) : [];
  return ['module', a.module, a.action, ...values].join('.');
}

export function ModuleButtons({ legal }: { legal: readonly Action[] }) {
  const t = useT();
  const submit = useUiStore((s) => s.submit);
  const state = useUiStore((s) => s.session?.state ?? null);
  // each module may shape its buttons (module L: a return from the round track once per bomber)
  const actions = screenModulesOf(state).reduce<readonly ModuleAction[]>((list, m) => (m.buttons ? m.buttons(list) : list), legal.filter((a): a is ModuleAction => a.type === 'module'));
  if (!actions.length) return null;
  return (
    <>
      {actions.map((a) => {
        const key = moduleActionKey(a);
        const label = screenModule(a.module)?.buttonLabel?.(t, state, a, bomberLabel) ?? (hasMessage(key) ? t(key) : t('module.action', { module: a.module, action: `${a.action} ${JSON.stringify(a.params ?? {})}` }));
        return (
          <button type="button" key={key} className="primary" data-testid={`module-action-${key.slice('module.'.length).replace(/\./g, '-')}`} onClick={() => { if (!state || !screenModule(a.module)?.startPick?.(state, a, bomberLabel)) submit(a); }}>
            {label}
          </button>
        );
      })}
    </>
  );
}
