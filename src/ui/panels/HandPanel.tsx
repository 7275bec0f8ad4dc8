// The hand (§9): each card with its name, type and rules text (the game's card definitions), the
// playable ones highlighted, the engine's reason why another cannot be played now; Play submits the
// card, or — when it needs a target — asks for it on the map (highlighted nodes) or in a list. A
// command card that may ride on a bomber's activation (§8.2) is armed on the selected bomber from here
// (its widened zone is then the bomber's pick), or says that it can be, when no bomber is selected. Also
// drawing, the keep-one choice, cleanup draws, the first-player choice, and in demo mode the other
// player's hand (read from the state: the players chose to show everything). A game without cards (no
// deck, or a module that turns them off: fleet turns) says so, and shows no hand or deck.
import { other, playableCards, playsCards, type Action, type PlayerId } from '../../engine';
import { useUiStore } from '../../store';
import { besideMovesOf } from '../../store/derived';
import { useT, type MessageKey } from '../../i18n';
import { bomberLabel, cardInfo, errorText, playerName, unitLabel } from '../game/describe';
import { toggleBomberCard } from '../game/select';
import { useDisplayed } from '../game/useDisplayed';
import { CardDraws } from './CardDraws';

type PlayAction = Extract<Action, { type: 'playCard' }>;
type BomberAction = Extract<Action, { type: 'bomberAttack' | 'bomberMove' }>;

export function HandPanel() {
  const t = useT();
  const lang = useUiStore((s) => s.language);
  const names = useUiStore((s) => s.session?.names);
  const cardTarget = useUiStore((s) => s.cardTarget);
  const bomberSelected = useUiStore((s) => s.bomberSelected);
  const bomberCard = useUiStore((s) => s.bomberCard);
  const { submit, setPlayUi, startPick, selectUnit } = useUiStore.getState();
  const shown = useDisplayed();
  const view = shown.playerView;
  const state = shown.state;
  if (!view || !shown.viewer || !names || !state) return null;
  const me = shown.viewer;
  const cards = view.cards[me];
  const legal: Action[] = shown.interactive ? besideMovesOf(state) : [];
  const plays = (id: string) => legal.filter((a): a is PlayAction => a.type === 'playCard' && a.cardId === id);
  // §8.2: the bomber activations a card may ride on (legal actions with its cardId)
  const rides = (id: string) => legal.filter((a): a is BomberAction => (a.type === 'bomberAttack' || a.type === 'bomberMove') && a.cardId === id);
  const status = new Map(playableCards(view, me).map((p) => [p.cardId, p]));
  const limit = view.setup.ruleset.options.handLimit;
  const hand = cards.hand ?? [];
  const targetText = (a: PlayAction): string => {
    const tg = a.target;
    if (tg?.unitId) return `${unitLabel(tg.unitId)} (${state.units[tg.unitId]?.node ?? ''})`;
    if (tg?.class) return t('card.targetClass', { cls: tg.class });
    if (tg?.tf) return t('card.targetTf', { node: state.taskForces?.markers[tg.tf]?.node ?? '?' });
    return t('card.targetNone');
  };
  const play = (id: string) => {
    const acts = plays(id);
    if (acts.length === 1) {
      submit(acts[0]);
      return;
    }
    selectUnit(null);
    setPlayUi({ cardTarget: id });
    const onMap = acts.flatMap((a) => {
      const node = a.target?.unitId ? state.units[a.target.unitId]?.node : a.target?.tf ? state.taskForces?.markers[a.target.tf]?.node : undefined;
      return node ? [{ node, heading: null, action: a as Action }] : [];
    });
    if (onMap.length) startPick({ purpose: { kind: 'actions' }, prompt: 'prompt.cardTarget', params: { cardId: id }, options: onMap });
  };
  const demoHand = shown.demo ? state.cards[other(me)].hand : null;
  const withCards = playsCards(view);
  return (
    <section className={`panel hand${cards.deckSize + cards.discard.length === 0 ? ' hand--no-deck' : ''}`} data-testid="hand-panel" aria-label={t('hand.title')}>
      <h2>
        {t('hand.title')} {withCards && <span className="muted">({hand.length}/{limit})</span>}
      </h2>
      {!withCards ? <p className="muted small" data-testid="no-cards">{t('hand.none')}</p> : hand.length === 0 && <p className="muted small">{t('hand.empty')}</p>}
      <ul className="cards" data-testid="hand">
        {hand.map((id, k) => {
          const info = cardInfo(view, id, lang);
          const st = status.get(id);
          const acts = plays(id);
          const choosing = cardTarget === id;
          const onBombers = rides(id);
          const first = hand.indexOf(id) === k; // the bomber controls go on the first copy of a card only
          const withSelected = !!bomberSelected && onBombers.some((a) => a.bomberId === bomberSelected);
          const armed = withSelected && bomberCard === id;
          const playable = acts.length > 0 || withSelected;
          return (
            <li key={`${id}-${k}`} className={`card card--${info.type ?? 'unknown'}${playable ? ' card--playable' : ''}${armed ? ' card--armed' : ''}`} data-testid={`card-${id}`}>
              <div className="card__head">
                <span className="card__name">{info.name}</span>
                <span className={`card__type card__type--${info.type ?? 'unknown'}`}>{t(`card.type.${info.type ?? 'unknown'}` as MessageKey)}</span>
              </div>
              <div className="card__text small">{info.text ?? t('hand.noEffect')}</div>
              {/* the card's foot keeps its height whoever looks and whatever the moment (its button, the
                  reason it cannot be played, or nothing): the panels below never move for it */}
              <div className="card__foot">
              {/* armed on a bomber: only the bomber controls, no second way to play it */}
              {acts.length > 0 && !choosing && !armed && (
                <button type="button" className="primary small" data-testid={`play-${id}`} onClick={() => play(id)}>
                  {/* R-CARD-1: a reaction card is armed face down on the unit being activated */}
                  {view.setup.cards?.[id]?.effects.some((e) => e.kind === 'cancelAttack') ? t('hand.arm') : t('hand.play')}
                </button>
              )}
              {choosing && (
                <div className="card__targets" data-testid={`targets-${id}`}>
                  <span className="small">{t('card.chooseTarget')}</span>
                  {acts.map((a, j) => (
                    <button type="button" key={j} className="small" data-testid={`target-${id}-${j}`} onClick={() => submit(a)}>
                      {targetText(a)}
                    </button>
                  ))}
                  <button type="button" className="small" onClick={() => setPlayUi({ cardTarget: null, pick: null })}>
                    {t('card.cancel')}
                  </button>
                </div>
              )}
              {withSelected && first && (
                <button
                  type="button"
                  className={`small${armed ? '' : ' primary'}`}
                  aria-pressed={armed}
                  data-testid={`bomber-card-${id}`}
                  title={t('hand.withBomber.title', { bomber: bomberLabel(bomberSelected!) })}
                  onClick={() => toggleBomberCard(id)}
                >
                  {t(armed ? 'hand.withoutBomber' : 'hand.withBomber')}
                </button>
              )}
              {!playable && shown.interactive && st?.reason && (
                <div className="card__why small" data-testid={`why-${id}`}>{errorText(lang, st.reason, view, { cardId: id })}</div>
              )}
              {!withSelected && first && onBombers.length > 0 && (
                <div className="card__hint small" data-testid={`bomber-hint-${id}`}>{t('hand.bomberHint')}</div>
              )}
              </div>
            </li>
          );
        })}
      </ul>
      {withCards && (
        <>
          <CardDraws legal={legal} me={me} />
          <p className="muted small" data-testid="deck-info">
            {t('hand.deck', { deck: cards.deckSize, discard: cards.discard.length })} · {t('hand.enemy', { player: playerName(names, t, other(me)), n: view.cards[other(me)].handSize })}
          </p>
        </>
      )}
      {demoHand && demoHand.length > 0 && (
        <div data-testid="demo-enemy-hand">
          <p className="muted small">{t('card.enemyHand', { player: playerName(names, t, other(me)) })}</p>
          <ul className="cards">
            {demoHand.map((id, k) => (
              <li key={`${id}-${k}`} className="card card--demo small">
                <span className="card__name">{cardInfo(state, id, lang).name}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {view.pending?.kind === 'chooseFirstPlayer' && view.pending.player === me && (
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
