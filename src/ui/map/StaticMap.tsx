// The static map (terrain, lattice lines, features, edge labels) as one custom Konva shape that
// never listens for events. Copied from its bitmaps when the map view has them (staticCache.ts),
// otherwise only the visible part is drawn.
import type Konva from 'konva';
import { useCallback, type Ref } from 'react';
import { Shape } from 'react-konva';
import { drawStaticMap } from './drawMap';
import { drawCached } from './staticCache';
import type { MapLayout, Rect } from './layout';

/** The part of the map (map px) the stage shows, or null when the shape is not on a stage. */
export function visibleMapRect(shape: Konva.Node): Rect | null {
  const stage = shape.getStage();
  if (!stage) return null;
  const scale = stage.scaleX();
  return { x: -stage.x() / scale, y: -stage.y() / scale, width: stage.width() / scale, height: stage.height() / scale };
}

export function StaticMap({ layout, shapeRef }: { layout: MapLayout; shapeRef: Ref<Konva.Shape> }) {
  const sceneFunc = useCallback(
    (context: Konva.Context, shape: Konva.Shape) => {
      const view = visibleMapRect(shape);
      if (view && drawCached(context._context, shape, view)) return;
      drawStaticMap(context._context, layout, view, shape.getStage()?.scaleX() ?? 1);
    },
    [layout],
  );
  return <Shape ref={shapeRef} sceneFunc={sceneFunc} listening={false} perfectDrawEnabled={false} />;
}
