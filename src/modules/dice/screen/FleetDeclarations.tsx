// Module D's fleet turn in the prompt bar (D-FLEET-3): the attacks declared this round, the viewer's
// own (each with a Withdraw button while they are still declaring) and the other side's (public: the
// second declarer sees the first's). The list comes from the viewer's view; withdrawing is the
// engine's `withdrawAttack`, offered only when it is legal.
import type { Action, GameView } from '../../../engine';
import { useUiStore } from '../../../store';
import { useT } from '../../../i18n';
import { unitLabel } from '../../../ui/game/unitLabel';
import { wordsOf } from '../../../ui/modules/screenModule';
import { fleetTurn } from '../rules/fleet';
import type { DiceKey } from '../strings';
import './dice.css';

type ModuleAction = Extract<Action, { type: 'module' }>;

/** The fleet turn's own actions the prompt bar does not offer as buttons: moves and declarations are chosen on the map, withdrawals here. */
export const isFleetPick = (a: ModuleAction): boolean =>
  a.module === 'dice' && (a.action === 'fleetMove' || a.action === 'declareAttack' || a.action === 'withdrawAttack');

export function FleetDeclarations({ view, legal }: { view: Pick<GameView, 'moduleState' | 'round' | 'viewer'> | null; legal: readonly Action[] }) {
  const t = wordsOf<DiceKey>(useT());
  const submit = useUiStore((s) => s.submit);
  const fleet = view ? fleetTurn(view) : null;
  if (!view || !fleet || (!fleet.declared.length && !legal.some((a) => a.type === 'module' && a.action === 'finishDeclaring'))) return null;
  const withdrawable = (unitId: string) =>
    legal.find((a): a is ModuleAction => a.type === 'module' && a.action === 'withdrawAttack' && (a.params as { unitId?: string }).unitId === unitId);
  const side = (mine: boolean) => fleet.declared.filter((a) => (a.player === view.viewer) === mine);
  const list = (mine: boolean) => {
    const attacks = side(mine);
    return (
      <div className="fleet-declared__side" data-testid={mine ? 'fleet-declared-mine' : 'fleet-declared-theirs'}>
        <strong>{t(mine ? 'fleet.declared.mine' : 'fleet.declared.theirs')}: </strong>
        {attacks.length === 0 && <span>{t('fleet.declared.none')}</span>}
        {attacks.map((a) => {
          const w = mine ? withdrawable(a.unitId) : undefined;
          const attacker = unitLabel(a.unitId);
          return (
            <span key={a.unitId} className="fleet-declared__line" data-testid={`fleet-declared-${a.unitId}`}>
              {t('fleet.declared.line', { attacker, target: unitLabel(a.targetId) })}
              {w && (
                <button type="button" data-testid={`fleet-withdraw-${a.unitId}`} title={t('fleet.withdraw.title', { attacker })} onClick={() => submit(w)}>
                  {t('fleet.withdraw')}
                </button>
              )}{' '}
            </span>
          );
        })}
      </div>
    );
  };
  return (
    <div className="fleet-declared" data-testid="fleet-declared" aria-label={t('fleet.declared.title')}>
      {list(true)}
      {list(false)}
    </div>
  );
}
