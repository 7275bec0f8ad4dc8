// A class's attack zone drawn from the engine: a small all-sea game with one unit of the class in the
// middle facing east, and attackZone() for it. SVG, with the triangular lattice around.
import { useMemo } from 'react';
import { attackZone, createGame } from '../../engine';
import { cellOfIndex, nodeIndex, nodeName, neighbourTable } from '../../engine/geometry';
import { cellToPlane } from '../map/plane';
import { drawShip } from '../map/drawTokens';
import { useEffect, useRef } from 'react';

const W = 11, H = 9;
const CENTRE = 'F5';

function zoneFor(kind: 'ship' | 'fixed', cls: string): string[] {
  const terrain = Array.from({ length: H }, () => '.'.repeat(W));
  const scenario: Record<string, unknown> = {
    format: 'enb-scenario', version: 1, id: 'zone-diagram', name: { en: 'Zone', pl: 'Strefa' }, description: { en: 'Zone', pl: 'Strefa' },
    map: kind === 'fixed'
      ? { width: W, height: H, terrain: terrain.map((row, r) => (r === 4 ? row.slice(0, 5) + '#' + row.slice(6) : row)), features: [{ kind: cls, node: CENTRE, owner: 'blue' }], setupZones: { blue: ['A1'], red: ['K9'] } }
      : { width: W, height: H, terrain, features: [], setupZones: { blue: ['A1'], red: ['K9'] } },
    rounds: 1,
    units: kind === 'ship' ? [{ id: 'u', owner: 'blue', class: cls, node: CENTRE, heading: 'E' }] : [],
  };
  const g = createGame(scenario, 1);
  if (!g.ok) return [];
  const id = kind === 'ship' ? 'u' : Object.keys(g.state.units)[0];
  return id ? attackZone(g.state, id) : [];
}

export function ZoneDiagram({ kind, cls, label }: { kind: 'ship' | 'fixed'; cls: string; label: string }) {
  const zone = useMemo(() => new Set(zoneFor(kind, cls)), [kind, cls]);
  const shape = { width: W, height: H };
  const S = 22;
  const pts = Array.from({ length: W * H }, (_, i) => {
    const p = cellToPlane(cellOfIndex(shape, i));
    return { x: p.x * S + S, y: p.y * S + S, name: nodeName(shape, i) };
  });
  const nb = neighbourTable(shape);
  const lines: string[] = [];
  for (let i = 0; i < W * H; i++) for (const d of [0, 4, 5]) if (nb[i * 6 + d] >= 0) lines.push(`M${pts[i].x},${pts[i].y}L${pts[nb[i * 6 + d]].x},${pts[nb[i * 6 + d]].y}`);
  const c = pts[nodeIndex(shape, CENTRE)];
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx || kind !== 'ship') return;
    ctx.clearRect(0, 0, 60, 60);
    ctx.save();
    ctx.translate(30, 30);
    ctx.scale(S / 40, S / 40);
    drawShip(ctx, 0, 0, 0, cls, 'blue');
    ctx.restore();
  }, [cls, kind]);
  const width = (W + 1.5) * S, height = (H - 1) * S * 0.866 + 2 * S;
  return (
    <figure className="zone-diagram" data-testid={`zone-${cls}`} data-zone-size={zone.size}>
      <div className="zone-diagram__box" style={{ width, height }}>
        <svg width={width} height={height} role="img" aria-label={label}>
          <rect width={width} height={height} fill="#16406e" />
          <path d={lines.join('')} stroke="rgba(200,225,255,0.3)" strokeWidth={1} />
          {pts.filter((p) => zone.has(p.name)).map((p) => (
            <circle key={p.name} cx={p.x} cy={p.y} r={S * 0.42} fill="rgba(255,110,100,0.55)" stroke="#ff8a80" strokeWidth={1.2} />
          ))}
          {kind === 'fixed' && <circle cx={c.x} cy={c.y} r={S * 0.35} fill="#dcc894" stroke="#3b7dff" strokeWidth={2.5} />}
        </svg>
        {kind === 'ship' && <canvas ref={canvas} width={60} height={60} style={{ position: 'absolute', left: c.x - 30, top: c.y - 30 }} />}
      </div>
      <figcaption>{label}</figcaption>
    </figure>
  );
}
