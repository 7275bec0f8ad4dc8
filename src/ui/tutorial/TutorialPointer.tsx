// The board pointing at what to act on: a ring and an arrow over a node of the map (where the camera
// shows it) or around a button. It never takes a click (pointer-events: none): the map and the buttons
// below it work as ever. It follows the camera, resizes, scrolling and the screen's changes (measured
// at most once a frame). A button hidden in the closed side panels (small screens) is pointed at through
// the button that opens them, one the open drawer covers through the button that closes it; one scrolled
// out of its panel is scrolled into view; a node off the map's view fits the map.
import { useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useUiStore } from '../../store';
import { nodeIndex } from '../../engine/geometry';
import { getMapLayout, nodeToPoint, SPACING } from '../map/layout';
import type { Scenario } from '../../scenarios/schema';
import type { Pointer } from './steps';

/**
 * Where the pointer is: a box in page (client) px, what it points at, and whether the side panels must
 * be opened ('open') or closed ('close', they cover the target) first.
 */
export interface Placement {
  x: number; y: number; width: number; height: number; target: string; viaPanels: false | 'open' | 'close';
  /** A button of the guide's own card (Next…): ringed without the "Here" badge, which would cover the card's words. */
  inGuide?: boolean;
}

const byTestId = (id: string): HTMLElement | null => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);

const shows = (el: HTMLElement): boolean => el.getClientRects().length > 0 && !el.closest('[inert]') && el.checkVisibility({ visibilityProperty: true, opacityProperty: true });

const inWindow = (r: DOMRect): boolean => r.bottom > 0 && r.right > 0 && r.top < window.innerHeight && r.left < window.innerWidth;

/** What lies over this point of the element: nothing, the side panels' drawer, or (clipped by its scrolling panel) its own panel. */
function coverOf(el: HTMLElement, x: number, y: number): 'none' | 'drawer' | 'panel' {
  const top = document.elementFromPoint(x, y);
  if (!top || top === el || el.contains(top)) return 'none';
  const side = byTestId('game-side');
  if (side?.contains(top)) return side.contains(el) ? 'panel' : 'drawer';
  return 'none';
}

/** Point at a button of the side panels' drawer instead (to open or to close it), if it is on screen. */
function viaPanels(id: 'panels-toggle' | 'panels-close'): Placement | null {
  const el = byTestId(id);
  if (!el || !shows(el)) return null;
  const r = el.getBoundingClientRect();
  return { x: r.left - 4, y: r.top - 4, width: r.width + 8, height: r.height + 8, target: `button:${id}`, viaPanels: id === 'panels-toggle' ? 'open' : 'close' };
}

function measure(pointer: Pointer, scenario: Scenario): { placement: Placement | null; hidden?: HTMLElement; offMap?: boolean } {
  if (pointer.kind === 'node') {
    const frame = byTestId('map-view');
    if (!frame || !shows(frame)) return { placement: null };
    const layout = getMapLayout(scenario.map);
    const index = nodeIndex(layout.shape, pointer.node);
    if (index < 0) return { placement: null };
    const { camera } = useUiStore.getState();
    const p = nodeToPoint(layout.shape, index);
    const box = frame.getBoundingClientRect();
    const size = Math.max(34, SPACING * camera.scale * 0.95);
    const x = box.left + p.x * camera.scale + camera.x;
    const y = box.top + p.y * camera.scale + camera.y;
    const offMap = x < box.left || x > box.right || y < box.top || y > box.bottom;
    if (!offMap && coverOf(frame, x, y) === 'drawer') { const close = viaPanels('panels-close'); if (close) return { placement: close }; }
    return { placement: { x: x - size / 2, y: y - size / 2, width: size, height: size, target: `node:${pointer.node}`, viaPanels: false }, offMap };
  }
  for (const id of pointer.testIds) {
    const el = byTestId(id);
    if (!el || !shows(el)) continue;
    const r = el.getBoundingClientRect();
    // the middle and both ends of the button: the drawer may cover one end only
    const y = r.top + r.height / 2;
    const covers = inWindow(r) ? [r.left + r.width / 2, r.left + 3, r.right - 3].map((x) => coverOf(el, x, y)) : ['panel'];
    const cover = covers.includes('drawer') ? 'drawer' : covers[0];
    if (cover === 'drawer') { const close = viaPanels('panels-close'); if (close) return { placement: close }; }
    const inGuide = !!el.closest('[data-testid="tutorial"]');
    return { placement: { x: r.left - 4, y: r.top - 4, width: r.width + 8, height: r.height + 8, target: `button:${id}`, viaPanels: false, inGuide }, hidden: cover === 'panel' ? el : undefined };
  }
  return { placement: viaPanels('panels-toggle') };
}

const same = (a: Placement | null, b: Placement | null): boolean =>
  a === b || (!!a && !!b && a.target === b.target && a.viaPanels === b.viaPanels && a.inGuide === b.inGuide && Math.abs(a.x - b.x) < 0.5 && Math.abs(a.y - b.y) < 0.5 && Math.abs(a.width - b.width) < 0.5 && Math.abs(a.height - b.height) < 0.5);

/** Where the pointer is now, following everything that may move its target. */
export function usePointerPlacement(pointer: Pointer | null, scenario: Scenario): Placement | null {
  const [placement, setPlacement] = useState<Placement | null>(null);
  const key = pointer ? (pointer.kind === 'node' ? `node:${pointer.node}` : `button:${pointer.testIds.join(',')}`) : '';
  useLayoutEffect(() => {
    if (!pointer) {
      setPlacement(null);
      return;
    }
    let frame = 0;
    let fixed = false; // the target was brought into view once (a scroll, a fit): not again for this target
    const update = () => {
      frame = 0;
      const m = measure(pointer, scenario);
      if (!fixed && m.hidden) { fixed = true; m.hidden.scrollIntoView({ block: 'nearest', inline: 'nearest' }); }
      if (!fixed && m.offMap) { fixed = true; useUiStore.getState().requestCamera('fit'); }
      setPlacement((old) => (same(old, m.placement) ? old : m.placement));
    };
    const soon = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    const unsubscribe = useUiStore.subscribe((s, prev) => {
      if (s.camera !== prev.camera || s.viewport !== prev.viewport || s.session !== prev.session || s.panelsOpen !== prev.panelsOpen) soon();
    });
    const changes = new MutationObserver(soon);
    changes.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'style', 'open', 'hidden'] });
    const resizes = new ResizeObserver(soon);
    const map = byTestId('map-view');
    if (map) resizes.observe(map);
    window.addEventListener('resize', soon);
    window.addEventListener('scroll', soon, true);
    return () => {
      cancelAnimationFrame(frame);
      unsubscribe();
      changes.disconnect();
      resizes.disconnect();
      window.removeEventListener('resize', soon);
      window.removeEventListener('scroll', soon, true);
    };
    // the pointer is the same while its key is (it is a new object each render): measured again only when the key changes
  }, [key, scenario]);
  return placement;
}

/** The ring and arrow (aria-hidden: the guide's text says the same in words). */
export function TutorialPointer({ placement, label }: { placement: Placement | null; label: string }) {
  const [root, setRoot] = useState<HTMLElement | null>(null);
  useEffect(() => setRoot(document.body), []);
  if (!placement || !root) return null;
  const { x, y, width, height, target, inGuide } = placement;
  return createPortal(
    <div className="tutorial-pointer" data-testid="tutorial-pointer" data-target={target} aria-hidden="true" style={{ left: x, top: y, width, height }}>
      {!inGuide && <span className={`tutorial-pointer__arrow${y < 48 ? ' tutorial-pointer__arrow--below' : ''}`}>{label}</span>}
    </div>,
    root,
  );
}
