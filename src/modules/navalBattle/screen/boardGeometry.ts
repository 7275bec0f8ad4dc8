// Where the fields of a square board lie on the Naval Battle canvas: one square a field, a margin of
// a field's width for the edge labels. Pixel layout is the screen's; the engine says only which
// fields neighbour (topology square8).
import { columnName } from '../../../engine/geometry';

export interface BoardGeometry { cols: number; rows: number; cell: number; left: number; top: number }

/** The largest square fields that fit the canvas with a label margin all round. */
export function boardGeometry(cols: number, rows: number, width: number, height: number): BoardGeometry {
  const cell = Math.max(8, Math.floor(Math.min(width / (cols + 1.2), height / (rows + 1.2))));
  return { cols, rows, cell, left: Math.round((width - cols * cell) / 2), top: Math.round((height - rows * cell) / 2) };
}

export const fieldName = (col: number, row: number): string => `${columnName(col)}${row + 1}`;

/** A field's column and row from its name ("C7": column 2, row 6). */
export function fieldCell(name: string): { col: number; row: number } {
  const m = /^([A-Z]+)(\d+)$/.exec(name);
  if (!m) return { col: -1, row: -1 };
  let col = 0;
  for (const ch of m[1]) col = col * 26 + (ch.charCodeAt(0) - 64);
  return { col: col - 1, row: Number(m[2]) - 1 };
}

/** The canvas point at a field's centre. */
export function fieldCentre(g: BoardGeometry, name: string): { x: number; y: number } {
  const { col, row } = fieldCell(name);
  return { x: g.left + (col + 0.5) * g.cell, y: g.top + (row + 0.5) * g.cell };
}

/** The field under a canvas point, or null off the board. */
export function fieldAt(g: BoardGeometry, x: number, y: number): string | null {
  const col = Math.floor((x - g.left) / g.cell);
  const row = Math.floor((y - g.top) / g.cell);
  return col >= 0 && row >= 0 && col < g.cols && row < g.rows ? fieldName(col, row) : null;
}
