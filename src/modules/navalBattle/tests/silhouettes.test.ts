// Module N on the board (issue 37): each class of its fleet is drawn as a silhouette of its own kind
// (the map's silhouette table), a hidden piece stays a "?" token (drawBoard.ts).
import { describe, expect, it } from 'vitest';
import { silhouetteOf } from '../../../ui/map/silhouettes';
import { FLEET } from '../rules/fleet';

describe('Naval Battle silhouettes', () => {
  it('every class of the fleet has a silhouette, no two alike', () => {
    const kinds = Object.keys(FLEET).map(silhouetteOf);
    expect(kinds).not.toContain('generic');
    expect(new Set(kinds).size).toBe(kinds.length);
  });
});
