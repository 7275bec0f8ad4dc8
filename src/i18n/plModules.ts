// Polish strings for the rule modules (merged into pl.ts): their log lines, decisions and options.
import type { enModules } from './enModules';

export const plModules: { [K in keyof typeof enModules]: string } = {
  'modules.title': 'Moduły zasad',
  'modules.none': 'Tylko zasady ENB (bez modułów)',
  'module.action': '{module}: {action}',
  'module.airDefence': 'Obrona przeciwlotnicza i punkty zwycięstwa (moduł L)',
  'module.airDefence.opt.summary': '{guns, plural, one {# działko plot.} few {# działka plot.} other {# działek plot.}}, {targets, plural, one {# cel strategiczny} few {# cele strategiczne} other {# celów strategicznych}}; PZ do zwycięstwa: niebieski {blue}, czerwony {red}',
  'module.airDefence.opt.damage.two-step': 'pierwsze trafienie uszkadza bombowiec, drugie go niszczy',
  'module.airDefence.opt.damage.destroy': 'trafienie niszczy bombowiec',
  'module.airDefence.opt.clouds': '{n, plural, one {# węzeł w chmurach} few {# węzły w chmurach} other {# węzłów w chmurach}}',
  'module.airDefence.opt.sun': 'słońce na krawędzi {edge}',
  'module.airDefence.opt.reinforcements': '{n, plural, one {# posiłki} few {# posiłki} other {# posiłków}} według rund',
  'module.airDefence.opt.leaving': 'bombowce, które opuszczą mapę, wracają po {rounds} rundach',
};
