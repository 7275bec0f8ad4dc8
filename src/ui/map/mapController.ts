// The map view's gestures and camera commands, acting on the Konva stage directly: drag pans,
// wheel and pinch zoom around the pointer, buttons and keys zoom, fit and pan. The camera goes to
// the store only when a gesture ends (dragend, a pause in the wheel, pinch end, a command).
import type Konva from 'konva';
import { nodeIndex, nodeName } from '../../engine/geometry';
import { useUiStore, type Camera, type CameraCommand, type Size } from '../../store';
import {
  constrainPosition, fitCamera, PAN_STEP, revealPoint, scaleLimits, zoomAt, ZOOM_STEP, type Padding,
} from './camera';
import { nodeToPoint, pointToNode, SPACING, type MapLayout, type Point } from './layout';
import { createStaticCache } from './staticCache';

/** Room left around the map when fitting (nothing floats over the map: the prompt bar is above it). */
export const FIT_PADDING: Padding = { top: 16, right: 16, bottom: 16, left: 16 };
/** The wheel gesture ends after this pause. */
const WHEEL_END_MS = 160;

/** The resize handlers of the maps on screen (one in practice), for mapFrameMoved. */
const live = new Set<() => void>();

/**
 * Call in a layout effect when something above the map changed height (the prompt bar): the map follows
 * at once, before the browser paints, instead of a frame later from the resize observer.
 */
export function mapFrameMoved(): void {
  for (const follow of live) follow();
}

export interface MapController {
  run(command: CameraCommand): void;
  /** The stage was resized (its new size is already applied). */
  resized(): void;
  /**
   * A click is about to be read: the camera follows a frame that moved since the resize observer last ran
   * (the bar above the map changed height this frame), so the click is read where the map was seen. Not
   * during a wheel or pinch preview: Konva reads the pointer through the preview, and its end follows.
   */
  followFrame(): void;
  /** A node's centre in px from the stage's top-left corner. */
  nodeToStage(index: number): Point;
  /** Pan, if need be, so the node is on screen clear of the edges (the keyboard cursor followed). */
  reveal(index: number): void;
  destroy(): void;
}

const WHEEL_LINE_PX = 16;
/** Mouse events this soon after a touch are the browser's emulation of the touch. */
export const TOUCH_MOUSE_MS = 800;

/** `frame`: the element the stage fills (its size and place on the page are the map's viewport). */
export function createMapController(stage: Konva.Stage, staticShape: Konva.Shape, layout: MapLayout, frame: HTMLElement): MapController {
  const store = useUiStore;
  const cache = createStaticCache(staticShape, layout);
  const content = stage.content;
  let wheelTimer: ReturnType<typeof setTimeout> | undefined;
  /** The pointer's last client (page) coordinates over the stage, or null when it is elsewhere. */
  let pointer: Point | null = null;
  let userMoved = false;
  let lastSize: Size = { width: frame.clientWidth, height: frame.clientHeight };
  let lastBox = frame.getBoundingClientRect();
  let pinch: { distance: number; centre: Point } | null = null;
  /** When a finger last touched the map (the mouse events a browser emulates after it are ignored). */
  let lastTouch = -Infinity;

  /**
   * A wheel zoom in progress: the camera it has reached, shown by a CSS transform of the canvases
   * as last drawn (no redraw per wheel step); the stage takes it when the gesture ends.
   */
  let gesture: Camera | null = null;

  const viewport = (): Size => ({ width: frame.clientWidth, height: frame.clientHeight });
  const limits = () => scaleLimits(layout.bounds, viewport(), FIT_PADDING);
  const camera = (): Camera => gesture ?? { x: stage.x(), y: stage.y(), scale: stage.scaleX() };
  const constrained = (c: Camera): Camera => ({ ...constrainPosition({ x: c.x, y: c.y }, c.scale, layout.bounds, viewport()), scale: c.scale });

  const apply = (c: Camera): void => {
    const pos = constrained(c);
    stage.scale({ x: c.scale, y: c.scale });
    stage.position(pos);
    stage.batchDraw();
  };

  /** Show a camera during a wheel gesture: the drawn canvases scaled and moved (a point stays under the same map point). */
  const preview = (c: Camera): void => {
    gesture = constrained(c);
    const k = gesture.scale / stage.scaleX();
    content.style.transformOrigin = '0 0';
    content.style.transform = `translate(${gesture.x - k * stage.x()}px, ${gesture.y - k * stage.y()}px) scale(${k})`;
  };
  /** End a wheel gesture's preview: the stage takes its camera and is drawn. */
  const settle = (): void => {
    if (!gesture) return;
    const c = gesture;
    gesture = null;
    content.style.transform = '';
    apply(c);
  };

  const nodeToStage = (index: number): Point => stage.getAbsoluteTransform().point(nodeToPoint(layout.shape, index));

  /** Remember where the pointer is on the page (Konva's own position goes stale when the frame moves). */
  const track = (evt: Event): void => {
    if (evt instanceof MouseEvent) pointer = { x: evt.clientX, y: evt.clientY };
    else {
      // a tap (touch or pointer event): Konva's position, just set from this event
      const p = stage.getPointerPosition();
      const box = content.getBoundingClientRect();
      pointer = p ? { x: p.x + box.left, y: p.y + box.top } : null;
    }
  };

  const updateHover = (): void => {
    // from the last client coordinates and where the stage is now: the prompt bar above may have moved it
    // since the pointer last moved (asking Konva before any pointer event would also warn on the console)
    const box = pointer && !stage.isDragging() && !pinch ? content.getBoundingClientRect() : null;
    const p = box && pointer ? { x: pointer.x - box.left, y: pointer.y - box.top } : null;
    if (!p || p.x < 0 || p.y < 0 || p.x >= box!.width || p.y >= box!.height) {
      store.getState().setHover(null);
      return;
    }
    const index = pointToNode(layout.shape, stage.getAbsoluteTransform().copy().invert().point(p));
    if (index < 0) store.getState().setHover(null);
    else store.getState().setHover({ node: nodeName(layout.shape, index), index, ...nodeToStage(index) });
  };

  /** The gesture ended: record the camera, re-render the cache for the new zoom, re-aim the hover. */
  const commit = (): void => {
    settle();
    clearTimeout(wheelTimer);
    wheelTimer = undefined;
    const c = camera();
    store.getState().setViewport(viewport());
    store.getState().setCamera(c);
    cache.refresh(c.scale);
    updateHover();
  };

  const fit = (): void => apply(fitCamera(layout.bounds, viewport(), FIT_PADDING));
  /** The nodes of the fleet of the player at the screen: their units and TF markers on the map. */
  const ownFleetNodes = (): string[] => {
    const s = store.getState();
    const st = s.session?.state;
    const me = s.viewer ?? s.resultOf;
    if (!st || !me) return [];
    const units = Object.values(st.units).filter((u) => u.owner === me).map((u) => u.node);
    const markers = Object.values(st.taskForces?.markers ?? {}).filter((m) => m.owner === me).map((m) => m.node);
    return [...units, ...markers].filter((n) => nodeIndex(layout.shape, n) >= 0);
  };
  const centre = (): Point => ({ x: stage.width() / 2, y: stage.height() / 2 });

  const run = (command: CameraCommand): void => {
    settle();
    const c = camera();
    if (command === 'fit') {
      fit();
      userMoved = false;
    } else if (command === 'fleet') {
      const nodes = ownFleetNodes();
      if (!nodes.length) return;
      userMoved = true;
      const pts = nodes.map((n) => nodeToPoint(layout.shape, nodeIndex(layout.shape, n)));
      const xs = pts.map((p) => p.x);
      const ys = pts.map((p) => p.y);
      // at least a few nodes around a lone ship, so that it is seen where it is
      const room = SPACING * 3;
      const box = { x: Math.min(...xs) - room, y: Math.min(...ys) - room, width: Math.max(...xs) - Math.min(...xs) + 2 * room, height: Math.max(...ys) - Math.min(...ys) + 2 * room };
      const lim = limits();
      const c = fitCamera(box, viewport(), FIT_PADDING);
      const scale = Math.min(lim.max, Math.max(lim.min, c.scale));
      const mid = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      apply({ scale, x: stage.width() / 2 - mid.x * scale, y: stage.height() / 2 - mid.y * scale });
    } else {
      userMoved = true;
      if (command === 'zoomIn') apply(zoomAt(c, ZOOM_STEP, centre(), limits()));
      else if (command === 'zoomOut') apply(zoomAt(c, 1 / ZOOM_STEP, centre(), limits()));
      else {
        const dx = command === 'panLeft' ? PAN_STEP : command === 'panRight' ? -PAN_STEP : 0;
        const dy = command === 'panUp' ? PAN_STEP : command === 'panDown' ? -PAN_STEP : 0;
        apply({ ...c, x: c.x + dx, y: c.y + dy });
      }
    }
    commit();
  };

  // ---- drag (Konva moves the stage) ----
  stage.dragBoundFunc((pos) => constrainPosition(pos, stage.scaleX(), layout.bounds, viewport()));
  stage.on('dragstart.map', (e) => {
    if (e.target !== stage) return;
    settle();
    userMoved = true;
    store.getState().setHover(null);
  });
  stage.on('dragend.map', (e) => {
    // a drag cut short by a second finger is part of the pinch, which commits at its end
    if (e.target === stage && !pinch) commit();
  });

  // ---- hover ----
  stage.on('mousemove.map', (e) => {
    // the mouse events a browser makes up after a touch are no hover: tooltips are for the mouse only
    if (performance.now() - lastTouch < TOUCH_MOUSE_MS) return;
    track(e.evt);
    if (!stage.isDragging()) updateHover();
  });
  // touch has no hover: a tap leaves no tooltip behind (the prompt and the map's marks answer it)
  stage.on('tap.map', () => {
    lastTouch = performance.now();
    pointer = null;
    store.getState().setHover(null);
  });
  stage.on('mouseleave.map', () => {
    pointer = null;
    store.getState().setHover(null);
  });

  // ---- wheel: zoom around the pointer ----
  stage.on('wheel.map', (e) => {
    const evt = e.evt;
    evt.preventDefault();
    // from the stage's own box: Konva's pointer position follows the canvases' preview transform
    const box = stage.container().getBoundingClientRect();
    const anchor = { x: evt.clientX - box.left, y: evt.clientY - box.top };
    const dy = evt.deltaMode === 1 ? evt.deltaY * WHEEL_LINE_PX : evt.deltaMode === 2 ? evt.deltaY * stage.height() : evt.deltaY;
    // ctrl + wheel is a trackpad pinch: smaller deltas, same meaning
    const factor = Math.exp(-Math.max(-300, Math.min(300, dy)) * (evt.ctrlKey ? 0.01 : 0.0015));
    userMoved = true;
    preview(zoomAt(camera(), factor, anchor, limits()));
    track(evt);
    // no tooltip while zooming (a re-render per wheel step): it comes back where the gesture ends
    if (wheelTimer === undefined) store.getState().setHover(null);
    clearTimeout(wheelTimer);
    wheelTimer = setTimeout(commit, WHEEL_END_MS);
  });

  // ---- pinch (two fingers) ----
  const touchPoints = (evt: TouchEvent): { distance: number; centre: Point } | null => {
    if (evt.touches.length < 2) return null;
    const box = content.getBoundingClientRect();
    const a = evt.touches[0];
    const b = evt.touches[1];
    return {
      distance: Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY),
      centre: { x: (a.clientX + b.clientX) / 2 - box.left, y: (a.clientY + b.clientY) / 2 - box.top },
    };
  };
  const onTouchStart = (evt: TouchEvent): void => {
    settle();
    lastTouch = performance.now();
    const now = touchPoints(evt);
    if (!now) return;
    // a second finger: this is a pinch, not a one-finger drag
    pinch = now;
    stage.stopDrag();
    store.getState().setHover(null);
  };
  const onTouchMove = (evt: TouchEvent): void => {
    const now = touchPoints(evt);
    if (!now) return;
    evt.preventDefault();
    if (stage.isDragging()) stage.stopDrag();
    if (pinch && pinch.distance > 0) {
      const zoomed = zoomAt(camera(), now.distance / pinch.distance, pinch.centre, limits());
      apply({ ...zoomed, x: zoomed.x + now.centre.x - pinch.centre.x, y: zoomed.y + now.centre.y - pinch.centre.y });
    }
    userMoved = true;
    pinch = now;
    store.getState().setHover(null);
  };
  const onTouchEnd = (evt: TouchEvent): void => {
    if (pinch && evt.touches.length < 2) {
      pinch = null;
      commit();
    }
  };
  content.addEventListener('touchstart', onTouchStart);
  content.addEventListener('touchmove', onTouchMove, { passive: false });
  content.addEventListener('touchend', onTouchEnd);
  content.addEventListener('touchcancel', onTouchEnd);

  /** Whether the whole map is inside the viewport with this camera. */
  const whole = (c: Camera): boolean => {
    const { x, y, width, height } = layout.bounds;
    const size = viewport();
    return x * c.scale + c.x >= 0 && y * c.scale + c.y >= 0 && (x + width) * c.scale + c.x <= size.width && (y + height) * c.scale + c.y <= size.height;
  };

  const resized = (): void => {
    settle();
    const size = viewport();
    const box = frame.getBoundingClientRect();
    if (size.width === lastSize.width && size.height === lastSize.height && box.top === lastBox.top && box.left === lastBox.left) return;
    if (stage.width() !== size.width || stage.height() !== size.height) stage.size(size); // React sets the same size later
    const c = camera();
    // only the top edge moved (the prompt bar above changed height): the map stays where it is on the
    // page while it is still whole (or the player has moved it), so a node does not slip between clicks
    const onPage = { ...c, x: c.x - (box.left - lastBox.left), y: c.y - (box.top - lastBox.top) };
    if (size.width === lastSize.width && box.bottom === lastBox.bottom && (userMoved || whole(onPage))) apply(onPage);
    else if (!userMoved) fit();
    // keep the map point that was in the middle in the middle
    else apply({ ...c, x: c.x + (size.width - lastSize.width) / 2, y: c.y + (size.height - lastSize.height) / 2 });
    lastSize = size;
    lastBox = box;
    commit();
  };

  const reveal = (index: number): void => {
    if (index < 0) return;
    settle();
    const c = camera();
    // a cell and a half clear of the edge (40 px at least), so the cursor's neighbours show too
    const to = revealPoint(c, nodeToPoint(layout.shape, index), viewport(), Math.max(SPACING * 1.5 * c.scale, 40));
    if (to.x === c.x && to.y === c.y) return;
    userMoved = true;
    apply(to);
    commit();
  };

  fit();
  commit();
  live.add(resized);

  return {
    run,
    resized,
    followFrame() {
      if (!gesture) resized();
    },
    nodeToStage,
    reveal,
    destroy() {
      live.delete(resized);
      clearTimeout(wheelTimer);
      content.style.transform = '';
      stage.off('.map');
      content.removeEventListener('touchstart', onTouchStart);
      content.removeEventListener('touchmove', onTouchMove);
      content.removeEventListener('touchend', onTouchEnd);
      content.removeEventListener('touchcancel', onTouchEnd);
      cache.release();
      store.getState().setHover(null);
    },
  };
}
