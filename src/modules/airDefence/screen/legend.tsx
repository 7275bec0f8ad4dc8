// Module L's map legend (MapLegend asks it): what its marks are — a strategic target's double ring (orange and
// crossed once bombed), an AA gun's dark disc with its barrel (struck through once destroyed), a cloud, the sun's
// band — drawn as draw.ts draws them, so a player can tell them apart without a word on the map.
import type { Translate } from '../../../i18n';
import { ZONE_COLOURS } from '../../../ui/map/canvasKit';
import { wordsFor } from '../strings';

export const airDefenceLegend = (t: Translate) => {
  const w = wordsFor(t);
  return [
    { key: 'air-target', label: w('legend.target'), swatch: <><circle cx="14" cy="10" r="8" fill="none" stroke="#ffe08a" strokeWidth="1.6" /><circle cx="14" cy="10" r="4" fill="none" stroke="#ffe08a" strokeWidth="1.6" /></> },
    { key: 'air-gun', label: w('legend.gun'), swatch: <><circle cx="14" cy="11" r="6" fill="#22262e" stroke={ZONE_COLOURS.red} strokeWidth="1.5" /><line x1="14" y1="11" x2="17" y2="6" stroke="#f2f2f2" strokeWidth="1.5" /></> },
    { key: 'air-cloud', label: w('legend.cloud'), swatch: <polygon points="8,2 20,2 26,10 20,18 8,18 2,10" fill="rgba(245, 248, 255, 0.42)" stroke="rgba(255, 255, 255, 0.6)" /> },
    { key: 'air-sun', label: w('legend.sun'), swatch: <><rect x="18" y="1" width="9" height="18" fill="rgba(255, 204, 51, 0.75)" /><text x="19" y="14" fontSize="9" fill="#7a4b00">☀</text></> },
  ];
};
