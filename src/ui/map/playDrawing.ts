// What the game layers draw for task forces, aviation, submarines and the choices in progress: the
// pick's option nodes and heading arrows, a deployment's ships as laid out so far, the options of an
// open activation (targets, depth charges, planes to recover, unload nodes), bombers' zones, TF
// markers, bombers and their chains, submerged submarines. From the view (demo mode: the state).
import { bomberZoneNodes, setupZone, type GameState, type PlayerId } from '../../engine';
import type { Direction } from '../../engine/geometry';
import type { DeployDraft, Pick } from '../../store';
import { besideMovesOf } from '../../store/derived';
import { arrow, arrowScale, fillCells, hatch, pointOf, ring, S, text, ZONE_COLOURS } from './canvasKit';
import { drawAirfieldState, drawBomber, drawChain, chainsOf, drawMarker, drawSubmerged } from './drawExtras';
import { drawShip, headingAngle } from './drawTokens';
import { drawReach } from './drawReach';
import type { MapLayout } from './layout';
import type { Shown } from '../game/useDisplayed';
import { headingsAt, optionsAt, optionsOf } from '../game/pick';
import { deployShips } from '../game/deploy';
import { motionHidden } from './motion/motionState';

const zoneMemo = new WeakMap<GameState, Map<PlayerId, string[]>>();
/** A player's setup zone (§7.1), once per state. */
function setupZoneOf(state: GameState, player: PlayerId): string[] {
  let m = zoneMemo.get(state);
  if (!m) zoneMemo.set(state, (m = new Map()));
  if (!m.has(player)) m.set(player, setupZone(state, player));
  return m.get(player)!;
}

export interface PlayInputs { pick: Pick | null; deploy: DeployDraft | null; tfSelected: string | null; bomberSelected: string | null; bomberCard: string | null }

const STEP_COLOURS: Record<string, string> = { attack: '#ff3d3d', bomberAttack: '#ff3d3d', depthCharge: '#ff8c3d', recoverPlane: '#7dffa0', unload: '#ffd54a' };

/** markerId → letter for the markers whose letter the screen may show (own; both in demo mode and replays). */
export function visibleLetters(shown: Shown): Map<string, string> {
  const out = new Map<string, string>();
  const full = shown.demo && shown.state?.taskForces;
  if (full) {
    for (const p of ['blue', 'red'] as PlayerId[]) for (const [l, b] of Object.entries(full.boards[p])) if (b.markerId) out.set(b.markerId, l);
    return out;
  }
  const tf = shown.playerView?.taskForces;
  if (tf) for (const [l, b] of Object.entries(tf.boards)) if (b.markerId) out.set(b.markerId, l);
  return out;
}

export function drawPlayOverlays(ctx: CanvasRenderingContext2D, layout: MapLayout, shown: Shown, o: PlayInputs, scale: number): void {
  const view = shown.view;
  const state = shown.state;
  if (!view || !state) return;
  // every bomber's zone, outlined in its side's colour; the selected bomber's hatched, widened by the card armed on it (§8.2)
  for (const b of view.bombers ?? []) {
    const selected = b.id === o.bomberSelected;
    const zone = bomberZoneNodes(state, b.id, selected ? (o.bomberCard ?? undefined) : undefined);
    if (selected) fillCells(ctx, layout, zone, hatch(ctx, ZONE_COLOURS[b.owner], b.owner === 'blue'), 'rgba(255,255,255,0.5)');
    else fillCells(ctx, layout, zone, 'rgba(0,0,0,0)', ZONE_COLOURS[b.owner]);
  }
  if (!shown.interactive) return;
  // the whole secret setup: the viewer's setup zone, hatched in their colour (not only while placing)
  if (state.phase === 'setup' && shown.viewer) {
    const zone = setupZoneOf(state, shown.viewer);
    fillCells(ctx, layout, zone, hatch(ctx, ZONE_COLOURS[shown.viewer], shown.viewer === 'blue'), 'rgba(255, 213, 74, 0.55)');
  }
  // a pick's options (a TF's move, a placement, a bomber's re-positioning): marked as a ship's stops are
  if (o.pick) drawReach(ctx, layout, new Set(o.pick.options.map((x) => x.node)), scale);
}

export function drawPlayTokens(ctx: CanvasRenderingContext2D, layout: MapLayout, shown: Shown, o: PlayInputs, state: GameState | null): void {
  const view = shown.view;
  if (!view) return;
  // submerged submarines (public markers on the track)
  for (const t of view.track ?? []) {
    if (t.kind !== 'submarine') continue;
    const p = pointOf(layout, t.unit.node);
    drawSubmerged(ctx, p.x, p.y, t.unit.heading, t.unit.class, t.unit.owner, t.round);
  }
  // airfields' pools
  for (const u of Object.values(view.units)) {
    if (u.bombers === undefined) continue;
    const p = pointOf(layout, u.node);
    drawAirfieldState(ctx, p.x, p.y, u.bombers, u.suppressedThrough !== undefined && view.round <= u.suppressedThrough);
  }
  // TF markers: stacks drawn once, with the count (the selected one on top)
  const letters = visibleLetters(shown);
  const byNode = new Map<string, typeof markers>();
  const markers = Object.values(view.taskForces?.markers ?? {});
  const moving = motionHidden();
  for (const m of markers) if (!moving.has(m.id)) byNode.set(`${m.node}|${m.owner}`, [...(byNode.get(`${m.node}|${m.owner}`) ?? []), m]);
  for (const stack of byNode.values()) {
    const top = stack.find((m) => m.id === o.tfSelected) ?? stack[0];
    const p = pointOf(layout, top.node);
    const own = stack.map((m) => letters.get(m.id)).filter(Boolean);
    drawMarker(ctx, p.x, p.y, top, own.length ? own.join('') : null, stack.length);
  }
  // bombers and their chains
  for (const chain of chainsOf(view.bombers ?? [])) drawChain(ctx, chain.map((b) => pointOf(layout, b.node)), chain[0].owner);
  for (const b of view.bombers ?? []) {
    if (moving.has(b.id)) continue;
    const p = pointOf(layout, b.node);
    drawBomber(ctx, p.x + S * 0.18, p.y - S * 0.18, b.heading, b.owner, b.activeRound === view.round);
  }
  // a deployment being laid out: its ships at their chosen places
  if (shown.interactive && o.deploy && state) {
    const ships = deployShips(state, o.deploy.markerId);
    for (const pl of o.deploy.placements) {
      const ship = ships.find((s) => s.id === pl.unitId);
      if (!ship) continue;
      const p = pointOf(layout, pl.node);
      ctx.save();
      ctx.globalAlpha = 0.8;
      drawShip(ctx, p.x, p.y, pl.heading, ship.class, ship.owner, { label: `${ship.tf}·${ship.class}` });
      ctx.restore();
    }
  }
}

export function drawPlayMarks(ctx: CanvasRenderingContext2D, layout: MapLayout, shown: Shown, o: PlayInputs, scale = 1): void {
  const state = shown.state;
  if (!state || !shown.interactive) return;
  // the options of an open activation: targets (also of a deployed group), depth charges, planes, unloading
  if (state.activation && !state.activation.awaitingMove && !o.pick) {
    const steps = besideMovesOf(state).filter((a) => a.type in STEP_COLOURS);
    for (const opt of optionsOf(state, steps)) {
      const p = pointOf(layout, opt.node);
      const colour = STEP_COLOURS[opt.action!.type];
      ring(ctx, p.x, p.y, S * 0.46, colour, S * 0.08);
      for (let k = 0; k < 4; k++) {
        const a = (k * Math.PI) / 2;
        ctx.beginPath();
        ctx.moveTo(p.x + Math.cos(a) * S * 0.36, p.y + Math.sin(a) * S * 0.36);
        ctx.lineTo(p.x + Math.cos(a) * S * 0.58, p.y + Math.sin(a) * S * 0.58);
        ctx.strokeStyle = colour;
        ctx.lineWidth = S * 0.06;
        ctx.stroke();
      }
    }
  }
  const marker = o.tfSelected ? state.taskForces?.markers[o.tfSelected] : null;
  if (marker) {
    const p = pointOf(layout, marker.node);
    ring(ctx, p.x, p.y, S * 0.52, '#ffd54a', S * 0.07);
  }
  const bomber = o.bomberSelected ? state.bombers?.find((b) => b.id === o.bomberSelected) : null;
  if (bomber) {
    const p = pointOf(layout, bomber.node);
    ring(ctx, p.x, p.y, S * 0.52, '#ffd54a', S * 0.07);
  }
  if (!o.pick) return;
  // attack options of a pick (a bomber's targets): red rings
  for (const opt of o.pick.options) {
    if (opt.action?.type !== 'bomberAttack') continue;
    const p = pointOf(layout, opt.node);
    ring(ctx, p.x, p.y, S * 0.46, '#ff3d3d', S * 0.08);
  }
  if (!o.pick.node) return;
  const p = pointOf(layout, o.pick.node);
  const k = arrowScale(scale); // a minimum size on screen at any zoom
  for (const h of headingsAt(o.pick, o.pick.node)) {
    const chosen = h === o.pick.heading;
    arrow(ctx, p.x, p.y, h, S * 0.62 * k, chosen ? '#ffd54a' : 'rgba(255,255,255,0.85)', S * (chosen ? 0.08 : 0.05) * k);
  }
  if (optionsAt(o.pick, o.pick.node).length === 0) return;
  const a = headingAngle((o.pick.heading ?? 0) as Direction);
  text(ctx, '↵', p.x + Math.cos(a) * S * 0.95 * k, p.y + Math.sin(a) * S * 0.95 * k, S * 0.24 * k, '#ffd54a');
}
