// Module L's options in words for the start screen and the end report ("Air defence and victory points
// (module L): 4 AA guns, 3 strategic targets; VP to win: blue 10, red 15; …"), from the scenario's
// options with the module's defaults where it gives none (the seed's: VP 10 and 15, a hit destroys).
import type { Words as Translate } from '../strings';

interface Given {
  guns?: unknown[]; targets?: unknown[]; vpTarget?: { blue?: number; red?: number }; damage?: string;
  weather?: { clouds?: unknown[]; sun?: string | null }; reinforcements?: unknown[]; leaving?: { rounds?: number };
}
const EDGES = ['north', 'south', 'east', 'west'] as const;

export function airDefenceFacts(t: Translate, raw: unknown): string {
  const o = (raw && typeof raw === 'object' ? raw : {}) as Given;
  const words = [
    t('module.airDefence.opt.summary', { guns: o.guns?.length ?? 0, targets: o.targets?.length ?? 0, blue: o.vpTarget?.blue ?? 10, red: o.vpTarget?.red ?? 15 }),
    t(o.damage === 'two-step' ? 'module.airDefence.opt.damage.two-step' : 'module.airDefence.opt.damage.destroy'),
    t('module.airDefence.opt.clouds', { n: o.weather?.clouds?.length ?? 0 }),
  ];
  const sun = EDGES.find((e) => e === o.weather?.sun);
  if (sun) words.push(t('module.airDefence.opt.sun', { edge: t(`obj.edge.${sun}`) }));
  if (o.reinforcements?.length) words.push(t('module.airDefence.opt.reinforcements', { n: o.reinforcements.length }));
  words.push(t('module.airDefence.opt.leaving', { rounds: o.leaving?.rounds ?? 5 }));
  return `${t('module.airDefence')}: ${words.join('; ')}`;
}
