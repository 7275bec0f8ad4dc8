// Legal actions the screen has no dedicated control for yet (new rules arriving in the engine): each
// gets a plain button described by its type and fields, so no legal action is ever unreachable.
import type { Action } from '../../engine';
import { useUiStore } from '../../store';
import { useT } from '../../i18n';

/** The action types the rest of the screen offers through its own controls. */
const HANDLED = new Set(['move', 'activateFixed', 'attack', 'endActivation', 'pass', 'draw', 'keepCard', 'cleanupDraw', 'declineDraw', 'chooseFirstPlayer']);

const words = (type: string) => type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

export function describeAction(a: Action): string {
  const { type, player: _p, ...rest } = a as Action & Record<string, unknown>;
  const fields = Object.entries(rest)
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(', ');
  return fields ? `${words(type)} (${fields})` : words(type);
}

export function ActionButtons({ legal }: { legal: Action[] }) {
  const t = useT();
  const submit = useUiStore((s) => s.submit);
  const other = legal.filter((a) => !HANDLED.has(a.type) && !('cardId' in a));
  if (!other.length) return null;
  return (
    <details className="more-actions" data-testid="more-actions">
      <summary>{t('action.more', { n: other.length })}</summary>
      <div className="more-actions__list">
        {other.slice(0, 40).map((a, k) => (
          <button type="button" key={k} onClick={() => submit(a)}>
            {describeAction(a)}
          </button>
        ))}
      </div>
    </details>
  );
}
