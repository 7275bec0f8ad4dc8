// The pieces beyond ships (issue 37, item 1): each drawing paints something for either side, builds its
// paths once (shared by every piece drawn: the cost of a redraw does not grow), differs between the sides
// by shape as well as colour, and a fixed unit with no drawing of its kind, or no feature at its node,
// still draws a generic emplacement with its kind's letters — never a blank.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** A Path2D stand-in (the unit tests run without a canvas): it records the shape it was given. */
class FakePath {
  static made = 0;
  ops: string[] = [];
  constructor() {
    FakePath.made++;
  }
}
for (const m of ['moveTo', 'lineTo', 'arc', 'rect', 'closePath', 'roundRect']) {
  (FakePath.prototype as unknown as Record<string, unknown>)[m] = function (this: FakePath, ...a: number[]) {
    this.ops.push(`${m}(${a.map((x) => x.toFixed(2)).join(',')})`);
  };
}

/** A 2D context that records what was painted (fills, strokes, texts). */
function fakeContext() {
  const painted: { op: string; style: unknown; path?: FakePath }[] = [];
  const ctx: Record<string, unknown> = { globalAlpha: 1, fillStyle: '', strokeStyle: '', lineWidth: 1 };
  const record = (op: string, style: () => unknown) => (path?: FakePath) => painted.push({ op, style: style(), path });
  ctx.fill = record('fill', () => ctx.fillStyle);
  ctx.stroke = record('stroke', () => ctx.strokeStyle);
  ctx.fillText = record('text', () => ctx.fillStyle);
  ctx.strokeText = record('text', () => ctx.strokeStyle);
  ctx.drawImage = record('image', () => null);
  ctx.measureText = () => ({ width: 10 });
  ctx.getTransform = () => ({ a: 1, b: 0.001, c: 0, d: 1 }); // (texts drawn as text, not from bitmaps)
  for (const m of ['save', 'restore', 'translate', 'rotate', 'scale', 'beginPath', 'moveTo', 'lineTo', 'arc', 'rect', 'closePath', 'setLineDash', 'fillRect'])
    ctx[m] = () => undefined;
  return { ctx: ctx as unknown as CanvasRenderingContext2D, painted };
}

const saved = (globalThis as { Path2D?: unknown }).Path2D;
beforeAll(() => {
  (globalThis as { Path2D?: unknown }).Path2D = FakePath;
});
afterAll(() => {
  (globalThis as { Path2D?: unknown }).Path2D = saved;
});

describe('pieces beyond ships', async () => {
  const shapes = { ...(await import('./pieceShapes')), ...(await import('./modulePieces')) };
  const drawings: [string, (ctx: CanvasRenderingContext2D, owner: 'blue' | 'red') => void][] = [
    ['battery', (c, o) => shapes.drawBattery(c, 0, 0, o)],
    ['port', (c, o) => shapes.drawPortMark(c, 0, 0, o)],
    ['AA gun', (c, o) => shapes.drawAaGun(c, 0, 0, o, '#fff', true)],
    ['mine', (c, o) => shapes.drawMine(c, 0, 0, o, '#fff')],
  ];

  it('each side-owned piece paints for both sides, its shape differing between them (not only its colour), its paths built once', () => {
    for (const [name, draw] of drawings) {
      const shapesOf = (owner: 'blue' | 'red') => {
        const { ctx, painted } = fakeContext();
        draw(ctx, owner);
        expect(painted.length, `${name} ${owner}`).toBeGreaterThan(0);
        return painted.filter((p) => p.path).map((p) => p.path!.ops.join(' ')).join(' | ');
      };
      expect(shapesOf('blue'), name).not.toBe(shapesOf('red'));
      // drawn again: no new path (shared per kind and side)
      const before = FakePath.made;
      shapesOf('blue');
      shapesOf('red');
      expect(FakePath.made, name).toBe(before);
    }
  });

  it('targets, clouds and the sun paint', () => {
    for (const draw of [(c: CanvasRenderingContext2D) => shapes.drawTargetMark(c, 0, 0, '#ffe08a'), (c: CanvasRenderingContext2D) => shapes.drawCloud(c, 0, 0), (c: CanvasRenderingContext2D) => shapes.drawSun(c, 0, 0, 10)]) {
      const { ctx, painted } = fakeContext();
      draw(ctx);
      expect(painted.some((p) => p.op === 'fill')).toBe(true);
    }
  });

  it('a fixed unit no drawing knows, or with no feature at its node, draws the generic emplacement with its letters', async () => {
    const { drawUnitSymbol } = await import('./drawMap');
    const { getGameMapLayout } = await import('./layout');
    const row = '. . . .';
    const map = { width: 4, height: 4, terrain: [row, ` ${row}`, row, ` ${row}`], features: [], setupZones: { blue: [], red: [] } };
    const layout = getGameMapLayout(map, ['coastalArtillery']);
    for (const [kind, node] of [['radarStation', 'B2'], ['coastalArtillery', 'C3']]) {
      const { ctx, painted } = fakeContext();
      drawUnitSymbol(ctx, layout, node, kind, 'red');
      expect(painted.some((p) => p.op === 'fill' && p.path), kind).toBe(true);
    }
  });

  it('the generic emplacement carries its kind\'s first letters', () => {
    const { ctx, painted } = fakeContext();
    shapes.drawGenericFixed(ctx, 0, 0, 'blue', 'radarStation');
    expect(painted.some((p) => p.op === 'fill' && p.path)).toBe(true);
    expect(painted.some((p) => p.op === 'text' || p.op === 'image')).toBe(true);
  });
});
