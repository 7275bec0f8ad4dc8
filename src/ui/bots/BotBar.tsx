// The machine players on the game screen: runs them (botPlayer.ts) while a game is shown, and says
// what they do — "Red (computer) is thinking…" with a button that stops it; a bot that failed, with
// "try again" and "play this side by hand"; in watch mode (both sides bots) pause and speed.
import { useEffect } from 'react';
import type { PlayerId } from '../../engine';
import { useUiStore } from '../../store';
import { WATCH_PACES, type WatchPace } from '../../store/botSlice';
import { botsOnly } from '../../store/seats';
import { useT } from '../../i18n';
import { playerAndSide, sideName } from '../game/describe';
import { runBots } from './botPlayer';
import { DemoBadge } from '../DemoBadge';
import { playSideByHand } from './botMoves';
import './bots.css';
import '../../i18n/lazyEnglish';

function WatchControls() {
  const t = useT();
  const paused = useUiStore((s) => s.watchPaused);
  const pace = useUiStore((s) => s.watchPace);
  const { setWatchPaused, setWatchPace } = useUiStore.getState();
  return (
    <span className="bot-bar__watch" data-testid="watch-controls">
      <strong>{t('watch.label')}</strong>
      <button type="button" data-testid="watch-pause" aria-pressed={paused} onClick={() => setWatchPaused(!paused)}>
        {t(paused ? 'watch.resume' : 'watch.pause')}
      </button>
      <span role="radiogroup" aria-label={t('watch.pace')}>
        {t('watch.pace')}:{' '}
        {(Object.keys(WATCH_PACES) as WatchPace[]).map((p) => (
          <button key={p} type="button" role="radio" aria-checked={pace === p} data-testid={`watch-pace-${p}`} onClick={() => setWatchPace(p)}>
            {t(`watch.pace.${p}`)}
          </button>
        ))}
      </span>
    </span>
  );
}

export function BotBar() {
  const t = useT();
  useEffect(() => runBots(useUiStore), []);
  const session = useUiStore((s) => s.session);
  const screen = useUiStore((s) => s.screen);
  const thinking = useUiStore((s) => s.botThinking);
  const problem = useUiStore((s) => s.botProblem);
  const bots = session?.options.bots;
  if (screen !== 'game' || !session || !bots) return null;
  const name = (p: PlayerId) => playerAndSide(session.names, t, p);
  const { cancelBot, retryBot } = useUiStore.getState();
  const watch = botsOnly(bots) && session.state.phase !== 'over';
  if (!thinking && !problem && session.state.phase === 'over') return null;
  // one steady line while the game has a bot (the map below does not jump as the bot starts and stops)
  return (
    <div className="bot-bar" data-testid="bot-bar">
      {watch && <WatchControls />}
      {thinking && !problem && (
        <span className="bot-bar__thinking" role="status" data-testid="bot-thinking">
          <span className="bot-bar__dots" aria-hidden="true" />
          {t('bot.thinking', { name: name(thinking) })}
          {!watch && (
            <button type="button" data-testid="bot-cancel" onClick={cancelBot}>
              {t('bot.cancel')}
            </button>
          )}
        </span>
      )}
      {!thinking && !problem && !watch && <span className="muted" data-testid="bot-opponent">{t('bot.opponent', { name: (['blue', 'red'] as const).filter((p) => bots[p]).map(name).join(', ') })}</span>}
      {problem && (
        <span className="bot-bar__problem" role="alert" data-testid="bot-problem" data-code={problem.code}>
          {t(`bot.problem.${problem.code.slice(4) as 'threw' | 'illegal-action' | 'timeout' | 'cancelled'}`, { name: name(problem.side), message: problem.message })}
          <button type="button" className="primary" data-testid="bot-retry" onClick={retryBot}>
            {t('bot.retry')}
          </button>
          <button type="button" data-testid="bot-by-hand" onClick={() => playSideByHand(useUiStore, problem.side)}>
            {t('bot.byHand', { side: sideName(t, problem.side) })}
          </button>
        </span>
      )}
      <DemoBadge inline />
    </div>
  );
}
