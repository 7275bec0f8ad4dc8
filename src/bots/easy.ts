// The easy level's choice (experimental knobs while measured).
import { legalActions, stateFromView, type Action, type GameView } from '../engine/index';
import { determinize } from './determinize';
import { listed } from './listed';
import { greedyAction } from './policy';
import { bestWeighed, EASY_APPLIED, STRIKE_CHECKS, type Weighed } from './weigh';
import type { BotRandom } from './random';

export const EASY = { chance: 0, among: 3, margin: 1e9, strikes: STRIKE_CHECKS, temp: 0 };

function easyChoose(ws: readonly Weighed[], rng: BotRandom): Weighed | null {
  const best = bestWeighed(ws);
  if (!best) return null;
  if (EASY.temp > 0) {
    const near = ws.filter((w) => w.value >= best.value - EASY.margin);
    const wts = near.map((w) => Math.exp((w.value - best.value) / EASY.temp));
    const total = wts.reduce((a, b) => a + b, 0);
    let r = (rng(1 << 30) / (1 << 30)) * total;
    for (let k = 0; k < near.length; k++) { r -= wts[k]; if (r <= 0) return near[k]; }
    return best;
  }
  if (EASY.chance <= 0 || rng(1000) >= EASY.chance * 1000) return best;
  const sorted = [...ws].sort((x, y) => y.value - x.value);
  const ends = new Set<string>();
  const near: Weighed[] = [];
  for (const w of sorted) {
    if (near.length >= EASY.among || w.value < best.value - EASY.margin) break;
    const a = w.action;
    const end = a.type === 'move' ? `${a.unitId}>${a.to.node}` : JSON.stringify(a);
    if (ends.has(end)) continue;
    ends.add(end);
    near.push(w);
  }
  return near[rng(near.length)] ?? best;
}

export function easyAction(view: GameView, rng: BotRandom): Action {
  const known = stateFromView(view);
  const legal = legalActions(known);
  const a = greedyAction(determinize(view, rng, known), rng, EASY_APPLIED, legal, EASY.strikes, easyChoose);
  if (!a) throw new Error('Nothing is legal in this view (the game is over).');
  return legal.includes(a) ? listed(a) : a;
}
