import archipelago from '../src/scenarios/great-archipelago.json';
import { createGame } from '../src/engine/index';
import { stateIndex } from '../src/engine/stateIndex';
import { searchStates } from '../src/engine/search';
import { moveContext, reachableMoves, reachableEnds } from '../src/engine/movement';
const g = createGame(archipelago, 1); if (!g.ok) throw 0;
const s = g.state; const {board, occupied} = stateIndex(s);
const ships = Object.values(s.units);
function t(name: string, fn: () => void) { for (let k=0;k<200;k++) fn(); let best=Infinity; for (let b=0;b<15;b++){const t0=performance.now(); let n=0; while(performance.now()-t0<40){fn();n++;} best=Math.min(best,(performance.now()-t0)/n);} console.log(name, (best*1000).toFixed(1),'µs'); }
const cls = s.setup.ruleset.classes;
const ids = ships.map(u=>u.id);
t('search', () => { for (const u of ships) searchStates(board.neighbours, board.passable[cls[u.class].shallowDraft?1:0], occupied, board.index.get(u.node)!, u.heading, cls[u.class].mp, 1); });
t('moveContext', () => { for (const id of ids) moveContext(s, id); });
t('reachableEnds', () => { for (const id of ids) reachableEnds(s, id); });
t('reachableMoves', () => { for (const id of ids) reachableMoves(s, id); });
