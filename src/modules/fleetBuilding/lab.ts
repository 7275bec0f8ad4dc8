// Module C's part of the balance lab (src/lab/labModule.ts): its quick battles are scenarios without a
// file, so the lab offers one per map and objective type the map fits, by the id the Quick battle dialog
// gives it (`quick-<map>-<objective>`). A designer varies the level and the rest as module options:
//   npm run balance -- --scenario quick-strait-ambush --rules fleetBuilding.level=brigade
import type { LabModule } from '../../lab/labModule';
import { MODULE_ID } from './rules/data';
import { QUICK_MAPS } from './rules/maps';
import { quickBattleScenario } from './rules/quickBattle';

const kebab = (s: string): string => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export const fleetLab: LabModule = {
  id: MODULE_ID,
  scenarios: () => QUICK_MAPS.flatMap((map) => map.fits.map((objective) => ({ ...quickBattleScenario({ map, options: { objective } }), id: `quick-${map.id}-${kebab(objective)}` }))),
};
