// Screen geometry for choices on the map: the heading pointed at by a click around a node.
import type { Direction } from '../../engine/geometry';
import type { Point } from '../map/layout';

/** The heading whose direction from the node's centre is closest to the point's. */
export function headingToward(centre: Point, p: Point): Direction {
  const a = Math.atan2(-(p.y - centre.y), p.x - centre.x); // counter-clockwise from east
  return ((((Math.round(a / (Math.PI / 3)) % 6) + 6) % 6) as Direction);
}
