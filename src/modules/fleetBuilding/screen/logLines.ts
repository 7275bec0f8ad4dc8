// Module C's events in the log and in "Since your last turn": a side finished building (nothing of
// what it bought), the muster, the held rounds, crossings, documents, the commander, mines, fog and
// the initiative.
import type { ScreenModule } from '../../../ui/modules/screenModule';
import { wordsOf } from '../../../ui/modules/screenModule';
import type { FleetKey } from '../strings';

const num = (x: unknown): number => (typeof x === 'number' ? x : 0);
const str = (x: unknown): string => (typeof x === 'string' ? x : '');
const side = (x: unknown): 'blue' | 'red' => (x === 'red' ? 'red' : 'blue');

export const fleetLine: NonNullable<ScreenModule['logLine']> = (c, name, d, e) => {
  const t = wordsOf<FleetKey>(c.t);
  const who = e.player ? c.player(e.player) : '';
  const spent = (d.spent ?? {}) as Record<string, unknown>;
  switch (name) {
    case 'fleetBuilt': return t('log.module.fleetBuilding.fleetBuilt', { player: who });
    case 'fleetsMustered': {
      const hq = Array.isArray(d.fieldHq) ? d.fieldHq.map((p) => ' ' + t('log.module.fleetBuilding.fieldHq', { player: c.player(side(p)) })) : []; // C-EXTRA-HQ
      return t('log.module.fleetBuilding.fleetsMustered', { attacker: c.player(side(d.attacker)), blue: num(spent.blue), red: num(spent.red) }) + hq.join('');
    }
    case 'roleRolled': return t('log.module.fleetBuilding.roleRolled', { blue: num(d.blue), red: num(d.red) });
    case 'held': return t('log.module.fleetBuilding.held', { blue: num(d.blue), red: num(d.red), target: num(d.target) });
    case 'crossed': return t('log.module.fleetBuilding.crossed', { player: who, ships: num(d.ships) });
    case 'documentsTaken': return t('log.module.fleetBuilding.documentsTaken', { player: who, node: str(d.node) });
    case 'documentsHome': return t('log.module.fleetBuilding.documentsHome', { player: who });
    case 'commanderLost': return t('log.module.fleetBuilding.commanderLost', { player: who, unit: c.unit(str(d.unitId)) });
    case 'mineStrike': return t('log.module.fleetBuilding.mineStrike', { unit: c.unit(str(d.unitId)), node: str(d.node), left: num(d.left) });
    case 'fog': return t(d.clears ? 'log.module.fleetBuilding.fog.clears' : 'log.module.fleetBuilding.fog.holds', { roll: num(d.roll) });
    case 'initiative': return t('log.module.fleetBuilding.initiative', { blue: num(d.blue), red: num(d.red) });
    case 'orderChosen': return t(d.go === 'second' ? 'log.module.fleetBuilding.orderChosen.second' : 'log.module.fleetBuilding.orderChosen.first', { player: who });
    default: return null;
  }
};
