// Pass (end my round) with a second look: while the player still has command tokens, the first click
// asks "Pass with N tokens left?" and only the confirming click passes; without tokens left it passes at once.
import { useEffect, useState } from 'react';
import { useUiStore } from '../../store';
import { useT } from '../../i18n';

export function PassButton({ tokensLeft }: { tokensLeft: number }) {
  const t = useT();
  const submit = useUiStore((s) => s.submit);
  const actions = useUiStore((s) => s.session?.actions.length);
  const [asking, setAsking] = useState(false);
  useEffect(() => setAsking(false), [actions]); // a new action: the question is stale
  if (asking)
    return (
      <span className="pass-confirm" role="group" data-testid="pass-question">
        <span>{t('action.pass.confirm', { n: tokensLeft })}</span>
        <button type="button" className="primary" data-testid="pass-confirm" onClick={() => submit({ type: 'pass' })}>
          {t('action.pass.yes')}
        </button>
        <button type="button" data-testid="pass-keep" onClick={() => setAsking(false)}>
          {t('action.pass.no')}
        </button>
      </span>
    );
  return (
    <button type="button" data-testid="pass" onClick={() => (tokensLeft > 0 ? setAsking(true) : submit({ type: 'pass' }))} title={t('action.pass.title')}>
      {t('action.pass')}
    </button>
  );
}
