// The log lines of rule modules' events (`{ type: 'module', module, name, data }`): each module's
// writer by its id; an event no writer knows has no line. Module D: every roll with its die, the
// number needed and its outcome; damage against the hull; the initiative rolls and the choice; the
// fleet turn's steps, declarations and resolution (D-FLEET).
import type { GameEvent, PlayerId } from '../../engine';
import type { Translate } from '../../i18n';
import { airDefenceLine } from '../airDefence/logLines';

type ModuleEvent = Extract<GameEvent, { type: 'module' }>;
/** What a writer needs: words, and a unit and a player named as the log names them (describe.ts). */
export interface ModuleLineContext { t: Translate; unit(id: string): string; player(p: PlayerId): string; bomber(id: string): string }
type Writer = (c: ModuleLineContext, name: string, data: Record<string, unknown>, e: ModuleEvent) => string | null;

const num = (x: unknown): number => (typeof x === 'number' ? x : 0);
const str = (x: unknown): string => (typeof x === 'string' ? x : '');

const dice: Writer = (c, name, d, e) => {
  const { t } = c;
  const who = c.player;
  switch (name) {
    case 'roll': {
      const unit = c.unit(str(d.unitId));
      if (d.stage === 'damage') return t('log.module.dice.damageRoll', { unit, roll: num(d.roll), n: num(d.roll) === 10 ? 2 : 1 });
      const stage = d.stage === 'defence' ? 'defence' : 'hit';
      return t('log.module.dice.roll', { unit, stage: t(`module.dice.stage.${stage}`), roll: num(d.roll), need: num(d.need), outcome: t(`module.dice.outcome.${stage}.${d.success ? 'true' : 'false'}`) });
    }
    case 'damaged':
    case 'sunk':
      return t(name === 'sunk' ? 'log.module.dice.sunk' : 'log.module.dice.damaged', { unit: c.unit(str(d.unitId)), damage: num(d.damage), hull: num(d.hull) });
    case 'initiative':
      return t('log.module.dice.initiative', {
        round: num(d.round), blueName: who('blue'), blue: num(d.blue), redName: who('red'), red: num(d.red),
        tie: d.blue === d.red ? t('log.module.dice.initiativeTie') : '',
      });
    case 'orderChosen':
      return e.player ? t('log.module.dice.orderChosen', { player: who(e.player), go: t(d.go === 'second' ? 'module.dice.go.second' : 'module.dice.go.first'), round: num(d.round) }) : null;
    case 'fleetTurn':
      return t('log.module.dice.fleetTurn', { round: num(d.round), player: who(d.first === 'red' ? 'red' : 'blue') });
    case 'fleetMovesDone':
    case 'fleetDeclaredDone':
      return e.player ? t(`log.module.dice.${name}`, { player: who(e.player) }) : null;
    case 'declared':
    case 'alreadySunk':
      return t(`log.module.dice.${name}`, { player: e.player ? who(e.player) : '', attacker: c.unit(str(d.unitId)), target: c.unit(str(d.targetId)) });
    case 'withdrawn':
      return e.player ? t('log.module.dice.withdrawn', { player: who(e.player), attacker: c.unit(str(d.unitId)) }) : null;
    case 'fleetResolve':
      return t('log.module.dice.fleetResolve', { n: num(d.attacks) });
    default:
      return null;
  }
};

const WRITERS: Record<string, Writer> = { dice, airDefence: airDefenceLine };

export function moduleLine(c: ModuleLineContext, e: ModuleEvent): string | null {
  const writer = Object.prototype.hasOwnProperty.call(WRITERS, e.module) ? WRITERS[e.module] : undefined;
  const data = (e.data && typeof e.data === 'object' ? e.data : {}) as Record<string, unknown>;
  return writer ? writer(c, e.name, data, e) : null;
}
