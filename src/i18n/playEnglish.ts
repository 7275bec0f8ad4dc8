// Imported by the game's engine side of the store (gameKernel.ts, loaded with the game screen): the
// English strings of play (prompts, task forces, cards, the log) and of the game screen's own panels
// join the dictionary before a game shows.
import { addEnglish } from './dictionaries';
import { enPlay } from './enPlay';
import { enGame } from './enGame';

addEnglish(enPlay);
addEnglish(enGame);
