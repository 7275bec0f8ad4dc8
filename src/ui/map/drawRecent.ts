// What happened, on the map (ui/game/recent.ts): each route taken as a fading trail in its side's
// colour with a dot where it ended, each attack as a line from the attacker to the target, a cross
// where a unit was sunk or a plane shot down, a ring where a task force deployed or a ship arrived.
import type { RecentMarks } from '../game/recent';
import { cross, pointOf, ring, S, ZONE_COLOURS } from './canvasKit';
import type { MapLayout } from './layout';

export function drawRecent(ctx: CanvasRenderingContext2D, layout: MapLayout, m: RecentMarks): void {
  ctx.save();
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const tr of m.trails) {
    ctx.beginPath();
    tr.nodes.forEach((n, k) => {
      const p = pointOf(layout, n);
      if (k === 0) ctx.moveTo(p.x, p.y);
      else ctx.lineTo(p.x, p.y);
    });
    ctx.strokeStyle = ZONE_COLOURS[tr.owner];
    ctx.lineWidth = S * 0.1;
    ctx.setLineDash([S * 0.05, S * 0.14]);
    ctx.stroke();
    ctx.setLineDash([]);
    const start = pointOf(layout, tr.nodes[0]);
    ring(ctx, start.x, start.y, S * 0.14, ZONE_COLOURS[tr.owner], S * 0.06);
  }
  for (const s of m.shots) {
    const a = pointOf(layout, s.from);
    const b = pointOf(layout, s.at);
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
    ctx.strokeStyle = 'rgba(255, 160, 60, 0.95)';
    ctx.lineWidth = S * 0.07;
    ctx.stroke();
    ring(ctx, b.x, b.y, S * 0.42, 'rgba(255, 160, 60, 0.95)', S * 0.07);
  }
  for (const n of m.sunk) {
    const p = pointOf(layout, n);
    cross(ctx, p.x, p.y, S * 0.34, '#ff3b30', S * 0.12);
  }
  for (const n of m.rings) {
    const p = pointOf(layout, n);
    ring(ctx, p.x, p.y, S * 0.55, '#ffd54a', S * 0.06, [S * 0.12, S * 0.08]);
  }
  ctx.restore();
}
