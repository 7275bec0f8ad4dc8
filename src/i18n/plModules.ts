// Polish strings for the rule modules (merged into pl.ts): their log lines, decisions and options.
import type { enModules } from './enModules';

export const plModules: { [K in keyof typeof enModules]: string } = {
  'modules.title': 'Moduły zasad',
  'modules.none': 'Tylko zasady ENB (bez modułów)',
  'module.action': '{module}: {action}',
};
