// Buttons for the steps the map alone does not offer: an open activation's options besides attacking
// (dive for 1..maxDive rounds, recover a plane, depth charge, unload, leave the map, which ship of a
// deployed group attacks), the defender's reaction to an attack, a selected TF's deployment, a bomber's chain
// extension, the switch between an airfield's air operation and a bomber on its node. Every button is
// a legal action from the engine (or starts a pick of them).
import { minesOf, type Action } from '../../engine';
import { useUiStore } from '../../store';
import { besideMovesOf, reachOf } from '../../store/derived';
import { useT } from '../../i18n';
import { unitLabel } from './describe';
import { actionPlace } from './pick';
import { beginDeploy } from './deploy';
import { canOperate, markerStay, ownAirfieldAt, readyBombersAt, selectBomber, selectMarker, startAirOperation, startExtend, startUnload } from './select';
import { ownLetters } from './tfInfo';
import { chainExtender } from './chain';
import type { Shown } from './useDisplayed';

export function StepButtons({ shown }: { shown: Shown }) {
  const t = useT();
  const tfSelected = useUiStore((s) => s.tfSelected);
  const bomberSelected = useUiStore((s) => s.bomberSelected);
  const pick = useUiStore((s) => s.pick);
  const submit = useUiStore((s) => s.submit);
  const state = shown.state;
  const view = shown.playerView;
  if (!state || !view || !shown.interactive) return null;
  const legal = besideMovesOf(state);
  const of = <T extends Action['type']>(type: T) => legal.filter((a): a is Extract<Action, { type: T }> => a.type === type);
  const out: React.ReactNode[] = [];
  const button = (key: string, testid: string, label: string, onClick: () => void, primary = false, title?: string) =>
    out.push(<button type="button" key={key} data-testid={testid} className={primary ? 'primary' : undefined} title={title} onClick={onClick}>{label}</button>);

  if (state.activation && !state.activation.awaitingMove && !state.pending) {
    for (const a of of('dive')) button(`dive-${a.rounds}`, `dive-${a.rounds}`, t('act.dive', { n: a.rounds }), () => submit(a));
    for (const a of of('recoverPlane')) button(`rec-${a.planeId}`, `recover-${a.planeId}`, t('act.recover', { node: actionPlace(state, a)?.node ?? '' }), () => submit(a));
    for (const a of of('depthCharge'))
      button(`dc-${a.targetId}`, `depth-charge-${a.targetId}`, t('act.depthCharge', { node: actionPlace(state, a)?.node ?? '', mines: minesOf(state, state.toAct) }), () => submit(a));
    for (const a of of('exitMap')) button('exit', 'exit-map', t('act.exitMap'), () => submit(a)); // §11 exitByEdge
    const unloads = of('unload');
    if (unloads.length === 1) button('unload', 'unload', t('act.unload', { node: unloads[0].node }), () => submit(unloads[0]));
    else if (unloads.length > 1 && !pick) button('unload', 'unload', t('pick.unload'), startUnload);
    // a TF deployed in its owner's turn: several ships may attack, in any order
    const attacks = of('attack');
    if (new Set(attacks.map((a) => a.unitId)).size > 1)
      for (const a of attacks) button(`atk-${a.unitId}-${a.targetId}`, `attack-${a.unitId}-${a.targetId}`, t('act.attackBy', { unit: unitLabel(a.unitId), target: unitLabel(a.targetId) }), () => submit(a));
  }
  // a selected ship stays or turns where it is only through this button (a click on its node does nothing)
  const store = useUiStore.getState();
  const sel = store.selection ? state.units[store.selection] : null;
  if (sel?.kind === 'ship' && !store.destination && !pick && (!state.activation || state.activation.awaitingMove) && reachOf(state, sel.id).byNode.has(sel.node))
    button('stay', 'stay-here', t('move.stay'), () => store.chooseDestination(sel.node));
  if (tfSelected && !state.pending) {
    const deploy = of('deploy').find((a) => a.markerId === tfSelected);
    if (deploy) button('deploy', 'tf-deploy', t('tf.deploy'), () => beginDeploy(tfSelected, true), true);
    const stay = markerStay(state, tfSelected);
    if (stay) button('tf-stay', 'tf-stay', t('tf.stay'), () => submit(stay));
    // a stack of own markers: each one by its letter
    const letters = ownLetters(view);
    const here = state.taskForces?.markers[tfSelected]?.node;
    const stack = Object.values(state.taskForces?.markers ?? {}).filter((m) => m.node === here && m.owner === state.toAct && letters.has(m.id));
    if (stack.length > 1)
      for (const m of stack) {
        const letter = letters.get(m.id)!;
        out.push(
          <button type="button" key={`tf-${letter}`} data-testid={`tf-stack-${letter}`} aria-pressed={m.id === tfSelected} className="toggle" onClick={() => selectMarker(m.id, letter)}>
            {t('tf.pickLetter', { tf: letter })}
          </button>,
        );
      }
  }
  // from whichever bomber of the selected one's chain the engine extends it (its last)
  const extender = bomberSelected && pick?.prompt !== 'pick.extendChain' ? chainExtender(state, bomberSelected) : null;
  if (extender) button('extend', 'extend-chain', t('air.extend'), () => startExtend(extender), false, t('air.extend.title'));
  // a bomber standing on its airfield: switch between the air operation and the bomber on the map
  const probe = pick?.probe;
  const base = probe?.type === 'airOperation' ? state.units[probe.unitId] : undefined;
  const ready = base ? readyBombersAt(state, base.node) : [];
  if (ready.length) button('bomber-here', 'bomber-here', t('air.bomberHere'), () => selectBomber(ready[0]));
  const chosen = bomberSelected ? state.bombers?.find((b) => b.id === bomberSelected) : undefined;
  const home = chosen ? ownAirfieldAt(state, chosen.node) : null;
  if (home && canOperate(state, home)) button('air-op-here', 'air-op-here', t('air.operationHere'), () => startAirOperation(home));
  return <>{out}</>;
}
