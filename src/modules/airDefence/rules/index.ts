// Module L's rules as its screen, its bot and its tests use them (the engine's index no longer names it).
export { airDefenceModule, airDefenceData, victoryPoints, AIR_DEFENCE, type AirDefenceData } from './airDefence';
export { airDefenceOptions, SEED_VP, type AirDefenceOptions } from './options';
export { AA_TABLE, aaNeed, BOMB_KILLS_GUN_ON, bomberAltitude, type Altitude } from './aaTable';
export { finalVerdict, fullVictory, type Verdict } from './verdict';
export { award, pointsFor, vpTotals, type VpAward, type VpLine, type VpTrack } from './victoryPoints';
export { rayLength, shieldedFromGun, edgesToward, type Weather, type Edge } from './weather';
export { gunShots, gunStanding, shotAt, type Gun, type GunShot, type GunsData } from './guns';
export { bombNodes } from './bombRun';
export { entryNodes } from './leaving';
export type { AwayBomber } from './data';
export { gunRules } from './raid';
