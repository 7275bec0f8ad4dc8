// The motion layer: a canvas of its own above the board's (over the stage's layers), drawn frame by frame
// only while something moves (hidden otherwise), so a frame costs the few pieces in motion, not the board.
// It covers only the ground the plan moves over (its nodes, with room for a piece and a burst), not the
// whole map: the browser hands a drawn canvas to the compositor whole each frame, and a stage-sized one
// cost every frame of a glide a copy of the whole map's pixels. It plays the events a new action brings
// (the store's session grew) and, on "Show me", those since the viewer's last turn. The tokens layer leaves the pieces in motion to it (motionState.ts) and takes
// them back when the plan ends — or at once when a click or a key skips it, the game goes back (undo,
// another game, a reload) or the hand-over cover comes up (followActions.ts): the board is then exactly
// the engine's state. Tests and benches read it on the canvas (`data-testid="motion"`): `data-playing`,
// `data-end` (the plan's length, ms).
import type Konva from 'konva';
import { eventsFor, type GameEvent, type PlayerId } from '../../../engine';
import type { UiState } from '../../../store';
import { viewOf } from '../../../store/derived';
import type { MapLayout } from '../layout';
import { pointOf, S } from '../canvasKit';
import { drawFixedRing, drawPlane, drawShipAt, headingAngle, shipScale } from '../drawTokens';
import { drawBomber, drawMarker } from '../drawExtras';
import { drawUnitSymbol } from '../drawMap';
import { motionWanted } from './motionSetting';
import { followActions } from './followActions';
import { motionTiming, setMotionHidden } from './motionState';
import { replayRecent } from './showMe';
import { planOf, poseAt, trackOfPiece, type Piece, type Plan, type Track } from './plan';

const HIT = '#ffb03a';
/** Room around a plan's nodes (map px, times the pieces' growth at a far zoom): a piece, a burst. */
const ROOM = S * 0.9;

export interface Motion {
  /** Whether a plan is playing. */
  playing(): boolean;
  destroy(): void;
}

/** The map px box of everything a plan draws. */
function planBox(layout: MapLayout, plan: Plan, room: number): { x0: number; y0: number; x1: number; y1: number } {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  const add = (node: string) => {
    const p = pointOf(layout, node);
    x0 = Math.min(x0, p.x); y0 = Math.min(y0, p.y); x1 = Math.max(x1, p.x); y1 = Math.max(y1, p.y);
  };
  for (const tr of plan.tracks) {
    if (tr.t === 'glide') for (const pose of tr.route) add(pose.node);
    else if (tr.t === 'fire') { add(tr.from); add(tr.at); }
    else { add(tr.pose.node); if (tr.t === 'flip' && tr.from) add(tr.from.node); }
  }
  return { x0: x0 - room, y0: y0 - room, x1: x1 + room, y1: y1 + room };
}

export function createMotion(stage: Konva.Stage, layout: MapLayout, playLayer: Konva.Layer): Motion {
  const canvas = document.createElement('canvas');
  canvas.dataset.testid = 'motion';
  canvas.style.cssText = 'position: absolute; left: 0; top: 0; pointer-events: none; display: none;';
  stage.content.appendChild(canvas); // after the layers' canvases: above them
  const ctx = canvas.getContext('2d')!;
  let plan: Plan | null = null;
  let box = { x0: 0, y0: 0, x1: 0, y1: 0 };
  let started = 0;
  let frame = 0;

  /** End the plan: the tokens layer draws every piece again, from the engine's state. */
  const stop = (): void => {
    if (!plan) return;
    plan = null;
    cancelAnimationFrame(frame);
    setMotionHidden(null);
    canvas.dataset.playing = '';
    canvas.style.display = 'none';
    playLayer.draw(); // now, not at the next frame: else one frame showed the pieces nowhere
  };

  /** Time into the plan (ms of its own clock). */
  const elapsed = (): number => (performance.now() - started) / motionTiming.slow;

  /** One frame: the canvas over the plan's box where the stage shows it now (a pan or a zoom meanwhile), the pieces drawn. */
  const draw = (): void => {
    const scale = stage.scaleX();
    const ratio = window.devicePixelRatio || 1;
    const left = Math.floor(stage.x() + box.x0 * scale), top = Math.floor(stage.y() + box.y0 * scale);
    const width = Math.ceil(stage.x() + box.x1 * scale) - left, height = Math.ceil(stage.y() + box.y1 * scale) - top;
    const pixelsWide = Math.ceil(width * ratio), pixelsHigh = Math.ceil(height * ratio);
    if (canvas.width !== pixelsWide || canvas.height !== pixelsHigh) {
      canvas.width = pixelsWide;
      canvas.height = pixelsHigh;
      canvas.style.width = `${width}px`;
      canvas.style.height = `${height}px`;
    }
    canvas.style.transform = `translate(${left}px, ${top}px)`;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.setTransform(ratio * scale, 0, 0, ratio * scale, ratio * (stage.x() - left), ratio * (stage.y() - top));
    if (plan) drawPlan(ctx, layout, plan, elapsed(), scale);
  };

  const tick = (): void => {
    if (!plan) return;
    if (elapsed() >= plan.end) {
      stop();
      return;
    }
    draw();
    frame = requestAnimationFrame(tick);
  };

  const play = (events: readonly GameEvent[], s: UiState, viewer: PlayerId): boolean => {
    stop();
    if (!motionWanted() || !s.session || !events.length) return false;
    const view = viewOf(s.session.state, viewer);
    const letters = new Map<string, string>();
    for (const [l, b] of Object.entries(view.taskForces?.boards ?? {})) if (b.markerId) letters.set(b.markerId, l);
    const next = planOf(eventsFor(events, viewer), {
      unit: (id) => view.units[id] ?? null,
      letter: (id) => letters.get(id) ?? null,
    });
    if (!next.tracks.length) return false;
    plan = next;
    box = planBox(layout, next, ROOM * shipScale(stage.scaleX()));
    started = performance.now();
    setMotionHidden(next.hidden);
    canvas.dataset.playing = 'yes';
    canvas.dataset.end = String(next.end);
    canvas.style.display = 'block';
    playLayer.batchDraw();
    frame = requestAnimationFrame(tick);
    return true;
  };

  const unfollow = followActions({ play: (events, s, viewer) => void play(events, s, viewer), stop });

  const unreplay = replayRecent(({ events, s, viewer }) => play(events, s, viewer));

  return {
    playing: () => plan !== null,
    destroy() {
      stop();
      unfollow();
      unreplay();
      canvas.remove();
    },
  };
}

const ease = (f: number): number => (f < 0.5 ? 2 * f * f : 1 - (-2 * f + 2) ** 2 / 2);
const clamp01 = (f: number): number => Math.min(1, Math.max(0, f));

/** Turn from a to b the short way, f of the way. */
function turn(a: number, b: number, f: number): number {
  let d = b - a;
  while (d > Math.PI) d -= 2 * Math.PI;
  while (d < -Math.PI) d += 2 * Math.PI;
  return a + d * f;
}

function drawPiece(ctx: CanvasRenderingContext2D, layout: MapLayout, piece: Piece, x: number, y: number, angle: number, node: string, size: number): void {
  switch (piece.kind) {
    case 'ship':
      drawShipAt(ctx, x, y, angle, piece.cls, piece.owner, { size });
      break;
    case 'fixed':
      drawUnitSymbol(ctx, layout, node, piece.cls, piece.owner);
      drawFixedRing(ctx, x, y, piece.owner, false);
      break;
    case 'marker':
      drawMarker(ctx, x, y, { id: '', owner: piece.owner, node, activated: false }, piece.letter, 1);
      break;
    case 'bomber':
      drawBomber(ctx, x + S * 0.18, y - S * 0.18, (-angle * 3) / Math.PI, piece.owner, false); // a heading in sixths of a turn: the angle itself
      break;
    case 'plane':
      drawPlane(ctx, x, y, piece.owner);
      break;
  }
}

/** Everything in motion at time t (ms from the plan's start). */
export function drawPlan(ctx: CanvasRenderingContext2D, layout: MapLayout, plan: Plan, t: number, scale: number): void {
  const size = shipScale(scale);
  for (const tr of trackOfPiece(plan.tracks, t).values()) drawTrack(ctx, layout, tr, t, size);
  for (const tr of plan.tracks) if (tr.t === 'fire' && t >= tr.start && t <= tr.start + tr.dur) drawFire(ctx, layout, tr, (t - tr.start) / tr.dur);
}

function drawTrack(ctx: CanvasRenderingContext2D, layout: MapLayout, tr: Track, t: number, size: number): void {
  const f = clamp01((t - tr.start) / tr.dur);
  if (tr.t === 'glide') {
    const { from, to, f: g } = poseAt(tr.route, ease(f));
    const a = pointOf(layout, from.node), b = pointOf(layout, to.node);
    const angle = turn(headingAngle(from.heading ?? 0), headingAngle(to.heading ?? 0), g);
    drawPiece(ctx, layout, tr.piece, a.x + (b.x - a.x) * g, a.y + (b.y - a.y) * g, angle, g < 0.5 ? from.node : to.node, size);
  } else if (tr.t === 'sink') {
    if (f >= 1) return;
    const p = pointOf(layout, tr.pose.node);
    ctx.save();
    ctx.globalAlpha = 1 - f;
    ctx.translate(p.x, p.y);
    ctx.scale(1 - f * 0.3, 1 - f * 0.3);
    drawPiece(ctx, layout, tr.piece, 0, 0, headingAngle(tr.pose.heading ?? 0), tr.pose.node, size);
    ctx.restore();
  } else if (tr.t === 'flip') {
    // the marker turns over (its width to nothing), then the ship turns up in its place
    const p = pointOf(layout, tr.pose.node);
    if (f < 0.5 && tr.from) {
      const m = pointOf(layout, tr.from.node);
      ctx.save();
      ctx.translate(m.x, m.y);
      ctx.scale(Math.max(0.02, 1 - 2 * f), 1);
      drawMarker(ctx, 0, 0, { id: '', owner: tr.from.owner, node: tr.from.node, activated: false }, null, 1);
      ctx.restore();
    } else if (f >= 0.5 || !tr.from) {
      const k = tr.from ? 2 * f - 1 : f;
      ctx.save();
      ctx.translate(p.x, p.y);
      ctx.scale(Math.max(0.02, k), 1);
      drawPiece(ctx, layout, tr.piece, 0, 0, headingAngle(tr.pose.heading ?? 0), tr.pose.node, size);
      ctx.restore();
    }
  }
}

/** A line of fire: a tracer from the attacker to the target, then a burst on the hit. */
function drawFire(ctx: CanvasRenderingContext2D, layout: MapLayout, tr: Extract<Track, { t: 'fire' }>, f: number): void {
  const a = pointOf(layout, tr.from), b = pointOf(layout, tr.at);
  const reach = Math.min(1, f / 0.6);
  ctx.save();
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(a.x, a.y);
  ctx.lineTo(a.x + (b.x - a.x) * reach, a.y + (b.y - a.y) * reach);
  ctx.strokeStyle = HIT;
  ctx.globalAlpha = 1 - Math.max(0, f - 0.6) / 0.4;
  ctx.lineWidth = S * 0.08;
  ctx.stroke();
  if (f >= 0.6) {
    const burst = (f - 0.6) / 0.4;
    ctx.beginPath();
    for (let k = 0; k < 8; k++) {
      const ang = (k * Math.PI) / 4;
      const r0 = S * 0.12, r1 = S * (0.2 + 0.3 * burst);
      ctx.moveTo(b.x + Math.cos(ang) * r0, b.y + Math.sin(ang) * r0);
      ctx.lineTo(b.x + Math.cos(ang) * r1, b.y + Math.sin(ang) * r1);
    }
    ctx.lineWidth = S * 0.07;
    ctx.stroke();
  }
  ctx.restore();
}
