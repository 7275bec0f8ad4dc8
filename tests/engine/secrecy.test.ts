// Every secret stays secret (§12, issue 34 item 3), in every bundled scenario and rule module: a state
// and its twins — states that differ only in what a player may not know (the PRNG, the other side's
// hand and deck order, which marker is which task force, hidden classes and mines: secrecy/twins.ts) —
// give that player the same view, the same legal choices and the same words on screen. Secret setups
// (R-SETUP-1, N-SETUP-2) are checked by history: the first side sets up in two ways, the second side
// then sees, may do and reads the same. Fixed seeds: a seed that ever failed stays here.
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, moduleById, registeredModules, viewFor, type GameEvent, type GameState, type PlayerId } from '../../src/engine/index';
import { bundledScenarios } from '../../src/scenarios/index';
import { ENGINE_TWINS, MODULE_TWINS, type Pick, type TwinMaker } from './secrecy/twins';
import { screenText } from './secrecy/screenText';
import '../setup/screenModules';

const idOf = (sc: unknown) => (sc as { id: string }).id;
const SCENARIOS = bundledScenarios.filter((sc) => idOf(sc) !== 'great-archipelago'); // the same rules on a bigger map (slow)
const SEEDS = [1, 2];

function picker(seed: number): Pick {
  let x = seed >>> 0 || 1;
  return (n) => { x = (Math.imul(x, 1103515245) + 12345) >>> 0; return n <= 1 ? 0 : (x >>> 8) % n; };
}

function play(s: GameState, pick: Pick): { state: GameState; events: GameEvent[] } {
  const legal = legalActions(s);
  const r = applyAction(s, legal[pick(legal.length)]);
  if (!r.ok) throw new Error(`a legal action was refused: ${r.error.message}`);
  return { state: r.state, events: r.events };
}

/** What `viewer` may tell apart: the view, the choices when it is theirs to act, the screen's words. */
function seenBy(s: GameState, events: readonly GameEvent[], viewer: PlayerId) {
  return { view: viewFor(s, viewer), legal: s.toAct === viewer ? legalActions(s) : [], text: screenText(s, events, viewer) };
}

function makersFor(s: GameState): [string, TwinMaker][] {
  const mods = (s.setup.modules ?? []).flatMap((m) => { const x = MODULE_TWINS[m.id]; return typeof x === 'function' ? [[m.id, x] as [string, TwinMaker]] : []; });
  return [...Object.entries(ENGINE_TWINS), ...mods];
}

describe('§12 every secret stays secret: twins look the same to the player they differ for', () => {
  it('every registered rule module names its twins, and one that hides something has a maker', () => {
    for (const id of registeredModules()) {
      expect(MODULE_TWINS[id], `rule module "${id}" has no entry in tests/engine/secrecy/twins.ts MODULE_TWINS`).toBeDefined();
      if (moduleById(id)!.visibility) expect(typeof MODULE_TWINS[id], `rule module "${id}" hides something (visibility) but makes no twins`).toBe('function');
    }
  });

  for (const sc of SCENARIOS) {
    it(`${idOf(sc)}: states in play`, () => {
      let checked = 0;
      for (const seed of SEEDS) {
        const g = createGame(sc, seed);
        if (!g.ok) throw new Error(JSON.stringify(g.errors));
        const pick = picker(seed * 977);
        let s = g.state;
        let events: GameEvent[] = g.events;
        for (let k = 0; k < 160 && s.phase !== 'over'; k++) {
          ({ state: s, events } = play(s, pick));
          if (k % 16 !== 15) continue;
          for (const viewer of ['blue', 'red'] as const) {
            const seen = seenBy(s, events, viewer);
            for (const [name, make] of makersFor(s)) {
              const twin = make(s, viewer, pick);
              if (!twin) continue;
              expect(seenBy(twin, events, viewer), `${idOf(sc)} seed ${seed} action ${k}: ${name} twin, seen by ${viewer}`).toEqual(seen);
              checked++;
            }
          }
        }
      }
      expect(checked).toBeGreaterThan(0);
    });
  }

  for (const sc of SCENARIOS) {
    it(`${idOf(sc)}: the secret setup (R-SETUP-1, N-SETUP-2)`, () => {
      for (const seed of SEEDS) {
        const g = createGame(sc, seed);
        if (!g.ok) throw new Error(JSON.stringify(g.errors));
        if (g.state.phase !== 'setup') return; // no setup to keep secret
        const first = g.state.toAct, second: PlayerId = first === 'blue' ? 'red' : 'blue';
        // the first side sets up in two ways; the second side then takes the same choices in both
        const twins = [0, 7, 13, 29, 41].map((k) => seed * 31 + k).map((k) => {
          const pick = picker(k);
          let s = g.state;
          const events: GameEvent[] = [...g.events];
          for (let n = 0; n < 400 && s.toAct === first && s.phase === 'setup'; n++) { const r = play(s, pick); s = r.state; events.push(...r.events); }
          return { s, events };
        });
        const [a, ...others] = twins;
        const differ = others.filter((b) => JSON.stringify(b.s) !== JSON.stringify(a.s));
        expect(differ.length).toBeGreaterThan(0); // setups that differ
        for (const b of differ) {
        if (a.s.toAct !== second || b.s.toAct !== second) continue; // a setup that ended at once
        const same = picker(seed * 131);
        // the PRNG is secret too: both twins go on with one fresh PRNG state (else ids drawn later, a marker's, differ by the draws made before)
        const rng = [seed * 7 + 1, 0x2545f491, 0x9e3779b9 | 0, 0x6a09e667];
        let [sa, sb] = [{ ...a.s, rng }, { ...b.s, rng }];
        let [ea, eb] = [a.events, b.events];
        for (let n = 0; n < 60 && sa.toAct === second && sa.phase !== 'over'; n++) {
          expect(seenBy(sb, eb, second), `${idOf(sc)} seed ${seed}, the second side's step ${n}`).toEqual(seenBy(sa, ea, second));
          const legal = legalActions(sa);
          const action = legal[same(legal.length)];
          const ra = applyAction(sa, action), rb = applyAction(sb, action);
          if (!ra.ok || !rb.ok) throw new Error('a legal action was refused');
          [sa, sb, ea, eb] = [ra.state, rb.state, [...ea, ...ra.events], [...eb, ...rb.events]];
          if (sa.phase !== 'setup' && !(sa.pending?.kind === 'moduleSetup' && sa.pending.phase === 'arrange')) break; // both set up: all shows now
        }
        }
      }
    });
  }
});
