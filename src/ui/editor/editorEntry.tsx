// The editor's door for the app (itself loaded on demand, and small): the editor's screen, or over a game
// started from it the way back. The editor's own code loads from here, so the first screen's script
// carries nothing of it but this door's name.
import { lazy, Suspense } from 'react';
import { Loading } from '../lazy';
import { useT } from '../../i18n';
import '../../i18n/lazyEnglish';
import './editorEntry.css';
import { usePlayingFromEditor } from './playing';
import { setLeave } from './leave';

const EditorScreen = lazy(() => import('./EditorScreen').then((m) => ({ default: m.EditorScreen })));
const EditorReturn = lazy(() => import('./EditorReturn').then((m) => ({ default: m.EditorReturn })));

/**
 * `part`: the start screen's way in (a corner button: this door loads just after the first screen, as
 * kiosk mode's does), the editor's screen, or the way back over a game started from it. `open`, `leave`:
 * the app opens and closes the editor.
 */
export function EditorPart({ part, open, leave }: { part: 'open' | 'screen' | 'return'; open: () => void; leave: () => void }) {
  const t = useT();
  const playing = usePlayingFromEditor();
  setLeave(leave);
  if (part === 'open')
    return (
      <button type="button" className="editor-corner" data-testid="editor-open" onClick={open}>
        {t('editor.open')}
      </button>
    );
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
