// The tutorial's English strings join the dictionary when its code loads (the Polish ones are in pl.ts).
import { addEnglish } from '../../i18n/dictionaries';
import { enTutorial } from '../../i18n/enTutorial';
import '../../i18n/lazyEnglish';

addEnglish(enTutorial);
