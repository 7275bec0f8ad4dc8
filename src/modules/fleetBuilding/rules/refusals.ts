// Module C's refusals: the engine's `module/refused`, with the rule that refused, and the message in
// Polish too (the screen shows `details.pl` in Polish, errorsPl.ts).
import { refuse, type Refusal } from '../../../engine/author';
import { MODULE_ID } from './data';

export const no = (rule: string, message: string, pl: string): Refusal => refuse('module/refused', message, { module: MODULE_ID, rule, pl });
