// Module C on the map: minefields (hatched in their owner's colour, a sea mine and the charges left), documents
// lying at sea (a gold ring) and the strategic point (a white ring). From the state only.
import type { GameState } from '../../../engine';
import { fillCells, hatch, pointOf, ring, S, text, ZONE_COLOURS } from '../../../ui/map/canvasKit';
import type { MapLayout } from '../../../ui/map/layout';
import { drawMine } from '../../../ui/map/modulePieces';
import { battleOf, fleetData, MODULE_ID, type FleetOptions } from '../rules';
import { centreOf, minefieldAt } from '../rules/mapParts';

export function drawFleetMarks(ctx: CanvasRenderingContext2D, layout: MapLayout, state: GameState): void {
  const o = state.setup.modules?.find((m) => m.id === MODULE_ID)?.options as FleetOptions | undefined;
  const data = fleetData(state);
  if (!o || !data) return;
  const b = battleOf(state);
  // minefields: public once mustered; while building, the viewer's own (the view holds no other)
  const fields = b ? b.minefields : (['blue', 'red'] as const).flatMap((owner) => data.builds[owner].minefields.map((m) => ({ owner, nodes: minefieldAt(state, m) ?? [m], charges: 3 })));
  for (const f of fields) {
    if (f.charges <= 0) continue;
    fillCells(ctx, layout, f.nodes, hatch(ctx, ZONE_COLOURS[f.owner], f.owner === 'red'), ZONE_COLOURS[f.owner]);
    const p = pointOf(layout, f.nodes[0]);
    // a sea mine of the owner's shape (pieceShapes.ts) and the charges left beside it
    drawMine(ctx, p.x - S * 0.1, p.y, f.owner, ZONE_COLOURS[f.owner]);
    text(ctx, String(f.charges), p.x + S * 0.22, p.y + S * 0.02, S * 0.28);
  }
  if (o.objective === 'strategicPoint') {
    const p = pointOf(layout, centreOf(state, o.centre));
    ring(ctx, p.x, p.y, S * 0.4, '#ffffff', S * 0.06, [S * 0.1, S * 0.06]);
  }
  const docs = b ? b.documents.filter((d) => d.node && !d.home && !d.carrier).map((d) => d.node!) : o.objective === 'captureDocuments' ? o.supplyNodes : [];
  for (const n of docs) {
    const p = pointOf(layout, n);
    ring(ctx, p.x, p.y, S * 0.36, '#ffd24a', S * 0.07);
    text(ctx, '✉', p.x, p.y, S * 0.34, '#ffd24a');
  }
}
