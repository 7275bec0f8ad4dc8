// The start screen's saved-games list, loaded on demand: it waits for the library (IndexedDB) anyway,
// so it appears when its data does, off the first screen's download.
import { lazy, Suspense } from 'react';

const ContinueList = lazy(() => import('./ContinueList').then((m) => ({ default: m.ContinueList })));

export function SavedGames() {
  return (
    <Suspense fallback={null}>
      <ContinueList />
    </Suspense>
  );
}
