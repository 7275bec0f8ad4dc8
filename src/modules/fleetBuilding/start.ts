// Module C's start part: the "Quick battle" entry of the start screen (StartPart.entry). It rides with
// the first screen's script, so it is only a label and a loader: the dialog (with the module's screen
// part and words) loads when the button is pressed.
import type { StartPart } from '../../ui/modules/screenModule';

export const fleetStart: StartPart = {
  entry: {
    label: { en: 'Quick battle', pl: 'Szybka bitwa' },
    open: () => void import('./screen/door').then((m) => m.openQuickBattle()),
  },
};
