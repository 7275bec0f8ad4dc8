// English strings for the rule modules (merged into en.ts): their log lines, decisions and options.
export const enModules = {
  'modules.title': 'Rule modules',
  'modules.none': 'ENB rules only (no rule modules)',
  'module.action': '{module}: {action}',
  'module.airDefence': 'Air defence and victory points (module L)',
  'module.airDefence.opt.summary': '{guns, plural, one {# AA gun} other {# AA guns}}, {targets, plural, one {# strategic target} other {# strategic targets}}; VP to win: blue {blue}, red {red}',
  'module.airDefence.opt.damage.two-step': 'a first hit damages a bomber, a second destroys it',
  'module.airDefence.opt.damage.destroy': 'a hit destroys a bomber',
  'module.airDefence.opt.clouds': '{n, plural, one {# cloud node} other {# cloud nodes}}',
  'module.airDefence.opt.sun': 'the sun at the {edge} edge',
  'module.airDefence.opt.reinforcements': '{n, plural, one {# reinforcement} other {# reinforcements}} by round',
  'module.airDefence.opt.leaving': 'bombers leaving the map come back after {rounds} rounds',
};
