// What a player's view of module N hides (N-SETUP, N-HIDDEN-1, N-MINE-2):
// - while the fleets are arranged, everything of the other side's arrangement: its ships, mines and
//   batteries are left out and its mines count as all still held (what it had before it arranged);
// - in the battle, every enemy piece not yet revealed is a token with no kind and no class (`kind:
//   'hidden'`): a ship, or a mine set up in port. Ids tell neither (N-HIDDEN-3), nor does the order.
// Positions of the tokens, the batteries, laid mines and planes are public once the battle begins.
import type { GameView, GameState, PlayerId } from '../../../engine/author';
import { NAVAL, type NavalData, type Piece } from './data';
import type { NavalOptions } from './fleet';

const hiddenToken = (p: Piece): Piece => {
  const token: Piece = { id: p.id, owner: p.owner, kind: 'hidden', class: null, node: p.node, revealed: false };
  if (p.neutral !== undefined) token.neutral = p.neutral;
  return token;
};

export function navalView(view: GameView, _state: GameState, viewer: PlayerId, o: NavalOptions): GameView {
  const entry = view.moduleState?.find((m) => m.module === NAVAL);
  if (!entry) return view;
  const data = entry.data as NavalData;
  const enemy = viewer === 'blue' ? 'red' : 'blue';
  let next: NavalData;
  if (!data.arranged.blue || !data.arranged.red) {
    next = {
      ...data,
      pieces: data.pieces.filter((p) => p.owner === viewer),
      batteries: data.batteries.filter((b) => b.owner === viewer),
      supply: { ...data.supply, [enemy]: o.mines },
    };
  } else {
    if (!data.pieces.some((p) => p.owner === enemy && !p.revealed)) return view;
    next = { ...data, pieces: data.pieces.map((p) => (p.owner === enemy && !p.revealed ? hiddenToken(p) : p)) };
  }
  return { ...view, moduleState: view.moduleState!.map((m) => (m === entry ? { module: NAVAL, data: next } : m)) };
}
