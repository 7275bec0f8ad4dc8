// The UI languages: a typed dictionary per language, `t(key, params)` for the current language and a
// React hook that re-renders when the language changes.
import { useCallback } from 'react';
import { useUiStore } from '../store';
import type { MessageKey } from './en';
import { dictionaryOf, LANGUAGES, type Language } from './dictionaries';

export { LANGUAGES, addModuleWords, languageLoaded, loadLanguage, type Language } from './dictionaries';
export type { MessageKey } from './en';
export type MessageParams = Readonly<Record<string, string | number>>;

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** Whether a key has a message (for keys built from data, e.g. a rule option's value). */
export const hasMessage = (key: string): key is MessageKey => Object.prototype.hasOwnProperty.call(dictionaryOf('en'), key);

/**
 * The locale for dates and numbers in a language: the browser's own preference in that language
 * (en-GB, en-US…), else British English or Polish.
 */
export function localeOf(language: Language, browser: readonly string[] = typeof navigator !== 'undefined' ? navigator.languages ?? [] : []): string {
  const own = browser.find((c) => c.toLowerCase().split('-')[0] === language);
  return own ?? (language === 'pl' ? 'pl-PL' : 'en-GB');
}

const numberFormats = new Map<Language, Intl.NumberFormat>();
/** The small whole numbers as written, per language: most numbers on screen (counts, rounds, points). */
const SMALL = 1000;
const smallNumbers = new Map<Language, string[]>();
/** A number written the language's way (grouping, decimal sign). */
export function formatNumber(language: Language, n: number): string {
  let f = numberFormats.get(language);
  if (!f) numberFormats.set(language, (f = new Intl.NumberFormat(localeOf(language))));
  if (!Number.isInteger(n) || n >= SMALL || !(n > 0 || Object.is(n, 0))) return f.format(n); // (-0 is written "-0")
  let small = smallNumbers.get(language);
  if (!small) smallNumbers.set(language, (small = []));
  return (small[n] ??= f.format(n));
}

/** A date and time written the language's way (en-GB: 25/11/2026, 19:10). */
export function formatDateTime(language: Language, when: Date): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'short', timeStyle: 'short' }).format(when);
}

const pluralRules = new Map<Language, Intl.PluralRules>();
/** The CLDR plural category of a count in a language (Polish: one, few, many, other). */
export function pluralCategory(language: Language, n: number): Intl.LDMLPluralRule {
  let r = pluralRules.get(language);
  if (!r) pluralRules.set(language, (r = new Intl.PluralRules(language)));
  return r.select(n);
}

// `{n, plural, one {# token} few {# znaczniki} many {# znaczników} other {# tokens}}`: the form of the
// count's plural category (else `other`), `#` standing for the count.
const PLURAL = /\{(\w+), plural,((?:\s*\w+\s*\{[^{}]*\})+)\s*\}/g;
const FORM = /(\w+)\s*\{([^{}]*)\}/g;

function plurals(language: Language, template: string, params: MessageParams): string {
  if (!template.includes(', plural,')) return template;
  return template.replace(PLURAL, (whole, name: string, forms: string) => {
    if (!(name in params)) return whole;
    const n = Number(params[name]);
    const byCategory = new Map<string, string>();
    for (const m of forms.matchAll(FORM)) byCategory.set(m[1], m[2]);
    const form = byCategory.get(pluralCategory(language, n)) ?? byCategory.get('other') ?? '';
    return form.replace(/#/g, show(language, params[name]));
  });
}

/**
 * The message for a key in a language: plural blocks (`{n, plural, one {…} few {…} many {…} other {…}}`,
 * chosen with Intl.PluralRules) and `{name}` placeholders replaced by params.
 */
export function translate(language: Language, key: MessageKey, params?: MessageParams): string {
  const template = dictionaryOf(language)[key];
  if (!params) return template;
  return formatMessage(language, template, params);
}

const show = (language: Language, v: string | number): string => (typeof v === 'number' ? formatNumber(language, v) : v);

/**
 * Fill a message template (plural blocks, then `{name}` placeholders; unknown ones stay visible; numbers
 * through Intl). A sentence's full stop after a name that ends in "!" or "?" ("Full speed!") is dropped.
 */
export function formatMessage(language: Language, template: string, params: MessageParams): string {
  const filled = plurals(language, template, params).replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? show(language, params[name]) : whole));
  return filled.includes('.') ? filled.replace(/([!?][”"»]?)\.(?=\s|$)/g, '$1') : filled;
}

/** The message in the language currently chosen in the store. */
export const t = (key: MessageKey, params?: MessageParams): string => translate(useUiStore.getState().language, key, params);

export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** A translate function bound to the current language; the component re-renders when it changes. */
export function useT(): Translate {
  const language = useUiStore((s) => s.language);
  return useCallback<Translate>((key, params) => translate(language, key, params), [language]);
}

/** The first supported language among the browser's preferences, else English. */
export function preferredLanguage(candidates: readonly string[]): Language {
  for (const c of candidates) {
    const base = c.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

const LANGUAGE_STORAGE_KEY = 'enb.language';

/** The language to start in: `?lang=pl` in the address, else the last choice, else the browser's. */
export function initialLanguage(search: string, stored: string | null, browser: readonly string[]): Language {
  const asked = new URLSearchParams(search).get('lang');
  if (isLanguage(asked)) return asked;
  if (isLanguage(stored)) return stored;
  return preferredLanguage(browser);
}

export function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage may be unavailable (private mode, sandboxed frame); the choice then lasts this visit
  }
}
