// Module N (Naval Battle): its rule module, its data and the helpers its screen part, its bot part and
// its tests use (they were the engine's exports before the module kit; the engine names no module now).
export { navalModule } from './module';
export { navalData, NAVAL, type NavalData, type Piece as NavalPiece, type Battery as NavalBattery, type Plane as NavalPlane } from './data';
export { FLEET, fleetSize, hasAbility, navalOptions, type NavalOptions, type NavalClass } from './fleet';
export { randomArrangement, type Arrangement } from './setup';
export { navalShipActions } from './actions';
export { dealHiddenClasses, hiddenClassPool } from './hidden';
export { layoutOf, arrangementFromLayout, type SavedLayout } from './layout';
export { geographyOf as navalGeography, type Geography as NavalGeography } from './geography';
export { boardOfData as navalBoard, type NavalBoard } from './board';
