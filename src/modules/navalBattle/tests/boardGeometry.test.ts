// The Naval Battle board's field geometry (a click finds the field drawn there) and the setup draft's
// swaps (ships, mines and batteries change places; a mine put on or taken off the board).
import { describe, expect, it } from 'vitest';
import { boardGeometry, fieldAt, fieldCell, fieldCentre, fieldName } from '../screen/boardGeometry';
import { draftPieceAt, swapFields, withMine, withoutMine } from '../screen/arrangement';

describe('the square board', () => {
  it('finds the field at every field centre and near its corners, and none off the board', () => {
    const g = boardGeometry(12, 18, 700, 760);
    for (let col = 0; col < 12; col++) {
      for (let row = 0; row < 18; row++) {
        const name = fieldName(col, row);
        expect(fieldCell(name)).toEqual({ col, row });
        const c = fieldCentre(g, name);
        expect(fieldAt(g, c.x, c.y)).toBe(name);
        expect(fieldAt(g, c.x - g.cell * 0.49, c.y + g.cell * 0.49)).toBe(name);
      }
    }
    expect(fieldAt(g, g.left - 1, g.top + 1)).toBeNull();
    expect(fieldAt(g, g.left + 12 * g.cell + 1, g.top + 1)).toBeNull();
  });
  it('keeps a label margin and square fields whatever the box', () => {
    const g = boardGeometry(12, 18, 400, 1200);
    expect(g.left).toBeGreaterThanOrEqual(g.cell * 0.5);
    expect(g.top).toBeGreaterThanOrEqual(g.cell * 0.5);
  });
});

describe('the setup draft', () => {
  const a = { ships: [{ id: 's1', node: 'A1' }, { id: 's2', node: 'B1' }], batteries: ['C3'], mines: ['D1'] };
  it('swaps a ship with a mine, a ship with a free field, a battery with a ship or a free field', () => {
    expect(swapFields(a, 'A1', 'D1')).toEqual({ ships: [{ id: 's1', node: 'D1' }, { id: 's2', node: 'B1' }], batteries: ['C3'], mines: ['A1'] });
    expect(swapFields(a, 'B1', 'E2').ships[1].node).toBe('E2');
    expect(swapFields(a, 'A1', 'C3')).toEqual({ ships: [{ id: 's1', node: 'C3' }, { id: 's2', node: 'B1' }], batteries: ['A1'], mines: ['D1'] });
    expect(swapFields(a, 'C3', 'E3').batteries).toEqual(['E3']);
  });
  it('puts a mine on a field and takes it back off the board', () => {
    expect(draftPieceAt(withMine(a, 'E1'), 'E1')).toBe('mine');
    expect(withoutMine(a, 'D1').mines).toEqual([]);
    expect(draftPieceAt(a, 'C3')).toBe('battery');
    expect(draftPieceAt(a, 'E5')).toBeNull();
  });
});
