// A Naval Battle game saved under rules 3 (tests/saves/fixtures/rules3-naval-battle.enb.json, written
// by the previous version: both sides set mines up in port, 400 actions of seeded random play) plays on
// under rules 4: its log names the ids of rules 3 (N-HIDDEN-3: the loader puts in `ids: "rules3"`), and
// its view is recomputed with the new secrecy: the other side's mines set up in port are tokens (N-MINE-2).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { legalActions, RULES_VERSION, viewFor } from '../../src/engine/index';
import { navalData } from '../../src/modules/navalBattle/rules/index';
import { parseSave, serializeSave } from '../../src/saves/saveFile';

const text = readFileSync(new URL('./fixtures/rules3-naval-battle.enb.json', import.meta.url), 'utf8');

describe('N-HIDDEN-3: an old Naval Battle save plays on with the new visibility', () => {
  it('replays to its end under the current rules, with the ids its log names', () => {
    const r = parseSave(text);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.rulesChanged).toBeUndefined();
    expect(r.save.actions).toHaveLength(402);
    expect(r.save.rulesVersion).toBe(RULES_VERSION);
    expect((r.save.scenario as { rules: { modules: { options: { ids?: string } }[] } }).rules.modules[0].options.ids).toBe('rules3');
    expect(legalActions(r.state).length).toBeGreaterThan(0);
    // saved again, it loads again (the scenario it replays with is the one it stores)
    const again = parseSave(serializeSave(r.save));
    expect(again.ok && again.save.actions.length).toBe(402);
  });
  it('the view is recomputed: the other side\'s unrevealed pieces, port mines among them, are tokens', () => {
    const r = parseSave(text);
    if (!r.ok) throw new Error('not read');
    const truth = navalData(r.state)!.pieces.filter((p) => p.owner === 'red' && !p.revealed);
    expect(truth.some((p) => p.kind === 'mine')).toBe(true);
    const seen = navalData(viewFor(r.state, 'blue') as never)!.pieces.filter((p) => p.owner === 'red' && !p.revealed);
    expect(seen.map((p) => p.id)).toEqual(truth.map((p) => p.id));
    expect(seen.every((p) => p.kind === 'hidden' && p.class === null)).toBe(true);
  });
});
