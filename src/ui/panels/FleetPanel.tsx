// The fleets panel: one's own fleet (a button per unit: Tab reaches them, Enter selects) and the
// enemy fleet as far as the view shows it, submerged submarines included (from the round track).
import { useCallback, useRef } from 'react';
import type { PlayerId, Unit } from '../../engine';
import { moduleDamage } from '../modules/screenModule';
import { useUiStore } from '../../store';
import { useT } from '../../i18n';
import { cardInfo, className, sideName, unitLabel } from '../game/describe';
import { useDisplayed } from '../game/useDisplayed';
import { airfield, startAirOperation } from '../game/select';
import { ownTaskForces } from '../game/tfInfo';
import { UnitRow } from './UnitRow';

const CLASS_ORDER = ['CV', 'BB', 'CA', 'DD', 'SS', 'AP'];
const order = (a: Unit, b: Unit) =>
  (a.kind === b.kind ? 0 : a.kind === 'ship' ? -1 : 1) || CLASS_ORDER.indexOf(a.class) - CLASS_ORDER.indexOf(b.class) || a.id.localeCompare(b.id);

export function FleetPanel() {
  const t = useT();
  const lang = useUiStore((s) => s.language);
  const selection = useUiStore((s) => s.selection);
  const inspected = useUiStore((s) => s.inspected);
  const shown = useDisplayed();
  // the rows' one click handler, the same on every render (the rows are memoised): it reads what is shown now
  const now = useRef(shown);
  now.current = shown;
  const onPick = useCallback((id: string, owner: PlayerId) => {
    const { selectUnit, inspect } = useUiStore.getState();
    const cur = now.current;
    if (owner !== (cur.viewer ?? cur.view?.toAct) || !cur.interactive) {
      inspect(id);
      return;
    }
    if (cur.state && airfield(cur.state, id)) {
      startAirOperation(id);
      return;
    }
    selectUnit(id);
    // the keyboard goes on on the map: arrows move the cursor, Enter chooses
    if (useUiStore.getState().selection === id) document.querySelector<HTMLElement>('[data-testid="map-view"]')?.focus();
  }, []);
  const view = shown.view;
  if (!view) return null;
  const me: PlayerId = shown.viewer ?? view.toAct;
  const units = Object.values(view.units);
  const own = units.filter((u) => u.owner === me).sort(order);
  const enemy = units.filter((u) => u.owner !== me).sort(order);
  const armedOn = (id: string) => view.armed?.find((a) => a.unitId === id); // R-CARD-1: the opponent sees that one is armed, not which
  const inTfs = !!shown.playerView && ownTaskForces(shown.playerView).some((x) => x.marker && x.ships.length);
  const damage = new Map(moduleDamage(view).map((m) => [m.unitId, m])); // damage a rule module keeps (module D: D-HULL)
  const row = (u: Unit, mine: boolean) => {
    const hurt = damage.get(u.id);
    const armed = armedOn(u.id);
    const chosen = mine ? selection === u.id : inspected === u.id;
    return (
      <UnitRow
        key={u.id}
        id={u.id}
        owner={u.owner}
        badge={u.kind === 'ship' ? u.class : u.class === 'airfield' ? 'AF' : 'ART'}
        label={unitLabel(u.id)}
        name={className(view, u, lang)}
        node={u.node}
        activated={!!u.activated}
        planes={u.planes}
        armed={armed ? (armed.cardId === '?' ? t('fleet.armedHidden') : t('fleet.armed', { card: cardInfo(view, armed.cardId, lang).name })) : undefined}
        cargo={u.cargo}
        damage={hurt?.damage}
        hull={hurt?.hull}
        lit={chosen || view.activation?.unitId === u.id}
        chosen={chosen}
        onPick={onPick}
      />
    );
  };
  // §8.4 submerged submarines are off the map, on the public round track: listed with their surfacing round
  const submerged = (mine: boolean) =>
    (view.track ?? []).flatMap((x, k) =>
      x.kind === 'submarine' && (x.unit.owner === me) === mine ? [
        <li key={`sub-${x.unit.id}`}>
          <div className={`unit-row unit-row--${x.unit.owner} unit-row--submerged`} data-testid={`submerged-${x.unit.id}`}>
            <span className={`unit-row__badge unit-row__badge--${x.unit.owner}`}>{x.unit.class}</span>
            <span className="unit-row__name">
              <span className="unit-row__label">{unitLabel(x.unit.id)}</span> <span className="muted">{t('fleet.submerged', { round: x.round })}</span>
            </span>
            <span className="unit-row__node">{x.unit.node}</span>
          </div>
        </li>,
      ] : []);
  const ownSubs = submerged(true);
  const enemySubs = submerged(false);
  const part = (side: PlayerId) => {
    const mine = side === me;
    const list = mine ? own : enemy;
    const subs = mine ? ownSubs : enemySubs;
    const which = mine ? 'own' : 'enemy';
    // each side's block stays where it is in the page when the player at the screen changes (hot-seat,
    // demo): the own block is shown first by the list's direction (and read first: reading-flow), so no
    // row is moved, removed or laid out again; only the titles change
    return (
      <div key={side} className={`fleet__side fleet__side--${which}`} data-testid={`fleet-side-${side}`}>
        <h2 data-testid={`${which}-fleet-title`}>
          {/* nobody's own fleet in the replay's "everything" view: each side by its colour */}
          {shown.viewer ? (
            <>
              {t(mine ? 'fleet.own' : 'fleet.enemy')} <span className={`side-dot side-dot--${side}`}>{sideName(t, side)}</span>
            </>
          ) : (
            <span className={`side-dot side-dot--${side}`}>{t(`fleet.side.${side}`)}</span>
          )}
        </h2>
        <ul className="unit-list" data-testid={`${which}-fleet`}>{list.map((u) => row(u, mine))}{subs}</ul>
        {/* an empty list says so (all of one's ships may be in task forces, listed below) */}
        {!list.length && !subs.length && <p className="muted small" data-testid={`${which}-fleet-none`}>{t(mine && inTfs ? 'fleet.inTfs' : 'fleet.empty')}</p>}
      </div>
    );
  };
  return (
    <section className={`panel fleet fleet--own-${me}`} data-testid="fleet-panel" aria-label={t('fleet.title')}>
      {(['blue', 'red'] as const).map(part)}
    </section>
  );
}
