// The two dictionaries and message formatting.
import { describe, expect, it } from 'vitest';
import { TERRAINS } from '../engine/grid';
import { en } from './en';
import { initialLanguage, preferredLanguage, translate } from './index';
import { pl } from './pl';

describe('i18n', () => {
  it('English and Polish have the same keys, none empty', () => {
    expect(Object.keys(pl).sort()).toEqual(Object.keys(en).sort());
    for (const v of [...Object.values(en), ...Object.values(pl)]) expect(v.trim()).not.toBe('');
  });

  it('names every terrain in both languages, Polish as in the rules', () => {
    expect(TERRAINS.map((t) => translate('pl', `terrain.${t}`))).toEqual(['morze', 'płycizna', 'wybrzeże', 'ląd', 'rafa']);
    expect(TERRAINS.map((t) => translate('en', `terrain.${t}`))).toEqual(['sea', 'shallow', 'coast', 'land', 'reef']);
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('en', 'map.hover', { node: 'C7', terrain: 'sea' })).toBe('C7 · sea');
    expect(translate('pl', 'map.hover', { node: 'C7' })).toBe('C7 · {terrain}');
  });

  it('starts in the asked, then the stored, then the browser language', () => {
    expect(initialLanguage('?lang=pl', 'en', ['en-GB'])).toBe('pl');
    expect(initialLanguage('', 'pl', ['en-GB'])).toBe('pl');
    expect(initialLanguage('?lang=de', null, ['de-DE', 'pl-PL'])).toBe('pl');
    expect(preferredLanguage(['fr'])).toBe('en');
  });
});
