// English strings for the rule modules (merged into en.ts): their log lines, decisions and options.
export const enModules = {
  'modules.title': 'Rule modules',
  'modules.none': 'ENB rules only (no rule modules)',
  'module.action': '{module}: {action}',
};
