// Overlay: the hovered node's cell outlined on the map.
import type Konva from 'konva';
import { useCallback } from 'react';
import { Shape } from 'react-konva';
import { useUiStore } from '../../store';
import { traceCell } from './drawMap';
import { nodeToPoint, SPACING, type MapLayout } from './layout';
import { MAP_COLOURS } from './palette';

export function HoverHighlight({ layout }: { layout: MapLayout }) {
  const index = useUiStore((s) => s.hover?.index ?? -1);
  const sceneFunc = useCallback(
    (context: Konva.Context) => {
      if (index < 0) return;
      const ctx = context._context;
      const p = nodeToPoint(layout.shape, index);
      ctx.beginPath();
      traceCell(ctx, p.x, p.y);
      ctx.fillStyle = MAP_COLOURS.hoverFill;
      ctx.fill();
      ctx.lineWidth = SPACING * 0.08;
      ctx.strokeStyle = MAP_COLOURS.hoverStroke;
      ctx.stroke();
    },
    [index, layout],
  );
  return <Shape sceneFunc={sceneFunc} listening={false} perfectDrawEnabled={false} visible={index >= 0} />;
}
