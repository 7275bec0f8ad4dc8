// The editor's door for the app (itself loaded on demand, and small): the editor's screen, or over a game
// started from it the way back. The editor's own code loads from here, so the first screen's script
// carries nothing of it but this door's name.
import { lazy, Suspense } from 'react';
import { Loading } from '../lazy';
import { usePlayingFromEditor } from './playing';
import { setLeave } from './leave';

const EditorScreen = lazy(() => import('./EditorScreen').then((m) => ({ default: m.EditorScreen })));
const EditorReturn = lazy(() => import('./EditorReturn').then((m) => ({ default: m.EditorReturn })));

/** `leave`: back to the start screen (the app closes the editor). */
export function EditorPart({ part, leave }: { part: 'screen' | 'return'; leave: () => void }) {
  const playing = usePlayingFromEditor();
  setLeave(leave);
  if (part === 'screen')
    return (
      <Suspense fallback={<Loading />}>
        <EditorScreen />
      </Suspense>
    );
  return playing ? (
    <Suspense fallback={null}>
      <EditorReturn />
    </Suspense>
  ) : null;
}
