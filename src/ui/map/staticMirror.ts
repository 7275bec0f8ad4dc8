// The static map on screen is a copy of its layer's canvas, shown by a 'bitmaprenderer' canvas and made
// each time that layer is drawn (pan, zoom, resize, a new bitmap level); the layer's own canvas stays
// hidden (Konva still draws into it: tests and the copy read it). Why: the browser hands a visible 2D
// canvas to the compositor on every frame it draws, changed or not (with software compositing a copy of
// all its pixels: the static map cost bench:ui ~0.6 ms an action while it did not change); an image set
// on a bitmaprenderer canvas is handed over once.
import type Konva from 'konva';

/** Show the layer through a copy made after each of its draws; returns the call that undoes it. */
export function mirrorLayer(layer: Konva.Layer): () => void {
  const source = layer.getCanvas()._canvas;
  const shown = document.createElement('canvas');
  const screen = shown.getContext('bitmaprenderer');
  if (!screen || typeof OffscreenCanvas === 'undefined') return () => {};
  let copy: OffscreenCanvas | null = null;
  const mirror = () => {
    const { width, height } = source;
    if (!width || !height) return;
    if (copy?.width !== width || copy.height !== height) copy = new OffscreenCanvas(width, height);
    copy.getContext('2d')!.drawImage(source, 0, 0);
    screen.transferFromImageBitmap(copy.transferToImageBitmap());
    // at the layer canvas's size on the page (Konva sets it there)
    if (shown.style.width !== source.style.width) shown.style.width = source.style.width;
    if (shown.style.height !== source.style.height) shown.style.height = source.style.height;
  };
  // in the layer canvas's place, under the layers above it
  shown.style.cssText = 'position: absolute; top: 0; left: 0; display: block;';
  mirror();
  source.before(shown);
  source.style.visibility = 'hidden';
  layer.on('draw.mirror', mirror);
  return () => {
    layer.off('draw.mirror');
    shown.remove();
    source.style.visibility = '';
  };
}
