// A file the editor would not open, in the player's words.
import type { Translate } from '../../i18n';
import type { Refusal } from '../../editor/openFile';

export const refusalText = (t: Translate, why: Refusal): string => t(`editor.refuse.${why.code}`, why.params);
