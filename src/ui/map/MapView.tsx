// The map on screen: a Konva stage filling its container: the static map layer (cached, shown through a
// copy: staticMirror.ts), then the game's layer of overlays, tokens and marks (GameLayers.tsx). Gestures
// live in mapController.ts; what happens moves on a layer above them (motion/motionLayer.ts); clicks and taps are resolved to nodes by geometry and go to the game
// (ui/game/interact.ts).
import type Konva from 'konva';
import { useEffect, useRef, useState } from 'react';
import { Layer, Stage } from 'react-konva';
import { useUiStore, type CameraCommand, type Size } from '../../store';
import { useT } from '../../i18n';
import type { Scenario } from '../../scenarios/schema';
import { registerMapForTests } from '../testHook';
import { GameLayers } from './GameLayers';
import { arrowsNodeAt, clickNode, gameKey } from '../game/interact';
import { HoverInfo } from './HoverInfo';
import { CursorInfo } from './CursorInfo';
import { ModuleOverlays } from '../modules/ModuleOverlays';
import { getGameMapLayout, pointToNode } from './layout';
import { nodeIndex, nodeName } from '../../engine/geometry';
import { createMapController, TOUCH_MOUSE_MS, type MapController } from './mapController';
import { StaticMap } from './StaticMap';
import { mirrorLayer } from './staticMirror';
import { createMotion } from './motion/motionLayer';

const KEY_COMMANDS: Readonly<Record<string, CameraCommand>> = {
  '+': 'zoomIn',
  '=': 'zoomIn',
  '-': 'zoomOut',
  '_': 'zoomOut',
  '−': 'zoomOut',
  '0': 'fit',
  f: 'fit',
  F: 'fit',
  m: 'fleet',
  M: 'fleet',
  ArrowLeft: 'panLeft',
  ArrowRight: 'panRight',
  ArrowUp: 'panUp',
  ArrowDown: 'panDown',
};

const isButton = (target: EventTarget | null): boolean => target instanceof HTMLElement && ['BUTTON', 'A'].includes(target.tagName);

const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The size of an element, following it as it resizes. */
function useElementSize(ref: React.RefObject<HTMLElement | null>): Size {
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setSize((s) => (s.width === el.clientWidth && s.height === el.clientHeight ? s : { width: el.clientWidth, height: el.clientHeight }));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

export function MapView({ scenario }: { scenario: Scenario }) {
  // the game's fixed units (the ruleset's kinds) are drawn with the units: a destroyed battery leaves nothing
  const unitKinds = useUiStore((s) => Object.keys(s.session?.state.setup.ruleset.fixedUnits ?? {}).sort().join(' '));
  const layout = getGameMapLayout(scenario.map, unitKinds ? unitKinds.split(' ') : []);
  const containerRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<Konva.Stage>(null);
  const staticRef = useRef<Konva.Shape>(null);
  const controllerRef = useRef<MapController | null>(null);
  const size = useElementSize(containerRef);
  const language = useUiStore((s) => s.language);
  const t = useT();
  const ready = size.width > 0 && size.height > 0;

  // the controller: created once the stage exists, fits the map on first load
  useEffect(() => {
    const stage = stageRef.current;
    const shape = staticRef.current;
    if (!ready || !stage || !shape) return;
    const controller = createMapController(stage, shape, layout, containerRef.current!);
    const unmirror = mirrorLayer(shape.getLayer()!);
    const motion = createMotion(stage, layout, stage.findOne<Konva.Layer>('.play')!);
    controllerRef.current = controller;
    // the cursor moved by the keyboard stays on screen: the map pans when it nears an edge (a cursor
    // set by a click is where the pointer is, and the map stays still under it)
    let byKey = false;
    const onInput = (e: Event) => { byKey = e.type === 'keydown'; };
    window.addEventListener('keydown', onInput, true);
    window.addEventListener('pointerdown', onInput, true);
    const unsubscribe = useUiStore.subscribe((s, prev) => {
      if (s.cameraRequest && s.cameraRequest !== prev.cameraRequest) controller.run(s.cameraRequest.command);
      if (byKey && s.cursorNode && s.cursorNode !== prev.cursorNode) controller.reveal(nodeIndex(layout.shape, s.cursorNode));
    });
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      // the game first: arrows and Enter choose on the map while something is being chosen
      // (a focused button keeps its Enter, unless a heading is being chosen: then Enter and the arrows
      // go to the heading, e.g. after a toolbar click)
      const s = useUiStore.getState();
      const choosingHeading = !!(s.destination || s.pick?.node);
      if (choosingHeading || !(isButton(e.target) && (e.key === 'Enter' || e.key === ' '))) {
        if (gameKey(e.key, layout, e.target === containerRef.current)) {
          e.preventDefault();
          return;
        }
      }
      const command = KEY_COMMANDS[e.key];
      if (!command) return;
      e.preventDefault();
      controller.run(command);
    };
    window.addEventListener('keydown', onKey);
    // a click or a tap (not the end of a drag) on a node
    let lastDragEnd = 0;
    stage.on('dragend.game', () => {
      lastDragEnd = performance.now();
    });
    // a tap is handled once: the click a browser may emulate after it is not a second tap (which
    // would choose the ship's own node right after selecting it)
    let lastTap = -Infinity;
    stage.on('click.game tap.game', (e) => {
      if (performance.now() - lastDragEnd < 80) return;
      if (e.type === 'tap') lastTap = performance.now();
      else if (performance.now() - lastTap < TOUCH_MOUSE_MS) return;
      if ('button' in e.evt && (e.evt as MouseEvent).button !== 0) return;
      controller.followFrame(); // read where the player saw the map, not through the camera of before
      const p = stage.getPointerPosition();
      if (!p) return;
      const m = stage.getAbsoluteTransform().copy().invert().point(p);
      const index = pointToNode(layout.shape, m);
      // off the grid only the heading arrows of an edge node, drawn past the edge, take a click
      const node = index >= 0 ? nodeName(layout.shape, index) : arrowsNodeAt(m, layout);
      if (node) clickNode(node, m, layout, 'shiftKey' in e.evt && (e.evt as MouseEvent).shiftKey); // Shift: a waypoint (R-MOVE-8)
    });
    const forget = import.meta.env.DEV || import.meta.env.VITE_ENB_BENCH === '1' ? registerMapForTests(stage, layout, controller) : undefined;
    return () => {
      forget?.();
      stage.off('.game');
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('keydown', onInput, true);
      window.removeEventListener('pointerdown', onInput, true);
      unsubscribe();
      motion.destroy();
      controller.destroy();
      unmirror();
      controllerRef.current = null;
    };
  }, [ready, layout]);

  useEffect(() => {
    controllerRef.current?.resized();
  }, [size]);

  return (
    <div
      ref={containerRef}
      className="map-view"
      data-testid="map-view"
      tabIndex={0}
      role="region"
      aria-label={t('map.label', { scenario: scenario.name[language] })}
    >
      {ready && (
        <Stage ref={stageRef} width={size.width} height={size.height} draggable dragDistance={3}>
          <Layer listening={false} name="static-map">
            <StaticMap layout={layout} shapeRef={staticRef} />
          </Layer>
          <GameLayers layout={layout} />
        </Stage>
      )}
      <HoverInfo layout={layout} />
      <CursorInfo layout={layout} />
      <ModuleOverlays />
    </div>
  );
}
