// C-EXTRA-HQ: a field HQ lets its side re-roll one die a round. The dice are another module's: the
// game offers re-rolls when one of its modules keeps the re-roll rights option `rerollsPerRound`
// (`{ blue, red }`, re-rolls a side may make each round). At the muster a side with a field HQ gets one
// more right there; the setup is public, so the other side sees it (as it sees fog and minefields).
import type { Draft, GameState, PlayerId } from '../../../engine/author';

type Rights = Record<PlayerId, number>;
const rightsOf = (options: unknown): Rights | null => {
  const r = options && typeof options === 'object' ? (options as { rerollsPerRound?: unknown }).rerollsPerRound : undefined;
  return r && typeof r === 'object' && typeof (r as Rights).blue === 'number' && typeof (r as Rights).red === 'number' ? (r as Rights) : null;
};

/** Whether a module of this game rolls dice with re-roll rights (a field HQ has something to re-roll). */
export const rerollsInGame = (state: Pick<GameState, 'setup'>): boolean => (state.setup.modules ?? []).some((m) => rightsOf(m.options) !== null);

/**
 * C-EXTRA-HQ: each side in `sides` gets one more re-roll right a round in every module that keeps
 * them. The setup is shared between states and never changed in place: the muster gives the game a
 * new setup with the new options (caches keyed by the setup then build once more).
 */
export function grantRerolls(d: Draft, sides: readonly PlayerId[]): void {
  const modules = d.s.setup.modules;
  if (!sides.length || !modules?.some((m) => rightsOf(m.options))) return;
  d.s.setup = {
    ...d.s.setup,
    modules: modules.map((m) => {
      const rights = rightsOf(m.options);
      if (!rights) return m;
      const more = { ...rights };
      for (const p of sides) more[p] += 1;
      return { ...m, options: { ...(m.options as object), rerollsPerRound: more } };
    }),
  };
}
