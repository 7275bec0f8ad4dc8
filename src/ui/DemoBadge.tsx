// Demo mode (secrets not hidden between turns) is marked on the game screen at all times: whoever
// walks up sees that both sides' secrets are on show.
import { useUiStore } from '../store';
import { useT } from '../i18n';
import './home.css';

export function DemoBadge() {
  const t = useT();
  const demo = useUiStore((s) => !!s.session && !s.session.options.hideBetweenTurns && s.screen === 'game' && s.session.state.phase !== 'over');
  if (!demo) return null;
  return (
    <div className="demo-badge" role="status" data-testid="demo-badge" title={t('demo.badge.title')}>
      {t('demo.badge')}
    </div>
  );
}
