// The replay viewer's controls: step through the game action by action (buttons, slider, ← → Home
// End), play it, choose whose eyes to see it with (Blue's view, Red's view or everything), and read
// the log line of the action just stepped over.
import { useEffect, useState } from 'react';
import type { PlayerId } from '../../engine';
import { useUiStore } from '../../store';
import { useT } from '../../i18n';
import { actionLines } from '../saves/actionLines';
import { playerName } from '../game/describe';
import { Icon } from '../icons';

const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function ReplayBar() {
  const t = useT();
  const lang = useUiStore((s) => s.language);
  const replay = useUiStore((s) => s.replay);
  const session = useUiStore((s) => s.session);
  const view = useUiStore((s) => s.replayView);
  const views = useUiStore((s) => s.replayViews);
  const { setReplayStep, leaveGame, setReplayView } = useUiStore.getState();
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (!playing || !replay) return;
    if (replay.step >= replay.states.length - 1) {
      setPlaying(false);
      return;
    }
    const id = setTimeout(() => setReplayStep(replay.step + 1), 500);
    return () => clearTimeout(id);
  }, [playing, replay, setReplayStep]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      const r = useUiStore.getState().replay;
      if (!r) return;
      const to = e.key === 'ArrowRight' ? r.step + 1 : e.key === 'ArrowLeft' ? r.step - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? r.states.length - 1 : null;
      if (to === null) return;
      e.preventDefault();
      e.stopPropagation();
      setReplayStep(to);
    };
    // capture: the map's own arrow keys (panning) do not see these while the replay runs
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [setReplayStep]);
  if (!replay) return null;
  const last = replay.states.length - 1;
  const viewer: PlayerId | null = view === 'full' ? null : view;
  const lines = session && replay.step > 0 ? actionLines(session, replay.step - 1, viewer, t, lang) : [t('replay.start')];
  return (
    <div className="prompt replay" data-testid="replay-bar">
      <div className="prompt__row">
        <span className="prompt__text" data-testid="replay-step">
          {t('replay.step', { step: replay.step, total: last, round: replay.states[replay.step].round })}
        </span>
        <span className="prompt__actions">
          <button type="button" data-testid="replay-first" title={`${t('replay.first')} (Home)`} aria-label={t('replay.first')} onClick={() => setReplayStep(0)}><Icon name="first" /></button>
          <button type="button" data-testid="replay-prev" title={`${t('replay.prev')} (←)`} aria-label={t('replay.prev')} onClick={() => setReplayStep(replay.step - 1)}><Icon name="prev" /></button>
          <button type="button" data-testid="replay-play" className="primary" onClick={() => setPlaying(!playing)}>
            {playing ? t('replay.pause') : t('replay.play')}
          </button>
          <button type="button" data-testid="replay-next" title={`${t('replay.next')} (→)`} aria-label={t('replay.next')} onClick={() => setReplayStep(replay.step + 1)}><Icon name="next" /></button>
          <button type="button" data-testid="replay-last" title={`${t('replay.last')} (End)`} aria-label={t('replay.last')} onClick={() => setReplayStep(last)}><Icon name="last" /></button>
          <input type="range" data-testid="replay-slider" min={0} max={last} value={replay.step} aria-label={t('replay.position')} onChange={(e) => setReplayStep(Number(e.target.value))} />
          <button type="button" data-testid="replay-exit" onClick={leaveGame}>
            {t('replay.exit')}
          </button>
        </span>
      </div>
      <div className="prompt__row replay__row">
        <span className="replay__views" role="radiogroup" aria-label={t('replay.viewpoint')}>
          {views.map((v) => (
            <button key={v} type="button" role="radio" aria-checked={view === v} data-testid={`replay-view-${v}`} className={view === v ? 'primary' : ''} onClick={() => setReplayView(v)}>
              {v === 'full' ? t('replay.view.full') : t('replay.view.side', { name: session ? playerName(session.names, t, v) : v })}
            </button>
          ))}
          {views.length === 1 && <span className="muted small" data-testid="replay-own-only">{t('replay.ownOnly')}</span>}
        </span>
        <span className="replay__line small" data-testid="replay-line" aria-live="polite">
          {lines.join(' · ')}
        </span>
      </div>
    </div>
  );
}
