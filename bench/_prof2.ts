import archipelago from '../src/scenarios/great-archipelago.json';
import { createGame } from '../src/engine/index';
import { stateIndex, enemyZoneOf } from '../src/engine/stateIndex';
const g = createGame(archipelago, 1); if (!g.ok) throw 0;
const s = g.state;
function t(name: string, fn: () => void) { for (let k=0;k<2000;k++) fn(); const t0=performance.now(); let n=0; while(performance.now()-t0<1000){fn();n++;} console.log(name, ((performance.now()-t0)/n*1000).toFixed(2),'µs'); }
t('spread', () => { const x = {...s}; });
t('index', () => { const x = {...s}; stateIndex(x); });
t('zone blue', () => { const x = {...s}; enemyZoneOf(x,'blue'); });
t('u8', () => { new Uint8Array(2560); });
