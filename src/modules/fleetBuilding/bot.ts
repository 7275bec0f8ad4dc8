// What the bots know of module C: how to build a fleet (a sampled greedy build within the budget —
// fighting ships first, weighted by price, then command cards, then the commander on the ship least
// in harm's way) and how far each side is toward its objective (added to ENB's terms), so the bots
// that search play the objective: hold the point, cross the map, fetch the documents.
import { other, type Action, type GameState, type PlayerId } from '../../engine/index';
import { nodeDistance } from '../../bots/distance';
import type { BotModule } from '../../bots/botModule';
import type { BotRandom } from '../../bots/random';
import { battleOf, fleetData, MODULE_ID, type FleetOptions } from './rules';
import { builder } from './rules/building';
import { ambushTarget, crossedCost, holdingNow } from './rules/objectives';
import { centreOf, edgeGap, farEdge, onEdge, zoneNodes } from './rules/mapParts';
import { standing } from './rules/fleetAfloat';
import { shipCost } from './rules/shop';

/** Tenths of a point: a round end held, a point of cost across, a document home or carried, a node nearer. */
export const FLEET_WEIGHTS = { held: 40, crossed: 6, documentHome: 60, documentCarried: 25, closing: 2, commander: 400 };
/** The bot's fleet: at most this many ships, and cards. */
const SHIPS = 8, CARDS = 5;

const optionsOf = (state: GameState): FleetOptions | null => (state.setup.modules?.find((m) => m.id === MODULE_ID)?.options as FleetOptions | undefined) ?? null;
type ModuleAct = Extract<Action, { type: 'module' }>;
const named = (legal: readonly Action[], name: string): ModuleAct[] => legal.filter((a): a is ModuleAct => a.type === 'module' && a.module === MODULE_ID && a.action === name);

/** C-BOT-BUILD: the bot's next step of its build. */
export function buildChoice(state: GameState, legal: readonly Action[], rng: BotRandom): Action | null {
  const me = builder(state);
  const o = optionsOf(state);
  if (!me || !o) return null;
  const build = fleetData(state)!.builds[me];
  const buys = named(legal, 'buy');
  const fighting = buys.filter((a) => {
    const it = a.params as { item: string; id: string };
    return it.item === 'ship' && state.setup.ruleset.classes[it.id]?.attack !== 'none';
  });
  if (build.ships.length < SHIPS && fighting.length) {
    // sampled by price: the dearer ships are likelier, cheap ones still come
    const price = (a: ModuleAct) => shipCost(state, o, (a.params as { id: string }).id) ?? 1;
    let r = rng(fighting.reduce((n, a) => n + price(a), 0));
    for (const a of fighting) { r -= price(a); if (r < 0) return a; }
  }
  // C-EXTRA-HQ: a field HQ, when the game's dice offer re-rolls, before cards (a re-roll every round)
  const hq = buys.find((a) => (a.params as { item: string; id: string }).item === 'extra' && (a.params as { id: string }).id === 'fieldHq');
  if (hq) return hq;
  const cards = buys.filter((a) => (a.params as { item: string }).item === 'card');
  if (build.cards.length < CARDS && cards.length) return cards[rng(cards.length)];
  const commander = named(legal, 'commander');
  if (o.objective === 'commanderElimination' && build.commander === null && commander.length) {
    // the commander sails on the cheapest ship: the enemy has least reason to hunt it first
    let best = commander[0];
    const cost = (a: ModuleAct) => shipCost(state, o, build.ships[(a.params as { ship: number }).ship]) ?? 0;
    for (const a of commander) if (cost(a) < cost(best)) best = a;
    return best;
  }
  return named(legal, 'finish')[0] ?? named(legal, 'sell')[0] ?? null;
}

/** The initiative: go second (seeing the other side's move first, as the seed's players prefer). */
function orderChoice(legal: readonly Action[]): Action | null {
  return named(legal, 'chooseOrder').find((a) => (a.params as { go: string }).go === 'second') ?? null;
}

/** The shortest way from any of a side's ships (or markers) to any of `nodes`. */
function nearest(state: GameState, p: PlayerId, nodes: readonly string[]): number {
  let best = Infinity;
  for (const s of standing(state, p)) for (const n of nodes) best = Math.min(best, nodeDistance(s.node, n));
  return best === Infinity ? 0 : best;
}

/** C-BOT-PLAY: `player`'s progress toward its objective less the enemy's, in tenths of a point. */
export function fleetValue(state: GameState, player: PlayerId): number {
  const o = optionsOf(state);
  const b = battleOf(state);
  if (!o || !b) return 0;
  const enemy = other(player);
  const W = FLEET_WEIGHTS;
  const side = (p: PlayerId): number => {
    switch (o.objective) {
      case 'defencePoint': {
        if (p !== b.attacker) return 0;
        const zone = zoneNodes(state, other(p));
        return W.held * (b.held[p] + (holdingNow(state, o, p) ? 0.5 : 0)) - W.closing * nearest(state, p, zone);
      }
      case 'strategicPoint': {
        const c = centreOf(state, o.centre);
        const near = standing(state, p).map((s) => nodeDistance(s.node, c)).sort((x, y) => x - y).slice(0, o.holdUnits);
        return W.held * (b.held[p] + (holdingNow(state, o, p) ? 0.5 : 0)) - W.closing * near.reduce((n, d) => n + d, 0);
      }
      case 'ambush': {
        if (p !== b.attacker) return 0;
        const edge = farEdge(state, p);
        const way = standing(state, p).filter((s) => !s.ships.every((id) => b.crossed.includes(id)) && !onEdge(state, s.node, edge))
          .reduce((n, s) => n + edgeGap(state, s.node, edge), 0);
        return W.crossed * Math.min(crossedCost(b), ambushTarget(b, o)) - W.closing * way;
      }
      case 'captureDocuments': {
        let v = 0;
        const home = zoneNodes(state, p);
        for (const doc of b.documents) {
          if (doc.home === p) v += W.documentHome;
          const carrier = doc.carrier ? state.units[doc.carrier] : undefined;
          if (carrier?.owner === p) v += W.documentCarried - W.closing * Math.min(...home.map((n) => nodeDistance(carrier.node, n)));
          if (!doc.home && !doc.carrier && doc.node) v -= (W.closing * nearest(state, p, [doc.node])) / 2;
        }
        return v;
      }
      case 'commanderElimination':
        return (b.sunk ?? []).includes(other(p)) ? W.commander : 0;
      case 'elimination':
        return 0;
    }
  };
  return side(player) - side(enemy);
}

export const fleetBot: BotModule = {
  id: MODULE_ID,
  // a sale takes back a purchase, and naming another commander ship the first choice: a bot that did
  // either would come back to a fleet it has seen and answer as before, for ever (the random bot did)
  undoes(a, state) {
    if (a.type !== 'module' || a.module !== MODULE_ID) return false;
    if (a.action === 'sell') return true;
    const p = builder(state);
    return a.action === 'commander' && p !== null && fleetData(state)!.builds[p].commander !== null;
  },
  evaluation: { value: fleetValue },
  choice: (state, legal, _width, rng) => buildChoice(state, legal, rng) ?? orderChoice(legal),
  candidates(state, legal, _width, rng) {
    const a = buildChoice(state, legal, rng) ?? (state.pending?.kind === 'moduleSetup' ? orderChoice(legal) : null);
    return a ? [a] : null;
  },
};
