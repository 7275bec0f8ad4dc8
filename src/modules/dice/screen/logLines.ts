// Module D's events in the log and in "Since your last turn": every roll with its die, the number
// needed and its outcome; damage against the hull; the initiative rolls and the choice; the fleet
// turn's steps, declarations and resolution (D-FLEET).
import type { ScreenModule } from '../../../ui/modules/screenModule';
import { wordsOf } from '../../../ui/modules/screenModule';
import type { DiceKey } from '../strings';

const num = (x: unknown): number => (typeof x === 'number' ? x : 0);
const str = (x: unknown): string => (typeof x === 'string' ? x : '');

export const diceLine: NonNullable<ScreenModule['logLine']> = (c, name, d, e) => {
  const t = wordsOf<DiceKey>(c.t);
  const who = c.player;
  switch (name) {
    case 'roll': {
      const unit = c.unit(str(d.unitId));
      if (d.stage === 'damage') return t('log.module.dice.damageRoll', { unit, roll: num(d.roll), n: num(d.roll) === 10 ? 2 : 1 });
      const stage = d.stage === 'defence' ? 'defence' : 'hit';
      if (d.reroll) return t('log.module.dice.reroll', { unit, roll: num(d.roll), need: num(d.need), outcome: t(`module.dice.outcome.hit.${d.success ? 'true' : 'false'}`) }); // D-REROLL
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
    case 'fleetTurn': // D-FLEET: the fleet turn's steps, declarations and resolution
      return t('log.module.dice.fleetTurn', { round: num(d.round), player: who(d.first === 'red' ? 'red' : 'blue') });
    case 'fleetMovesDone':
    case 'fleetDeclaredDone':
      return e.player ? t(`log.module.dice.${name}`, { player: who(e.player) }) : null;
    case 'declared':
    case 'alreadySunk':
      return t(`log.module.dice.${name}`, { player: e.player ? who(e.player) : '', attacker: c.unit(str(d.unitId)), target: c.unit(str(d.targetId)) });
    case 'withdrawn':
      return e.player ? t('log.module.dice.withdrawn', { player: who(e.player), attacker: c.unit(str(d.unitId)) }) : null;
    case 'rerollAnswered': // D-REROLL: a yes shows as the re-roll itself
      return e.player && !d.use ? t('log.module.dice.rerollKept', { player: who(e.player) }) : null;
    case 'fleetResolve':
      return t('log.module.dice.fleetResolve', { n: num(d.attacks) });
    default:
      return null;
  }
};
