// Module L's part of the balance lab (src/lab/labModule.ts): victory points decide its games (L-WIN-FULL,
// L-WIN-CLOSER), not ENB's score, so a lab record keeps them and the report's margin is taken on them.
import type { LabModule } from '../../lab/labModule';
import { AIR_DEFENCE, victoryPoints } from './rules';

export const airDefenceLab: LabModule = {
  id: AIR_DEFENCE,
  scores: (state) => {
    const vp = victoryPoints(state);
    return [{ name: 'VP', blue: vp.blue, red: vp.red, decides: true }];
  },
};
