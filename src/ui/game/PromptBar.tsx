// The prompt line over the map: the one thing to do now, its buttons (end the activation, activate,
// pass, cancel), the overlay toggles, and the engine's reason for the last illegal attempt.
import { useUiStore } from '../../store';
import { legalOf } from '../../store/derived';
import { useT } from '../../i18n';
import { errorText, playerName, unitLabel } from './describe';
import { promptKey } from './prompt';
import { useDisplayed } from './useDisplayed';
import { ActionButtons } from './ActionButtons';

export function PromptBar() {
  const t = useT();
  const lang = useUiStore((s) => s.language);
  const shown = useDisplayed();
  const selection = useUiStore((s) => s.selection);
  const destination = useUiStore((s) => s.destination);
  const notice = useUiStore((s) => s.notice);
  const overlays = useUiStore((s) => s.overlays);
  const names = useUiStore((s) => s.session?.names);
  const { submit, cancel, toggleOverlay } = useUiStore.getState();
  const state = shown.state;
  if (!state || !shown.view || !names) return null;
  const mine = shown.interactive;
  const legal = mine ? legalOf(state) : [];
  const can = (type: string) => legal.some((a) => a.type === type);
  const sel = selection ? state.units[selection] : null;
  const text = mine
    ? t(promptKey({ state, selection, destination }), { unit: selection ? unitLabel(selection) : '', node: destination ?? '' })
    : t('prompt.waiting', { player: playerName(names, t, state.pending?.player ?? state.toAct) });
  return (
    <div className="prompt" data-testid="prompt-bar">
      <div className="prompt__row">
        <span className="prompt__text" data-testid="prompt" role="status">
          {text}
        </span>
        <span className="prompt__actions">
          {mine && state.activation && (
            <button type="button" className="primary" data-testid="end-activation" onClick={() => submit({ type: 'endActivation' })}>
              {t('action.endActivation')}
            </button>
          )}
          {mine && sel?.kind === 'fixed' && !state.activation && (
            <button type="button" className="primary" data-testid="activate-unit" onClick={() => submit({ type: 'activateFixed', unitId: sel.id })}>
              {t('action.activate')}
            </button>
          )}
          {mine && (selection || destination) && !state.activation && (
            <button type="button" data-testid="cancel" onClick={cancel} title="Esc">
              {t('action.cancel')}
            </button>
          )}
          {mine && can('pass') && !selection && (
            <button type="button" data-testid="pass" onClick={() => submit({ type: 'pass' })} title={t('action.pass.title')}>
              {t('action.pass')}
            </button>
          )}
          {mine && <ActionButtons legal={legal} />}
          <button type="button" className="toggle" data-testid="toggle-threat" aria-pressed={overlays.threat} onClick={() => toggleOverlay('threat')} title={`${t('overlay.threat.title')} (T)`}>
            {t('overlay.threat')}
          </button>
          <button type="button" className="toggle" data-testid="toggle-own" aria-pressed={overlays.own} onClick={() => toggleOverlay('own')} title={`${t('overlay.own.title')} (O)`}>
            {t('overlay.own')}
          </button>
        </span>
      </div>
      {notice && (
        <div className="prompt__notice" data-testid="notice" role="alert" data-code={notice.error.code}>
          {notice.node ? <strong>{notice.node}: </strong> : null}
          {errorText(lang, notice.error)}
        </div>
      )}
    </div>
  );
}
