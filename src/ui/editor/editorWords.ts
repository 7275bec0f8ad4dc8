// The editor's English words join the dictionary when its code loads (Polish: pl.ts).
import { addEnglish } from '../../i18n/dictionaries';
import { enEditor } from '../../i18n/enEditor';

addEnglish(enEditor);
