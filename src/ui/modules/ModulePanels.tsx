// The side-panel sections of the game's rule modules (module L's VP track…), in the game's order.
import { useUiStore } from '../../store';
import { screenModulesOf } from './screenModule';

export function ModulePanels() {
  const state = useUiStore((s) => s.session?.state ?? null);
  return (
    <>
      {screenModulesOf(state).map(({ id, Panel }) => (Panel ? <Panel key={id} /> : null))}
    </>
  );
}
