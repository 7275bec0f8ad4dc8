// Demo mode (secrets not hidden between turns) is marked on the game screen at all times: whoever
// walks up sees that both sides' secrets are on show.
import { useUiStore } from '../store';
import { useT } from '../i18n';
import './home.css';

/**
 * `inline`: the badge in the machine players' line (bot bar), in the flow; the floating one (over the
 * top of the screen) stands only where there is no such line, so it never covers that line's words.
 */
export function DemoBadge({ inline = false }: { inline?: boolean }) {
  const t = useT();
  const demo = useUiStore((s) => !!s.session && !s.session.options.hideBetweenTurns && s.screen === 'game' && s.session.state.phase !== 'over' && inline === !!s.session.options.bots);
  if (!demo) return null;
  return (
    <div className={`demo-badge${inline ? ' demo-badge--inline' : ''}`} role="status" data-testid="demo-badge" title={t('demo.badge.title')}>
      {t('demo.badge')}
    </div>
  );
}
