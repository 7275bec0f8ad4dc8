// The start screen's autosave box: the saved game (continue it, watch its replay, export it), or —
// when it cannot be read — why, with the choice to download the broken file or discard it.
import { useUiStore } from '../../store';
import { formatDateTime, useT } from '../../i18n';
import { parseScenario } from '../../scenarios/schema';
import { playerAndSide } from '../game/describe';
import { downloadText } from './files';
import { ErrorList } from './ErrorList';
import { exportFileName, saveTextOf } from '../../store/persistence';
import { replayViewsFor } from '../../store/replaySlice';
import './saves.css';

export function AutosaveBox() {
  const t = useT();
  const lang = useUiStore((s) => s.language);
  const saved = useUiStore((s) => s.autosaved);
  const { resumeSaved, discardAutosave, watchReplay } = useUiStore.getState(); // checked by the start screen
  if (saved.kind === 'none') return null;
  if (saved.kind === 'broken')
    return (
      <div className="start__continue start__continue--broken" role="alert" data-testid="autosave-broken">
        <div>
          <strong>{t('saved.broken.title')}</strong>
          <ErrorList errors={saved.errors} testId="autosave-errors" />
          <p className="small muted">{t('saved.broken.note')}</p>
        </div>
        <div className="saves-dialog__buttons">
          <button type="button" data-testid="autosave-download" onClick={() => downloadText('enb-autosave-broken.enb.json', saved.text)}>
            {t('saved.broken.download')}
          </button>
          <button type="button" data-testid="autosave-discard" onClick={discardAutosave}>
            {t('saved.broken.discard')}
          </button>
        </div>
      </div>
    );
  const s = saved.session;
  const sc = parseScenario(s.scenarioRaw);
  const when = saved.save.savedAt ? formatDateTime(lang, new Date(saved.save.savedAt)) : null;
  return (
    <div className="start__continue" data-testid="autosave">
      <span data-testid="autosave-summary">
        <strong>{t('saved.title')}: </strong>
        {t('saved.summary', {
          scenario: sc.ok ? sc.value.name[lang] : s.scenarioId,
          blue: playerAndSide(s.names, t, 'blue'),
          red: playerAndSide(s.names, t, 'red'),
          round: s.state.round,
          rounds: s.state.setup.rounds,
          n: s.actions.length,
        })}{' '}
        {s.state.phase === 'over' ? t('saved.over') : ''}
        {when && <span className="muted small"> · {t('saved.when', { when })}</span>}
      </span>
      <span className="saves-dialog__buttons">
        <button type="button" className="primary" data-testid="continue-game" onClick={() => resumeSaved({ ...saved, record: { ...saved.record, screen: 'game' } })}>
          {t('start.continue')}
        </button>
        <button
          type="button"
          data-testid="autosave-replay"
          disabled={!replayViewsFor(s, saved.record.viewer).length}
          title={s.state.phase !== 'over' && s.options.hideBetweenTurns ? t('saved.replay.own') : undefined}
          onClick={() => watchReplay(s, saved.record.viewer)}
        >
          {t('saved.replay')}
        </button>
        <button type="button" data-testid="autosave-export" onClick={() => downloadText(exportFileName(s), saveTextOf(s))}>
          {t('files.export')}
        </button>
      </span>
    </div>
  );
}
