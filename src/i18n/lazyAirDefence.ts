// Imported by module L's screen code (loaded with the game): its English strings join the dictionary
// before anything of it renders, and stay out of the first screen's script.
import { addEnglish } from './dictionaries';
import { enAirDefence } from '../modules/airDefence/stringsEn';

addEnglish(enAirDefence);
