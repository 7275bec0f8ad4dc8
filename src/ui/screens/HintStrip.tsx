// The first-game hint strip: how to play in three lines; dismissed once, remembered.
import { useUiStore } from '../../store';
import { useT } from '../../i18n';
import { botsOnly } from '../../store/seats';
import { moduleHints } from '../modules/screenModule';

export function HintStrip() {
  const t = useT();
  const dismissed = useUiStore((s) => s.hintsDismissed);
  const viewer = useUiStore((s) => s.viewer);
  const screen = useUiStore((s) => s.screen);
  // the secret setup has its own hints (the play hints would describe a phase not yet begun)
  const setup = useUiStore((s) => s.session?.state.phase === 'setup');
  // watch mode (bots on both sides) has no person to tell how to play
  const watch = useUiStore((s) => !!s.session && botsOnly(s.session.options.bots));
  const { dismissHints, setHelp } = useUiStore.getState();
  if (dismissed || !viewer || screen !== 'game' || watch) return null;
  // what the game's modules put on the map (module L: its targets and AA guns), in play
  const extra = setup ? [] : moduleHints(t, useUiStore.getState().session!.state);
  return (
    <div className={`hint-strip${setup ? ' hint-strip--setup' : ''}`} data-testid="hint-strip" role="note">
      <span>{t(setup ? 'hint.setup.1' : 'hint.1')}</span>
      <span>{t(setup ? 'hint.setup.2' : 'hint.2')}</span>
      <span>{t(setup ? 'hint.setup.3' : 'hint.3')}</span>
      {extra.map((line) => <span key={line} data-testid="hint-module">{line}</span>)}
      <span className="hint-strip__buttons">
        <button type="button" data-testid="hint-help" onClick={() => setHelp(true)}>
          {t('help.open')}
        </button>
        <button type="button" data-testid="hint-dismiss" onClick={dismissHints} aria-label={t('hint.dismiss')}>
          ✕
        </button>
      </span>
    </div>
  );
}
