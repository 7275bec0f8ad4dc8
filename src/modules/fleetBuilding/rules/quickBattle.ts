// A quick battle (issue 38 item 6): a scenario made from a map, a level, an objective type and the
// module's other options — no scenario file to write. The fleets are built in the game (module C's
// build phase), so the scenario has no ships of its own; its decks are what the shop offers.
import type { FleetOptions } from './options';
import { MODULE_ID } from './data';
import type { QuickMap } from './maps';

export interface QuickBattleChoice {
  map: QuickMap;
  options: Partial<Omit<FleetOptions, 'levels' | 'shipCosts' | 'cardCosts' | 'cardTypeCosts' | 'extraCosts'>> & Record<string, unknown>;
  /** Other rule modules played with it (their ids and options). */
  modules?: { id: string; options?: Record<string, unknown> }[];
  rounds?: number;
}

/** The scenario JSON of a quick battle (checked by createGame like any scenario). */
export function quickBattleScenario(c: QuickBattleChoice): Record<string, unknown> {
  const options: Record<string, unknown> = { ...c.map.options, ...c.options };
  return {
    format: 'enb-scenario',
    version: 1,
    id: `quick-${c.map.id}`,
    name: { en: `Quick battle: ${c.map.name.en}`, pl: `Szybka bitwa: ${c.map.name.pl}` },
    description: c.map.description,
    map: c.map.map,
    rounds: c.rounds ?? c.map.rounds,
    rules: { modules: [{ id: MODULE_ID, options }, ...(c.modules ?? [])] },
  };
}
