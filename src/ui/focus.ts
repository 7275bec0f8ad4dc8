// Where keyboard focus goes when what held it is gone: into the dialog that is up, else onto the map
// (a placement or a move is chosen there), else the screen's first control; and the dialogs' focus
// trap (Tab and Shift+Tab stay inside, the rest of the page is inert behind them).
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), summary';

/** The focusable elements inside a container, in Tab order (those inside an inert part left out). */
export function focusables(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[inert]') && el.getClientRects().length > 0);
}

/** The dialog on top (the last one in the document), if any. */
const topDialog = (): HTMLElement | null => [...document.querySelectorAll<HTMLElement>('[aria-modal="true"]')].filter((d) => !d.closest('[inert]')).at(-1) ?? null;

/** The map, when it is on screen and not behind a dialog. */
export const mapElement = (): HTMLElement | null => {
  const map = document.querySelector<HTMLElement>('[data-testid="map-view"]');
  return map && !map.closest('[inert]') ? map : null;
};

/** Focus the map (a choice on it has started). */
export function focusMap(): boolean {
  const map = mapElement();
  if (!map) return false;
  if (document.activeElement !== map) map.focus({ preventScroll: true });
  return true;
}

/** Focus what a dialog wants first ([data-autofocus]) or its first control. */
export function focusInto(root: HTMLElement): void {
  const first = root.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(root)[0] ?? root;
  if (first === root && !root.hasAttribute('tabindex')) root.tabIndex = -1;
  first.focus({ preventScroll: first !== root });
}

/** Somewhere useful when focus has fallen to the page: the dialog up, the map, the screen's first control. */
export function focusHome(): void {
  const dialog = topDialog();
  if (dialog) return focusInto(dialog);
  if (focusMap()) return;
  const main = document.querySelector<HTMLElement>('main');
  const first = main && (main.querySelector<HTMLElement>('[aria-checked="true"]') ?? focusables(main)[0]);
  first?.focus();
}

/** The control focused last outside every dialog (a dialog's opener, when the page went inert under it first). */
let lastOutside: HTMLElement | null = null;

/** Note a control that took focus (useFocusKeeper's focusin listener). */
export function noteFocus(el: HTMLElement): void {
  if (!el.closest('[aria-modal="true"]')) lastOutside = el;
}

/** Whether focus has fallen out of every control (onto the page itself, or nowhere). */
export const focusLost = (): boolean => !document.activeElement || document.activeElement === document.body || !!document.activeElement.closest('[inert]');

/**
 * A modal dialog: takes focus when it opens (its [data-autofocus] or first control), keeps Tab inside,
 * and on closing gives focus back to the control that had it (when `restore` and that one is still there).
 */
export function useDialogFocus(ref: RefObject<HTMLElement | null>, open: boolean, restore = true): void {
  // the control that opened the dialog (kept when the effect runs again: focus is inside the dialog by then)
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const root = ref.current;
    if (!open || !root) return;
    const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // (the page behind may have gone inert first and dropped focus: then the control focused last)
    if (active && active !== document.body && !root.contains(active)) opener.current = active;
    else if (!opener.current) opener.current = lastOutside;
    const before = opener.current;
    if (!root.contains(document.activeElement)) focusInto(root);
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Tab' || topDialog() !== root) return;
      const list = focusables(root);
      if (!list.length) return;
      const k = list.indexOf(document.activeElement as HTMLElement);
      if (e.shiftKey && k <= 0) {
        e.preventDefault();
        list.at(-1)!.focus();
      } else if (!e.shiftKey && (k === -1 || k === list.length - 1)) {
        e.preventDefault();
        list[0].focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // the dialog is gone and the page behind no longer inert (the same commit): back to the opener at once
      if (restore && before && before.isConnected && !before.closest('[inert]') && focusLost()) before.focus();
    };
  }, [ref, open, restore]);
}
