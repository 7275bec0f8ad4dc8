// "Why not here": for an action being chosen on the map — a ship's move, a TF marker's move, a bomber's
// re-positioning, an air operation or a chain extension, an arrival, a setup placement, one ship of a
// deployment — what the engine says at one node: the actions it accepts there (every heading tried),
// or its most telling refusal. It asks applyAction itself (a dry run), so every answer is the rules'
// own; the screen never forges a trial action.
import type { Action } from '../core/actions';
import type { GameError, Refusal } from '../core/errors';
import type { GameState, NodeName } from '../core/types';
import { DIRECTIONS } from '../geometry/grid';
import { applyAction } from './apply';
import { aimModuleAction } from './modules';

/** The variants of `probe` placed at `node`: one per heading where the action has one (or a module's reason why none). */
function variantsAt(state: GameState, probe: Action, node: NodeName): Action[] | Refusal {
  switch (probe.type) {
    case 'move':
      return DIRECTIONS.map((heading) => ({ ...probe, to: { node, heading } }));
    case 'bomberMove':
      return DIRECTIONS.map((heading) => ({ ...probe, to: { node, heading } }));
    case 'moveTaskForce':
      return [{ ...probe, to: node }];
    case 'placeMarker':
    case 'unload':
      return [{ ...probe, node }];
    case 'placeShip':
    case 'arrive':
    case 'airOperation':
    case 'extendChain':
      return DIRECTIONS.map((heading) => ({ ...probe, node, heading }));
    case 'deploy': { // the ship still without a node (node '') is the one being placed
      const k = probe.placements.findIndex((p) => p.node === '');
      if (k < 0) return [];
      return DIRECTIONS.map((heading) => ({ ...probe, placements: probe.placements.map((p, i) => (i === k ? { ...p, node, heading } : p)) }));
    }
    case 'module': // the module aims it (module L's shots and returns), or its field is named `to` (module N's move, mine)
      return aimModuleAction(state, probe, node) ?? (probe.params !== null && typeof probe.params === 'object' && 'to' in probe.params ? [{ ...probe, params: { ...probe.params, to: node } }] : []);
    default:
      return [];
  }
}

export type AtNode = { ok: true; options: Action[] } | { ok: false; error: GameError | null };

/**
 * What the engine says of `probe` at `node`: the accepted variants, or the most telling refusal (a
 * deployment refused only for being incomplete says nothing about the node; out of reach tells least).
 */
export function atNode(state: GameState, probe: Action, node: NodeName): AtNode {
  const options: Action[] = [];
  let best: GameError | null = null;
  const variants = variantsAt(state, probe, node);
  if (!Array.isArray(variants)) return { ok: false, error: variants.error };
  for (const a of variants) {
    const r = applyAction(state, a);
    if (r.ok) { options.push(a); continue; }
    if (r.error.code === 'deploy/too-few') { options.push(a); continue; }
    if (!best || (best.code.endsWith('out-of-reach') && !r.error.code.endsWith('out-of-reach'))) best = r.error;
  }
  return options.length ? { ok: true, options } : { ok: false, error: best };
}
