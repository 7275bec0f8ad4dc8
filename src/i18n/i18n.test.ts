// The two dictionaries and message formatting.
import { describe, expect, it } from 'vitest';
import { TERRAINS } from '../engine/geometry';
import { en as firstScreen } from './en';
import { enOnDemand } from './enOnDemand';
import { enHelp } from './enHelp';
import { enPlay } from './enPlay';
import { enGame } from './enGame';
import { enTutorial } from './enTutorial';
import { enEditor } from './enEditor';
import { initialLanguage, preferredLanguage, translate } from './index';
import { pl } from './pl';
import { ERROR_CODES } from '../engine/core/errors';
import { ERROR_TEXTS_PL } from './errorsPl';
import { errorText } from '../ui/game/describe';
import { DEFAULT_RULESET } from '../scenarios/rulesetSchema';

// English in full: the first screen's strings and those that load with their code
const en = { ...firstScreen, ...enOnDemand, ...enHelp, ...enPlay, ...enGame, ...enTutorial, ...enEditor };

describe('i18n', () => {
  it('English and Polish have the same keys, none empty', () => {
    expect(Object.keys(pl).sort()).toEqual(Object.keys(en).sort());
    for (const v of [...Object.values(en), ...Object.values(pl)]) expect(v.trim()).not.toBe('');
  });

  it('prompts and help point to a panel by its title, never by a side: the panels are left, right, in one column or in a drawer by the screen\'s width', () => {
    const sided = /\b(left|right) panel\b|\((left|right)\)|hand, right|po (lewej|prawej)|(lewy|prawy|lewym|prawym) panel/;
    const where = (k: string) => /^(prompt|step|help)\./.test(k);
    for (const [k, v] of [...Object.entries(en), ...Object.entries(pl)]) if (where(k)) expect(v, k).not.toMatch(sided);
  });

  it('a player reads no file path of the project (the complete rules open in the help itself)', () => {
    for (const [k, v] of [...Object.entries(en), ...Object.entries(pl)]) expect(v, k).not.toMatch(/\b(docs|src)\/[\w./-]+/);
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

  it('chooses Polish plural forms with Intl.PluralRules: 1 znacznik, 2–4 znaczniki, 5+ znaczników', () => {
    const tokens = (n: number) => translate('pl', 'status.tokens', { pool: n });
    expect(tokens(1)).toBe('Pozostał 1 znacznik dowodzenia');
    expect(tokens(3)).toBe('Pozostały 3 znaczniki dowodzenia');
    expect(tokens(5)).toBe('Pozostało 5 znaczników dowodzenia');
    expect(tokens(22)).toBe('Pozostały 22 znaczniki dowodzenia');
    expect(translate('pl', 'tf.enemyMarkers', { n: 12 })).toMatch(/^12 znaczników na mapie/);
    expect(translate('en', 'tf.enemyMarkers', { n: 1 })).toMatch(/^1 marker on the map/);
    expect(translate('en', 'log.drew', { player: 'Anna', n: 2 })).toBe('Anna drew 2 cards.');
  });

  it('every counted Polish string uses plural forms (no bare "{n} <noun>" left)', () => {
    for (const [k, v] of Object.entries(pl)) expect(v, k).not.toMatch(/\{(n|pool|left|points|placed|lost|total|units)\} (znacznik|kart|okręt|rund|punkt|akcj|bombow|min)/);
  });

  it('Polish: direction words, singular card types, gender-neutral log sentences', () => {
    expect(translate('pl', 'dir.E')).toBe('wschód');
    expect(translate('pl', 'dir.NW')).toBe('północny zachód');
    expect(translate('pl', 'card.type.event')).toBe('Wydarzenie');
    for (const k of ['log.kept', 'log.shipAssigned', 'log.markerPlaced', 'log.setupFinished', 'log.cardPlayed', 'log.firstChosen', 'log.orderRolled', 'log.drewOwn', 'log.keptOwn'] as const)
      expect(translate('pl', k), k).not.toMatch(/\b\w+(ł|łeś|łaś)\b/u);
  });

  it('has a Polish text for every engine refusal code, filled from its details', () => {
    for (const code of ERROR_CODES) expect(ERROR_TEXTS_PL[code], code).toBeDefined();
    const g = { setup: { ruleset: DEFAULT_RULESET, cards: { 'air-recon': { name: { en: 'Air reconnaissance', pl: 'Rozpoznanie lotnicze' } } } } } as unknown as Parameters<typeof errorText>[2];
    expect(errorText('pl', { code: 'card/no-target', message: '"Air reconnaissance" has no valid target now.' }, g, { cardId: 'air-recon' })).toBe('„Rozpoznanie lotnicze”: teraz nie ma dla niej właściwego celu.');
    expect(errorText('pl', { code: 'placement/outside-zone', message: 'x', details: { node: 'C4' } }, g)).toBe('C4 jest poza twoją strefą rozstawienia.');
    expect(errorText('pl', { code: 'tf/out-of-reach', message: 'x', details: { node: 'C4', mp: 2 } }, g)).toBe('ZB nie dopłynie na C4: za daleko (2 PR).');
    expect(errorText('pl', { code: 'move/not-navigable', message: 'x', details: { node: 'B2', terrain: 'land' } }, g)).toBe('Nie można wpłynąć na B2: teren nieżeglowny (ląd).');
    expect(errorText('pl', { code: 'tf/out-of-reach', message: 'x' }, g)).toBe('ZB tam nie dopłynie: za daleko.');
    expect(errorText('en', { code: 'tf/out-of-reach', message: 'The task force cannot reach C4 with 2 MP.' }, g)).toBe('The task force cannot reach C4 with 2 MP.');
  });
});
