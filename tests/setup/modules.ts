// Browser tests that build games in node too (the expected outcome of a scenario): the rule modules
// registered with the engine, as the app registers them (src/modules/registry.ts).
import '../../src/modules/registry';
