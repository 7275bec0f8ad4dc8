// Rule options (§14) with their defaults shown — a choice left on the default writes nothing — and the
// rule modules: each registered module on or off, its options as JSON with its defaults shown.
import { useEffect, useState } from 'react';
import { moduleById, registeredModules } from '../../engine';
import { hasMessage, useT, type MessageKey } from '../../i18n';
import { DEFAULT_RULESET, ruleOptionsSchema } from '../../scenarios/rulesetSchema';
import { setField } from '../../editor/edits';
import { dropCombatOf, listShorthandModule, shorthandModule } from '../../editor/combatShorthand';
import { NumberField } from './fields';
import { useEditor, usePanelDoc } from './editorStore';
import { modulesOf } from './moduleTools';
import { ModuleSettings } from './ModuleSettings';

type Def = { type: string; entries?: Record<string, string>; innerType?: { _zod: { def: Def } } };
/** The values an option may take, read from the ruleset's own schema (null: a number). */
function choices(key: string): string[] | null {
  let def = (ruleOptionsSchema.shape as Record<string, { _zod: { def: Def } }>)[key]?._zod.def;
  while (def?.innerType) def = def.innerType._zod.def;
  if (def?.type === 'boolean') return ['true', 'false'];
  return def?.entries ? Object.values(def.entries) : null;
}

function ModuleOptions({ index, id }: { index: number; id: string }) {
  const t = useT();
  const doc = usePanelDoc();
  const options = (doc.rules!.modules as { options?: unknown }[])[index]?.options;
  const [text, setText] = useState(options === undefined ? '' : JSON.stringify(options, null, 1));
  const [bad, setBad] = useState(false);
  useEffect(() => setText(options === undefined ? '' : JSON.stringify(options, null, 1)), [options]);
  let defaults = '';
  try {
    defaults = JSON.stringify(moduleById(id)?.options.parse({}) ?? {}, null, 1);
  } catch {
    defaults = '';
  }
  const commit = () => {
    if (!text.trim()) { setBad(false); return useEditor.getState().edit('module options', (d) => setField(d, ['rules', 'modules', index, 'options'], undefined)); }
    try {
      const v = JSON.parse(text) as unknown;
      setBad(false);
      useEditor.getState().edit('module options', (d) => setField(d, ['rules', 'modules', index, 'options'], v));
    } catch {
      setBad(true);
    }
  };
  return (
    <label className="editor-field editor-field--wide">
      <span>{t('editor.module.options')}</span>
      <textarea data-testid={`editor-module-options-${id}`} rows={4} value={text} placeholder={defaults} onChange={(e) => setText(e.target.value)} onBlur={commit} />
      {bad && <span className="error-list" role="alert">{t('editor.module.badJson')}</span>}
    </label>
  );
}

export function RulesPanel() {
  const t = useT();
  const doc = usePanelDoc();
  const edit = useEditor((s) => s.edit);
  const rules = doc.rules ?? {};
  const listed = modulesOf(doc);
  const toggle = (id: string, on: boolean) =>
    edit(on ? 'module on' : 'module off', (d) => {
      const list = Array.isArray(d.rules?.modules) ? (d.rules!.modules as { id?: unknown }[]) : [];
      const next = on ? [...list, { id }] : list.filter((m) => m?.id !== id);
      const written = setField(d, ['rules', 'modules'], next.length ? next : undefined);
      return on ? written : dropCombatOf(written, id);
    });
  const byCombat = shorthandModule(rules);
  return (
    <section className="editor-panel" aria-labelledby="editor-rules-h">
      <h3 id="editor-rules-h">{t('editor.rules')}</h3>
      {Object.entries(DEFAULT_RULESET.options).map(([key, def]) => {
        const label = hasMessage(`option.${key}`) ? t(`option.${key}` as MessageKey) : key;
        const values = choices(key);
        const shown = (v: unknown) => (hasMessage(`optval.${key}.${String(v)}`) ? t(`optval.${key}.${String(v)}` as MessageKey) : String(v));
        if (!values) return <NumberField key={key} path={['rules', key]} label={label} testId={`editor-rule-${key}`} placeholder={t('editor.default', { value: shown(def) })} optional />;
        const now = Object.hasOwn(rules, key) ? String(rules[key]) : '';
        return (
          <label key={key} className="editor-field">
            <span>{label}</span>
            <select data-testid={`editor-rule-${key}`} value={now} onChange={(e) => {
              const v = e.target.value;
              edit(`rule ${key}`, (d) => setField(d, ['rules', key], v === '' ? undefined : values.includes('true') ? v === 'true' : v));
            }}>
              <option value="">{t('editor.default', { value: shown(def) })}</option>
              {values.map((v) => <option key={v} value={v}>{shown(v)}</option>)}
            </select>
          </label>
        );
      })}
      <h4>{t('editor.modules')}</h4>
      {registeredModules().map((id) => {
        const index = listed.includes(id) ? (doc.rules!.modules as { id?: unknown }[]).findIndex((m) => m?.id === id) : -1;
        return (
          <div key={id} className="editor-module">
            <label className="check">
              <input type="checkbox" data-testid={`editor-module-${id}`} checked={index >= 0 || id === byCombat} onChange={(e) => toggle(id, e.target.checked)} /> <code>{id}</code>
            </label>
            {id === byCombat && (
              <p className="muted small" data-testid={`editor-module-${id}-by-combat`}>
                {t('editor.moduleByCombat', { value: String(rules.combat) })}{' '}
                <button type="button" data-testid={`editor-module-${id}-list`} onClick={() => edit('module listed', listShorthandModule)}>{t('editor.moduleList')}</button>
              </p>
            )}
            {index >= 0 && <ModuleSettings doc={doc} module={id} index={index} />}
            {index >= 0 && <ModuleOptions index={index} id={id} />}
          </div>
        );
      })}
    </section>
  );
}
