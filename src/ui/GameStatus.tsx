// The top bar's game status: the round and who acts, both players' command tokens (loaded with the
// game, lazy.tsx; nothing while the hand-over cover is up, as the view is null then).
import type { PlayerId } from '../engine';
import { useUiStore } from '../store';
import { hasMessage, useT, type MessageKey } from '../i18n';
import { useDisplayed } from './game/useDisplayed';
import { playerName } from './game/describe';
import { moduleStatus, type Shown } from './modules/screenModule';
import { ScoreSummary } from './ScoreSummary';
import type { GameView } from '../engine';

/** Up to this many tokens are drawn one by one; more are counted ("● 18 ○ 2"), so the bar stays one line. */
const TOKENS_DRAWN = 8;

function Tokens({ pool, spent, side }: { pool: number; spent: number; side: PlayerId }) {
  if (pool + spent > TOKENS_DRAWN)
    return (
      // each count in a slot two digits wide, the spent one kept (hidden) at 0: the bar after it never moves
      <span className={`tokens tokens--${side} tokens--counted`} aria-hidden="true">
        <span className="tokens__n">●{pool}</span>
        <span className={`tokens__n${spent > 0 ? '' : ' tokens__n--none'}`}>○{spent}</span>
      </span>
    );
  return (
    <span className={`tokens tokens--${side}`} aria-hidden="true">
      {'●'.repeat(Math.max(0, pool))}
      {'○'.repeat(Math.max(0, spent))}
    </span>
  );
}

export function GameStatus() {
  const t = useT();
  const names = useUiStore((s) => s.session?.names);
  const view = useDisplayed().view;
  // under the cover: its place kept, empty (the bar's rows never change)
  if (!view || !names) return <span className="top-bar__status" />;
  // whose turn it is (a forced deployment hands the decision to the other player while the turn goes on
  // afterwards: `resume`), and whose decision it is when that is someone else
  const pending = (view as { pending?: { kind: string; player?: PlayerId; resume?: PlayerId } | null }).pending;
  const turn: PlayerId = pending?.resume ?? view.toAct;
  const decision = pending?.player && pending.player !== turn && hasMessage(`status.decision.${pending.kind}`) ? { player: pending.player, kind: pending.kind } : null;
  // a game of a module's own may have no rounds and no command tokens: its module says its progress
  const own = moduleStatus(t, view as unknown as Shown);
  return (
    <span className="top-bar__status" data-testid="game-status">
      <span data-testid="round">{own ? own.progress : t('status.round', { round: view.round, rounds: view.setup.rounds })}</span>
      <span className={`side-dot side-dot--${turn}`}>
        {/* as wide as the widest it can read (either player's turn, the game over): the bar keeps its
            width, and its rows, whoever's turn it is (a longer name would wrap it and move the map) */}
        <span className="steady-width">
          <span data-testid="turn">{view.phase === 'over' ? t('status.over') : t('status.turn', { player: playerName(names, t, turn) })}</span>
          {[t('status.turn', { player: playerName(names, t, 'blue') }), t('status.turn', { player: playerName(names, t, 'red') }), t('status.over')].map((text, k) => (
            <span key={k} className="steady-width__spare" aria-hidden="true">
              {text}
            </span>
          ))}
        </span>
      </span>
      {(!own || own.tokens) && (['blue', 'red'] as PlayerId[]).map((p) => (
        <span key={p} className={`top-bar__tokens side-dot side-dot--${p}`} data-testid={`tokens-${p}`} title={t('status.tokens.title', { player: playerName(names, t, p), pool: view.tokens[p].pool, spent: view.tokens[p].spent })}>
          {/* the side's mark always; its player's name where there is room (read out everywhere) */}
          <span className="top-bar__tokens-name">{playerName(names, t, p)} </span>
          <Tokens pool={view.tokens[p].pool} spent={view.tokens[p].spent} side={p} />
          <span className="sr-only">{t('status.tokens', { pool: view.tokens[p].pool })}</span>
        </span>
      ))}
      {/* each side's score or objectives' progress, compact; a click shows them in full (last: its width
          changes with the score, and nothing after it moves; the tokens before it keep their width) */}
      {!own && <ScoreSummary view={view as GameView} />}
      {/* a decision of the other player in this turn (a forced deployment, a reaction…), after all the rest:
          it comes and goes without moving the turn, the tokens or the score */}
      {decision && view.phase !== 'over' && (
        <span data-testid="decision" className={`side-dot side-dot--${decision.player}`}>
          {t('status.decision', { player: playerName(names, t, decision.player), what: t(`status.decision.${decision.kind}` as MessageKey) })}
        </span>
      )}
    </span>
  );
}
