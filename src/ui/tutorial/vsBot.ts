// A game against the computer, for the tutorial and the real game its last step offers: the player at
// Blue, the easy machine player at Red. A person against a bot sees their own view only and never a
// hand-over cover (store/seats.ts). Called with the game side loaded (ui/lazy.tsx loadGame).
import { useUiStore } from '../../store';
import { t } from '../../i18n';
import { parseScenario } from '../../scenarios/schema';
import { bundledScenarios } from '../../scenarios';
import './tutorialStrings';

/** Start a game of a scenario (raw JSON) with the player at Blue and the easy bot at Red. */
export function startVsBot(scenarioRaw: unknown, seed: number, botSeed: number): boolean {
  const parsed = parseScenario(scenarioRaw);
  if (!parsed.ok) {
    console.error('the scenario does not load', parsed.errors);
    return false;
  }
  const s = useUiStore.getState();
  s.setScenario(parsed.value.id, parsed.value, null);
  return s.startGame({
    scenarioId: parsed.value.id,
    scenarioRaw,
    seed,
    options: { hideBetweenTurns: true, bots: { red: { level: 'easy', seed: botSeed } } },
    names: { blue: '', red: t('seat.botName', { level: t('seat.level.easy') }) },
  });
}

const freshSeed = (): number => Math.floor(Math.random() * 2 ** 31);

/** The real game the tutorial's last step offers: the small bundled scenario "First Salvo" against the easy bot. */
export function startRealGame(): boolean {
  const first = bundledScenarios.find((s) => (s as { id?: unknown }).id === 'tutorial') ?? bundledScenarios[0];
  return startVsBot(first, freshSeed(), freshSeed());
}
