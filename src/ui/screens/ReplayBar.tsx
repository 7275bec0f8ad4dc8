// The replay viewer's controls: step through the finished game action by action.
import { useEffect, useState } from 'react';
import { useUiStore } from '../../store';
import { useT } from '../../i18n';

export function ReplayBar() {
  const t = useT();
  const replay = useUiStore((s) => s.replay);
  const { setReplayStep, leaveGame } = useUiStore.getState();
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
  if (!replay) return null;
  const last = replay.states.length - 1;
  return (
    <div className="prompt replay" data-testid="replay-bar">
      <div className="prompt__row">
        <span className="prompt__text" data-testid="replay-step">
          {t('replay.step', { step: replay.step, total: last, round: replay.states[replay.step].round })}
        </span>
        <span className="prompt__actions">
          <button type="button" data-testid="replay-first" onClick={() => setReplayStep(0)}>⏮</button>
          <button type="button" data-testid="replay-prev" onClick={() => setReplayStep(replay.step - 1)}>◀</button>
          <button type="button" data-testid="replay-play" className="primary" onClick={() => setPlaying(!playing)}>
            {playing ? t('replay.pause') : t('replay.play')}
          </button>
          <button type="button" data-testid="replay-next" onClick={() => setReplayStep(replay.step + 1)}>▶</button>
          <button type="button" data-testid="replay-last" onClick={() => setReplayStep(last)}>⏭</button>
          <input type="range" min={0} max={last} value={replay.step} aria-label={t('replay.position')} onChange={(e) => setReplayStep(Number(e.target.value))} />
          <button type="button" data-testid="replay-exit" onClick={leaveGame}>
            {t('replay.exit')}
          </button>
        </span>
      </div>
    </div>
  );
}
