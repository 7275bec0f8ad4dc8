// The editor's door for the app (itself loaded on demand, and small): the editor's screen, or over a game
// started from it the way back. The editor's own code loads from here, so the first screen's script
// carries nothing of it but this door's name.
import { lazy, Suspense } from 'react';
import { Loading } from '../lazy';
import { usePlayingFromEditor } from './playing';

const EditorScreen = lazy(() => import('./EditorScreen').then((m) => ({ default: m.EditorScreen })));
const EditorReturn = lazy(() => import('./EditorReturn').then((m) => ({ default: m.EditorReturn })));

export function EditorPart({ part }: { part: 'screen' | 'return' }) {
  const playing = usePlayingFromEditor();
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
