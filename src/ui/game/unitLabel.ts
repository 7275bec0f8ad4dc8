// A unit's short label, apart from the rest of describe.ts so the start screen (objectives in words)
// can name units without loading the game's texts.
const FIXED_SHORT: Record<string, string> = { coastalArtillery: 'ART', airfield: 'AF' };

/** A short label a player can say aloud: side letter, class, number ("B-CA1", "R-ART1"). */
export function unitLabel(id: string): string {
  const m = /^(blue|red)-([A-Za-z]+)-(\d+)$/.exec(id);
  if (!m) return id;
  const cls = FIXED_SHORT[m[2]] ?? m[2];
  return `${m[1] === 'blue' ? 'B' : 'R'}-${cls}${m[3]}`;
}
