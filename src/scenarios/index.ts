// The bundled scenarios, in the order the start screen lists them.
import openSea from './open-sea.json';
import greatArchipelago from './great-archipelago.json';

export const bundledScenarios: readonly unknown[] = [openSea, greatArchipelago];
export const DEFAULT_SCENARIO_ID = 'open-sea';
