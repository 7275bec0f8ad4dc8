// Module N's words, English and Polish (stringsEn.ts, stringsPl.ts: the same keys): they join the
// dictionaries when its screen part loads (with the game), never with the first screen's script — but
// for the start screen's label of its scenarios, which is its start part's (start.ts).
import type { MessageKey, MessageParams, Translate } from '../../i18n';
import { wordsOf } from '../../ui/modules/screenModule';
import { enNaval } from './stringsEn';
import { plNaval } from './stringsPl';

export type NavalKey = keyof typeof enNaval;
export const words = { en: enNaval, pl: plNaval };
/** Translate with the module's keys and the game's (a method: any translate of the game's keys will do where only those are read). */
export interface Words { (key: NavalKey | MessageKey, params?: MessageParams): string }
export const wordsFor = (t: Translate): Words => wordsOf<NavalKey | MessageKey>(t);
