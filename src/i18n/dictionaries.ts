// The dictionaries loaded so far: English always (its keys are the typed MessageKey), Polish only when
// chosen (its own chunk, loaded before the switch, so t() stays synchronous and typed).
import { en, type Dictionary } from './en';

export const LANGUAGES = ['en', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];

// English of the first screen; the strings of code loaded on demand join it when that code loads
// (addEnglish): only that code asks for them
const english = { ...en } as Dictionary;
const loaded: { [L in Language]?: Dictionary } = { en: english };

/** Strings that came with code loaded on demand (the machine players, Playtest) join the English dictionary. */
export function addEnglish(part: Partial<Dictionary>): void {
  Object.assign(english, part);
}
// the rule modules' own words (src/modules/<id>/strings.ts), added when their screen parts load
const moduleWords: { [L in Language]: Record<string, string> } = { en: {}, pl: {} };

/** A rule module's words join the dictionaries (its screen part loads with the game: ui/modules/screenModule.ts). */
export function addModuleWords(words: { readonly [L in Language]: Readonly<Record<string, string>> }): void {
  Object.assign(english, words.en);
  Object.assign(moduleWords.en, words.en);
  Object.assign(moduleWords.pl, words.pl);
  if (loaded.pl) loaded.pl = { ...loaded.pl, ...words.pl };
}
const loaders: { [L in Language]?: () => Promise<Dictionary> } = { pl: () => import('./pl').then((m) => ({ ...m.pl, ...moduleWords.pl }) as Dictionary) };
const pending: { [L in Language]?: Promise<void> } = {};

/** The dictionary of a language (English until it has loaded: nothing shows a key). */
export const dictionaryOf = (language: Language): Dictionary => loaded[language] ?? english;

export const languageLoaded = (language: Language): boolean => loaded[language] !== undefined;

/** Load a language's dictionary (once). */
export function loadLanguage(language: Language): Promise<void> {
  if (loaded[language]) return Promise.resolve();
  pending[language] ??= loaders[language]!().then(
    (d) => {
      loaded[language] = d;
    },
    (e: unknown) => {
      delete pending[language]; // a failed download may be retried
      throw e;
    },
  );
  return pending[language];
}
