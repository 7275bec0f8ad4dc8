// The static map on screen is a copy of its layer's canvas, shown by a 'bitmaprenderer' canvas and made
// after the layer is drawn (a new bitmap level, a resize, the end of a pan or zoom); the layer's own canvas
// stays hidden meanwhile (Konva still draws into it: tests and the copy read it). Why: the browser hands a
// visible 2D canvas to the compositor on every frame it draws, changed or not (with software compositing
// a copy of all its pixels: the static map cost bench:ui ~0.3 ms an action while it did not change); an
// image set on a bitmaprenderer canvas is handed over once. While the layer is drawn frame after frame (a
// gesture) its own canvas is shown instead: a copy per frame would cost each zoom frame more than it saves.
import type Konva from 'konva';

/** Draws closer together than this are a gesture: the copy waits until they stop. */
const QUIET_MS = 200;

/** Show the layer through a copy made after its draws; returns the call that undoes it. */
export function mirrorLayer(layer: Konva.Layer): () => void {
  const source = layer.getCanvas()._canvas;
  const shown = document.createElement('canvas');
  const screen = shown.getContext('bitmaprenderer');
  if (!screen || typeof OffscreenCanvas === 'undefined') return () => {};
  let copy: OffscreenCanvas | null = null;
  /** Copy the layer's canvas to the screen; false when it has no pixels yet. */
  const mirror = (): boolean => {
    const { width, height } = source;
    if (!width || !height) return false;
    if (copy?.width !== width || copy.height !== height) copy = new OffscreenCanvas(width, height);
    copy.getContext('2d')!.drawImage(source, 0, 0);
    screen.transferFromImageBitmap(copy.transferToImageBitmap());
    // at the layer canvas's size on the page (Konva sets it there)
    if (shown.style.width !== source.style.width) shown.style.width = source.style.width;
    if (shown.style.height !== source.style.height) shown.style.height = source.style.height;
    return true;
  };
  /** The copy on screen (the layer's canvas hidden), or the layer's canvas itself. */
  const showCopy = (yes: boolean) => {
    source.style.visibility = yes ? 'hidden' : '';
    shown.style.visibility = yes ? '' : 'hidden';
  };
  let lastDraw = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const settled = () => {
    timer = undefined;
    showCopy(mirror());
  };
  const drawn = () => {
    const now = performance.now();
    const moving = now - lastDraw < QUIET_MS;
    lastDraw = now;
    clearTimeout(timer);
    if (!moving) return settled();
    showCopy(false);
    timer = setTimeout(settled, QUIET_MS);
  };
  // in the layer canvas's place, under the layers above it
  shown.style.cssText = 'position: absolute; top: 0; left: 0; display: block;';
  source.before(shown);
  settled();
  layer.on('draw.mirror', drawn);
  return () => {
    layer.off('draw.mirror');
    clearTimeout(timer);
    shown.remove();
    source.style.visibility = '';
  };
}
