// The right-hand panels: the hand (cards, drawing, the keep-one choice, cleanup draws), the round
// track and the score.
import { other, type Action, type PlayerId } from '../../engine';
import { useUiStore } from '../../store';
import { legalOf } from '../../store/derived';
import { useT } from '../../i18n';
import { cardInfo, playerName, sideName } from '../game/describe';
import { useDisplayed } from '../game/useDisplayed';

export function HandPanel() {
  const t = useT();
  const lang = useUiStore((s) => s.language);
  const names = useUiStore((s) => s.session?.names);
  const submit = useUiStore((s) => s.submit);
  const shown = useDisplayed();
  const view = shown.playerView;
  if (!view || !shown.viewer || !names || !shown.state) return null;
  const me = shown.viewer;
  const cards = view.cards[me];
  const legal: Action[] = shown.interactive ? legalOf(shown.state) : [];
  const byType = (type: string) => legal.filter((a) => a.type === type);
  const plays = (id: string) => legal.filter((a) => 'cardId' in a && (a as { cardId?: string }).cardId === id && a.type !== 'keepCard');
  const draws = [...byType('draw'), ...byType('cleanupDraw')] as { type: 'draw' | 'cleanupDraw'; discard?: string }[];
  const keep = byType('keepCard') as Extract<Action, { type: 'keepCard' }>[];
  const pending = view.pending;
  const limit = view.setup.ruleset.options.handLimit;
  const hand = cards.hand ?? [];
  return (
    <section className="panel hand" data-testid="hand-panel" aria-label={t('hand.title')}>
      <h2>
        {t('hand.title')} <span className="muted">({hand.length}/{limit})</span>
      </h2>
      {hand.length === 0 && <p className="muted small">{t('hand.empty')}</p>}
      <ul className="cards" data-testid="hand">
        {hand.map((id, k) => {
          const info = cardInfo(view, id, lang);
          const p = plays(id);
          return (
            <li key={`${id}-${k}`} className={`card${p.length ? ' card--playable' : ''}`} data-testid={`card-${id}`}>
              <div className="card__name">{info.name}</div>
              <div className="card__text small">{info.text ?? t('hand.noEffect')}</div>
              {p.map((a, j) => (
                <button type="button" key={j} className="primary" data-testid={`play-${id}`} onClick={() => submit(a)}>
                  {t('hand.play')}
                </button>
              ))}
            </li>
          );
        })}
      </ul>
      {pending?.kind === 'keepCard' && pending.player === me && (
        <div className="keep" data-testid="keep-choice">
          <p className="small">{t('hand.keepOne')}</p>
          {keep.map((a) => (
            <button type="button" className="primary" key={a.cardId} data-testid={`keep-${a.cardId}`} onClick={() => submit(a)}>
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
      <p className="muted small" data-testid="deck-info">
        {t('hand.deck', { deck: cards.deckSize, discard: cards.discard.length })} · {t('hand.enemy', { player: playerName(names, t, other(me)), n: view.cards[other(me)].handSize })}
      </p>
      {pending?.kind === 'chooseFirstPlayer' && pending.player === me && (
        <div className="keep" data-testid="choose-first">
          {(['blue', 'red'] as PlayerId[]).map((p) => (
            <button type="button" key={p} className="primary" data-testid={`first-${p}`} onClick={() => submit({ type: 'chooseFirstPlayer', first: p })}>
              {t('hand.firstIs', { player: playerName(names, t, p) })}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

export function RoundTrack() {
  const t = useT();
  const shown = useDisplayed();
  const view = shown.view;
  if (!view) return null;
  const n = view.setup.rounds;
  return (
    <section className="panel track" data-testid="round-track" aria-label={t('track.title')}>
      <h2>{t('track.title')}</h2>
      <ol className="track__fields">
        {Array.from({ length: n }, (_, k) => k + 1).map((r) => (
          <li key={r} className={r === view.round ? 'now' : r < view.round ? 'past' : ''} aria-current={r === view.round ? 'step' : undefined} title={r === n ? t('track.last') : undefined}>
            {r}
            {r === n && <span className="track__flag">⚑</span>}
          </li>
        ))}
      </ol>
      <p className="muted small">{t('track.nothingWaits')}</p>
    </section>
  );
}

export function ScorePanel() {
  const t = useT();
  const names = useUiStore((s) => s.session?.names);
  const shown = useDisplayed();
  const view = shown.view;
  if (!view || !names) return null;
  const targets = view.setup.pointsTarget;
  return (
    <section className="panel score" data-testid="score-panel" aria-label={t('score.title')}>
      <h2>{t('score.title')}</h2>
      <div className="score__line" data-testid="score">
        {(['blue', 'red'] as PlayerId[]).map((p) => (
          <span key={p} className={`score__side score__side--${p}`} data-testid={`score-${p}`}>
            <span className="score__name">{playerName(names, t, p)}</span>
            <span className="score__points">{view.score[p]}</span>
            {targets && <span className="muted small">/ {targets[p]}</span>}
          </span>
        ))}
      </div>
      <p className="muted small">{targets ? t('score.targets') : t('score.sandbox', { rounds: view.setup.rounds })}</p>
      <p className="muted small">{sideName(t, 'blue')} ● · {sideName(t, 'red')} ◆</p>
    </section>
  );
}
