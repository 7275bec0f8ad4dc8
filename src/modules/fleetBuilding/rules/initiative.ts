// C-INITIATIVE (seed 004 §2.10): before each round both sides roll a d6, ties rolled again; the
// winner chooses to go first or second this round (R-ORDER-1 and R-ORDER-2 give way).
import { z } from 'zod';
import { other, randomInt, refuse, startRound, type Draft, type GameState, type ModuleAction } from '../../../engine/author';
import { fleetData, setFleetData, MODULE_ID } from './data';
import type { FleetOptions } from './options';

export const INITIATIVE = 'initiative';

function d6(d: Draft): number {
  const [n, rng] = randomInt(d.s.rng, 1, 6);
  d.s.rng = rng;
  return n;
}

/** Roll for this round's initiative (once a round): the winner's decision holds the round back. */
export function rollInitiative(d: Draft, o: FleetOptions): boolean {
  const data = fleetData(d.s);
  if (o.initiative !== 'd6' || !data || data.initiative === d.s.round) return false;
  let blue = 0, red = 0;
  while (blue === red) {
    blue = d6(d); red = d6(d);
    d.events.push({ type: 'module', module: MODULE_ID, name: 'initiative', data: { round: d.s.round, blue, red } });
  }
  const winner = blue > red ? 'blue' : 'red';
  d.s.pending = { kind: 'moduleSetup', player: winner, module: MODULE_ID, phase: INITIATIVE };
  d.s.toAct = winner;
  return true;
}

const deciding = (s: GameState): boolean => s.pending?.kind === 'moduleSetup' && s.pending.module === MODULE_ID && s.pending.phase === INITIATIVE;
const orderParams = z.object({ go: z.enum(['first', 'second']) }).strict();

export const chooseOrder: ModuleAction<FleetOptions> = {
  name: 'chooseOrder',
  params: orderParams,
  legal: (s) => (deciding(s) ? [{ go: 'first' }, { go: 'second' }] : []),
  apply(d, state, params) {
    const p = state.pending;
    if (p?.kind !== 'moduleSetup' || !deciding(state)) return refuse('decision/none', 'There is no initiative to settle now.', {});
    const { go } = params as z.infer<typeof orderParams>;
    d.s.order = go === 'first' ? [p.player, other(p.player)] : [other(p.player), p.player];
    d.s.pending = null;
    setFleetData(d, { ...fleetData(d.s)!, initiative: d.s.round });
    d.events.push({ type: 'module', module: MODULE_ID, name: 'orderChosen', player: p.player, data: { round: d.s.round, go } });
    startRound(d);
    return null;
  },
};
