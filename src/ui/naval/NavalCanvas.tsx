// The Naval Battle board on a canvas that fills its box: drawn from a picture, a click answered
// with the field under the pointer (data-testid "naval-board"; data-cell/left/top give tests the
// fields' positions).
import { useEffect, useRef, useState } from 'react';
import { boardGeometry, fieldAt } from './boardGeometry';
import { drawBoard, type BoardPicture } from './drawBoard';

export function NavalCanvas({ picture, onField, label }: { picture: BoardPicture; onField(field: string): void; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setSize({ width: Math.floor(el.clientWidth), height: Math.floor(el.clientHeight) });
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const g = boardGeometry(picture.geo.shape.width, picture.geo.shape.height, size.width, size.height);
  useEffect(() => {
    const c = canvas.current;
    const ctx = c?.getContext('2d');
    if (!c || !ctx || !size.width) return;
    const ratio = window.devicePixelRatio || 1;
    c.width = size.width * ratio;
    c.height = size.height * ratio;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    drawBoard(ctx, g, picture, size.width, size.height);
  });
  const click = (e: React.MouseEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    const f = fieldAt(g, e.clientX - r.left, e.clientY - r.top);
    if (f) onField(f);
  };
  return (
    <div ref={box} className="naval__board">
      <canvas
        ref={canvas}
        data-testid="naval-board"
        data-cell={g.cell}
        data-left={g.left}
        data-top={g.top}
        aria-label={label}
        style={{ width: size.width, height: size.height }}
        onClick={click}
      />
    </div>
  );
}
