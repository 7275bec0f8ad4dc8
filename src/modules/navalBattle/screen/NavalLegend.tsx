// The board's key (issue 37): each class's two letters as the board draws them with its full name and
// strength, and the hidden ship's "?". Open at first sight — a player meeting "DE" or "MS" reads what it
// is without a hover — and folded away by a click once known (remembered in the browser).
import { useState } from 'react';
import type { Language } from '../../../i18n';
import { useT } from '../../../i18n';
import type { NavalOptions } from '../rules/index';
import { wordsFor } from '../strings';
import { classLabel } from './navalGame';

const KEY = 'enb.navalLegendFolded';
const folded = (): boolean => {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
};

export function NavalLegend({ o, lang }: { o: NavalOptions; lang: Language }) {
  const t = wordsFor(useT());
  const [open, setOpen] = useState(() => !folded());
  const onToggle = (e: React.SyntheticEvent<HTMLDetailsElement>) => {
    const now = e.currentTarget.open;
    setOpen(now);
    try {
      if (now) localStorage.removeItem(KEY);
      else localStorage.setItem(KEY, '1');
    } catch {
      // not remembered: the key still folds now
    }
  };
  return (
    <details className="panel legend naval__legend" data-testid="naval-legend" open={open} onToggle={onToggle}>
      <summary>{t('naval.legend.title')}</summary>
      <ul className="legend__list small">
        {Object.keys(o.classes).map((cls) => {
          const label = classLabel(o, lang, cls)!;
          return (
            <li key={cls} data-testid={`naval-legend-${cls}`}>
              <b className="naval__legend-code">{label.short}</b>
              <span>{t('naval.legend.class', { name: label.name, strength: label.strength })}</span>
            </li>
          );
        })}
        <li data-testid="naval-legend-hidden">
          <b className="naval__legend-code">?</b>
          <span>{t('naval.legend.hidden')}</span>
        </li>
      </ul>
    </details>
  );
}
