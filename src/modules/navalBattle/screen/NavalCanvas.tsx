// The Naval Battle board on a canvas that fills its box: drawn from a picture under a camera (wheel,
// pinch, drag, the top bar's zoom buttons, + − 0 keys), a click or tap answered with the field under
// it. The board takes keyboard focus: the arrow keys move a cursor drawn thick, Enter or Space choose
// its field, Escape backs out; a live region tells the cursor's field in the words the mouse's hover
// box shows (fieldLines). An action just taken plays — its moves glide, its shots fire, what it removes
// fades (navalMotion.ts; when, and when not, as on the map: followActions) — and "Show me" plays the
// opponent's turn the same way (showMe.ts), from the board as this viewer saw it then (`seenIn`).
// data-testid "naval-board"; data-cell/left/top give tests the fields' places; while a motion plays,
// data-motion where each piece in motion stands (board px) and the class it shows, data-fire its shots.
import { useEffect, useRef, useState } from 'react';
import { useUiStore, type CameraCommand } from '../../../store';
import { fieldAt, fieldCell, fieldName } from './boardGeometry';
import { FIT, PAN_STEP, ZOOM_STEP, panBy, showField, viewGeometry, zoomAt, type BoardCamera } from './boardCamera';
import { drawBoard, type BoardPicture } from './drawBoard';
import type { FieldLine } from './navalField';
import { eventsFor, type GameEvent, type GameState, type PlayerId } from '../../../engine';
import { followActions } from '../../../ui/map/motion/followActions';
import { replayRecent } from '../../../ui/map/motion/showMe';
import { motionWanted } from '../../../ui/map/motion/motionSetting';
import { motionTiming } from '../../../ui/map/motion/motionState';
import { chainPlans, navalPlanOf, type NavalPlan, type NavalSeen } from './navalMotion';

type Picture = Omit<BoardPicture, 'cursor' | 'hover'>;
const STEPS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

function Lines({ lines }: { lines: FieldLine[] }) {
  return (
    <>
      {lines.map((l, k) => (
        <div key={k} className={k === 0 ? 'hover-info__node' : l.tone ? `hover-info__${l.tone}` : undefined}>{l.text}</div>
      ))}
    </>
  );
}

export function NavalCanvas({ picture, onField, onBack, label, linesOf, home, seenIn }: {
  picture: Picture; onField(field: string): void; onBack(): void; label: string;
  linesOf(field: string): FieldLine[]; home: string;
  /** The board as the screen shows it to a viewer in a game state (for "Show me": as they saw it then). */
  seenIn(state: GameState, viewer: PlayerId): NavalSeen | null;
}) {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [cam, setCam] = useState<BoardCamera>(FIT);
  const [cursor, setCursor] = useState<string | null>(null);
  const [keyed, setKeyed] = useState(false);
  const [hover, setHover] = useState<{ field: string; x: number; y: number } | null>(null);
  const gesture = useRef({ pointers: new Map<number, { x: number; y: number }>(), moved: 0, dragged: false });
  const { width: cols, height: rows } = picture.geo.shape;
  const dims = [cols, rows, size.width, size.height] as const;
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setSize({ width: Math.floor(el.clientWidth), height: Math.floor(el.clientHeight) });
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const g = viewGeometry(cols, rows, size.width, size.height, cam);
  // the action just taken plays (navalMotion.ts), drawn frame by frame by `paint` without a React render
  const motion = useRef<{ plan: NavalPlan; started: number } | null>(null);
  const before = useRef<NavalSeen>(picture);
  before.current = picture; // read when an action comes: the board as the viewer saw it
  const seenNow = useRef(seenIn);
  seenNow.current = seenIn;
  const paint = useRef<() => void>(() => undefined);
  paint.current = () => {
    const c = canvas.current;
    const ctx = c?.getContext('2d');
    if (!c || !ctx || !size.width) return;
    const m = motion.current;
    const drawn = drawBoard(ctx, g, { ...picture, cursor: keyed ? cursor : null, hover: hover?.field ?? null }, size.width, size.height,
      m ? { plan: m.plan, t: (performance.now() - m.started) / motionTiming.slow } : undefined);
    c.dataset.motion = drawn ? JSON.stringify(drawn.pieces) : '';
    c.dataset.fire = drawn?.fires.length ? JSON.stringify(drawn.fires) : '';
  };
  useEffect(() => {
    const c = canvas.current;
    if (!c || !size.width) return;
    const ratio = window.devicePixelRatio || 1;
    c.width = size.width * ratio;
    c.height = size.height * ratio;
    c.getContext('2d')?.setTransform(ratio, 0, 0, ratio, 0, 0);
    paint.current();
  });
  useEffect(() => {
    let frame = 0;
    const stop = () => {
      if (!motion.current) return;
      motion.current = null;
      cancelAnimationFrame(frame);
      paint.current(); // the engine's state, at once
    };
    const tick = () => {
      const m = motion.current;
      if (!m) return;
      if ((performance.now() - m.started) / motionTiming.slow >= m.plan.end) return stop();
      paint.current();
      frame = requestAnimationFrame(tick);
    };
    const play = (plan: NavalPlan): boolean => {
      stop();
      if (!motionWanted() || (!plan.tracks.length && !plan.fires.length)) return false;
      motion.current = { plan, started: performance.now() };
      frame = requestAnimationFrame(tick);
      return true;
    };
    const planOf = (events: readonly GameEvent[], viewer: PlayerId, seen: NavalSeen | null) => (seen ? [navalPlanOf(eventsFor(events, viewer), seen)] : []);
    const unfollow = followActions({ play: (events, _s, viewer) => void play(chainPlans(planOf(events, viewer, before.current))), stop });
    // "Show me": the opponent's turn action by action, each from the board as this viewer saw it then
    const unreplay = replayRecent(({ steps, viewer }) => play(chainPlans(steps.flatMap((x) => planOf(x.events, viewer, seenNow.current(x.before, viewer))))));
    return () => {
      unfollow();
      unreplay();
      motion.current = null;
      cancelAnimationFrame(frame);
    };
  }, []);
  const camera = (command: CameraCommand) => {
    const [cx, cy] = [size.width / 2, size.height / 2];
    if (command === 'zoomIn' || command === 'zoomOut') setCam((c) => zoomAt(c, command === 'zoomIn' ? ZOOM_STEP : 1 / ZOOM_STEP, cx, cy, ...dims));
    else if (command === 'fit' || command === 'fleet') setCam(FIT);
    else {
      const [dx, dy] = { panLeft: [PAN_STEP, 0], panRight: [-PAN_STEP, 0], panUp: [0, PAN_STEP], panDown: [0, -PAN_STEP] }[command];
      setCam((c) => panBy(c, dx, dy, ...dims));
    }
  };
  const cameraRef = useRef(camera);
  cameraRef.current = camera;
  // the top bar's zoom buttons
  useEffect(() => useUiStore.subscribe((s, prev) => {
    if (s.cameraRequest && s.cameraRequest !== prev.cameraRequest) cameraRef.current(s.cameraRequest.command);
  }), []);
  // the wheel zooms around the pointer (a listener that may stop the page scrolling)
  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const wheel = (e: WheelEvent) => {
      e.preventDefault();
      const r = el.getBoundingClientRect();
      const w = el.clientWidth, h = el.clientHeight;
      setCam((c) => zoomAt(c, e.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP, e.clientX - r.left, e.clientY - r.top, cols, rows, w, h));
    };
    el.addEventListener('wheel', wheel, { passive: false });
    return () => el.removeEventListener('wheel', wheel);
  }, [cols, rows]);
  const local = (e: React.PointerEvent | React.MouseEvent) => {
    const r = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const down = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const s = gesture.current;
    s.pointers.set(e.pointerId, local(e));
    if (s.pointers.size === 1) { s.moved = 0; s.dragged = false; }
    e.currentTarget.setPointerCapture?.(e.pointerId);
    setKeyed(false);
  };
  const move = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const s = gesture.current;
    const p = local(e);
    const last = s.pointers.get(e.pointerId);
    if (!last) {
      const field = fieldAt(g, p.x, p.y);
      setHover(field && e.pointerType === 'mouse' ? { field, ...p } : null);
      return;
    }
    if (s.pointers.size === 2) { // a pinch: the distance's change zooms around the middle
      const other = [...s.pointers.entries()].find(([id]) => id !== e.pointerId)![1];
      const before = Math.hypot(last.x - other.x, last.y - other.y), after = Math.hypot(p.x - other.x, p.y - other.y);
      if (before > 0) setCam((c) => zoomAt(c, after / before, (p.x + other.x) / 2, (p.y + other.y) / 2, ...dims));
      s.dragged = true;
    } else {
      s.moved += Math.abs(p.x - last.x) + Math.abs(p.y - last.y);
      if (s.moved > 5) {
        s.dragged = true;
        setCam((c) => panBy(c, p.x - last.x, p.y - last.y, ...dims));
        setHover(null);
      }
    }
    s.pointers.set(e.pointerId, p);
  };
  const up = (e: React.PointerEvent<HTMLCanvasElement>) => {
    gesture.current.pointers.delete(e.pointerId);
  };
  const click = (e: React.MouseEvent<HTMLCanvasElement>) => {
    if (gesture.current.dragged) return;
    const p = local(e);
    const f = fieldAt(g, p.x, p.y);
    if (f) onField(f);
  };
  const key = (e: React.KeyboardEvent<HTMLDivElement>) => {
    if (e.ctrlKey || e.metaKey || e.altKey || e.target !== e.currentTarget) return;
    const step = STEPS[e.key];
    if (step) {
      const at = fieldCell(cursor ?? home);
      const next = cursor ? fieldName(Math.min(cols - 1, Math.max(0, at.col + step[0])), Math.min(rows - 1, Math.max(0, at.row + step[1]))) : home;
      setCursor(next);
      setKeyed(true);
      setHover(null);
      setCam((c) => showField(c, next, ...dims));
    } else if ((e.key === 'Enter' || e.key === ' ') && cursor && keyed) onField(cursor);
    else if (e.key === 'Escape') onBack();
    else if (e.key === '+' || e.key === '=') camera('zoomIn');
    else if (e.key === '-' || e.key === '−' || e.key === '_') camera('zoomOut');
    else if (e.key === '0') camera('fit');
    else return;
    e.preventDefault();
    e.stopPropagation();
  };
  const told = keyed && cursor ? linesOf(cursor) : [];
  const hovered = hover ? linesOf(hover.field) : [];
  return (
    <div ref={box} className="naval__board" tabIndex={0} role="application" aria-label={label} data-testid="naval-board-focus" onKeyDown={key}
      onFocus={(e) => { if (e.target === e.currentTarget && !cursor) setCursor(home); }}>
      <canvas
        ref={canvas}
        data-testid="naval-board"
        data-cell={g.cell}
        data-left={g.left}
        data-top={g.top}
        data-zoom={cam.zoom}
        data-cursor={keyed ? cursor ?? '' : ''}
        aria-hidden="true"
        style={{ width: size.width, height: size.height }}
        onClick={click}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        onPointerLeave={() => setHover(null)}
      />
      {hover && hovered.length > 0 && (
        <div className="hover-info" data-testid="naval-hover" style={{ left: Math.min(hover.x + 14, Math.max(0, size.width - 270)), top: Math.min(hover.y + 14, Math.max(0, size.height - 110)) }}>
          <Lines lines={hovered} />
        </div>
      )}
      <div className="naval__cursor-info" data-testid="naval-cursor-info" role="status" aria-live="polite" aria-atomic="true" data-shown={told.length ? 'yes' : 'no'}>
        <Lines lines={told} />
      </div>
    </div>
  );
}
