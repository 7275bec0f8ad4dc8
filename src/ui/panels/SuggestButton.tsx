// "Use the suggested placement" in a deployment being laid out: with ships already placed by hand it
// asks first ("Replace your N placed ships?"), so a manual placement is never overwritten by surprise.
import { useState } from 'react';
import { useT } from '../../i18n';

export function SuggestButton({ placed, onUse }: { placed: number; onUse: () => void }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  if (asking && placed > 0)
    return (
      <span className="pass-confirm" role="group" data-testid="deploy-suggest-question">
        <span>{t('deploy.suggest.confirm', { n: placed })}</span>
        <button type="button" className="primary" data-testid="deploy-suggest-confirm" onClick={() => { setAsking(false); onUse(); }}>
          {t('deploy.suggest.yes')}
        </button>
        <button type="button" data-testid="deploy-suggest-keep" onClick={() => setAsking(false)}>
          {t('deploy.suggest.no')}
        </button>
      </span>
    );
  return (
    <button type="button" data-testid="deploy-suggest" onClick={() => (placed > 0 ? setAsking(true) : onUse())}>
      {t('deploy.suggest')}
    </button>
  );
}
