// Imported by the game's engine side of the store (gameKernel.ts, loaded with the game screen): the
// English strings of play (prompts, task forces, cards, the log) join the dictionary before a game shows.
import { addEnglish } from './dictionaries';
import { enPlay } from './enPlay';

addEnglish(enPlay);
