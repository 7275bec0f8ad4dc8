// The start screen's seats: bot sides get a seed and, unnamed, a name a spectator can tell apart.
import { describe, expect, it } from 'vitest';
import { loadLanguage, translate, type Language, type Translate } from '../../i18n';
import { seatsOf } from './seatChoice';

const tIn = (language: Language): Translate => (key, params) => translate(language, key, params);

describe('seatsOf', () => {
  it('names unnamed bots by level; two of one level by side too, in each language', async () => {
    await loadLanguage('pl');
    const en = tIn('en');
    expect(seatsOf({ blue: 'human', red: 'hard' }, { blue: 'Anna', red: '' }, en).names).toEqual({ blue: 'Anna', red: 'Computer (hard)' });
    expect(seatsOf({ blue: 'normal', red: 'hard' }, { blue: '', red: '' }, en).names).toEqual({ blue: 'Computer (normal)', red: 'Computer (hard)' });
    expect(seatsOf({ blue: 'hard', red: 'hard' }, { blue: '', red: '' }, en).names).toEqual({ blue: 'Blue computer (hard)', red: 'Red computer (hard)' });
    const pl = seatsOf({ blue: 'easy', red: 'easy' }, { blue: '', red: '' }, tIn('pl')).names;
    expect(pl.blue).not.toBe(pl.red);
    expect(pl.blue).toMatch(/^Komputer: Niebieski/);
    // named by the player: kept as given
    expect(seatsOf({ blue: 'easy', red: 'easy' }, { blue: 'Ada', red: '' }, en).names).toEqual({ blue: 'Ada', red: 'Computer (easy)' });
    const { bots } = seatsOf({ blue: 'easy', red: 'human' }, { blue: '', red: '' }, en);
    expect(bots?.blue?.level).toBe('easy');
    expect(bots?.red).toBeUndefined();
  });
});
