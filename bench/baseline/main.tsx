// Bundle-size baseline for bench/map.mjs: only react, react-dom, konva and react-konva, one tiny stage.
import { createRoot } from 'react-dom/client';
import { Layer, Rect, Stage } from 'react-konva';

function Baseline() {
  return (
    <Stage width={200} height={120}>
      <Layer>
        <Rect x={20} y={20} width={160} height={80} fill="#16406e" />
      </Layer>
    </Stage>
  );
}

createRoot(document.getElementById('root')!).render(<Baseline />);
