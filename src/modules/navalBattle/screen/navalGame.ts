// What the Naval Battle screen reads of a game: the module's options, the viewer's pieces (the draft
// arrangement in their place during the secret setup), a class's short label in the language.
import { type GameState, type PlayerId } from '../../../engine';
import { NAVAL, navalOptions, type Arrangement, type NavalData, type NavalOptions, type NavalPiece } from '../rules/index';
import type { Language } from '../../../i18n';

const optionsCache = new WeakMap<object, NavalOptions>();
/** The module's options of a game (kept parsed in the setup). */
export function optionsOf(state: Pick<GameState, 'setup'>): NavalOptions {
  let o = optionsCache.get(state.setup);
  if (!o) {
    o = navalOptions.parse(state.setup.modules?.find((m) => m.id === NAVAL)?.options);
    optionsCache.set(state.setup, o);
  }
  return o;
}

/** A class's name in the language, its initials (two letters) and its strength; null for a hidden class. */
export function classLabel(o: NavalOptions, lang: Language, cls: string | null): { name: string; short: string; strength: number } | null {
  if (cls === null) return null;
  const c = o.classes[cls];
  if (!c) return null;
  const name = c.name[lang];
  const words = name.split(/\s+/);
  const short = (words.length > 1 ? words.map((w) => w[0]).join('') : name.slice(0, 2)).slice(0, 2).toUpperCase();
  return { name, short, strength: c.strength };
}

/** The pieces drawn for a viewer: during their setup the own ships and mines stand where the draft puts them. */
export function piecesShown(data: NavalData, viewer: PlayerId, draft: Arrangement | null): NavalPiece[] {
  if (!draft) return data.pieces;
  const at = new Map(draft.ships.map((s) => [s.id, s.node]));
  const others = data.pieces.filter((p) => p.owner !== viewer);
  const own = data.pieces.filter((p) => p.owner === viewer && p.kind === 'ship').map((p) => ({ ...p, node: at.get(p.id) ?? null }));
  const mines = draft.mines.map((node, k): NavalPiece => ({ id: `draft-mine-${k}`, owner: viewer, kind: 'mine', class: 'mine', node, revealed: false }));
  return [...others, ...own, ...mines];
}
