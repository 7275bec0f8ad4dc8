// The keyboard cursor speaks (issue 20): a live region inside the map names the node under the cursor
// with the very words the mouse hover gives (NodeInfo: terrain, what stands there, the move cost and
// headings, a target, the engine's refusal), and while a heading is chosen, that heading and its cost.
// Read by screen readers always; shown as a caption in the map's corner while the map has keyboard focus,
// the bottom corner unless the cursor is in the lower half of the map: then the top one, never over it.
import { nodeIndex } from '../../engine/geometry';
import { useUiStore } from '../../store';
import { reachOf } from '../../store/derived';
import { useT } from '../../i18n';
import { directionName } from '../game/describe';
import { useDisplayed } from '../game/useDisplayed';
import { nodeToPoint, type MapLayout } from './layout';
import { NodeInfo } from './HoverInfo';

export function CursorInfo({ layout }: { layout: MapLayout }) {
  const t = useT();
  const cursorNode = useUiStore((s) => s.cursorNode);
  const destination = useUiStore((s) => s.destination);
  const headingCursor = useUiStore((s) => s.headingCursor);
  const selection = useUiStore((s) => s.selection);
  const pickNode = useUiStore((s) => s.pick?.node ?? null);
  const pickHeading = useUiStore((s) => s.pick?.heading ?? null);
  const shown = useDisplayed();
  const node = pickNode ?? destination ?? cursorNode;
  const index = node ? nodeIndex(layout.shape, node) : -1;
  const low = useUiStore((s) => index >= 0 && nodeToPoint(layout.shape, index).y * s.camera.scale + s.camera.y > s.viewport.height / 2);
  let heading: string | null = null;
  if (pickNode && pickHeading !== null) heading = t('cursor.heading', { dir: directionName(t, pickHeading) });
  else if (destination && headingCursor !== null && selection && shown.state && shown.interactive) {
    const option = reachOf(shown.state, selection).byNode.get(destination)?.find((m) => m.heading === headingCursor);
    heading = option ? t('cursor.headingCost', { dir: directionName(t, headingCursor), cost: option.cost }) : null;
  }
  return (
    <div className={low ? 'cursor-info cursor-info--top' : 'cursor-info'} data-testid="cursor-info" role="status" aria-live="polite" aria-atomic="true">
      {index >= 0 && node && <NodeInfo layout={layout} node={node} index={index} />}
      {heading && <div className="hover-info__good">{heading}</div>}
    </div>
  );
}
