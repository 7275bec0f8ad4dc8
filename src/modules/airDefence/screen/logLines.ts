// Module L's log lines (air defence and victory points): every AA roll with the die, the number needed
// and the outcome, the sure misses and why, bombs on guns, bomb runs, reinforcements, bombers leaving
// and coming back with their loss roll, the victory points' verdict. EN and PL (i18n/enAirDefence.ts).
import type { GameEvent, PlayerId } from '../../../engine';
import type { Words as Translate } from '../strings';

type ModuleEvent = Extract<GameEvent, { type: 'module' }>;
export interface AirDefenceLineContext { t: Translate; player(p: PlayerId): string; bomber(id: string): string }

const num = (x: unknown): number => (typeof x === 'number' ? x : 0);
const str = (x: unknown): string => (typeof x === 'string' ? x : '');
/** An AA gun's name as the scenario gives its id ("dover" → "Dover"). */
export const gunName = (id: string): string => id.charAt(0).toUpperCase() + id.slice(1);

export function airDefenceLine(c: AirDefenceLineContext, name: string, d: Record<string, unknown>, e: ModuleEvent): string | null {
  const { t } = c;
  const side = e.player ? t(`owner.${e.player}`) : '';
  const bomber = c.bomber(str(d.bomberId));
  switch (name) {
    case 'gunRoll':
      return t('log.module.airDefence.gunRoll', { gun: gunName(str(d.gunId)), bomber, where: t(num(d.distance) === 0 ? 'module.airDefence.overhead' : 'module.airDefence.nextTo'), roll: num(d.roll), need: num(d.need), outcome: t(d.success ? 'module.airDefence.hit' : 'module.airDefence.miss') });
    case 'gunMissed':
      return t('log.module.airDefence.gunMissed', { gun: gunName(str(d.gunId)), bomber, reason: t(d.reason === 'sun' ? 'module.airDefence.reason.sun' : 'module.airDefence.reason.cloud') });
    case 'bomberDamaged':
      return t('log.module.airDefence.bomberDamaged', { bomber });
    case 'gunBombed':
      return t('log.module.airDefence.gunBombed', { gun: gunName(str(d.gunId)), roll: num(d.roll), need: num(d.need), outcome: t(d.success ? 'module.airDefence.gunDestroyed' : 'module.airDefence.gunSurvives') });
    case 'bombsDropped':
      return t('log.module.airDefence.bombsDropped', { side, bomber, node: str(d.node) });
    case 'reinforced':
      return t('log.module.airDefence.reinforced', { side, bomber, node: str(d.node) });
    case 'leftMap':
      return t('log.module.airDefence.leftMap', { side, bomber, node: str(d.node), edge: t(`obj.edge.${d.edge === 'north' || d.edge === 'south' || d.edge === 'west' ? d.edge : 'east'}`), back: num(d.back) });
    case 'lossRoll': {
      const outcome = d.outcome === 'lost' ? 'lost' : d.outcome === 'damaged' ? 'damaged' : 'unharmed';
      return t('log.module.airDefence.lossRoll', { bomber, roll: num(d.roll), outcome: t(`module.airDefence.loss.${outcome}`) });
    }
    case 'reentered':
      return t('log.module.airDefence.reentered', { side, bomber, node: str(d.node) });
    case 'verdict': {
      const vp = (d.vp ?? {}) as Record<PlayerId, number>;
      const target = (d.target ?? {}) as Record<PlayerId, number>;
      const winner = d.winner === 'blue' || d.winner === 'red' ? d.winner : null;
      const outcome = !winner ? t('module.airDefence.verdict.draw') : t(d.kind === 'full' ? 'module.airDefence.verdict.full' : 'module.airDefence.verdict.minimal', { player: c.player(winner) });
      return t('log.module.airDefence.verdict', { blueName: c.player('blue'), blue: num(vp.blue), blueTarget: num(target.blue), redName: c.player('red'), red: num(vp.red), redTarget: num(target.red), outcome });
    }
    default:
      return null;
  }
}
