// A rule module that lives in the tests: it uses every hook a module has (DESIGN.md "Module hooks"),
// each in a way a test can see. The real modules (D, L, N, C) come in their own issues.
import { z } from 'zod';
import { moduleData, refuse, setModuleData, type Draft, type GameState, type RuleModule } from '../../../src/engine/index';

export interface ProbeData { signals: number; moves: number; attacks: number; rounds: number; ready: boolean }
const EMPTY: ProbeData = { signals: 0, moves: 0, attacks: 0, rounds: 0, ready: false };
export const probeData = (s: GameState): ProbeData => ({ ...EMPTY, ...(moduleData(s, 'probe') as Partial<ProbeData> | undefined) });
const update = (d: Draft, change: Partial<ProbeData>) => setModuleData(d, 'probe', { ...probeData(d.s), ...change });

export const probeOptions = z.object({
  /** Attacks on these target ids miss (the combat resolver). */
  missTargets: z.array(z.string()).default([]),
  /** A setup phase before round 1: blue must say "ready". */
  readyPhase: z.boolean().default(false),
  /** The enemy's unit classes are hidden in a player's view. */
  hideClasses: z.boolean().default(false),
  /** The signaller wins when the signals reach this. */
  winAtSignals: z.number().int().min(1).max(99).default(99),
  /** Signals a game allows (so random play ends). */
  maxSignals: z.number().int().min(0).max(99).default(2),
}).strict();
export type ProbeOptions = z.infer<typeof probeOptions>;

export const probeModule: RuleModule<ProbeOptions> = {
  id: 'probe',
  name: { en: 'Probe', pl: 'Sonda' },
  options: probeOptions,
  combat: (d, _attacker, target, o) => {
    if (!o.missTargets.includes(target.id)) return true;
    d.events.push({ type: 'module', module: 'probe', name: 'missed', data: { targetId: target.id } });
    return false;
  },
  visibility: (view, _state, viewer, o) =>
    o.hideClasses ? { ...view, units: Object.fromEntries(Object.entries(view.units).map(([id, u]) => [id, u.owner === viewer ? u : { ...u, class: '?' }])) } : view,
  actions: [
    {
      name: 'signal',
      params: z.object({ text: z.string().min(1).max(20) }).strict(),
      legal: (s, o) => (!s.pending && probeData(s).signals < o.maxSignals ? [{ text: 'hello' }] : []),
      apply: (d, s, params, o) => {
        if (probeData(s).signals >= o.maxSignals) return refuse('module/refused', 'No more signals in this game.', { module: 'probe', pl: 'Nie ma już sygnałów w tej grze.' });
        update(d, { signals: probeData(s).signals + 1 });
        d.events.push({ type: 'module', module: 'probe', name: 'signal', player: s.toAct, data: params });
        return null;
      },
    },
    {
      name: 'ready',
      params: z.undefined(),
      legal: (s) => (s.pending?.kind === 'moduleSetup' ? [undefined] : []),
      apply: (d, s) => {
        if (s.pending?.kind !== 'moduleSetup') return refuse('module/refused', 'There is nothing to be ready for.', { module: 'probe', pl: 'Nie ma na co być gotowym.' });
        update(d, { ready: true });
        d.s.pending = null;
        return null;
      },
    },
  ],
  setup: [
    {
      name: 'ready',
      begin: (d, o) => {
        if (!o.readyPhase) return false;
        d.s.pending = { kind: 'moduleSetup', player: 'blue', module: 'probe', phase: 'ready' };
        d.s.toAct = 'blue';
        return true;
      },
    },
  ],
  victory: (s, o) => (probeData(s).signals >= o.winAtSignals ? { winner: s.toAct } : null),
  on: {
    afterMove: (d) => update(d, { moves: probeData(d.s).moves + 1 }),
    afterAttack: (d) => update(d, { attacks: probeData(d.s).attacks + 1 }),
    roundEnd: (d) => update(d, { rounds: probeData(d.s).rounds + 1 }),
  },
};

/** A second module that wants the square grid and resolves combat too (for the refusals). */
export const squareModule: RuleModule<Record<string, never>> = {
  id: 'square',
  name: { en: 'Square', pl: 'Kwadrat' },
  options: z.object({}).strict(),
  topology: 'square8',
  combat: () => true,
};
