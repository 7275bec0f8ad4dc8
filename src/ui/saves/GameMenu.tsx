// The game's undo, redo, export and import buttons (top bar), with Ctrl+Z / Ctrl+Shift+Z (Ctrl+Y).
// Undo says whether it is free or needs the other player's consent; under the hand-over cover it is
// the undo of the player who just acted (what it shows goes through the cover again).
import { useEffect } from 'react';
import { useUiStore, type Session } from '../../store';
import { useT, type Translate } from '../../i18n';
import type { PlayerId } from '../../engine';
import { exportCurrentGame } from './files';
import { FileButton } from './FileButtons';
import { useGameUi } from '../lazy';

const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Why undo is off (store/undo.ts undoPlan): nothing played yet, the game over, or no action of the
 * undoing player's own yet (in demo mode the screen passes to the other player after each action).
 */
function noUndoReason(t: Translate, session: Session, viewer: PlayerId | null): string {
  const player = viewer ?? session.timeline.steps.at(-1)?.player;
  if (!session.actions.length || !player) return t('undo.none.start');
  if (session.state.phase === 'over') return t('undo.none.over');
  return t('undo.none.notYours', { player: session.names[player] || t(`owner.${player}`) });
}

export function GameMenu() {
  const t = useT();
  const screen = useUiStore((s) => s.screen);
  // re-render on what undo/redo depend on
  useUiStore((s) => s.session);
  useUiStore((s) => s.viewer);
  useUiStore((s) => s.undoRequest);
  const s = useUiStore.getState();
  const ui = useGameUi(); // the sound switch: loaded with the game
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || isTyping(e.target)) return;
      const k = e.key.toLowerCase();
      const st = useUiStore.getState();
      if (k === 'z' && !e.shiftKey) st.undo();
      else if ((k === 'z' && e.shiftKey) || k === 'y') st.redo();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  if (screen !== 'game' || !s.session) return null;
  const plan = s.undoNow();
  const undoTitle = plan.kind === 'none' ? noUndoReason(t, s.session, s.viewer) : plan.kind === 'free' ? t('undo.free') : t('undo.needsConfirm');
  return (
    <div className="top-bar__group" role="group" aria-label={t('undo.group')}>
      <button type="button" data-testid="undo" disabled={plan.kind === 'none'} title={`${undoTitle} (Ctrl+Z)`} onClick={() => s.undo()}>
        <span aria-hidden="true">↶</span> <span className="top-bar__label">{plan.kind === 'confirm' ? t('undo.ask') : t('undo.undo')}</span>
      </button>
      <button type="button" data-testid="redo" disabled={!s.canRedo()} title={`${t('undo.redo')} (Ctrl+Shift+Z)`} onClick={() => s.redo()}>
        <span aria-hidden="true">↷</span> <span className="top-bar__label">{t('undo.redo')}</span>
      </button>
      <button type="button" data-testid="export-save" title={t('files.export.title')} onClick={exportCurrentGame}>
        {t('files.export')}
      </button>
      <FileButton as="save" label="files.import" testId="import-save" />
      {ui && <ui.SoundSwitch />}
    </div>
  );
}
