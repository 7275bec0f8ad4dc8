// L-BOMB-RUN: a bomb run (seed 003 §7: a plane may drop its bombs wherever its player likes). ENB's
// bombers attack only targets; with module L a bomber may instead drop its bombs on a node of its zone
// (the weather shortens it: L-CLOUD, L-SUN) that holds an enemy AA gun or is a strategic target. It is
// the bomber's activation (a token, once a round): it moves onto the node, the bombs fall there
// (L-VP-BOMB, L-AA-BOMB), the bombers placed after it in its chain return to the pool, the turn passes.
import type { Draft } from '../../../engine/author';
import type { Refusal } from '../../../engine/author';
import type { BomberMarker, GameState, NodeName, PlayerId } from '../../../engine/author';
import { boardOfState, indexOf } from '../../../engine/author';
import { bomberZone, findBomber } from '../../../engine/author';
import { collapseChainAfter } from '../../../engine/author';
import { spendToken } from '../../../engine/author';
import { advanceTurn } from '../../../engine/author';
import { AIR_DEFENCE, airDefenceData } from './data';
import { gunStanding } from './guns';
import type { AirDefenceOptions } from './options';
import { bombsFell } from './raid';
import { no } from './reasons';

/** The nodes a bomber may bomb: the nodes of its zone with a standing enemy gun, or a strategic target. */
export function bombNodes(state: GameState, b: BomberMarker, o: AirDefenceOptions): NodeName[] {
  const data = airDefenceData(state);
  const board = boardOfState(state);
  const worth = new Set([
    ...o.guns.filter((g) => g.owner !== b.owner && gunStanding(data.guns, g.id)).map((g) => g.node.toUpperCase()),
    ...o.targets.map((t) => t.toUpperCase()),
  ]);
  return bomberZone(state, board, b.node, b.heading).map((i) => board.names[i]).filter((n) => worth.has(n.toUpperCase()));
}

/** L-BOMB-RUN: the bomb runs `player` may make now: (bomber, node). */
export function bombRuns(state: GameState, player: PlayerId, o: AirDefenceOptions): { bomber: string; node: NodeName }[] {
  if (state.phase !== 'play' || state.pending || state.activation || state.toAct !== player || state.tokens[player].pool <= 0) return [];
  return (state.bombers ?? []).filter((b) => b.owner === player && b.activeRound !== state.round).flatMap((b) => bombNodes(state, b, o).map((node) => ({ bomber: b.id, node })));
}

/** L-BOMB-RUN: the bomber drops its bombs on `node`, or why not. */
export function dropBombs(d: Draft, state: GameState, bomberId: string, node: string, o: AirDefenceOptions): Refusal | null {
  const b = findBomber(state, bomberId);
  const board = boardOfState(state);
  const at = board.names[indexOf(board, node)] ?? node;
  if (!bombRuns(state, state.toAct, o).some((r) => r.bomber === bomberId && r.node === at)) {
    const [en, pl] = !b ? [`there is no bomber "${bomberId}" on the map`, `na mapie nie ma bombowca „${bomberId}”`]
      : b.owner !== state.toAct ? [`the bomber at ${b.node} is not yours`, `bombowiec na ${b.node} nie jest twój`]
      : b.activeRound === state.round ? [`the bomber at ${b.node} already has a token on it this round`, `bombowiec na ${b.node} ma już znacznik w tej rundzie`]
      : state.tokens[b.owner].pool <= 0 ? ['you have no command tokens left this round', 'nie masz już znaczników dowodzenia w tej rundzie']
      : [`${at} is not a node of its zone with an enemy AA gun or a strategic target (the clouds and the sun may shorten its zone)`, `${at} nie jest węzłem jego strefy z wrogim działkiem plot. ani celem strategicznym (chmury i słońce mogą skracać strefę)`];
    return no('L-BOMB-RUN', `The bomber cannot drop its bombs on ${at}: ${en}.`, `Bombowiec nie może zrzucić bomb na ${at}: ${pl}.`, { bomberId, node: at });
  }
  const owner = b!.owner;
  spendToken(d, owner, 'bomber', bomberId);
  d.s.lastActor = owner;
  const mine = findBomber(d.s, bomberId)!;
  mine.activeRound = d.s.round;
  const from = { node: mine.node, heading: mine.heading };
  d.events.push({ type: 'module', module: AIR_DEFENCE, name: 'bombsDropped', player: owner, data: { bomberId, from: from.node, node: at } });
  mine.node = at;
  d.events.push({ type: 'bomberMoved', player: owner, bomberId, from, to: { node: at, heading: mine.heading } });
  bombsFell(d, o, owner, at);
  collapseChainAfter(d, bomberId);
  advanceTurn(d, owner);
  return null;
}
