// English UI strings. This dictionary defines the keys; every other language must provide all of them.
export const en = {
  'app.title': 'ENB',
  'app.subtitle': 'Tactical naval game',
  'app.loading': 'Loading…',
  'language.label': 'Language',
  'language.en': 'EN',
  'language.pl': 'PL',
  'language.en.name': 'English',
  'language.pl.name': 'Polish',
  'map.label': 'Map of {scenario}. Drag to pan, wheel or + and − to zoom, 0 to fit.',
  'map.zoomIn': 'Zoom in',
  'map.zoomOut': 'Zoom out',
  'map.zoomFit': 'Zoom to fit',
  'map.controls': 'Map view',
  'map.hover': '{node} · {terrain}',
  'terrain.sea': 'sea',
  'terrain.shallow': 'shallow',
  'terrain.coast': 'coast',
  'terrain.land': 'land',
  'terrain.reef': 'reef',
  'feature.port': 'port',
  'feature.airfield': 'airfield',
  'feature.coastalArtillery': 'coastal artillery',
  'feature.delivery': 'delivery node',
  'feature.named': '{name} ({kind})',
  'owner.blue': 'Blue',
  'owner.red': 'Red',
  'feature.owned': '{feature}, {owner}',
  'scenario.errors.title': 'The scenario “{id}” could not be loaded',
  'scenario.errors.intro': 'Fix these problems in the scenario file:',
  'scenario.errors.unknownId': 'there is no bundled scenario “{id}”; available: {available}',
} as const;

export type MessageKey = keyof typeof en;
/** A complete dictionary: every key of the English one, each a string. */
export type Dictionary = { readonly [K in MessageKey]: string };
