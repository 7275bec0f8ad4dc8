// Nothing lost (issue 13, item 6): real save files load through the real load path and replay. The
// current version's (v3-*, the current rules) replay to exactly the state recorded beside them; a v3 save
// from older rules (rules2-*) keeps the game up to the action the current rules refuse; the
// previous version's (v2-*, written before the rulings of ENB-RULES §16) load under the current rules,
// and where those rules refuse one of their actions the loader says so and keeps the game up to there.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULES_VERSION } from '../../src/engine/index';
import { sessionFromText } from '../../src/store/persistence';

const dir = new URL('./fixtures/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.enb.json'));
const read = (f: string) => readFileSync(new URL(f, dir), 'utf8');
/** The state's JSON with every object's keys sorted: its content, whatever order a transition added fields in. */
const canonical = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(canonical)
  : v !== null && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canonical((v as Record<string, unknown>)[k])]))
  : v;
const digest = (state: unknown) => createHash('sha256').update(JSON.stringify(canonical(state))).digest('hex');

describe('save fixtures', () => {
  it('there are fixtures of both versions', () => {
    expect(files.filter((f) => f.startsWith('v2-')).length).toBeGreaterThanOrEqual(4);
    expect(files.filter((f) => f.startsWith('v3-')).length).toBeGreaterThanOrEqual(4);
  });
  for (const f of files.filter((x) => x.startsWith('v3-'))) {
    it(`${f}: loads and replays to the recorded state`, () => {
      const r = sessionFromText(read(f));
      if (!r.ok) throw new Error(JSON.stringify(r.errors));
      expect(r.rulesChanged).toBeUndefined();
      expect(digest(r.session.state)).toBe(read(f.replace('.enb.json', '.state.sha256')).trim());
    });
  }
  it('a save of the same format from older rules (2) whose action the current rules refuse is kept up to there', () => {
    // rules 2 let "Hard rudder" start a coastal battery's activation; rules 3 play movement cards on ships only
    const r = sessionFromText(read('rules2-island-airfield.enb.json'));
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.migratedFrom).toBeUndefined();
    expect(r.rulesChanged).toMatchObject({ from: 2, to: RULES_VERSION, at: 34 });
    expect(r.rulesChanged!.reason).toContain('changes how a ship moves');
    expect(r.session.actions.length).toBe(34);
  });
  for (const f of files.filter((x) => x.startsWith('v2-'))) {
    it(`${f}: a save of the previous version loads under the current rules, saying where they differ`, () => {
      const text = read(f);
      const r = sessionFromText(text);
      if (!r.ok) throw new Error(JSON.stringify(r.errors));
      const logged = (JSON.parse(text) as { actions: unknown[] }).actions.length;
      expect(r.migratedFrom).toBe(2);
      expect(r.save.rulesVersion).toBe(RULES_VERSION);
      if (r.rulesChanged) {
        expect(r.rulesChanged).toMatchObject({ from: 1, to: RULES_VERSION });
        expect(r.session.actions.length).toBe(r.rulesChanged.at);
        expect(r.rulesChanged.at).toBeLessThan(logged);
      } else expect(r.session.actions.length).toBe(logged);
      expect(JSON.parse(JSON.stringify(r.session.state))).toEqual(r.session.state);
    });
  }
});
