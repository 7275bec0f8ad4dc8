// The one chunk the first screen's script points at for module C: it loads the screen part or the
// quick battle dialog on demand. (A dynamic import in the first screen carries the list of every chunk
// its target needs; through this door that list rides here, not with the first screen.)
export const loadScreen = () => import('.').then((m) => m.fleetScreen);
export const openQuickBattle = () => import('./QuickBattle').then((m) => m.openQuickBattle());
