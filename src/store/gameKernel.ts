// What the store's game actions need from the engine side, in one module loaded on demand (kernel.ts):
// sessions (create, advance, replay states), the engine's answers (refusals, reach, targets), undo and
// redo, and the autosave/save-file reading and writing.
import '../modules/registry'; // the rule modules, registered with the engine side (their screens load with the game)
import '../i18n/playEnglish'; // the strings of play join the dictionary with the engine side
export { advance, createSession, replayStates } from './session';
export { moveRefusal, reachOf, refusalOf, routeOf, targetsOf } from './derived';
export { readAutosave, saveTextOf, screenRecordFor, sessionFromData, sessionFromText } from './persistence';
export { redone, undoneTo, undoPlan, undoPlanVsBot } from './undo';
export { checkScenarioForPlay, moduleMoveAction, RULES_VERSION, registeredModules } from '../engine';
export { entryOf, installAutosave, newGameId } from './persistenceSync';
