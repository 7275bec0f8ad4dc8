// The worker thread's entry: workers do not inherit the CLI's TypeScript loader, so each registers
// tsx for itself and then loads the game-playing worker (worker.ts).
import { register } from 'tsx/esm/api';

register();
const { default: runGame } = await import('./worker.ts');
export default runGame;
