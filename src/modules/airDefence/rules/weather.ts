// L-CLOUD, L-SUN: clouds and the sun as map features (MODULES.md §L after seed 003 §5.0.1–5.0.2).
// Clouds are high: an air attack from or into a cloud node loses 1 distance on every ray, for bombers
// only; an air attack toward the sun edge loses 1. AA fire at a plane in a cloud or against the sun
// misses without a roll (seed 6.2.5).
import { z } from 'zod';
import type { NodeName } from '../../../engine/author';

export const EDGES = ['north', 'south', 'east', 'west'] as const;
export type Edge = (typeof EDGES)[number];

export const weatherSchema = z.object({
  /** Nodes under a cloud (high). */
  clouds: z.array(z.string().min(1).max(12)).max(400).default([]),
  /** The edge the sun stands at, or null (no sun). */
  sun: z.enum(EDGES).nullable().default(null),
}).strict();
export type Weather = z.infer<typeof weatherSchema>;

/** What a ray is shortened by: who shoots, from where, into where, toward which edges. */
export interface RaySituation {
  /** The attacker is a bomber (clouds only touch bombers: they are high). */
  bomber: boolean;
  from: NodeName;
  to: NodeName;
  /** The map edges the attack points toward (from `from` to `to`). */
  toward: readonly Edge[];
}

export const inCloud = (w: Weather, node: NodeName): boolean => w.clouds.some((c) => c.toUpperCase() === node.toUpperCase());

/** L-CLOUD: −1 when a bomber attacks from or into a cloud node (once, not per cloud). */
export function cloudShortening(w: Weather, r: RaySituation): number {
  return r.bomber && (inCloud(w, r.from) || inCloud(w, r.to)) ? 1 : 0;
}

/** L-SUN: −1 when an air attack points toward the sun edge. */
export function sunShortening(w: Weather, r: RaySituation): number {
  return w.sun !== null && r.toward.includes(w.sun) ? 1 : 0;
}

/** L-CLOUD, L-SUN: a ray's length after the weather (never below 0); the two add up. */
export function rayLength(w: Weather, r: RaySituation, length: number): number {
  return Math.max(0, length - cloudShortening(w, r) - sunShortening(w, r));
}

/** The edges a step from `from` to `to` points toward, from their map coordinates (x grows east, y grows south). */
export function edgesToward(from: { x: number; y: number }, to: { x: number; y: number }): Edge[] {
  const edges: Edge[] = [];
  if (to.y < from.y) edges.push('north');
  if (to.y > from.y) edges.push('south');
  if (to.x > from.x) edges.push('east');
  if (to.x < from.x) edges.push('west');
  return edges;
}

/** L-AA-SHIELD: AA fire at this plane misses without a roll: it is in a cloud, or the gun fires toward the sun. */
export function shieldedFromGun(w: Weather, planeNode: NodeName, toward: readonly Edge[]): 'cloud' | 'sun' | null {
  if (inCloud(w, planeNode)) return 'cloud';
  if (w.sun !== null && toward.includes(w.sun)) return 'sun';
  return null;
}
