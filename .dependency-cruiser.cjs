// The house rules for imports, checked in `npm test` (npm run check:deps). See src/engine/README.md.
// The engine's floors, lowest first: geometry/ (a map's shape, no game), core/ (state, actions,
// errors, draft, hooks), rules/ (one folder per concern), modules/ (rule modules), play/ (the game
// loop). A file imports from its own floor or below. Everything outside the engine enters it by
// src/engine/index.ts, or by the geometry sub-entry src/engine/geometry/index.ts.
const ENGINE = '^src/engine/';
const floorRule = (name, from, above) => ({
  name,
  severity: 'error',
  comment: `${from} may not import from a floor above it (${above.join(', ')})`,
  from: { path: `${ENGINE}${from}/` },
  to: { path: `${ENGINE}(${above.join('|')})/` },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import circle anywhere in src/ (type-only imports count too)',
      from: { path: '^src/' },
      to: { circular: true },
    },
    floorRule('geometry-is-the-ground-floor', 'geometry', ['core', 'rules', 'modules', 'play']),
    floorRule('core-below-rules', 'core', ['rules', 'modules', 'play']),
    floorRule('rules-below-modules', 'rules', ['modules', 'play']),
    floorRule('modules-below-play', 'modules', ['play']),
    {
      name: 'geometry-is-plain-shape',
      severity: 'error',
      comment: 'geometry/ knows nothing of scenarios, the store or the UI',
      from: { path: `${ENGINE}geometry/` },
      to: { path: '^src/(scenarios|store|ui|saves|i18n)/' },
    },
    {
      name: 'engine-by-its-doors',
      severity: 'error',
      comment: 'store, ui, scenarios, saves, i18n, bots and lab use the engine through src/engine/index.ts or src/engine/geometry/index.ts',
      from: { path: '^src/(store|ui|scenarios|saves|i18n|bots|lab)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: ENGINE, pathNot: `${ENGINE}(index|geometry/index)\\.ts$` },
    },
    {
      name: 'bench-by-its-doors',
      severity: 'error',
      comment: 'bench/ uses the engine through its entries, or the measuring sub-entry src/engine/measure.ts',
      from: { path: '^bench/' },
      to: { path: ENGINE, pathNot: `${ENGINE}(index|geometry/index|measure)\\.ts$` },
    },
    // The rule modules (src/modules/README.md): one folder each, registered from one list
    // (src/modules/registry.ts, screens.ts). Inside a folder the floors hold: rules/ is pure and reaches
    // the engine by its doors (index.ts, or the module author's door author.ts); the screen part, the
    // bot part and the words reach it by index.ts only. Nothing outside a module's folder imports it
    // but the list; a module imports no other module; the engine imports none.
    {
      name: 'engine-never-imports-a-module',
      severity: 'error',
      comment: 'the engine knows rule modules only through its registry: modules register themselves (src/modules/registry.ts)',
      from: { path: ENGINE },
      to: { path: '^src/modules/' },
    },
    {
      name: 'modules-by-their-list',
      severity: 'error',
      comment: 'outside its folder, a rule module is imported only by the module list (src/modules/registry.ts, src/modules/screens.ts): the generic code asks the registered modules instead of naming one',
      from: { path: '^(src|bench)/', pathNot: '^src/modules/|\\.test\\.tsx?$' },
      to: { path: '^src/modules/[^/]+/' },
    },
    {
      name: 'module-is-its-own-folder',
      severity: 'error',
      comment: 'a rule module imports no other rule module',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/', pathNot: '^src/modules/$1/' },
    },
    {
      name: 'module-rules-are-pure',
      severity: 'error',
      comment: "a module's rules/ import no screen, bot, words, store or React: only the engine's doors, scenarios data and their own files",
      from: { path: '^src/modules/[^/]+/rules/' },
      to: { path: '^(src/(ui|store|i18n|saves|bots|lab)/|src/modules/[^/]+/(screen/|bot\\.ts|strings)|node_modules/(react|react-dom|konva|react-konva|zustand)/)' },
    },
    {
      name: 'module-rules-by-the-doors',
      severity: 'error',
      comment: "a module's rules/ reach the engine through src/engine/index.ts or the module author's door src/engine/author.ts",
      from: { path: '^src/modules/[^/]+/rules/', pathNot: '\\.test\\.tsx?$' },
      to: { path: ENGINE, pathNot: `${ENGINE}(index|author|geometry/index)\\.ts$` },
    },
    {
      name: 'module-screen-by-the-door',
      severity: 'error',
      comment: "a module's screen part, bot part and words reach the engine through src/engine/index.ts (or its geometry sub-entry) only",
      from: { path: '^src/modules/[^/]+/(screen/|bot\\.ts|strings)', pathNot: '\\.test\\.tsx?$' },
      to: { path: ENGINE, pathNot: `${ENGINE}(index|geometry/index)\\.ts$` },
    },
    {
      name: 'engine-is-pure',
      severity: 'error',
      comment: 'the engine imports no React, DOM, store or UI code',
      from: { path: ENGINE },
      to: { path: '^(src/(store|ui|i18n|saves)/|node_modules/(react|react-dom|konva|react-konva|zustand)/)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
