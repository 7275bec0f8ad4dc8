// Polish strings for Naval Battle ("Bitwa morska", module N), the seed's names (merged into pl.ts).
import type { enNaval } from './stringsEn';

export const plNaval: { readonly [K in keyof typeof enNaval]: string } = {
  'naval.start.kind': 'ukryte okręty, jeden okręt na ruch',
  'naval.arrange.chosen.ship': 'Wybrane: {node}, okręt. Teraz wybierz pole swojego portu, by je zamienić.',
  'naval.arrange.chosen.mine': 'Wybrane: {node}, mina. Wybierz pole do zamiany albo zostaw ją poza planszą.',
  'naval.arrange.chosen.battery': 'Wybrane: {node}, bateria nadbrzeżna. Wybierz inne pole przy wejściu, by je zamienić.',
  'naval.arrange.chosen.free': 'Wybrane: {node}, wolne pole. Postaw tu minę albo wybierz pole do zamiany.',
  'naval.do.move': 'Wybierz, by tu płynąć',
  'naval.do.attack': 'Wybierz, by go zaatakować',
  'naval.do.sweep': 'Wybierz, by wytrałować tę minę',
  'naval.do.removeBattery': 'Wybierz, by zniszczyć tę baterię',
  'naval.do.strike': 'Wybierz, by zaatakować go samolotem',
  'naval.do.layMine': 'Wybierz, by postawić tu minę',
  'naval.zoom.label': 'Przybliżenie planszy',
};
