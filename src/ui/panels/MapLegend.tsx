// The map legend (a fold-out in the side panels): what each colour and sign on the map means —
// terrain, the zones shown by the overlays, ships and their class letters, task force markers,
// planes, and the marks of what happened (a route, an attack, a sunk unit, a deployment).
import { useT, type MessageKey } from '../../i18n';
import { OWNER_COLOURS, REACH_COLOURS, TERRAIN_COLOURS } from '../map/palette';
import { ZONE_COLOURS } from '../map/canvasKit';
import { useUiStore } from '../../store';
import { screenModulesOf } from '../modules/screenModule';

const TERRAINS = ['sea', 'shallow', 'coast', 'land', 'reef'] as const;

function Swatch({ children }: { children: React.ReactNode }) {
  return (
    <svg className="legend__swatch" width="28" height="20" viewBox="0 0 28 20" aria-hidden="true">
      {children}
    </svg>
  );
}

const hatch = (id: string, colour: string) => (
  <>
    <defs>
      <pattern id={id} width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="5" height="5" fill="#16406e" />
        <line x1="0" y1="0" x2="0" y2="5" stroke={colour} strokeWidth="2.5" />
      </pattern>
    </defs>
    <rect x="1" y="1" width="26" height="18" fill={`url(#${id})`} />
  </>
);

/** A stop of the selected ship as the map draws it: the cell veiled dark, a pale ring inside its edge. */
const STOP_RING = '20.9,14 14,18 7.1,14 7.1,6 14,2 20.9,6';
const reachSwatch = (
  <>
    <rect x="1" y="1" width="26" height="18" fill={TERRAIN_COLOURS.sea} />
    <rect x="1" y="1" width="26" height="18" fill={REACH_COLOURS.veil} />
    <polygon points={STOP_RING} fill="none" stroke={REACH_COLOURS.halo} strokeWidth="3.4" strokeLinejoin="round" />
    <polygon points={STOP_RING} fill="none" stroke={REACH_COLOURS.ring} strokeWidth="1.6" strokeLinejoin="round" />
  </>
);

export function MapLegend() {
  const t = useT();
  const game = useUiStore((s) => s.session?.state ?? null);
  const item = (key: string, swatch: React.ReactNode, label: string) => (
    <li key={key} data-testid={`legend-${key}`}>
      {swatch}
      <span>{label}</span>
    </li>
  );
  return (
    <details className="panel legend" data-testid="legend">
      <summary>{t('legend.title')}</summary>
      <ul className="legend__list small">
        {TERRAINS.map((k) => item(k, <Swatch><rect x="1" y="1" width="26" height="18" rx="3" fill={TERRAIN_COLOURS[k]} /></Swatch>, t(`terrain.${k}` as MessageKey)))}
        {item('threat', <Swatch>{hatch('legend-threat', ZONE_COLOURS.red)}</Swatch>, t('legend.threat'))}
        {item('own', <Swatch>{hatch('legend-own', ZONE_COLOURS.blue)}</Swatch>, t('legend.own'))}
        {item('reach', <Swatch>{reachSwatch}</Swatch>, t('legend.reach'))}
        {item('ship', <Swatch><path d="M3 10 L8 5 H24 V15 H8 Z" fill={OWNER_COLOURS.blue} /><text x="15" y="13" fontSize="8" fill="#fff" fontWeight="700">CA</text></Swatch>, t('legend.ship'))}
        {item('marker', <Swatch><rect x="7" y="3" width="14" height="14" rx="4" fill={OWNER_COLOURS.blue} /><text x="11" y="14" fontSize="9" fill="#fff" fontWeight="800">A</text></Swatch>, t('legend.marker'))}
        {item('enemyMarker', <Swatch><polygon points="10,3 18,3 23,8 23,13 18,18 10,18 5,13 5,8" fill={OWNER_COLOURS.red} /><text x="8" y="13" fontSize="6" fill="#fff" fontWeight="800">TF</text></Swatch>, t('legend.enemyMarker'))}
        {item('plane', <Swatch><text x="8" y="15" fontSize="13" fill={OWNER_COLOURS.red}>✈</text></Swatch>, t('legend.plane'))}
        {item('trail', <Swatch><circle cx="5" cy="10" r="3" fill="none" stroke={ZONE_COLOURS.red} strokeWidth="2" /><line x1="5" y1="10" x2="25" y2="10" stroke={ZONE_COLOURS.red} strokeWidth="3" strokeDasharray="2 4" strokeLinecap="round" /></Swatch>, t('legend.trail'))}
        {item('shot', <Swatch><line x1="3" y1="15" x2="20" y2="6" stroke="rgb(255,160,60)" strokeWidth="2" /><circle cx="20" cy="6" r="4" fill="none" stroke="rgb(255,160,60)" strokeWidth="2" /></Swatch>, t('legend.shot'))}
        {item('sunk', <Swatch><path d="M8 4 L20 16 M20 4 L8 16" stroke="#ff3b30" strokeWidth="3" /></Swatch>, t('legend.sunk'))}
        {item('deployed', <Swatch><circle cx="14" cy="10" r="7" fill="none" stroke="#ffd54a" strokeWidth="2" strokeDasharray="3 2" /></Swatch>, t('legend.deployed'))}
        {/* what the game's rule modules draw on the map */}
        {screenModulesOf(game).flatMap((m) => m.legend?.(t) ?? []).map((e) => item(e.key, <Swatch>{e.swatch}</Swatch>, e.label))}
      </ul>
    </details>
  );
}
