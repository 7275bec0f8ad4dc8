// createBot(level, seed): a machine player. decide(view, budget) is a pure function of the level,
// the seed, the view and an iteration budget: the decision's random stream is keyed by the seed
// and a fingerprint of what the view shows, so the same view asks the same question twice and gets
// the same answer, whatever happened before (a game replays exactly; a bot in a Web Worker needs no
// memory between calls). The bot never holds a GameState of the game: only its own samples.
import { legalActions, sampleAction, stateFromView, type GameView } from '../engine/index';
import { hasUndoing, moduleUndoes } from './botModule';
import { listed } from './listed';
import { easyAction } from './easy';
import { botRandom, chance, hashWith, type BotRandom } from './random';
import { searchAction, type SearchConfig } from './search';
import type { Bot, BotLevel, Budget } from './types';

// Each level's search settings and default budget (iterations: deterministic). Normal: on an ENB turn
// each root played once (perRoot); a module's step in an ENB game (fleet turns): 20 playouts over its
// shortlist; a game of a module's own (Naval Battle): 10, the first ten of its shortlist once each, a
// quarter of hard's (README, "A ladder by lapses").
const NORMAL: SearchConfig = { width: 10, replies: 1, depth: 2, playoutApplied: 0, samples: 4, explore: 0.7, contact: 9, perRoot: 1, ownGame: 10 };
const NORMAL_BUDGET: Budget = { iterations: 20 };
export const LEVELS: Record<'normal' | 'hard', { search: SearchConfig; budget: Budget }> = {
  normal: { search: NORMAL, budget: NORMAL_BUDGET },
  // four times normal's roots against the heuristic's reply, then its five best against normal's own
  // search of the reply (looking further with the heuristic's deeper turns judged no better: README);
  // in a game of a module's own, 40 playouts of 4 plies past the root (a naval turn is a move and a
  // fight: the enemy's whole reply), normal's 10 of 2
  hard: { search: { ...NORMAL, width: 40, ownGame: undefined, depth: 4, refine: { roots: 5, reply: NORMAL, budget: NORMAL_BUDGET } }, budget: { iterations: 40 } },
};

/**
 * How often normal plays a decision for the moment (easy's choice) instead of searching it: a level
 * between easy and hard that each of them beats clearly from both seats (issue 36's ladder,
 * src/bots/README.md "A ladder by lapses"). Hard never lapses.
 */
export const NORMAL_LAPSE = 0.4;

/** What a view shows that a decision depends on, as text (the key of the decision's random stream). */
export function fingerprint(view: GameView): string {
  return JSON.stringify([view.viewer, view.round, view.phase, view.toAct, view.pending, view.activation, view.tokens, view.score, view.units, view.taskForces?.markers, view.taskForces?.boards, view.cards[view.viewer], view.passed, view.drew, view.moduleState]); // a module's data too: a declaration made and withdrawn is a new question
}

function decisionRandom(seed: number, view: GameView): BotRandom {
  return botRandom(hashWith(seed, fingerprint(view)));
}

export function createBot(level: BotLevel, seed: number): Bot {
  return {
    level,
    seed,
    decide(view: GameView, budget?: Budget) {
      if (view.viewer !== view.toAct) throw new Error(`This is ${view.viewer}'s view, but ${view.toAct} is to act: a bot decides only for the player to act.`);
      const rng = decisionRandom(seed, view);
      if (level === 'random') {
        // uniform over the legal actions, but never one that takes another back (it would loop: BotModule.undoes)
        if (hasUndoing(view)) {
          const state = stateFromView(view);
          const legal = legalActions(state);
          const forward = legal.filter((a) => !moduleUndoes(state, a));
          const list = forward.length ? forward : legal;
          if (!list.length) throw new Error('Nothing is legal in this view (the game is over).');
          return listed(list[rng(list.length)]);
        }
        const a = sampleAction(view, rng);
        if (!a) throw new Error('Nothing is legal in this view (the game is over).');
        return a;
      }
      if (level === 'easy' || (level === 'normal' && chance(rng, NORMAL_LAPSE))) return easyAction(view, rng);
      return searchAction(view, rng, LEVELS[level].search, budget ?? LEVELS[level].budget);
    },
  };
}
