// Writes the current version's save fixtures (tests/saves/fixtures/v3-*.enb.json) and the digest of
// the state each replays to (v3-*.state.sha256), from seeded random play on the bundled scenarios.
// Run it only when a save or rules version changes on purpose: npx tsx tests/saves/makeFixtures.ts
// (the v2-* fixtures were written the same way by the previous version, before the rules of §16).
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { applyAction, createGame, legalActions } from '../../src/engine/index';
import { serializeSave } from '../../src/saves/saveFile';
import { bundledScenarios } from '../../src/scenarios/index';

const dir = new URL('./fixtures/', import.meta.url);
export const digest = (state: unknown): string => createHash('sha256').update(JSON.stringify(state)).digest('hex');

for (const sc of bundledScenarios) {
  const id = (sc as { id: string }).id;
  if (id === 'great-archipelago') continue; // large: its saves are the same format
  const g = createGame(sc, 11);
  if (!g.ok) throw new Error(id);
  let s = g.state;
  const actions: unknown[] = [];
  let x = 7;
  for (let k = 0; k < 90 && s.phase !== 'over'; k++) {
    const legal = legalActions(s);
    x = (Math.imul(x, 1103515245) + 12345) & 0x7fffffff;
    const a = legal[x % legal.length];
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`${id}: a legal action was refused`);
    s = r.state;
    actions.push(a);
  }
  writeFileSync(new URL(`v3-${id}.enb.json`, dir), serializeSave({ scenario: sc, seed: 11, actions, options: { players: { blue: 'Anna', red: 'Piotr' } }, savedAt: '2026-11-24T17:00:00.000Z' }));
  writeFileSync(new URL(`v3-${id}.state.sha256`, dir), `${digest(s)}\n`);
}
