// Module N's start part: what the start screen tells of a Naval Battle scenario before any of the
// module's code loads (listed with its screen part, src/modules/screens.ts, so it rides with the first
// screen's script: keep it to these words and this flag).
import type { StartPart } from '../../ui/modules/screenModule';

export const navalStart: StartPart = {
  // the scenario list's line under the name (a game of its own has no rounds to count)
  label: { en: 'hidden ships, one ship a turn', pl: 'ukryte okręty, jeden okręt na ruch' },
  // no lattice, rounds, units or ENB rule options to show: its description says it
  ownGame: true,
};
