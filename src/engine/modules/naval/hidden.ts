// For a player who sees only their view (a bot's determinization, DESIGN.md "Machine players"): the
// classes an enemy's hidden ships may have — the fleet, less the classes seen on the board and lost
// (N-HIDDEN-2: every removal names its class) — and a sample dealing them to the hidden ships.
import type { GameState, PlayerId } from '../../core/types';
import { NAVAL, navalData, type NavalData } from './data';
import type { NavalOptions } from './fleet';

/** The classes still unaccounted for among `owner`'s ships whose class the state does not show (one entry per ship). */
export function hiddenClassPool(state: GameState, o: NavalOptions, owner: PlayerId): string[] {
  const data = navalData(state);
  if (!data) return [];
  const left = new Map(Object.entries(o.classes).map(([cls, c]) => [cls, c.count]));
  const seen = [...data.pieces.filter((p) => p.owner === owner && p.kind === 'ship' && p.class !== null).map((p) => p.class!), ...data.lost[owner]];
  for (const cls of seen) left.set(cls, (left.get(cls) ?? 0) - 1);
  return [...left.entries()].flatMap(([cls, n]) => Array<string>(Math.max(0, n)).fill(cls));
}

/** A state with every hidden ship given a class dealt at random from its side's pool (`pick(n)`: an integer in [0, n)). */
export function dealHiddenClasses(state: GameState, o: NavalOptions, pick: (n: number) => number): GameState {
  const data = navalData(state);
  if (!data || !data.pieces.some((p) => p.class === null)) return state;
  const pools = { blue: hiddenClassPool(state, o, 'blue'), red: hiddenClassPool(state, o, 'red') };
  const pieces = data.pieces.map((p) => {
    if (p.class !== null) return p;
    const pool = pools[p.owner];
    const cls = pool.length ? pool.splice(pick(pool.length), 1)[0] : Object.keys(o.classes)[0];
    return { ...p, class: cls };
  });
  const next: NavalData = { ...data, pieces };
  return { ...state, moduleState: (state.moduleState ?? []).map((m) => (m.module === NAVAL ? { module: NAVAL, data: next } : m)) };
}
