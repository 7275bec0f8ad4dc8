// Why module L refuses an AA gun's shot or a bomber's return (L-AA-FIRE, L-AA-ONCE, L-AA-TABLE,
// L-REENTER): the first rule the action breaks, in the game's words, English and Polish (the Polish
// text rides in the refusal's details as `pl`, as every module's does).
import { refuse, type Refusal } from '../../../engine/author';
import type { GameState, NodeName } from '../../../engine/author';
import { boardOfState, indexOf } from '../../../engine/author';
import { enemyAirZone } from '../../../engine/author';
import { edgeNodes, MAP_EDGES } from '../../../scenarios/trackSchema';
import { aaNeed, bomberAltitude } from './aaTable';
import { AIR_DEFENCE, airDefenceData, type AwayBomber } from './data';
import { gunFired, gunStanding, nodeDistance, type GunRules } from './guns';

/** A module L refusal: the rule it names, the English message, the Polish one. */
export const no = (rule: string, en: string, pl: string, details: Record<string, unknown> = {}): Refusal =>
  refuse('module/refused', en, { module: AIR_DEFENCE, rule, pl, ...details });

/** L-AA-FIRE, L-AA-ONCE, L-AA-TABLE: why gun `gunId` may not fire at bomber `bomberId` now (null: nothing against it). */
export function whyNoShot(state: GameState, rules: GunRules, gunId: string, bomberId: string): Refusal | null {
  const gun = rules.guns.find((g) => g.id === gunId);
  if (!gun) return no('L-AA-FIRE', `There is no AA gun "${gunId}" in this game.`, `W tej grze nie ma działka plot. „${gunId}”.`, { gunId });
  const at = gun.node;
  if (gun.owner !== state.toAct) return no('L-AA-FIRE', `The AA gun at ${at} is the enemy's: a gun fires in its owner's turn.`, `Działko plot. na ${at} należy do przeciwnika: działko strzela w turze swojego właściciela.`, { gunId });
  const data = airDefenceData(state).guns;
  if (!gunStanding(data, gunId)) return no('L-AA-BOMB', `The AA gun at ${at} was destroyed by bombs.`, `Działko plot. na ${at} zostało zniszczone przez bomby.`, { gunId });
  if (state.phase !== 'play' || state.pending || state.activation)
    return no('L-AA-FIRE', 'Not now: AA guns fire between activations, with no decision pending.', 'Nie teraz: działka plot. strzelają między aktywacjami, gdy nie czeka żadna decyzja.', { gunId });
  if (gunFired(data, gunId, state.round)) return no('L-AA-ONCE', `The AA gun at ${at} has already fired this round (once a round).`, `Działko plot. na ${at} już strzelało w tej rundzie (raz na rundę).`, { gunId });
  const b = (state.bombers ?? []).find((x) => x.id === bomberId && x.owner !== gun.owner);
  if (!b) return no('L-AA-FIRE', `There is no enemy bomber "${bomberId}" on the map.`, `Na mapie nie ma wrogiego bombowca „${bomberId}”.`, { gunId, bomberId });
  const distance = nodeDistance(state, at, b.node);
  if (distance < 0 || distance > 1)
    return no('L-AA-FIRE', `The bomber at ${b.node} is out of reach: the AA gun at ${at} fires only at a bomber over it or next to it.`, `Bombowiec na ${b.node} jest poza zasięgiem: działko plot. na ${at} strzela tylko do bombowca nad sobą albo obok.`, { gunId, bomberId });
  if (aaNeed(bomberAltitude(rules.altitude, b), distance as 0 | 1) === null)
    return no('L-AA-TABLE', `The bomber at ${b.node} flies high: the AA gun at ${at} can hit it only right over the gun, not next to it.`, `Bombowiec na ${b.node} leci wysoko: działko plot. na ${at} trafi go tylko nad sobą, nie obok.`, { gunId, bomberId });
  return null;
}

/** L-AA-FIRE aimed at a node: the gun's shot at each enemy bomber there, or why there is none. */
export function aimShot(state: GameState, rules: GunRules, gunId: string, node: NodeName): { gun: string; bomber: string }[] | Refusal {
  const gun = rules.guns.find((g) => g.id === gunId);
  const board = boardOfState(state);
  const at = board.names[indexOf(board, node)] ?? node;
  const here = (state.bombers ?? []).filter((b) => b.node === at && b.owner !== gun?.owner);
  if (here.length) return here.map((b) => ({ gun: gunId, bomber: b.id }));
  return no('L-AA-FIRE', `There is no enemy bomber at ${at} for the AA gun${gun ? ` at ${gun.node}` : ''} to fire at.`, `Na ${at} nie ma wrogiego bombowca, do którego mogłoby strzelać działko plot.${gun ? ` na ${gun.node}` : ''}.`, { gunId, node: at });
}

/** L-REENTER: why bomber `bomberId` may not re-enter now (it is not waiting, not due, not yours…). */
export function whyNotBack(state: GameState, bomberId: string): Refusal {
  const any = (airDefenceData(state).away ?? []).find((a) => a.bomber.id === bomberId);
  if (!any) return no('L-REENTER', `That bomber cannot re-enter now: no bomber "${bomberId}" is waiting on the round track.`, `Ten bombowiec nie może teraz wrócić: na torze rund nie czeka bombowiec „${bomberId}”.`, { bomberId });
  if (any.bomber.owner !== state.toAct) return no('L-REENTER', 'That bomber cannot re-enter now: it is not yours.', 'Ten bombowiec nie może teraz wrócić: nie jest twój.', { bomberId });
  if (any.back > state.round) return no('L-REENTER', `That bomber cannot re-enter now: it is due back in round ${any.back}.`, `Ten bombowiec nie może teraz wrócić: wraca w rundzie ${any.back}.`, { bomberId });
  return no('L-REENTER', 'Not now: a bomber re-enters between activations, with no decision pending.', 'Nie teraz: bombowiec wraca między aktywacjami, gdy nie czeka żadna decyzja.', { bomberId });
}

/** L-REENTER: why the bomber back from the round track may not enter at `node` (null: it may). */
export function whyNotThere(state: GameState, away: AwayBomber, node: NodeName, range: number): Refusal | null {
  const board = boardOfState(state);
  const i = indexOf(board, node);
  const bomberId = away.bomber.id;
  if (i < 0) return no('L-REENTER', `${node} is not a node of the map.`, `Węzeł ${node} nie należy do mapy.`, { bomberId, node });
  const at = board.names[i];
  if (!MAP_EDGES.some((e) => edgeNodes(board.shape, e).includes(i)))
    return no('L-REENTER', `The bomber re-enters on an edge node of the map; ${at} is not on an edge.`, `Bombowiec wraca na węźle na krawędzi mapy; ${at} nie leży na krawędzi.`, { bomberId, node: at });
  const far = nodeDistance(state, away.node, at);
  if (far > range)
    return no('L-REENTER', `${at} is ${far} from ${away.node}, where the bomber left: it re-enters within ${range} of ${away.node}.`, `${at} leży ${far} od ${away.node}, gdzie bombowiec opuścił mapę: wraca najdalej ${range} od ${away.node}.`, { bomberId, node: at });
  if (enemyAirZone(state, away.bomber.owner).has(i))
    return no('R-AIR-3', `${at} lies in an enemy air zone: a bomber never enters one (R-AIR-3).`, `${at} leży w strefie lotnictwa wroga: bombowiec nigdy do niej nie wchodzi (R-AIR-3).`, { bomberId, node: at });
  return null;
}
