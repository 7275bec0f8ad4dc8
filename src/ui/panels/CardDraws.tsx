// Drawing cards (§6 action 5), keeping one of the two drawn, cleanup draws (§6.2 step 2).
import type { Action, PlayerId } from '../../engine';
import { useUiStore } from '../../store';
import { useT, type MessageKey } from '../../i18n';
import { cardInfo } from '../game/describe';
import { useDisplayed } from '../game/useDisplayed';

export function CardDraws({ legal, me }: { legal: Action[]; me: PlayerId }) {
  const t = useT();
  const lang = useUiStore((s) => s.language);
  const submit = useUiStore((s) => s.submit);
  const view = useDisplayed().playerView;
  if (!view) return null;
  const byType = (type: string) => legal.filter((a) => a.type === type);
  const draws = [...byType('draw'), ...byType('cleanupDraw')] as { type: 'draw' | 'cleanupDraw'; discard?: string }[];
  const keep = byType('keepCard') as Extract<Action, { type: 'keepCard' }>[];
  const pending = view.pending;
  return (
    <>
      {pending?.kind === 'keepCard' && pending.player === me && (
        <div className="keep" data-testid="keep-choice">
          <p className="small">{t('hand.keepOne')}</p>
          {/* each drawn card with its type and rules text (readable on a tablet: no hover needed) */}
          <ul className="cards">
            {keep.map((a) => {
              const info = cardInfo(view, a.cardId, lang);
              return (
                <li key={a.cardId} className={`card card--${info.type ?? 'unknown'}`} data-testid={`drawn-card-${a.cardId}`}>
                  <div className="card__head">
                    <span className="card__name">{info.name}</span>
                    <span className={`card__type card__type--${info.type ?? 'unknown'}`}>{t(`card.type.${info.type ?? 'unknown'}` as MessageKey)}</span>
                  </div>
                  <div className="card__text small" data-testid={`drawn-text-${a.cardId}`}>{info.text ?? t('hand.noEffect')}</div>
                  <button type="button" className="primary small" data-testid={`keep-${a.cardId}`} onClick={() => submit(a)}>
                    {t('hand.keep', { card: info.name })}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <div className="hand__draw">
        {draws.map((a, k) => (
          <button type="button" key={k} data-testid={a.discard ? `draw-discard-${a.discard}` : 'draw'} onClick={() => submit(a as Action)} title={t('hand.draw.title')}>
            {a.discard ? t('hand.drawDiscarding', { card: cardInfo(view, a.discard, lang).name }) : t('hand.draw')}
          </button>
        ))}
        {byType('declineDraw').length > 0 && (
          <button type="button" data-testid="decline-draw" onClick={() => submit({ type: 'declineDraw' })}>
            {t('hand.decline')}
          </button>
        )}
      </div>
    </>
  );
}
