// C-SECRET-1: while the fleets are built, a side sees nothing of the other's build — not what it
// bought, not its points spent — only whether it has finished. Once both are done the fleets muster
// and what R-TF-1 makes public shows. While building, the cards on offer are public (the scenario
// lists them): the view keeps their definitions, so a side can read and price them (the ships to set up; the deck's size, not its cards).
import { other, type GameState, type GameView, type PlayerId } from '../../../engine/author';
import { fleetData, MODULE_ID } from './data';
import { emptyBuild } from './shop';

export function hideBuilds(view: GameView, state: GameState, viewer: PlayerId): GameView {
  const data = fleetData(state);
  if (!data || data.battle) return view;
  const hidden = { ...data, builds: { ...data.builds, [other(viewer)]: emptyBuild() } };
  // the shop is public (the scenario's decks, C-COST-2): every card on offer keeps its definition in the view while building
  return { ...view, setup: state.setup, moduleState: (view.moduleState ?? []).map((m) => (m.module === MODULE_ID ? { module: m.module, data: hidden } : m)) };
}
