// The bots value module L (air defence and victory points, Sea Lion raid) by its own victory rule:
// what decides the game is how near each side is to its VP target (L-WIN-FULL, L-WIN-CLOSER: the
// side that lacks fewer VP wins, equal lack: the higher share of its target), so a VP gained or
// denied counts for more than an ENB point; a damaged bomber counts as half shot down. A raiding side (its VP table pays for bombing a target)
// also likes its bombers near the strategic targets, where their bombs can fall (a bomber still in
// its airfield's pool counts as standing there, a step further; one on the round track, where it left
// and two steps a round until it is back). Added to the ENB
// terms (ships' zones and closing still matter: sunk ships score on the track too).
import { other, type GameState, type PlayerId } from '../../engine/index';
import { AIR_DEFENCE, airDefenceData, pointsFor, victoryPoints, type AirDefenceOptions } from './rules';
import { nodeDistance } from '../../bots/distance';
import type { BotModule } from '../../bots/botModule';

/** Tenths of a point: one VP of lack closed, the share of the target (0–1), a node of a bomber's way to a target. */
export const AIR_DEFENCE_WEIGHTS = { lack: 30, share: 10, bomberClosing: 2 };

const optionsOf = (state: GameState): AirDefenceOptions | null =>
  (state.setup.modules?.find((m) => m.id === AIR_DEFENCE)?.options as AirDefenceOptions | undefined) ?? null;

/** Whether `player`'s VP table pays for bombing a strategic target (the raiding side). */
const raids = (o: AirDefenceOptions, player: PlayerId): boolean =>
  o.targets.length > 0 && o.vp[player].some((l) => l.when === 'bombedTarget' && l.points > 0);

/** The value of `state` to `player` by module L's terms (tenths of a point, higher is better). */
export function airDefenceValue(state: GameState, player: PlayerId): number {
  const o = optionsOf(state);
  if (!o) return 0;
  const enemy = other(player);
  const vp = { ...victoryPoints(state) };
  // a damaged bomber (L-AA-TWO-STEP) is half shot down: half its loss on the track
  const data = airDefenceData(state);
  for (const b of state.bombers ?? []) {
    if (!data.guns.damaged.includes(b.id)) continue;
    vp[b.owner] += pointsFor(o.vp[b.owner], 'lost', 'bomber') / 2;
    vp[other(b.owner)] += pointsFor(o.vp[other(b.owner)], 'shotDown', 'bomber') / 2;
  }
  const lack = (p: PlayerId) => o.vpTarget[p] - vp[p];
  const share = (p: PlayerId) => vp[p] / Math.max(1, o.vpTarget[p]);
  let v = AIR_DEFENCE_WEIGHTS.lack * (lack(enemy) - lack(player)) + AIR_DEFENCE_WEIGHTS.share * (share(player) - share(enemy));
  if (raids(o, player)) {
    const way = (node: string) => Math.min(...o.targets.map((t) => nodeDistance(node, t.toUpperCase())));
    // a bomber on the map: its way to the nearest target; one still in its airfield's pool: the airfield's, and a step more
    for (const b of state.bombers ?? []) if (b.owner === player) v -= AIR_DEFENCE_WEIGHTS.bomberClosing * way(b.node);
    // one on the round track (L-LEAVE): the way from where it left, and two steps for each round it is away
    for (const a of data.away ?? []) if (a.bomber.owner === player) v -= AIR_DEFENCE_WEIGHTS.bomberClosing * (way(a.node) + 2 * Math.max(1, a.back - state.round));
    for (const id in state.units) {
      const u = state.units[id];
      if (u.owner === player && (u.bombers ?? 0) > 0) v -= AIR_DEFENCE_WEIGHTS.bomberClosing * (way(u.node) + 1) * u.bombers!;
    }
  }
  return v;
}

/** Module L's bot knowledge: its evaluation, added to ENB's terms (registered by src/modules/registry.ts). */
export const airDefenceBot: BotModule = { id: AIR_DEFENCE, evaluation: { value: airDefenceValue } };
