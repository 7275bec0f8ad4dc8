// Machine players (DESIGN.md "Machine players and the balance lab"): createBot(level, seed) and its
// decide(view, budget); playBotTurn for the caller that holds the game.
export { createBot, LEVELS } from './bot';
export { EASY_APPLIED } from './weigh';
export { BOT_LEVELS, isBotLevel, type Bot, type BotLevel, type Budget } from './types';
export { playBotTurn, type BotTurn, type BotFailure } from './turn';
export { determinize } from './determinize';
export { registerEvaluation, unregisterEvaluation, type ModuleEvaluation } from './evaluate';
export { registerBotModule, type BotModule } from './botModule';
export { botRandom, type BotRandom } from './random';
export { objectiveKnowledge, type NotUnderstood } from './knowledge';
