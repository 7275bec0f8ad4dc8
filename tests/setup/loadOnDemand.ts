// Unit tests: load up front what the app loads on demand (the store's engine side, the Polish texts),
// so store actions and translate() run synchronously as they do in the app once loaded.
import { loadKernel } from '../../src/store/kernel';
import { loadLanguage } from '../../src/i18n/dictionaries';

await Promise.all([loadKernel(), loadLanguage('pl')]);
