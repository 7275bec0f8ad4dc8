// L-WIN-FULL, L-WIN-CLOSER: the seed's victory rule (003 §8.2). A side that reaches its VP target wins
// outright (a full victory); at the end of the game, if neither did, the side closer to its target
// wins (a minimal victory), and when both lack the same number of points, the side with the higher
// percentage of its target.
import type { PlayerId } from '../../../engine/author';

export type Verdict = { winner: PlayerId | null; kind: 'full' | 'minimal' | 'draw' };

const SIDES: readonly PlayerId[] = ['blue', 'red'];
const share = (vp: number, target: number): number => vp / target;

/** L-WIN-FULL: the side that has reached its target now, or null. Both at once (one award cannot do it, L-WIN-BOTH): the higher percentage; equal: nobody yet. */
export function fullVictory(vp: Record<PlayerId, number>, target: Record<PlayerId, number>): PlayerId | null {
  const reached = SIDES.filter((s) => vp[s] >= target[s]);
  if (reached.length === 1) return reached[0];
  if (reached.length === 2) {
    const [b, r] = [share(vp.blue, target.blue), share(vp.red, target.red)];
    return b === r ? null : b > r ? 'blue' : 'red';
  }
  return null;
}

/** L-WIN-FULL, L-WIN-CLOSER: who wins when the game ends (its last round played, or one side alone on the map). */
export function finalVerdict(vp: Record<PlayerId, number>, target: Record<PlayerId, number>): Verdict {
  const full = fullVictory(vp, target);
  if (full) return { winner: full, kind: 'full' };
  const lack = { blue: target.blue - vp.blue, red: target.red - vp.red };
  if (lack.blue !== lack.red) return { winner: lack.blue < lack.red ? 'blue' : 'red', kind: 'minimal' };
  const [b, r] = [share(vp.blue, target.blue), share(vp.red, target.red)];
  if (b !== r) return { winner: b > r ? 'blue' : 'red', kind: 'minimal' };
  return { winner: null, kind: 'draw' };
}
