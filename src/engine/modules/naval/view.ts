// N-HIDDEN-1: what a player's view hides — the class of every enemy ship not yet revealed (the
// screen draws a generic token). Positions, mines, batteries and planes are public.
import type { GameView } from '../../core/view';
import type { GameState, PlayerId } from '../../core/types';
import { NAVAL, type NavalData } from './data';

export function hideIdentities(view: GameView, _state: GameState, viewer: PlayerId): GameView {
  const entry = view.moduleState?.find((m) => m.module === NAVAL);
  if (!entry) return view;
  const data = entry.data as NavalData;
  if (!data.pieces.some((p) => p.owner !== viewer && p.kind === 'ship' && !p.revealed)) return view;
  const pieces = data.pieces.map((p) => (p.owner !== viewer && p.kind === 'ship' && !p.revealed ? { ...p, class: null } : p));
  return { ...view, moduleState: view.moduleState!.map((m) => (m === entry ? { module: NAVAL, data: { ...data, pieces } } : m)) };
}
