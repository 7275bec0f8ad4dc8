// The label beside the hovered node: its name and terrain, and any features there.
import { useUiStore } from '../../store';
import { useT, type Translate } from '../../i18n';
import type { Feature } from '../../scenarios/mapSchema';
import type { MapLayout } from './layout';

const OFFSET = 14;
const APPROX_WIDTH = 220;
const APPROX_HEIGHT = 64;

function describeFeature(t: Translate, f: Feature): string {
  const kind = t(`feature.${f.kind}`);
  const named = f.name ? t('feature.named', { name: f.name, kind }) : kind;
  return f.owner ? t('feature.owned', { feature: named, owner: t(`owner.${f.owner}`) }) : named;
}

export function HoverInfo({ layout }: { layout: MapLayout }) {
  const hover = useUiStore((s) => s.hover);
  const viewport = useUiStore((s) => s.viewport);
  const t = useT();
  if (!hover) return null;
  const terrain = layout.terrain[hover.index];
  const features = layout.featuresAt.get(hover.index) ?? [];
  // beside the node, flipped to the other side near the right and bottom edges
  const left = hover.x + OFFSET + APPROX_WIDTH > viewport.width ? hover.x - OFFSET - APPROX_WIDTH : hover.x + OFFSET;
  const top = hover.y + OFFSET + APPROX_HEIGHT > viewport.height ? hover.y - OFFSET - APPROX_HEIGHT : hover.y + OFFSET;
  return (
    <div className="hover-info" data-testid="hover-info" role="status" style={{ left, top }}>
      <div className="hover-info__node" data-testid="hover-label">
        {t('map.hover', { node: hover.node, terrain: t(`terrain.${terrain}`) })}
      </div>
      {features.map((f, k) => (
        <div className="hover-info__feature" key={k}>
          {describeFeature(t, f)}
        </div>
      ))}
    </div>
  );
}
