// Module L on the map: the clouds (soft white over their nodes) and the sun (a gold band along its
// edge) under the tokens; the strategic targets (a bullseye), the AA guns (a gun in a ring of the
// owner's colour, struck through when destroyed) and the damaged, flipped bombers (a red "flipped"
// mark) with the tokens; the bombers an own gun may fire at and the nodes a selected bomber may bomb
// ringed in orange. All from the state and the game's options: nothing here decides a rule.
import { type GameState, type PlayerId } from '../../../engine';
import { airDefenceData, gunStanding } from '../rules';
import type { Pick } from '../../../store';
import { besideMovesOf } from '../../../store/derived';
import { cross, fillCells, pointOf, ring, S, text, ZONE_COLOURS } from '../../../ui/map/canvasKit';
import type { MapLayout } from '../../../ui/map/layout';
import { AIR_DEFENCE, isAirDefence } from './choices';

interface Options { guns: { id: string; owner: PlayerId; node: string }[]; targets: string[]; weather: { clouds: string[]; sun: 'north' | 'south' | 'east' | 'west' | null } }
const optionsOf = (state: GameState): Options | null =>
  (state.setup.modules?.find((m) => m.id === AIR_DEFENCE)?.options as Options | undefined) ?? null;

/** Clouds and the sun, under the tokens. */
export function drawWeather(ctx: CanvasRenderingContext2D, layout: MapLayout, state: GameState): void {
  const o = optionsOf(state);
  if (!o) return;
  fillCells(ctx, layout, o.weather.clouds.map((c) => c.toUpperCase()), 'rgba(245, 248, 255, 0.42)', 'rgba(255, 255, 255, 0.6)');
  if (!o.weather.sun) return;
  const b = layout.bounds;
  const band = S * 0.45;
  const sun = o.weather.sun;
  const rect = sun === 'north' ? [b.x, b.y - band, b.width, band] : sun === 'south' ? [b.x, b.y + b.height, b.width, band]
    : sun === 'west' ? [b.x - band, b.y, band, b.height] : [b.x + b.width, b.y, band, b.height];
  ctx.fillStyle = 'rgba(255, 204, 51, 0.75)';
  ctx.fillRect(rect[0], rect[1], rect[2], rect[3]);
  text(ctx, '☀', rect[0] + rect[2] / 2, rect[1] + rect[3] / 2, S * 0.4, '#7a4b00');
}

/** Targets, AA guns and damaged bombers, with the tokens. */
export function drawDefences(ctx: CanvasRenderingContext2D, layout: MapLayout, state: GameState): void {
  const o = optionsOf(state);
  if (!o) return;
  const data = airDefenceData(state);
  for (const t of o.targets) {
    const p = pointOf(layout, t.toUpperCase());
    const bombed = data.bombed.includes(t.toUpperCase());
    ring(ctx, p.x, p.y, S * 0.34, bombed ? '#ff7a30' : '#ffe08a', S * 0.05);
    ring(ctx, p.x, p.y, S * 0.18, bombed ? '#ff7a30' : '#ffe08a', S * 0.05);
    // a cue beside the colour: a bombed target is struck through, as a destroyed gun is
    if (bombed) cross(ctx, p.x, p.y, S * 0.3, '#ff7a30', S * 0.05);
  }
  for (const g of o.guns) {
    const p = pointOf(layout, g.node.toUpperCase());
    const x = p.x - S * 0.2, y = p.y + S * 0.2;
    const standing = gunStanding(data.guns, g.id);
    ctx.beginPath();
    ctx.arc(x, y, S * 0.17, 0, Math.PI * 2);
    ctx.fillStyle = standing ? '#22262e' : 'rgba(34, 38, 46, 0.45)';
    ctx.fill();
    ring(ctx, x, y, S * 0.17, ZONE_COLOURS[g.owner], S * 0.04);
    // the barrel, pointing up
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + S * 0.08, y - S * 0.14);
    ctx.strokeStyle = '#f2f2f2';
    ctx.lineWidth = S * 0.04;
    ctx.stroke();
    if (!standing) {
      ctx.beginPath();
      ctx.moveTo(x - S * 0.17, y - S * 0.17);
      ctx.lineTo(x + S * 0.17, y + S * 0.17);
      ctx.strokeStyle = '#ff3d3d';
      ctx.lineWidth = S * 0.05;
      ctx.stroke();
    }
  }
  for (const id of data.guns.damaged) {
    const b = state.bombers?.find((x) => x.id === id);
    if (!b) continue;
    const p = pointOf(layout, b.node);
    text(ctx, '⟲', p.x + S * 0.42, p.y - S * 0.36, S * 0.26, '#ff5a4a');
  }
}

/** The bombers an own gun may fire at (no pick open), the options of a module L pick: orange rings. */
export function drawAirDefenceChoices(ctx: CanvasRenderingContext2D, layout: MapLayout, state: GameState, pick: Pick | null): void {
  if (!optionsOf(state)) return;
  const nodes = pick
    ? pick.options.filter((x) => x.action && (isAirDefence(x.action, 'fireGun') || isAirDefence(x.action, 'dropBombs'))).map((x) => x.node)
    : [];
  if (!pick && !state.activation && !state.pending) {
    for (const a of besideMovesOf(state)) {
      if (!isAirDefence(a, 'fireGun')) continue;
      const b = state.bombers?.find((x) => x.id === (a.params as { bomber?: unknown }).bomber);
      if (b) nodes.push(b.node);
    }
  }
  for (const n of new Set(nodes)) {
    const p = pointOf(layout, n);
    ring(ctx, p.x, p.y, S * 0.5, '#ff9a2e', S * 0.08, [S * 0.12, S * 0.07]);
  }
}
