// The layout band the screen is in (app.css): 'drawer' below 900 px (the panels in a drawer over the
// map), 'column' up to 1599 px (the panels in one column right of the map), else 'docked' (left and
// right of the map); following resizes and rotations.
import { useSyncExternalStore } from 'react';

export type LayoutBand = 'drawer' | 'column' | 'docked';

const DRAWER = '(max-width: 899px)';
const COLUMN = '(max-width: 1599px)';

const subscribe = (change: () => void): (() => void) => {
  const ms = [window.matchMedia(DRAWER), window.matchMedia(COLUMN)];
  for (const m of ms) m.addEventListener('change', change);
  return () => ms.forEach((m) => m.removeEventListener('change', change));
};

const band = (): LayoutBand => (window.matchMedia(DRAWER).matches ? 'drawer' : window.matchMedia(COLUMN).matches ? 'column' : 'docked');

export const useLayoutBand = (): LayoutBand => useSyncExternalStore(subscribe, band, () => 'docked');
