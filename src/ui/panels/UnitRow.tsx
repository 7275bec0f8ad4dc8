// One unit's row in the fleet panel (FleetPanel.tsx): its badge, label, class, node and marks, a button
// that selects it (one's own) or looks at it (the enemy's). Memoised on plain values: an action changes
// the row or two of the units it touched, and a change of the player at the screen changes none.
import { memo } from 'react';
import type { PlayerId } from '../../engine';
import { useT } from '../../i18n';

/** What a row shows: plain values, so that it is redrawn only when one of them changes. */
export interface RowProps {
  id: string;
  owner: PlayerId;
  badge: string;
  label: string;
  name: string;
  node: string;
  activated: boolean;
  planes?: number;
  /** The armed card's title (R-CARD-1), if one is armed on the unit. */
  armed?: string;
  cargo?: number;
  /** Module D: damage against the hull (D-HULL), when there is some. */
  damage?: number;
  hull?: number;
  /** Outlined: the unit chosen, or the one being activated. */
  lit: boolean;
  /** Pressed: one's own unit selected, or the enemy's looked at. */
  chosen: boolean;
  /** (the same for every row and render: a row does not change when the player at the screen does) */
  onPick: (id: string, owner: PlayerId) => void;
}

export const UnitRow = memo(function UnitRow(p: RowProps) {
  const t = useT();
  return (
    <li>
      <button
        type="button"
        className={`unit-row unit-row--${p.owner}${p.lit ? ' unit-row--chosen' : ''}${p.activated ? ' unit-row--spent' : ''}`}
        data-testid={`unit-${p.id}`}
        aria-pressed={p.chosen}
        onClick={() => p.onPick(p.id, p.owner)}
      >
        <span className={`unit-row__badge unit-row__badge--${p.owner}`}>{p.badge}</span>
        {/* the label first: it tells units apart when a narrow panel cuts the class name */}
        <span className="unit-row__name" title={`${p.name} ${p.label}`}>
          <span className="unit-row__label">{p.label}</span> <span className="muted">{p.name}</span>
        </span>
        <span className="unit-row__node">{p.node}</span>
        {/* its place kept when not activated: the node beside it does not move as the round goes on */}
        <span className={`unit-row__token${p.activated ? '' : ' unit-row__token--none'}`} title={p.activated ? t('fleet.activated') : undefined} aria-hidden={!p.activated}>●</span>
        {p.planes !== undefined && <span className="unit-row__extra" title={t('fleet.planes')}>✈{p.planes}</span>}
        {p.armed !== undefined && (
          <span className="unit-row__extra" data-testid={`armed-${p.id}`} title={p.armed}>
            ⛨
          </span>
        )}
        {p.cargo !== undefined && <span className="unit-row__extra" title={t('fleet.cargo')}>▣{p.cargo}</span>}
        {p.damage !== undefined && p.hull !== undefined && <span className="unit-row__extra unit-row__damage" data-testid={`damage-${p.id}`} title={t('unit.damage', { damage: p.damage, hull: p.hull })}>{'■'.repeat(p.damage)}{'□'.repeat(Math.max(0, p.hull - p.damage))}</span>}
      </button>
    </li>
  );
});
