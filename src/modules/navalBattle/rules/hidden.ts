// For a player who sees only their view (a bot's determinization, DESIGN.md "Machine players"): what
// the enemy's hidden tokens may be — the fleet's classes less those seen on the board and lost
// (N-HIDDEN-2: every removal names its class), and as many mines set up in port as there are tokens
// beyond those ships (N-MINE-2) — and a sample dealing them to the tokens.
import type { GameState, PlayerId } from '../../../engine/author';
import { NAVAL, navalData, type NavalData, type Piece } from './data';
import type { NavalOptions } from './fleet';

const isToken = (p: Piece): boolean => p.kind === 'hidden' || (p.kind === 'ship' && p.class === null);

/** The classes still unaccounted for among `owner`'s ships whose class the state does not show (one entry per ship). */
export function hiddenClassPool(state: GameState, o: NavalOptions, owner: PlayerId): string[] {
  const data = navalData(state);
  if (!data) return [];
  const left = new Map(Object.entries(o.classes).map(([cls, c]) => [cls, c.count]));
  const seen = [...data.pieces.filter((p) => p.owner === owner && p.kind === 'ship' && p.class !== null).map((p) => p.class!), ...data.lost[owner]];
  for (const cls of seen) left.set(cls, (left.get(cls) ?? 0) - 1);
  return [...left.entries()].flatMap(([cls, n]) => Array<string>(Math.max(0, n)).fill(cls));
}

/** A state with every hidden token dealt at random (`pick(n)`: an integer in [0, n)) from its side's pool: a class, or a mine for the tokens beyond the ships left. */
export function dealHiddenClasses(state: GameState, o: NavalOptions, pick: (n: number) => number): GameState {
  const data = navalData(state);
  if (!data || !data.pieces.some(isToken)) return state;
  const poolOf = (p: PlayerId): string[] => {
    const ships = hiddenClassPool(state, o, p);
    const tokens = data.pieces.filter((x) => x.owner === p && isToken(x)).length;
    return [...ships, ...Array<string>(Math.max(0, tokens - ships.length)).fill('mine')];
  };
  const pools = { blue: poolOf('blue'), red: poolOf('red') };
  const pieces = data.pieces.map((p): Piece => {
    if (!isToken(p)) return p;
    const pool = pools[p.owner];
    const cls = pool.length ? pool.splice(pick(pool.length), 1)[0] : Object.keys(o.classes)[0];
    return cls === 'mine' ? { ...p, kind: 'mine', class: 'mine' } : { ...p, kind: 'ship', class: cls };
  });
  const next: NavalData = { ...data, pieces };
  return { ...state, moduleState: (state.moduleState ?? []).map((m) => (m.module === NAVAL ? { module: NAVAL, data: next } : m)) };
}
