// Imported by code loaded on demand (kiosk mode, the seats, the machine players at work, Playtest,
// the help guide): its English strings join the dictionary before anything of it renders.
import { addEnglish } from './dictionaries';
import { enOnDemand } from './enOnDemand';
import { enHelp } from './enHelp';

addEnglish(enOnDemand);
addEnglish(enHelp);
