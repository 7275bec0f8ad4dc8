// Unit tests: load up front what the app loads on demand (the store's engine side, the Polish texts),
// so store actions and translate() run synchronously as they do in the app once loaded. Property tests
// run with one fixed seed, so a run in CI never differs from the last one here; a failing case is
// printed with its seed and path by fast-check, to be kept as a regression case.
import '../../src/modules/registry';
import fc from 'fast-check';
import { loadKernel } from '../../src/store/kernel';
import { loadLanguage } from '../../src/i18n/dictionaries';

fc.configureGlobal({ seed: 20261124 });
await Promise.all([loadKernel(), loadLanguage('pl')]);
