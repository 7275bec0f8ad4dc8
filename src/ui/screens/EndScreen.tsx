// The end screen: the winner and why, the scores, the losses of each side, which objectives each side
// met and the variant played (rule options, modules); play again, watch the replay, export the save,
// or back to the start screen.
import { useRef } from 'react';
import { objectiveStatus, type PlayerId, type Unit } from '../../engine';
import { useUiStore } from '../../store';
import { hasMessage, useT, type MessageKey } from '../../i18n';
import { className, playerAndSide, unitLabel } from '../game/describe';
import { exportCurrentGame } from '../saves/files';
import { ObjectiveLists, RuleFacts } from './ScenarioFacts';
import { CoverTools } from './CoverTools';
import { useDialogFocus } from '../focus';

export function EndScreen() {
  const t = useT();
  const lang = useUiStore((s) => s.language);
  const up = useUiStore((s) => s.screen === 'game' && !!s.session && s.session.state.phase === 'over' && !!s.session.state.result);
  // the game only once it is over: no render after each action while it goes on
  const session = useUiStore((s) => (up ? s.session : null));
  const scenario = useUiStore((s) => s.scenario);
  const { startGame, enterReplay, leaveGame } = useUiStore.getState();
  const box = useRef<HTMLDivElement>(null);
  // the end screen takes focus (Play again) and keeps Tab inside
  useDialogFocus(box, up, false);
  if (!up || !session || !session.state.result) return null;
  const st = session.state;
  const result = st.result!;
  const names = session.names;
  const losses: Record<PlayerId, { unit: Unit; points: number }[]> = { blue: [], red: [] };
  const planes: Record<PlayerId, number> = { blue: 0, red: 0 };
  for (const e of session.events) {
    if (e.type === 'destroyed') losses[e.unit.owner].push({ unit: e.unit, points: e.points });
    if (e.type === 'planeDestroyed') planes[e.owner] += 1;
  }
  const winner = result.winner;
  const reason =
    result.reason === 'objectives' ? t('end.reason.objectives')
    : result.reason === 'flagship-lost' ? t('end.reason.flagship')
    : result.reason === 'points-target' ? t('end.reason.target')
    : result.reason === 'module' ? (hasMessage(`end.reason.module.${result.module}`) ? t(`end.reason.module.${result.module}` as MessageKey) : t('end.reason.module', { module: result.module ?? '' }))
    : st.setup.pointsTarget ? t('end.reason.limitTarget', { rounds: st.setup.rounds })
    : t('end.reason.limit', { rounds: st.setup.rounds });
  return (
    <div ref={box} className="end-screen" data-testid="end-screen" role="dialog" aria-modal="true" aria-labelledby="end-title">
      <div className="end-screen__box">
        <h2 id="end-title" data-testid="end-winner" className={winner ? `win--${winner}` : ''}>
          {winner ? t('end.winner', { name: playerAndSide(names, t, winner) }) : t('end.draw')}
        </h2>
        <p data-testid="end-reason">{reason}</p>
        <div className="end-screen__sides">
          {(['blue', 'red'] as PlayerId[]).map((p) => (
            <div key={p} className={`end-side end-side--${p}`} data-testid={`end-side-${p}`}>
              <h3>
                {playerAndSide(names, t, p)}
              </h3>
              <div className="end-side__score">
                {t('end.points', { points: result.score[p] })}
                {st.setup.pointsTarget && <span className="muted"> / {st.setup.pointsTarget[p]}</span>}
              </div>
              <div className="small">{t('end.losses', { n: losses[p].length })}</div>
              <ul className="small">
                {losses[p].map(({ unit }) => (
                  <li key={unit.id}>
                    {className(st, unit, lang)} {unitLabel(unit.id)} ({unit.node})
                  </li>
                ))}
                {planes[p] > 0 && <li>{t('end.planesLost', { n: planes[p] })}</li>}
              </ul>
            </div>
          ))}
        </div>
        {scenario && (
          <details className="end-screen__facts" open={!!scenario.objectives} data-testid="end-facts">
            <summary>
              {t('end.objectives')} · {t('end.variant')}
            </summary>
            <ObjectiveLists scenario={scenario} state={st} statusOf={objectiveStatus} />
            <RuleFacts scenario={scenario} played={{ hideBetweenTurns: session.options.hideBetweenTurns }} />
          </details>
        )}
        <CoverTools />
        <div className="end-screen__buttons">
          <button
            type="button"
            className="primary"
            data-autofocus
            data-testid="play-again"
            onClick={() => startGame({ scenarioId: session.scenarioId, scenarioRaw: session.scenarioRaw, seed: (session.seed * 7919 + 1) % 2147483647, options: session.options, names })}
          >
            {t('end.again')}
          </button>
          <button type="button" data-testid="watch-replay" onClick={enterReplay}>
            {t('end.replay')}
          </button>
          <button type="button" data-testid="end-export" onClick={exportCurrentGame}>
            {t('end.export')}
          </button>
          <button type="button" data-testid="new-game" onClick={leaveGame}>
            {t('end.newGame')}
          </button>
        </div>
      </div>
    </div>
  );
}
