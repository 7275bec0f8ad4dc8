// Drawing the Naval Battle board on a 2D canvas: fields (sea, land, ports tinted by side, neutral
// waters hatched), the coast of each port with its entrances open, then batteries, mines, planes
// and ships: counters in the side's colour, a known class with its silhouette printed on it (the map's
// table, bow toward the enemy's port), its initials and strength; an enemy ship whose class is hidden
// is a plain "?" counter. Only what the picture holds is drawn: under the hand-over cover it holds no pieces.
// While an action plays (navalMotion.ts) its pieces are drawn on their way, as they looked before it,
// its shots over them.
import type { PlayerId } from '../../../engine';
import type { NavalBattery, NavalGeography, NavalPiece, NavalPlane } from '../rules/index';
import { OWNER_COLOURS, TERRAIN_COLOURS, MAP_COLOURS } from '../../../ui/map/palette';
import { fieldCentre, type BoardGeometry } from './boardGeometry';
import { drawPlane as drawMapPlane, drawShipAt } from '../../../ui/map/drawTokens';
import { SPACING as S } from '../../../ui/map/layout';
import { FIRE_REACH, firesAt, tracksAt, type NavalFire, type NavalPlan, type NavalTrack } from './navalMotion';

export interface BoardPicture {
  geo: NavalGeography;
  pieces: readonly NavalPiece[];
  batteries: readonly NavalBattery[];
  planes: readonly NavalPlane[];
  /** A class's short label and strength (null: hidden). */
  label(cls: string | null): { short: string; strength: number } | null;
  selected: string | null;
  /** Fields a click acts on now (moves, mines) and pieces a click attacks. */
  reach: readonly string[];
  targets: readonly string[];
  /** The fields a ship may be put on during the arrangement. */
  arranging: readonly string[];
  /** The ship acting this turn. */
  acting: string | null;
  viewer: PlayerId | null;
  /** The field chosen during the setup (to swap from). */
  chosen: string | null;
  /** The keyboard cursor's field and the field under the mouse. */
  cursor: string | null;
  hover: string | null;
}

const PORT_TINT: Record<PlayerId, string> = { blue: 'rgba(59, 125, 255, 0.28)', red: 'rgba(224, 68, 60, 0.28)' };

function drawFields(ctx: CanvasRenderingContext2D, g: BoardGeometry, p: BoardPicture): void {
  const { geo } = p;
  for (let i = 0; i < geo.n; i++) {
    const col = i % geo.shape.width;
    const row = Math.floor(i / geo.shape.width);
    const x = g.left + col * g.cell;
    const y = g.top + row * g.cell;
    ctx.fillStyle = geo.water[i] ? TERRAIN_COLOURS.sea : TERRAIN_COLOURS.land;
    ctx.fillRect(x, y, g.cell, g.cell);
    if (geo.port[i]) {
      ctx.fillStyle = PORT_TINT[geo.port[i] === 1 ? 'blue' : 'red'];
      ctx.fillRect(x, y, g.cell, g.cell);
    }
    if (geo.neutral[i]) {
      ctx.save();
      ctx.beginPath();
      ctx.rect(x, y, g.cell, g.cell);
      ctx.clip();
      ctx.strokeStyle = 'rgba(255, 236, 160, 0.45)';
      ctx.lineWidth = 1.5;
      for (let k = -g.cell; k < g.cell; k += g.cell / 4) {
        ctx.beginPath();
        ctx.moveTo(x + k, y + g.cell);
        ctx.lineTo(x + k + g.cell, y);
        ctx.stroke();
      }
      ctx.restore();
    }
    ctx.strokeStyle = MAP_COLOURS.waterLine;
    ctx.lineWidth = 1;
    ctx.strokeRect(x + 0.5, y + 0.5, g.cell - 1, g.cell - 1);
  }
}

/** The coast of each port: a thick line between a port field and a sea field, open at the entrances. */
function drawCoasts(ctx: CanvasRenderingContext2D, g: BoardGeometry, p: BoardPicture): void {
  const { geo } = p;
  const w = geo.shape.width;
  const open = new Set(geo.entrances.map((e) => `${Math.min(e.inside, e.outside)}-${Math.max(e.inside, e.outside)}`));
  ctx.strokeStyle = TERRAIN_COLOURS.land;
  ctx.lineWidth = Math.max(3, g.cell / 8);
  for (let i = 0; i < geo.n; i++) {
    if (!geo.port[i]) continue;
    const col = i % w;
    const row = Math.floor(i / w);
    const sides: [number, number, number, number, number][] = [
      [col + 1 < w ? i + 1 : -1, col + 1, row, col + 1, row + 1],
      [col > 0 ? i - 1 : -1, col, row, col, row + 1],
      [row + 1 < geo.shape.height ? i + w : -1, col, row + 1, col + 1, row + 1],
      [row > 0 ? i - w : -1, col, row, col + 1, row],
    ];
    for (const [j, x1, y1, x2, y2] of sides) {
      if (j < 0 || geo.port[j] === geo.port[i] || open.has(`${Math.min(i, j)}-${Math.max(i, j)}`)) continue;
      ctx.beginPath();
      ctx.moveTo(g.left + x1 * g.cell, g.top + y1 * g.cell);
      ctx.lineTo(g.left + x2 * g.cell, g.top + y2 * g.cell);
      ctx.stroke();
    }
  }
}

function drawLabels(ctx: CanvasRenderingContext2D, g: BoardGeometry, p: BoardPicture): void {
  ctx.fillStyle = MAP_COLOURS.edgeLabel;
  ctx.font = `${Math.round(g.cell * 0.32)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let col = 0; col < p.geo.shape.width; col++) {
    const c = fieldCentre(g, p.geo.names[col]);
    ctx.fillText(p.geo.names[col].replace(/\d+$/, ''), c.x, g.top - g.cell * 0.3);
  }
  for (let row = 0; row < p.geo.shape.height; row++) ctx.fillText(String(row + 1), g.left - g.cell * 0.3, g.top + (row + 0.5) * g.cell);
}

function drawBattery(ctx: CanvasRenderingContext2D, g: BoardGeometry, b: NavalBattery): void {
  const c = fieldCentre(g, b.node);
  const r = g.cell * 0.32;
  ctx.fillStyle = OWNER_COLOURS[b.owner];
  ctx.strokeStyle = MAP_COLOURS.symbolOutline;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(c.x, c.y - r);
  ctx.lineTo(c.x + r, c.y + r * 0.8);
  ctx.lineTo(c.x - r, c.y + r * 0.8);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
}

function drawMine(ctx: CanvasRenderingContext2D, g: BoardGeometry, m: NavalPiece, c = fieldCentre(g, m.node!)): void {
  const r = g.cell * 0.2;
  ctx.strokeStyle = OWNER_COLOURS[m.owner];
  ctx.lineWidth = 2;
  for (let k = 0; k < 4; k++) {
    const a = (k * Math.PI) / 4;
    ctx.beginPath();
    ctx.moveTo(c.x - Math.cos(a) * r * 1.6, c.y - Math.sin(a) * r * 1.6);
    ctx.lineTo(c.x + Math.cos(a) * r * 1.6, c.y + Math.sin(a) * r * 1.6);
    ctx.stroke();
  }
  ctx.fillStyle = '#111';
  ctx.beginPath();
  ctx.arc(c.x, c.y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
}

function drawPlane(ctx: CanvasRenderingContext2D, g: BoardGeometry, plane: NavalPlane): void {
  const c = fieldCentre(g, plane.node);
  const k = (g.cell * 1.6) / S;
  ctx.save();
  ctx.translate(c.x, c.y);
  ctx.scale(k, k);
  drawMapPlane(ctx, -S * 0.22, S * 0.22, plane.owner, bowAngle(plane.owner));
  ctx.restore();
}

const bows = new WeakMap<NavalGeography, Record<PlayerId, number>>();
/** Where each side's bows point: from its own port toward the enemy's (the board has no headings). */
let bowOf: Record<PlayerId, number> = { blue: -Math.PI / 2, red: Math.PI / 2 };
function aimBows(geo: NavalGeography): void {
  let known = bows.get(geo);
  if (!known) {
    const mean = (side: number) => {
      let col = 0, row = 0, n = 0;
      geo.port.forEach((v, i) => { if (v === side) { col += i % geo.shape.width; row += Math.floor(i / geo.shape.width); n++; } });
      return n ? { col: col / n, row: row / n } : { col: 0, row: 0 };
    };
    const b = mean(1), r = mean(2);
    const toRed = Math.atan2(r.row - b.row, r.col - b.col);
    // along the board's longer way between the ports: straight up, down, left or right
    const snapped = Math.round(toRed / (Math.PI / 2)) * (Math.PI / 2);
    known = { blue: snapped, red: snapped + Math.PI };
    bows.set(geo, known);
  }
  bowOf = known;
}
const bowAngle = (owner: PlayerId): number => bowOf[owner];

/**
 * A ship: a counter in its side's colour, as on a table — a known class with its silhouette printed on
 * it (the map's table, bow toward the enemy's port), its initials and strength in the lower corners; a
 * hidden one with a "?". Framed in yellow when selected, thicker while it acts.
 */
function drawShip(ctx: CanvasRenderingContext2D, g: BoardGeometry, p: BoardPicture, s: NavalPiece, c = fieldCentre(g, s.node!)): void {
  const r = g.cell * 0.42;
  const label = p.label(s.class);
  ctx.fillStyle = OWNER_COLOURS[s.owner];
  ctx.strokeStyle = s.id === p.selected ? MAP_COLOURS.hoverStroke : MAP_COLOURS.symbolOutline;
  ctx.lineWidth = s.id === p.selected || s.id === p.acting ? 3 : 1.5;
  ctx.beginPath();
  ctx.roundRect(c.x - r, c.y - r, r * 2, r * 2, r * 0.3);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = '#fff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  if (!label || !s.class) {
    ctx.font = `bold ${Math.round(g.cell * 0.4)}px system-ui, sans-serif`;
    ctx.fillText('?', c.x, c.y);
    return;
  }
  const k = (g.cell * 0.78) / S;
  ctx.save();
  ctx.translate(c.x, c.y - r * 0.12);
  ctx.scale(k, k);
  drawShipAt(ctx, 0, 0, bowAngle(s.owner), s.class, s.owner, { printed: true });
  ctx.restore();
  ctx.font = `bold ${Math.max(8, Math.round(g.cell * 0.19))}px system-ui, sans-serif`;
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = '#0b121a';
  ctx.lineJoin = 'round';
  const words = (t: string, x: number, y: number) => { ctx.strokeText(t, x, y); ctx.fillText(t, x, y); };
  words(label.short, c.x - r * 0.58, c.y + r * 0.72);
  words(String(label.strength), c.x + r * 0.62, c.y + r * 0.72);
  if (s.owner === p.viewer && s.revealed) {
    ctx.fillStyle = MAP_COLOURS.delivery; // the enemy knows this one
    ctx.beginPath();
    ctx.arc(c.x + r * 0.75, c.y - r * 0.72, g.cell * 0.07, 0, Math.PI * 2);
    ctx.fill();
  }
}

function drawMarks(ctx: CanvasRenderingContext2D, g: BoardGeometry, p: BoardPicture): void {
  for (const f of p.arranging) {
    const c = fieldCentre(g, f);
    ctx.strokeStyle = 'rgba(255, 213, 74, 0.35)';
    ctx.lineWidth = 1;
    ctx.strokeRect(c.x - g.cell / 2 + 2, c.y - g.cell / 2 + 2, g.cell - 4, g.cell - 4);
  }
  ctx.fillStyle = MAP_COLOURS.hoverFill;
  for (const f of p.reach) {
    const c = fieldCentre(g, f);
    ctx.fillRect(c.x - g.cell / 2 + 1, c.y - g.cell / 2 + 1, g.cell - 2, g.cell - 2);
  }
}

function drawTargets(ctx: CanvasRenderingContext2D, g: BoardGeometry, p: BoardPicture): void {
  ctx.strokeStyle = '#ffd54a';
  ctx.lineWidth = 3;
  for (const f of p.targets) {
    const c = fieldCentre(g, f);
    ctx.beginPath();
    ctx.arc(c.x, c.y, g.cell * 0.47, 0, Math.PI * 2);
    ctx.stroke();
  }
}

/** A field's frame: the chosen field dashed, the mouse's thin, the keyboard cursor's thick and doubled (dark under bright) so it shows on every colour. */
function drawFrames(ctx: CanvasRenderingContext2D, g: BoardGeometry, p: BoardPicture): void {
  const frame = (f: string, colour: string, width: number, inset: number) => {
    const c = fieldCentre(g, f);
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.strokeRect(c.x - g.cell / 2 + inset, c.y - g.cell / 2 + inset, g.cell - 2 * inset, g.cell - 2 * inset);
  };
  if (p.chosen) {
    ctx.setLineDash([g.cell / 6, g.cell / 10]);
    frame(p.chosen, '#ffffff', 3, 2);
    ctx.setLineDash([]);
  }
  if (p.hover && p.hover !== p.cursor) frame(p.hover, MAP_COLOURS.hoverStroke, 2, 1);
  if (p.cursor) {
    frame(p.cursor, '#0b121a', 7, 0);
    frame(p.cursor, '#ffd54a', 4, 0);
  }
}

const ease = (f: number): number => (f < 0.5 ? 2 * f * f : 1 - (-2 * f + 2) ** 2 / 2);

/** A piece in motion where it stands at time t of the plan (canvas px, relative to the board's box), or null once faded. */
export function poseOf(g: BoardGeometry, tr: NavalTrack, t: number): { x: number; y: number; alpha: number } | null {
  const f = Math.min(1, Math.max(0, (t - tr.start) / tr.dur));
  if (tr.t === 'fade') return f >= 1 ? null : { ...fieldCentre(g, tr.node), alpha: 1 - f };
  const u = ease(f) * (tr.route.length - 1);
  const i = Math.min(tr.route.length - 2, Math.floor(u));
  const a = fieldCentre(g, tr.route[i]), b = fieldCentre(g, tr.route[i + 1]);
  return { x: a.x + (b.x - a.x) * (u - i), y: a.y + (b.y - a.y) * (u - i), alpha: 1 };
}

/** The colours of a shot: the tracer and the hit's burst; a miss's splash. */
export const FIRE_COLOUR = '#ffb03a';
const SPLASH = '#e8f4ff';

/**
 * A shot f of the way (0..1): a tracer from the shooter's field reaching the target's by FIRE_REACH,
 * then a burst there (a hit: the target goes) or a splash ring (a miss: it stays). No shooter seen:
 * only the hit or miss, for the whole shot. Returns the tracer's ends (canvas px) for the tests.
 */
function drawFire(ctx: CanvasRenderingContext2D, g: BoardGeometry, fire: NavalFire, f: number): [number, number, number, number] | null {
  const b = fieldCentre(g, fire.at);
  const a = fire.from ? fieldCentre(g, fire.from) : null;
  let line: [number, number, number, number] | null = null;
  ctx.save();
  ctx.lineCap = 'round';
  if (a) {
    const reach = Math.min(1, f / FIRE_REACH);
    line = [a.x, a.y, a.x + (b.x - a.x) * reach, a.y + (b.y - a.y) * reach];
    ctx.beginPath();
    ctx.moveTo(line[0], line[1]);
    ctx.lineTo(line[2], line[3]);
    ctx.strokeStyle = FIRE_COLOUR;
    ctx.globalAlpha = 1 - Math.max(0, f - FIRE_REACH) / (1 - FIRE_REACH);
    ctx.lineWidth = Math.max(3, g.cell * 0.08);
    ctx.stroke();
  }
  const from = a ? FIRE_REACH : 0;
  if (f >= from) {
    const k = (f - from) / (1 - from);
    ctx.globalAlpha = 1 - k * 0.5;
    ctx.lineWidth = Math.max(2.5, g.cell * 0.07);
    ctx.beginPath();
    if (fire.hit) {
      ctx.strokeStyle = FIRE_COLOUR;
      for (let n = 0; n < 8; n++) {
        const ang = (n * Math.PI) / 4;
        const r0 = g.cell * 0.12, r1 = g.cell * (0.2 + 0.25 * k);
        ctx.moveTo(b.x + Math.cos(ang) * r0, b.y + Math.sin(ang) * r0);
        ctx.lineTo(b.x + Math.cos(ang) * r1, b.y + Math.sin(ang) * r1);
      }
    } else {
      ctx.strokeStyle = SPLASH;
      ctx.arc(b.x, b.y, g.cell * (0.18 + 0.27 * k), 0, Math.PI * 2);
    }
    ctx.stroke();
  }
  ctx.restore();
  return line;
}

/** What a frame of motion drew, for the tests: where each piece in motion stands (board px) and the class it shows (null: a "?"), the shots in the air. */
export interface MotionDrawn {
  pieces: Record<string, [number, number, string | null]>;
  fires: { from: string | null; at: string; hit: boolean; f: number; line: [number, number, number, number] | null }[];
}

/** The pieces in motion at time t (ms into the plan), drawn as the board draws them, and the shots over them. */
function drawMotion(ctx: CanvasRenderingContext2D, g: BoardGeometry, p: BoardPicture, plan: NavalPlan, t: number): MotionDrawn {
  const drawn: MotionDrawn = { pieces: {}, fires: [] };
  for (const tr of tracksAt(plan, t)) {
    const pose = poseOf(g, tr, t);
    if (!pose) continue;
    const piece = tr.piece;
    ctx.save();
    ctx.globalAlpha = pose.alpha;
    if (piece.kind === 'battery') drawBattery(ctx, g, piece);
    else if (piece.kind === 'plane') drawPlane(ctx, g, piece);
    else if (piece.kind === 'mine') drawMine(ctx, g, piece, pose);
    else drawShip(ctx, g, p, piece, pose);
    ctx.restore();
    drawn.pieces[piece.id] = [Math.round(pose.x), Math.round(pose.y), piece.kind === 'battery' || piece.kind === 'plane' ? piece.kind : piece.class];
  }
  for (const { fire, f } of firesAt(plan, t)) {
    const line = drawFire(ctx, g, fire, f);
    drawn.fires.push({ from: fire.from, at: fire.at, hit: fire.hit, f: Math.round(f * 100) / 100, line: line && (line.map(Math.round) as typeof line) });
  }
  return drawn;
}

/** The board; with a motion (a plan and the time into it), its pieces in motion drawn on their way instead of at rest, and its shots. */
export function drawBoard(ctx: CanvasRenderingContext2D, g: BoardGeometry, p: BoardPicture, width: number, height: number,
  motion?: { plan: NavalPlan; t: number }): MotionDrawn | null {
  ctx.fillStyle = MAP_COLOURS.background;
  ctx.fillRect(0, 0, width, height);
  aimBows(p.geo);
  drawFields(ctx, g, p);
  drawCoasts(ctx, g, p);
  drawLabels(ctx, g, p);
  drawMarks(ctx, g, p);
  for (const b of p.batteries) drawBattery(ctx, g, b);
  const come = (id: string) => !motion || (motion.plan.arrives.get(id) ?? -1) <= motion.t;
  const still = (x: NavalPiece) => !!x.node && !motion?.plan.hidden.has(x.id) && come(x.id);
  for (const m of p.pieces) if (m.kind === 'mine' && still(m)) drawMine(ctx, g, m);
  for (const s of p.pieces) if (s.kind !== 'mine' && still(s)) drawShip(ctx, g, p, s); // a hidden token: a "?" like a ship whose class is unknown
  for (const plane of p.planes) if (come(plane.id)) drawPlane(ctx, g, plane);
  const drawn = motion ? drawMotion(ctx, g, p, motion.plan, motion.t) : null;
  drawTargets(ctx, g, p);
  drawFrames(ctx, g, p);
  return drawn;
}
