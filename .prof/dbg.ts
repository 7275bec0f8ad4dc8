import '../src/modules/registry';
import ia from '../src/scenarios/island-airfield.json';
import { createGame, objectiveStatus } from '../src/engine/index';
const s = (createGame(ia, 1) as any).state;
const red = Object.values(s.units).find((u: any) => u.owner === 'red' && u.kind === 'ship') as any;
console.log(s.phase, red, Object.values(s.units).filter((u: any) => u.owner === 'red').length, s.taskForces?.reserve?.red?.length);
const h = { ...s, units: { ...s.units, [red.id]: { ...red, node: 'T9' } } };
console.log(JSON.stringify(objectiveStatus(h, 'red')));
