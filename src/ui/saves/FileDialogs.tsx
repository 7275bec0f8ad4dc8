// Dialogs about files: a refused save or scenario file with every error (path: reason) — the current
// game is untouched; a scenario added to the list; a valid save: continue it or watch its replay.
import { useEffect, useRef } from 'react';
import { useUiStore } from '../../store';
import { useT } from '../../i18n';
import { parseScenario } from '../../scenarios/schema';
import { playerAndSide } from '../game/describe';
import { ErrorList } from './ErrorList';
import { replayViewsFor } from '../../store/replaySlice';
import './saves.css';

function useFocus(on: boolean) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (on) ref.current?.focus();
  }, [on]);
  return ref;
}

export function FileReportDialog() {
  const t = useT();
  const report = useUiStore((s) => s.fileReport);
  const dismiss = useUiStore((s) => s.dismissFileReport);
  const ok = useFocus(!!report);
  if (!report) return null;
  const refused = report.errors.length > 0;
  return (
    <div className="saves-dialog" role="alertdialog" aria-modal="true" aria-labelledby="file-report-title" data-testid="file-report" onKeyDown={(e) => e.key === 'Escape' && dismiss()}>
      <div className="saves-dialog__box">
        <h2 id="file-report-title">
          {refused ? t(report.kind === 'save' ? 'files.saveRefused' : 'files.scenarioRefused', { file: report.file }) : t('files.scenarioAdded', { id: report.added ?? '' })}
        </h2>
        {refused && (
          <>
            <p>{t(report.kind === 'save' ? 'files.saveRefused.note' : 'files.scenarioRefused.note')}</p>
            <ErrorList errors={report.errors} testId="file-errors" />
          </>
        )}
        <div className="saves-dialog__buttons">
          <button ref={ok} type="button" className="primary" data-testid="file-report-close" onClick={dismiss}>
            {t('files.close')}
          </button>
        </div>
      </div>
    </div>
  );
}

export function ImportChoiceDialog() {
  const t = useT();
  const lang = useUiStore((s) => s.language);
  const choice = useUiStore((s) => s.importChoice);
  const hasGame = useUiStore((s) => !!s.session && s.session !== s.watchedOnly);
  const { acceptImport, dismissImport } = useUiStore.getState();
  const ok = useFocus(!!choice);
  if (!choice) return null;
  const s = choice.session;
  const sc = parseScenario(s.scenarioRaw);
  const name = sc.ok ? sc.value.name[lang] : s.scenarioId;
  const st = s.state;
  return (
    <div className="saves-dialog" role="dialog" aria-modal="true" aria-labelledby="import-title" data-testid="import-choice" onKeyDown={(e) => e.key === 'Escape' && dismissImport()}>
      <div className="saves-dialog__box">
        <h2 id="import-title">{t('files.import.title', { file: choice.file })}</h2>
        <p data-testid="import-summary">
          {t('files.import.summary', {
            scenario: name,
            blue: playerAndSide(s.names, t, 'blue'),
            red: playerAndSide(s.names, t, 'red'),
            n: s.actions.length,
            round: st.round,
            rounds: st.setup.rounds,
          })}{' '}
          {st.phase === 'over' ? t('files.import.over') : ''}
        </p>
        {choice.migratedFrom && <p className="muted small">{t('files.import.migrated', { v: choice.migratedFrom })}</p>}
        {choice.rulesChanged && (
          <p className="notice" data-testid="import-rules-changed">
            {t('files.import.rulesChanged', { from: choice.rulesChanged.from, to: choice.rulesChanged.to, n: choice.rulesChanged.at, reason: choice.rulesChanged.reason })}
          </p>
        )}
        {hasGame && <p className="muted small">{t('files.import.replaces')}</p>}
        {!replayViewsFor(s, null).length && <p className="muted small" data-testid="import-replay-locked">{t('files.import.replayLocked')}</p>}
        <div className="saves-dialog__buttons">
          <button ref={ok} type="button" className="primary" data-testid="import-play" onClick={() => acceptImport('play')}>
            {st.phase === 'over' ? t('files.import.open') : t('files.import.play')}
          </button>
          <button type="button" data-testid="import-replay" disabled={!replayViewsFor(s, null).length} onClick={() => acceptImport('replay')}>
            {t('files.import.replay')}
          </button>
          <button type="button" data-testid="import-cancel" onClick={dismissImport}>
            {t('files.cancel')}
          </button>
        </div>
      </div>
    </div>
  );
}
