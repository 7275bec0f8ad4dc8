// Module C's start part: the "Quick battle" entry of the start screen (StartPart.entry). It rides with
// the first screen's script, so it is only a label and a loader: the dialog and the words load when
// the button is pressed.
import { loadScreenModules, type StartPart } from '../../ui/modules/screenModule';

export const fleetStart: StartPart = {
  entry: {
    label: { en: 'Quick battle…', pl: 'Szybka bitwa…' },
    open: () => Promise.all([import('./screen/QuickBattle'), loadScreenModules(['fleetBuilding'])]).then(([m]) => m.QuickBattle),
  },
};
