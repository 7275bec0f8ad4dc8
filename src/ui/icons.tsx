// Small inline SVG icons for buttons whose Unicode glyphs are missing from some system fonts (⏮ ⏭
// render as empty boxes in a plain Linux Chromium): they draw the same everywhere, in the text colour.
type IconName = 'first' | 'prev' | 'next' | 'last';

const PATHS: Record<IconName, string> = {
  first: 'M3 3h2v10H3z M13 3v10L6 8z',
  prev: 'M12 3v10L5 8z',
  next: 'M4 3v10l7-5z',
  last: 'M11 3h2v10h-2z M3 3v10l7-5z',
};

export function Icon({ name }: { name: IconName }) {
  return (
    <svg className="icon" width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}
