// Legal actions the screen has no control of its own for (a rule newly arrived in the engine): each gets
// a plain button naming the action, its unit, node and heading, so no legal action is ever unreachable.
// Every action type of today has its own control (HANDLED): the list shows only once the engine gains one.
import { useState } from 'react';
import type { Action, ActionType, GameState } from '../../engine';
import { useUiStore } from '../../store';
import { useT, type Translate } from '../../i18n';
import { bomberLabel, directionName, unitLabel } from './describe';
import { actionPlace } from './pick';

/** The action types offered by the screen's own controls (map, prompt bar, panels). */
const HANDLED: ReadonlySet<ActionType> = new Set<ActionType>([
  'move', 'activateFixed', 'attack', 'endActivation', 'pass', 'exitMap', // map, prompt bar
  'draw', 'keepCard', 'cleanupDraw', 'declineDraw', 'chooseFirstPlayer', 'playCard', // hand (reaction cards are armed from it, R-CARD-1)
  'recoverPlane', 'dive', 'depthCharge', 'unload', // activation steps: rings on the map, buttons in the bar
  'airOperation', 'extendChain', 'bomberAttack', 'bomberMove', 'arrive', // aviation panel, bombers on the map, arrivals
  'assignToTaskForce', 'placeMarker', 'placeShip', 'finishSetup', 'moveTaskForce', 'deploy', 'splitTaskForce', 'regroup', 'endStartOfRound', // task forces
  'module', // rule modules' actions and decisions: ModuleButtons
]);

/** The legal actions no other control offers. */
export const uncontrolled = (legal: readonly Action[]): Action[] => legal.filter((a) => !HANDLED.has(a.type));

const words = (type: string) => type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** An action in words a player reads: its type, then its unit, node and heading (not raw ids). */
export function describeAction(t: Translate, state: GameState, a: Action): string {
  const f = a as Action & { unitId?: string; bomberId?: string };
  const place = actionPlace(state, a);
  const details = [
    f.unitId && unitLabel(f.unitId),
    f.bomberId && bomberLabel(f.bomberId),
    place?.node,
    place?.heading !== null && place?.heading !== undefined && directionName(t, place.heading),
  ].filter(Boolean);
  return details.length ? `${words(a.type)}: ${details.join(', ')}` : words(a.type);
}

export function ActionButtons({ legal, state }: { legal: Action[]; state: GameState }) {
  const t = useT();
  const submit = useUiStore((s) => s.submit);
  const [open, setOpen] = useState(false);
  const other = uncontrolled(legal);
  if (!other.length) return null;
  return (
    <details className="more-actions" data-testid="more-actions" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('action.more', { n: other.length })}</summary>
      <div className="more-actions__list">
        {other.slice(0, 40).map((a, k) => (
          <button
            type="button"
            key={k}
            onClick={() => {
              setOpen(false); // done: the list closes
              submit(a);
            }}
          >
            {describeAction(t, state, a)}
          </button>
        ))}
      </div>
    </details>
  );
}
