// The easy level: the heuristic policy (policy.ts) on one sampled state, but in contact it does not
// take its best-weighed move: it settles for one of its few best-looking ones, drawn evenly (a player
// who knows the rules and plays for the moment, not one who sees the reply). Out of contact it
// plays its turns as before (the approach is the same as normal's there); attacks, draws, deployments
// and the other decisions by rule are unchanged. A module's own steps (module D's fleet moves, module
// N's turns) are loosened the same way throughout. Still a function of the view and the decision's own stream.
import { legalActions, stateFromView, type Action, type GameView } from '../engine/index';
import { determinize } from './determinize';
import { moduleCandidates } from './botModule';
import { listed } from './listed';
import { greedyAction } from './policy';
import { inContact } from './tactics';
import { bestWeighed, EASY_APPLIED, MODULE_EASY_WIDTH, STRIKE_CHECKS, type Weighed } from './weigh';
import { chance, type BotRandom } from './random';

/**
 * How loosely easy plays, measured against random and normal (src/bots/README.md, "A ladder by
 * lapses"): in contact (a unit within `contact` nodes of the enemy's), a turn's choice is, `turnChance`
 * of the time, one of its `among` best-weighed actions (one per ship's end) drawn evenly, else the best;
 * a module's step of its own (module D's fleet moves, in or out of contact) `moduleChance` of the time
 * one of the first `among` of the module's ranked shortlist (BotModule.candidates).
 */
export const EASY_LOOSENESS = { contact: 9, turnChance: 1, moduleChance: 0.7, among: 6 };

/** One of the `among` best-weighed actions, one per ship's end (its best heading there), drawn evenly. */
export function oneOfTheBest(ws: readonly Weighed[], rng: BotRandom, among = EASY_LOOSENESS.among): Weighed | null {
  const ends = new Set<string>();
  const near: Weighed[] = [];
  for (const w of [...ws].sort((x, y) => y.value - x.value)) {
    if (near.length >= among) break;
    const a = w.action;
    const end = a.type === 'move' ? `${a.unitId}>${a.to.node}` : JSON.stringify(a);
    if (ends.has(end)) continue;
    ends.add(end);
    near.push(w);
  }
  return near.length ? near[rng(near.length)] : null;
}

/** Easy's choice of a turn's weighed actions in contact: now and then one of its few best, else the best. */
const looseChoice = (ws: readonly Weighed[], rng: BotRandom): Weighed | null =>
  (chance(rng, EASY_LOOSENESS.turnChance) ? oneOfTheBest(ws, rng) : null) ?? bestWeighed(ws);

/** The easy level's action for the player to act in `view`. */
export function easyAction(view: GameView, rng: BotRandom): Action {
  const known = stateFromView(view); // the view's own legal actions (legalActions(view) is legalActions of this)
  const legal = legalActions(known);
  const sample = determinize(view, rng, known);
  const loose = inContact(sample, EASY_LOOSENESS.contact);
  let a: Action | null = null;
  if (sample.pending?.kind === 'moduleSetup' && chance(rng, EASY_LOOSENESS.moduleChance)) {
    const list = moduleCandidates(sample, legal, MODULE_EASY_WIDTH, rng); // ranked, best first
    if (list?.length) a = list[rng(Math.min(EASY_LOOSENESS.among, list.length))];
  }
  a ??= greedyAction(sample, rng, EASY_APPLIED, legal, STRIKE_CHECKS, loose ? looseChoice : bestWeighed);
  if (!a) throw new Error('Nothing is legal in this view (the game is over).');
  return legal.includes(a) ? listed(a) : a; // one of the engine's own: applied without a shape check
}
