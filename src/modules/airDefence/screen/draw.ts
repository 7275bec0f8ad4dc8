// Module L on the map: the clouds (soft white over their nodes, a cloud drawn on each) and the sun (a gold
// band along its edge, the sun drawn in it) under the tokens; the strategic targets (a factory in a
// bullseye), the AA guns (twin barrels on a mount of the owner's shape, ringed in the owner's colour,
// struck through when destroyed: pieceShapes.ts) and the damaged, flipped bombers (a red "flipped"
// mark) with the tokens; the bombers an own gun may fire at and the nodes a selected bomber may bomb
// ringed in orange. All from the state and the game's options: nothing here decides a rule.
import { type GameState, type PlayerId } from '../../../engine';
import { airDefenceData, gunStanding } from '../rules';
import type { Pick } from '../../../store';
import { besideMovesOf } from '../../../store/derived';
import { cross, fillCells, pointOf, ring, S, text, ZONE_COLOURS } from '../../../ui/map/canvasKit';
import type { MapLayout } from '../../../ui/map/layout';
import { AIR_DEFENCE, isAirDefence } from './choices';
import { drawAaGun, drawCloud, drawSun, drawTargetMark } from '../../../ui/map/modulePieces';

interface Options { guns: { id: string; owner: PlayerId; node: string }[]; targets: string[]; weather: { clouds: string[]; sun: 'north' | 'south' | 'east' | 'west' | null } }
const optionsOf = (state: GameState): Options | null =>
  (state.setup.modules?.find((m) => m.id === AIR_DEFENCE)?.options as Options | undefined) ?? null;

/** Clouds and the sun, under the tokens. */
export function drawWeather(ctx: CanvasRenderingContext2D, layout: MapLayout, state: GameState): void {
  const o = optionsOf(state);
  if (!o) return;
  const clouds = o.weather.clouds.map((c) => c.toUpperCase());
  fillCells(ctx, layout, clouds, 'rgba(245, 248, 255, 0.42)', 'rgba(255, 255, 255, 0.6)');
  // a cloud drawn over each cloudy node: it reads as weather, not as one more zone
  for (const c of clouds) {
    const p = pointOf(layout, c);
    if (Number.isFinite(p.x)) drawCloud(ctx, p.x, p.y);
  }
  if (!o.weather.sun) return;
  const b = layout.bounds;
  const band = S * 0.45;
  const sun = o.weather.sun;
  const rect = sun === 'north' ? [b.x, b.y - band, b.width, band] : sun === 'south' ? [b.x, b.y + b.height, b.width, band]
    : sun === 'west' ? [b.x - band, b.y, band, b.height] : [b.x + b.width, b.y, band, b.height];
  ctx.fillStyle = 'rgba(255, 204, 51, 0.75)';
  ctx.fillRect(rect[0], rect[1], rect[2], rect[3]);
  drawSun(ctx, rect[0] + rect[2] / 2, rect[1] + rect[3] / 2, band * 0.45);
}

/** Targets, AA guns and damaged bombers, with the tokens. */
export function drawDefences(ctx: CanvasRenderingContext2D, layout: MapLayout, state: GameState): void {
  const o = optionsOf(state);
  if (!o) return;
  const data = airDefenceData(state);
  for (const t of o.targets) {
    const p = pointOf(layout, t.toUpperCase());
    const bombed = data.bombed.includes(t.toUpperCase());
    drawTargetMark(ctx, p.x, p.y, bombed ? '#ff7a30' : '#ffe08a');
    // a cue beside the colour: a bombed target is struck through, as a destroyed gun is
    if (bombed) cross(ctx, p.x, p.y, S * 0.3, '#ff7a30', S * 0.05);
  }
  for (const g of o.guns) {
    const p = pointOf(layout, g.node.toUpperCase());
    const x = p.x - S * 0.2, y = p.y + S * 0.2;
    drawAaGun(ctx, x, y, g.owner, ZONE_COLOURS[g.owner], gunStanding(data.guns, g.id));
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
