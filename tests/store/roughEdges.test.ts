// The rough edges of the texts: a name ending in "!" takes no extra full stop, numbers and dates come
// through Intl in the chosen language (en-GB by default, not US), a player without a name is "Blue"
// (never "Blue (Blue)"), the engine's side ids read as side names, the start screen's fleet line is never empty.
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMessage, formatNumber, localeOf, translate } from '../../src/i18n';
import { errorText, playerAndSide } from '../../src/ui/game/describe';
import { fleetText } from '../../src/ui/screens/fleetLine';
import { bundledScenarios } from '../../src/scenarios';
import { parseScenario, type Scenario } from '../../src/scenarios/schema';

const scenarios: Scenario[] = bundledScenarios.map((raw) => {
  const r = parseScenario(raw);
  if (!r.ok) throw new Error('a bundled scenario does not parse');
  return r.value;
});

const en = (key: Parameters<typeof translate>[1], p?: Record<string, string | number>) => translate('en', key, p);

describe('texts', () => {
  it('drops the full stop after a name that ends in ! or ?', () => {
    expect(formatMessage('en', '{player} plays {card}.', { player: 'Anna', card: 'Full speed!' })).toBe('Anna plays Full speed!');
    expect(formatMessage('pl', '{player} zagrywa „{card}”.', { player: 'Anna', card: 'Cała naprzód!' })).toBe('Anna zagrywa „Cała naprzód!”');
    expect(formatMessage('en', 'Round {n}. Next.', { n: 2 })).toBe('Round 2. Next.');
  });

  it('writes numbers and dates the chosen language’s way', () => {
    expect(localeOf('en', [])).toBe('en-GB');
    expect(localeOf('en', ['pl-PL', 'en-US'])).toBe('en-US');
    expect(localeOf('pl', ['en-GB'])).toBe('pl-PL');
    expect(formatNumber('en', 12345)).toBe(new Intl.NumberFormat(localeOf('en')).format(12345));
    const when = new Date(2026, 10, 25, 19, 5);
    expect(formatDateTime('en', when)).toBe(new Intl.DateTimeFormat(localeOf('en'), { dateStyle: 'short', timeStyle: 'short' }).format(when));
    expect(formatDateTime('pl', when)).toContain('25.11.2026');
  });

  it('names a player with their side only when they gave a name', () => {
    const t = (k: Parameters<typeof translate>[1], p?: Record<string, string | number>) => en(k, p);
    expect(playerAndSide({ blue: '', red: 'Piotr' }, t, 'blue')).toBe('Blue');
    expect(playerAndSide({ blue: '', red: 'Piotr' }, t, 'red')).toBe('Piotr (Red)');
    expect(en('end.winner', { name: playerAndSide({ blue: '', red: '' }, t, 'blue') })).toBe('Blue wins!');
    // a name that already says its side (two bots of one level) is not followed by the side again
    expect(playerAndSide({ blue: 'Blue computer (normal)', red: 'Red computer (normal)' }, t, 'red')).toBe('Red computer (normal)');
    expect(playerAndSide({ blue: 'Red Baron', red: 'Redford' }, t, 'blue')).toBe('Red Baron (Blue)');
    expect(playerAndSide({ blue: 'Red Baron', red: 'Redford' }, t, 'red')).toBe('Redford (Red)');
  });

  it('reads the engine’s side ids as side names in English refusals, unit ids untouched', () => {
    const e = { code: 'decision/pending' as const, message: 'Not now: red must first answer a pending decision (blue-CA-1).' };
    expect(errorText('en', e)).toBe('Not now: Red must first answer a pending decision (blue-CA-1).');
  });

  it('lists each side’s fleet on the start screen, the secret fleets too', () => {
    const t = (k: Parameters<typeof translate>[1], p?: Record<string, string | number>) => en(k, p);
    for (const scenario of scenarios) for (const side of ['blue', 'red'] as const) expect(fleetText(t, scenario, side)).toMatch(/\w/);
    const open = scenarios.find((sc) => sc.id === 'open-sea')!;
    expect(open.units.length).toBe(0);
    expect(fleetText(t, open, 'blue')).toMatch(/[A-Z]{2}/);
  });
});
