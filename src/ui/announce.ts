// One polite live region outside every screen (never inert behind a cover): what must be read out at a
// moment when the region that shows it is just coming back, such as the new player's prompt right
// after the hand-over. announce(text) reads the text out; the Announcer renders the region.
import { createElement, useEffect, useRef } from 'react';

type Listener = (text: string) => void;
const listeners = new Set<Listener>();

export function announce(text: string): void {
  for (const l of listeners) l(text);
}

/** How long a message stays in the region (then it is emptied, so the same words can be read again). */
const KEEP_MS = 4000;

/** Two forms of each message, told apart by an invisible mark at the end: the same words said twice are still a change. */
const MARKS = ['', '\u200b'];

export function Announcer() {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let flip = 0;
    // the region's words are written straight into it, at once: no render of its own and no second frame
    // per message (it has no React children)
    const listener: Listener = (next) => {
      const el = region.current;
      if (!el) return;
      clearTimeout(timer);
      flip = 1 - flip;
      el.textContent = next + MARKS[flip];
      timer = setTimeout(() => {
        el.textContent = '';
      }, KEEP_MS);
    };
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      clearTimeout(timer);
    };
  }, []);
  return createElement('div', { ref: region, className: 'sr-only', role: 'status', 'aria-live': 'polite', 'data-testid': 'announcer' });
}
