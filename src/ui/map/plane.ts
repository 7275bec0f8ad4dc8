// The drawing plane of ENB's lattice: where a node lies in lattice units (neighbours 1 apart, rows
// horizontal) and which node is nearest to a point. Pixel layout belongs to the screen, not to the
// rules (the engine's topologies say only who neighbours whom).
import { axialToCell, type Cell } from '../../engine/geometry';


export const ROW_HEIGHT = Math.sqrt(3) / 2;
/** Position of a node in lattice units (neighbours are 1 apart); rows are horizontal lines. */
export const cellToPlane = ({ col, row }: Cell): { x: number; y: number } => ({
  x: col + (row % 2 === 1 ? 0.5 : 0),
  y: row * ROW_HEIGHT,
});
/** The nearest node to a point of the plane (cube rounding), as a cell (may be off the map). */
export function planeToCell(x: number, y: number): Cell {
  const rf = y / ROW_HEIGHT;
  const qf = x - rf / 2;
  const sf = -qf - rf;
  let q = Math.round(qf);
  let r = Math.round(rf);
  const s = Math.round(sf);
  const dq = Math.abs(q - qf);
  const dr = Math.abs(r - rf);
  const ds = Math.abs(s - sf);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  return axialToCell({ q: q + 0, r: r + 0 }); // + 0 turns -0 into 0
}
