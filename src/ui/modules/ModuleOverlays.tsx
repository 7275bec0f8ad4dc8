// What the game's rule modules show over the map (DOM, above the canvas): each module's MapOverlay.
import { useUiStore } from '../../store';
import { screenModulesOf } from './screenModule';

export function ModuleOverlays() {
  const state = useUiStore((s) => s.session?.state ?? null);
  return (
    <>
      {screenModulesOf(state).map(({ id, MapOverlay }) => (MapOverlay ? <MapOverlay key={id} /> : null))}
    </>
  );
}
