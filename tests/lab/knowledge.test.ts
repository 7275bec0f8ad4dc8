// Issue 36's bad input, in the lab: a scenario whose module has a victory rule the bots were not taught
// still plays, and the run's report carries a line saying the bots played it without objective knowledge.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerModule, unregisterModule } from '../../src/engine/index';
import { bundledScenarios } from '../../src/scenarios/index';
import { knowledgeNotes } from '../../src/lab/knowledge';
import { makeVariant } from '../../src/lab/variant';

const openSea = bundledScenarios.find((s) => (s as { id: string }).id === 'open-sea') as Record<string, unknown>;

function variant(scenario: Record<string, unknown>) {
  const v = makeVariant(scenario, {});
  if (!v.ok) throw new Error(v.errors.join('; '));
  return v;
}

describe('the lab says when the bots played without objective knowledge', () => {
  beforeAll(() => registerModule({ id: 'lastShipStanding', name: { en: 'Last ship standing', pl: 'Ostatni okręt' }, options: z.object({}), victory: () => null } as never));
  afterAll(() => unregisterModule('lastShipStanding'));

  it('a bundled scenario: no note', () => {
    const v = variant(openSea);
    expect(knowledgeNotes({ variants: [v.variant] }, [v.text])).toEqual([]);
  });

  it('a module with an untaught victory rule: one note naming the variant and the module', () => {
    const plain = variant(openSea);
    const taught = variant({ ...openSea, rules: { ...(openSea.rules as object), modules: [{ id: 'lastShipStanding' }] } });
    const notes = knowledgeNotes({ variants: [plain.variant, taught.variant] }, [plain.text, taught.text]);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/lastShipStanding.*material and score/);
    expect(notes[0].startsWith(`${taught.variant.label}:`)).toBe(true);
  });
});
