// Drawing cards (§6 action 5), keeping one of the two drawn, cleanup draws (§6.2 step 2).
import type { Action, PlayerId } from '../../engine';
import { useUiStore } from '../../store';
import { useT } from '../../i18n';
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
          {keep.map((a) => (
            <button type="button" className="primary" key={a.cardId} data-testid={`keep-${a.cardId}`} onClick={() => submit(a)} title={cardInfo(view, a.cardId, lang).text ?? undefined}>
              {t('hand.keep', { card: cardInfo(view, a.cardId, lang).name })}
            </button>
          ))}
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
