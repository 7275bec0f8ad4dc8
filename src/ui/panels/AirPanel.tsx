// Aviation (§8.2): the viewer's airfields (bombers in the pool, hit and out of action, an air
// operation to start) and bombers on the map (a click selects one: attack, re-position, extend its
// chain); the mine tokens for depth charges (§8.5) and cargo delivered (§8.6).
import { isAirfield, minesOf } from '../../engine';
import { useUiStore } from '../../store';
import { besideMovesOf } from '../../store/derived';
import { useT } from '../../i18n';
import { bomberLabel, unitLabel } from '../game/describe';
import { useDisplayed } from '../game/useDisplayed';
import { selectBomber, startAirOperation } from '../game/select';

export function AirPanel() {
  const t = useT();
  const lang = useUiStore((s) => s.language);
  const bomberSelected = useUiStore((s) => s.bomberSelected);
  const shown = useDisplayed();
  const view = shown.playerView;
  const state = shown.state;
  if (!view || !state) return null;
  const me = view.viewer;
  const airfields = Object.values(state.units).filter((u) => u.owner === me && isAirfield(state, u));
  const bombers = (view.bombers ?? []).filter((b) => b.owner === me);
  const mines = minesOf(state, me);
  if (!airfields.length && !bombers.length && !mines) return null;
  const legal = shown.interactive && !state.pending && !state.activation ? besideMovesOf(state) : [];
  const bomberName = view.setup.ruleset.bomber.name[lang];
  // with nothing that flies, the panel is about the mine tokens only
  const title = airfields.length || bombers.length ? t('air.title') : t('air.minesTitle');
  return (
    <section className="panel air" data-testid="air-panel" aria-label={title}>
      <h2>{title}</h2>
      <ul className="unit-list">
        {airfields.map((a) => {
          const can = legal.some((x) => x.type === 'airOperation' && x.unitId === a.id);
          const hit = a.suppressedThrough !== undefined && view.round <= a.suppressedThrough;
          return (
            <li key={a.id} className="air__row">
              <span className="small">
                <b>{unitLabel(a.id)}</b> {a.node} · {t('air.pool', { n: a.bombers ?? 0 })}
                {hit && <span className="bad"> · {t(a.suppressedThrough! >= view.setup.rounds ? 'air.suppressedLast' : 'air.suppressed', { round: a.suppressedThrough! })}</span>}
              </span>
              {can && (
                <button type="button" className="small" data-testid={`air-op-${a.id}`} onClick={() => startAirOperation(a.id)}>
                  {t('air.operation')}
                </button>
              )}
            </li>
          );
        })}
        {bombers.map((b) => (
          <li key={b.id}>
            <button
              type="button"
              className={`unit-row unit-row--${me}${bomberSelected === b.id ? ' unit-row--chosen' : ''}${b.activeRound === view.round ? ' unit-row--spent' : ''}`}
              data-testid={`bomber-${b.id}`}
              disabled={!shown.interactive}
              onClick={() => selectBomber(b.id)}
            >
              <span className={`unit-row__badge unit-row__badge--${me}`}>✈</span>
              <span className="unit-row__name" title={`${bomberName} ${bomberLabel(b.id)}`}>
                <span className="unit-row__label">{bomberLabel(b.id)}</span> <span className="muted">{bomberName}</span>
              </span>
              <span className="unit-row__node">{b.node}</span>
              {b.activeRound === view.round && <span className="unit-row__token" title={t('air.used')}>●</span>}
            </button>
          </li>
        ))}
      </ul>
      {mines > 0 && <p className="small" data-testid="mines">{t('air.mines', { n: mines })}</p>}
    </section>
  );
}
