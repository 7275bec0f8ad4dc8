// The editor's map: the game's static map drawing (drawMap.ts) of the document, the setup zones, the
// units (the game's ship drawing), the selection and the problems' pins, on a Konva stage. A press and
// drag with the left button uses the tool in hand (applyTool.ts); the right or middle button drags the
// map; the wheel zooms at the pointer. Node hits are found by geometry, as on the game's map.
import type Konva from 'konva';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Layer, Shape, Stage } from 'react-konva';
import { cellOfIndex, nodeIndex, nodeName } from '../../engine/geometry';
import { useT } from '../../i18n';
import { fitCamera, scaleLimits, zoomAt, ZOOM_STEP, type Padding } from '../map/camera';
import type { Point } from '../map/layout';
import type { MapController } from '../map/mapController';
import { registerMapForTests } from '../testHook';
import { dragNode, pressNode, releaseNode } from './applyTool';
import { drawPins, drawSelection, drawUnits, drawZones } from './drawEditor';
import { editorGrid } from './grid';
import { useEditor, usePanelDoc } from './editorStore';
import { moduleTools } from './moduleTools';
import { outlinedText } from '../map/textBitmaps';
import { createTerrainBitmap } from './terrainBitmap';

const PADDING: Padding = { top: 12, right: 12, bottom: 12, left: 12 };

function useSize(ref: React.RefObject<HTMLElement | null>) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setSize((s) => (s.width === el.clientWidth && s.height === el.clientHeight ? s : { width: el.clientWidth, height: el.clientHeight }));
    measure();
    const o = new ResizeObserver(measure);
    o.observe(el);
    return () => o.disconnect();
  }, [ref]);
  return size;
}

export function EditorMap() {
  const t = useT();
  const doc = useEditor((s) => s.history!.present);
  // what the overlay draws (zones, units, marks) changes less often than the terrain: its layer is redrawn only then
  const shown = usePanelDoc();
  const problems = useEditor((s) => s.problems);
  const selection = useEditor((s) => s.selection);
  const focus = useEditor((s) => s.focus);
  const grid = editorGrid(doc.map);
  const layout = grid.layout;
  const containerRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<Konva.Stage>(null);
  const size = useSize(containerRef);
  const [hover, setHover] = useState<string | null>(null);
  const shapeKey = `${layout.shape.width}x${layout.shape.height}`;

  // fit the map when it first shows and when its size changes
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage || !size.width) return;
    const c = fitCamera(grid.bounds, size, PADDING);
    stage.scale({ x: c.scale, y: c.scale });
    stage.position({ x: c.x, y: c.y });
    stage.batchDraw();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shapeKey, grid.square, size.width > 0]);

  // a problem or a use clicked: the map centres on its nodes
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage || !focus?.nodes.length) return;
    const points = focus.nodes.map((n) => nodeIndex(layout.shape, n)).filter((i) => i >= 0).map((i) => grid.toPoint(i));
    if (!points.length) return;
    const x = points.reduce((a, p) => a + p.x, 0) / points.length, y = points.reduce((a, p) => a + p.y, 0) / points.length;
    const scale = Math.max(stage.scaleX(), 0.8);
    stage.scale({ x: scale, y: scale });
    stage.position({ x: size.width / 2 - x * scale, y: size.height / 2 - y * scale });
    stage.batchDraw();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus]);

  // browser tests find nodes on screen as on the game's map
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage || !(import.meta.env.DEV || import.meta.env.VITE_ENB_BENCH === '1')) return;
    const toStage = (i: number): Point => stage.getAbsoluteTransform().point(grid.toPoint(i));
    const controller: MapController = { run: () => undefined, resized: () => undefined, followFrame: () => undefined, nodeToStage: toStage, reveal: () => undefined, destroy: () => undefined };
    return registerMapForTests(stage, layout, controller);
  }, [layout, grid, size.width]);

  const nodeAt = useCallback((): number => {
    const stage = stageRef.current;
    const p = stage?.getPointerPosition();
    if (!stage || !p) return -1;
    return grid.toNode(stage.getAbsoluteTransform().copy().invert().point(p));
  }, [grid]);

  // pointer events: a mouse, a pen or a finger paints alike; two fingers pan and pinch the map
  // a finger's press waits for the finger to move or lift: a second finger makes it a pinch, not a stroke
  const pressed = useRef<{ last: number; pan: Point | null; waiting?: { i: number; alt: boolean } } | null>(null);
  const touches = useRef(new Map<number, Point>());
  const pinch = useRef<{ dist: number; scale: number; mid: Point; at: Point } | null>(null);
  const local = (e: PointerEvent): Point => {
    const box = stageRef.current!.container().getBoundingClientRect();
    return { x: e.clientX - box.left, y: e.clientY - box.top };
  };
  const startPinch = () => {
    const stage = stageRef.current!;
    const [a, b] = [...touches.current.values()];
    pinch.current = { dist: Math.max(1, Math.hypot(a.x - b.x, a.y - b.y)), scale: stage.scaleX(), mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, at: { x: stage.x(), y: stage.y() } };
  };
  const onDown = (e: Konva.KonvaEventObject<PointerEvent>) => {
    const stage = stageRef.current!;
    if (e.evt.pointerType === 'touch') {
      // the first finger of a new touch: nothing from an earlier touch is held any more
      if (e.evt.isPrimary) { touches.current.clear(); pinch.current = null; }
      touches.current.set(e.evt.pointerId, local(e.evt));
      if (touches.current.size === 2) {
        // a second finger: the stroke so far ends (a press still waiting is dropped), the two fingers move the map
        if (pressed.current && !pressed.current.pan && !pressed.current.waiting) releaseNode();
        pressed.current = null;
        startPinch();
        return;
      }
      if (touches.current.size > 2) return;
    }
    if (e.evt.button !== 0) {
      e.evt.preventDefault();
      pressed.current = { last: -1, pan: { x: e.evt.clientX - stage.x(), y: e.evt.clientY - stage.y() } };
      return;
    }
    const i = nodeAt();
    pressed.current = { last: i, pan: null };
    if (i < 0) return;
    if (e.evt.pointerType === 'touch') pressed.current.waiting = { i, alt: e.evt.shiftKey };
    else pressNode(cellOfIndex(layout.shape, i), e.evt.shiftKey);
  };
  /** The finger's press, now that it is a stroke or a tap. */
  const pressWaiting = () => {
    const w = pressed.current?.waiting;
    if (!w) return;
    pressed.current!.waiting = undefined;
    pressNode(cellOfIndex(layout.shape, w.i), w.alt);
  };
  const onMove = (e: Konva.KonvaEventObject<PointerEvent>) => {
    const stage = stageRef.current!;
    if (e.evt.pointerType === 'touch' && touches.current.has(e.evt.pointerId)) {
      touches.current.set(e.evt.pointerId, local(e.evt));
      const z = pinch.current;
      if (z && touches.current.size === 2) {
        const [a, b] = [...touches.current.values()];
        const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
        const scale = zoomAt({ x: 0, y: 0, scale: z.scale }, Math.hypot(a.x - b.x, a.y - b.y) / z.dist, { x: 0, y: 0 }, scaleLimits(grid.bounds, size, PADDING)).scale;
        const m = { x: (z.mid.x - z.at.x) / z.scale, y: (z.mid.y - z.at.y) / z.scale };
        stage.scale({ x: scale, y: scale });
        stage.position({ x: mid.x - m.x * scale, y: mid.y - m.y * scale });
        stage.batchDraw();
        return;
      }
    }
    const p = pressed.current;
    if (p?.pan) {
      stage.position({ x: e.evt.clientX - p.pan.x, y: e.evt.clientY - p.pan.y });
      stage.batchDraw();
      return;
    }
    const i = nodeAt();
    setHover(i >= 0 ? nodeName(layout.shape, i) : null);
    if (p && i >= 0 && i !== p.last) {
      pressWaiting();
      p.last = i;
      dragNode(cellOfIndex(layout.shape, i));
    }
  };
  const onUp = (e: PointerEvent) => {
    if (e.pointerType === 'touch') {
      touches.current.delete(e.pointerId);
      if (pinch.current) {
        if (touches.current.size === 0) pinch.current = null;
        return;
      }
    }
    pressWaiting();
    if (pressed.current && !pressed.current.pan) releaseNode();
    pressed.current = null;
  };
  useEffect(() => {
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
    return () => {
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
    };
  });
  const onWheel = (e: Konva.KonvaEventObject<WheelEvent>) => {
    e.evt.preventDefault();
    const stage = stageRef.current!;
    const p = stage.getPointerPosition();
    if (!p) return;
    const c = zoomAt({ x: stage.x(), y: stage.y(), scale: stage.scaleX() }, e.evt.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP, p, scaleLimits(grid.bounds, size, PADDING));
    stage.scale({ x: c.scale, y: c.scale });
    stage.position({ x: c.x, y: c.y });
    stage.batchDraw();
  };
  const zoom = (factor: number | 'fit') => {
    const stage = stageRef.current;
    if (!stage) return;
    const c = factor === 'fit' ? fitCamera(grid.bounds, size, PADDING) : zoomAt({ x: stage.x(), y: stage.y(), scale: stage.scaleX() }, factor, { x: size.width / 2, y: size.height / 2 }, scaleLimits(grid.bounds, size, PADDING));
    stage.scale({ x: c.scale, y: c.scale });
    stage.position({ x: c.x, y: c.y });
    stage.batchDraw();
  };

  const bitmap = useMemo(() => createTerrainBitmap(() => stageRef.current?.batchDraw()), []);
  useEffect(() => () => bitmap.release(), [bitmap]);
  const terrainScene = useCallback((ctx: Konva.Context, shape: Konva.Shape) => {
    const stage = shape.getStage();
    const scale = stage?.scaleX() ?? 1;
    // the part of the map on screen, in map px
    const view = stage ? { x: -stage.x() / scale, y: -stage.y() / scale, width: stage.width() / scale, height: stage.height() / scale } : null;
    bitmap.draw(ctx._context, grid, view, scale);
  }, [grid, bitmap]);
  const marks = useMemo(() => moduleTools(shown).flatMap((m) => m.tool.marks?.(shown) ?? []), [shown]);
  const over = editorGrid(shown.map);
  const overScene = useCallback((ctx: Konva.Context) => {
    const c = ctx._context;
    drawZones(c, over, shown);
    drawUnits(c, over, shown);
    for (const m of marks) {
      const i = nodeIndex(over.layout.shape, m.node.toUpperCase());
      if (i < 0) continue;
      const p = over.toPoint(i);
      outlinedText(c, m.text, p.x, p.y - 11, 10, '#ffe28a', 800, 0.25);
    }
    if (selection) drawSelection(c, over, selection);
    drawPins(c, over, problems, focus?.nodes ?? []);
  }, [over, shown, selection, problems, focus, marks]);

  return (
    <div className="editor-map" ref={containerRef} data-testid="editor-map" onContextMenu={(e) => e.preventDefault()}>
      {size.width > 0 && (
        <Stage ref={stageRef} width={size.width} height={size.height} onPointerDown={onDown} onPointerMove={onMove} onWheel={onWheel} onPointerLeave={() => setHover(null)}>
          <Layer listening={false}>
            <Shape sceneFunc={terrainScene} listening={false} perfectDrawEnabled={false} />
          </Layer>
          <Layer listening={false}>
            <Shape sceneFunc={overScene} listening={false} perfectDrawEnabled={false} />
          </Layer>
        </Stage>
      )}
      <div className="editor-map__zoom">
        <button type="button" aria-label={t('map.zoomIn')} onClick={() => zoom(ZOOM_STEP)}>+</button>
        <button type="button" aria-label={t('map.zoomOut')} onClick={() => zoom(1 / ZOOM_STEP)}>−</button>
        <button type="button" aria-label={t('map.zoomFit')} onClick={() => zoom('fit')}>⤢</button>
      </div>
      <p className="editor-map__hover muted small" data-testid="editor-hover">{hover ?? '\u00a0'}</p>
    </div>
  );
}
