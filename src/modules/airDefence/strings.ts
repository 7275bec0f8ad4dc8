// Module L's words, English and Polish (stringsEn.ts, stringsPl.ts: the same keys): they join the
// dictionaries when its screen part loads (with the game, or with a start screen showing a scenario
// that plays with it), never with the first screen's script.
import type { MessageKey, MessageParams, Translate } from '../../i18n';
import { wordsOf } from '../../ui/modules/screenModule';
import { enAirDefence } from './stringsEn';
import { plAirDefence } from './stringsPl';

export type AirDefenceKey = keyof typeof enAirDefence;
export const words = { en: enAirDefence, pl: plAirDefence };
/** Translate with the module's keys and the game's. */
export type Words = (key: AirDefenceKey | MessageKey, params?: MessageParams) => string;
export const wordsFor = (t: Translate): Words => wordsOf<AirDefenceKey | MessageKey>(t);
