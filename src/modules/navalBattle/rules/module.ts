// Module N — Naval Battle (MODULES.md §N, seed 001; rulings N-… in README.md): a hidden-identity naval
// game on the square grid, played inside ENB's engine as one long decision of the module. Setup
// phase: the secret arrangement in the home ports; then the battle (before round 1, which never comes).
import type { RuleModule } from '../../../engine/author';
import { navalOptions, type NavalOptions } from './fleet';
import { checkGeography } from './geography';
import { NAVAL, navalData, setData } from './data';
import { beginSetup } from './setup';
import { NAVAL_ACTIONS } from './actions';
import { navalView } from './view';

export const navalModule: RuleModule<NavalOptions> = {
  id: NAVAL,
  name: { en: 'Naval Battle', pl: 'Bitwa morska' },
  options: navalOptions,
  topology: 'square8',
  check: (scenario, _ruleset, o, at) => checkGeography(o, scenario.map, at),
  visibility: navalView,
  actions: NAVAL_ACTIONS,
  setup: [{ name: 'arrange', begin: beginSetup }],
  beforeRound: (d) => { // N-TURN-0: the battle holds round 1 back for good
    const data = navalData(d.s);
    if (!data?.arranged.blue || !data.arranged.red) return false;
    const first = d.s.order[0];
    d.s.phase = 'play';
    d.s.toAct = first;
    d.s.pending = { kind: 'moduleSetup', player: first, module: NAVAL, phase: 'battle' };
    setData(d, data);
    d.events.push({ type: 'module', module: NAVAL, name: 'battleStarted', player: first, data: {} });
    return true;
  },
  // N-HIDDEN-3: a game saved under rules 3 or older names the ids of those rules in its log
  savedUnder: (options, rulesVersion) =>
    rulesVersion < 4 && typeof options === 'object' && options !== null && !('ids' in options) ? { ...options, ids: 'rules3' } : options,
  victory: (state, o) => { // N-WIN-1, N-WIN-3, N-TURN-3, N-LIMIT
    const data = navalData(state);
    if (!data) return null;
    if (data.landed) return { winner: data.landed };
    if ((data.cannotWin.blue && data.cannotWin.red) || data.passes >= 2) return { winner: null };
    if (o.turnLimit !== null && data.turns >= o.turnLimit) return { winner: null };
    return null;
  },
};
