// One polite live region outside every screen (never inert behind a cover): what must be read out at a
// moment when the region that shows it is just coming back, such as the new player's prompt right
// after the hand-over. announce(text) reads the text out; the Announcer renders the region.
import { createElement, useEffect, useState } from 'react';

type Listener = (text: string) => void;
const listeners = new Set<Listener>();

export function announce(text: string): void {
  for (const l of listeners) l(text);
}

/** How long a message stays in the region (then it is emptied, so the same words can be read again). */
const KEEP_MS = 4000;

export function Announcer() {
  const [text, setText] = useState('');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const listener: Listener = (next) => {
      clearTimeout(timer);
      setText('');
      // a frame later: a change of text, read out even when the words are the same as before
      requestAnimationFrame(() => setText(next));
      timer = setTimeout(() => setText(''), KEEP_MS);
    };
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      clearTimeout(timer);
    };
  }, []);
  return createElement('div', { className: 'sr-only', role: 'status', 'aria-live': 'polite', 'data-testid': 'announcer' }, text);
}
