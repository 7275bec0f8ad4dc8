// For the unit files that read the rule modules' screen parts (words, hints, pick, editor tools): the
// app loads them on demand with a game; the shared unit setup (loadOnDemand.ts) loads only the engine
// side, which most files need, so that ~120 files do not each load every screen part.
import '../../src/modules/screens';
import { loadScreenModules } from '../../src/ui/modules/screenModule';

await loadScreenModules();
