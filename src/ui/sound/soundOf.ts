// Which effect an action's events call for (pure): the weightiest of them — the game's end, a sinking, a
// hit, a shot, a move — or none. ENB's events by their type; a rule module's by its event's name (and
// whether it removed a unit), so a module needs no sound code of its own.
import type { GameEvent } from '../../engine';
import type { Effect } from './effects';

const RANK: readonly Effect[] = ['gameEnd', 'sinking', 'hit', 'shot', 'move'];

function effectOf(e: GameEvent): Effect | null {
  switch (e.type) {
    case 'gameEnded': return 'gameEnd';
    case 'destroyed': return 'sinking';
    case 'planeDestroyed': case 'bomberDestroyed': case 'airfieldHit': case 'depthCharged': return 'hit';
    case 'attacked': return 'shot';
    case 'moved': case 'turned': case 'taskForceMoved': case 'bomberMoved': case 'bomberPlaced': case 'dived': case 'surfaced': return 'move';
    case 'module': {
      const name = e.name.toLowerCase();
      const removed = (e.data as { removed?: unknown } | undefined)?.removed;
      if (/sunk|sink|destroy|exploded/.test(name) || (Array.isArray(removed) && removed.length > 0)) return 'sinking';
      if (/hit|damage|struck|bombed/.test(name)) return 'hit';
      if (/attack|fire|shot|bomb|strike/.test(name)) return 'shot';
      if (/move|entered|reenter/.test(name)) return 'move';
      return null;
    }
    default: return null;
  }
}

export function soundOf(events: readonly GameEvent[]): Effect | null {
  let best: Effect | null = null;
  for (const e of events) {
    const f = effectOf(e);
    if (f && (!best || RANK.indexOf(f) < RANK.indexOf(best))) best = f;
  }
  return best;
}
