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
import { nodeToPoint, pointToNode, type Point } from '../map/layout';
import type { MapController } from '../map/mapController';
import { registerMapForTests } from '../testHook';
import { dragNode, pressNode, releaseNode } from './applyTool';
import { drawPins, drawSelection, drawUnits, drawZones } from './drawEditor';
import { editorLayout } from './editorLayout';
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
  const layout = editorLayout(doc.map);
  const containerRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<Konva.Stage>(null);
  const size = useSize(containerRef);
  const [hover, setHover] = useState<string | null>(null);
  const shapeKey = `${layout.shape.width}x${layout.shape.height}`;

  // fit the map when it first shows and when its size changes
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage || !size.width) return;
    const c = fitCamera(layout.bounds, size, PADDING);
    stage.scale({ x: c.scale, y: c.scale });
    stage.position({ x: c.x, y: c.y });
    stage.batchDraw();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shapeKey, size.width > 0]);

  // a problem or a use clicked: the map centres on its nodes
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage || !focus?.nodes.length) return;
    const points = focus.nodes.map((n) => nodeIndex(layout.shape, n)).filter((i) => i >= 0).map((i) => nodeToPoint(layout.shape, i));
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
    const toStage = (i: number): Point => stage.getAbsoluteTransform().point(nodeToPoint(layout.shape, i));
    const controller: MapController = { run: () => undefined, resized: () => undefined, followFrame: () => undefined, nodeToStage: toStage, reveal: () => undefined, destroy: () => undefined };
    return registerMapForTests(stage, layout, controller);
  }, [layout, size.width]);

  const nodeAt = useCallback((): number => {
    const stage = stageRef.current;
    const p = stage?.getPointerPosition();
    if (!stage || !p) return -1;
    return pointToNode(layout.shape, stage.getAbsoluteTransform().copy().invert().point(p));
  }, [layout]);

  const pressed = useRef<{ last: number; pan: Point | null } | null>(null);
  const onDown = (e: Konva.KonvaEventObject<MouseEvent>) => {
    const stage = stageRef.current!;
    if (e.evt.button !== 0) {
      e.evt.preventDefault();
      pressed.current = { last: -1, pan: { x: e.evt.clientX - stage.x(), y: e.evt.clientY - stage.y() } };
      return;
    }
    const i = nodeAt();
    pressed.current = { last: i, pan: null };
    if (i >= 0) pressNode(cellOfIndex(layout.shape, i), e.evt.shiftKey);
  };
  const onMove = (e: Konva.KonvaEventObject<MouseEvent>) => {
    const stage = stageRef.current!;
    const p = pressed.current;
    if (p?.pan) {
      stage.position({ x: e.evt.clientX - p.pan.x, y: e.evt.clientY - p.pan.y });
      stage.batchDraw();
      return;
    }
    const i = nodeAt();
    setHover(i >= 0 ? nodeName(layout.shape, i) : null);
    if (p && i >= 0 && i !== p.last) {
      p.last = i;
      dragNode(cellOfIndex(layout.shape, i));
    }
  };
  const onUp = () => {
    if (pressed.current && !pressed.current.pan) releaseNode();
    pressed.current = null;
  };
  useEffect(() => {
    window.addEventListener('mouseup', onUp);
    return () => window.removeEventListener('mouseup', onUp);
  });
  const onWheel = (e: Konva.KonvaEventObject<WheelEvent>) => {
    e.evt.preventDefault();
    const stage = stageRef.current!;
    const p = stage.getPointerPosition();
    if (!p) return;
    const c = zoomAt({ x: stage.x(), y: stage.y(), scale: stage.scaleX() }, e.evt.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP, p, scaleLimits(layout.bounds, size, PADDING));
    stage.scale({ x: c.scale, y: c.scale });
    stage.position({ x: c.x, y: c.y });
    stage.batchDraw();
  };
  const zoom = (factor: number | 'fit') => {
    const stage = stageRef.current;
    if (!stage) return;
    const c = factor === 'fit' ? fitCamera(layout.bounds, size, PADDING) : zoomAt({ x: stage.x(), y: stage.y(), scale: stage.scaleX() }, factor, { x: size.width / 2, y: size.height / 2 }, scaleLimits(layout.bounds, size, PADDING));
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
    bitmap.draw(ctx._context, layout, view, scale);
  }, [layout, bitmap]);
  const marks = useMemo(() => moduleTools(shown).flatMap((m) => m.tool.marks?.(shown) ?? []), [shown]);
  const over = editorLayout(shown.map);
  const overScene = useCallback((ctx: Konva.Context) => {
    const c = ctx._context;
    const layout = over;
    drawZones(c, layout, shown);
    drawUnits(c, layout, shown);
    for (const m of marks) {
      const i = nodeIndex(layout.shape, m.node.toUpperCase());
      if (i < 0) continue;
      const p = nodeToPoint(layout.shape, i);
      outlinedText(c, m.text, p.x, p.y - 11, 10, '#ffe28a', 800, 0.25);
    }
    if (selection) drawSelection(c, selection);
    drawPins(c, layout, problems, focus?.nodes ?? []);
  }, [over, shown, selection, problems, focus, marks]);

  return (
    <div className="editor-map" ref={containerRef} data-testid="editor-map" onContextMenu={(e) => e.preventDefault()}>
      {size.width > 0 && (
        <Stage ref={stageRef} width={size.width} height={size.height} onMouseDown={onDown} onMouseMove={onMove} onWheel={onWheel} onMouseLeave={() => setHover(null)}>
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
