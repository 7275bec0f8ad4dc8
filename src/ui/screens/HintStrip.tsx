// The first-game hint strip: how to play in three lines; dismissed once, remembered.
import { useUiStore } from '../../store';
import { useT } from '../../i18n';

export function HintStrip() {
  const t = useT();
  const dismissed = useUiStore((s) => s.hintsDismissed);
  const viewer = useUiStore((s) => s.viewer);
  const screen = useUiStore((s) => s.screen);
  const { dismissHints, setHelp } = useUiStore.getState();
  if (dismissed || !viewer || screen !== 'game') return null;
  return (
    <div className="hint-strip" data-testid="hint-strip" role="note">
      <span>{t('hint.1')}</span>
      <span>{t('hint.2')}</span>
      <span>{t('hint.3')}</span>
      <button type="button" data-testid="hint-help" onClick={() => setHelp(true)}>
        {t('help.open')}
      </button>
      <button type="button" data-testid="hint-dismiss" onClick={dismissHints} aria-label={t('hint.dismiss')}>
        ✕
      </button>
    </div>
  );
}
