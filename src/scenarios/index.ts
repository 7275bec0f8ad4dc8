// The bundled scenarios, in the order the start screen lists them.
import tutorial from './tutorial.json';
import openSea from './open-sea.json';
import convoy from './convoy.json';
import islandAirfield from './island-airfield.json';
import carrierBattle from './carrier-battle.json';
import greatArchipelago from './great-archipelago.json';
import gunDuel from './gun-duel.json';
import gunDuelFleet from './gun-duel-fleet.json';
import naval from './naval-battle.json';
import seaLionRaid from './sea-lion-raid.json';

export const bundledScenarios: readonly unknown[] = [tutorial, openSea, convoy, islandAirfield, carrierBattle, greatArchipelago, gunDuel, gunDuelFleet, seaLionRaid, naval];
export const DEFAULT_SCENARIO_ID = 'open-sea';
