// Which shelf the saved-games library uses: the browser's IndexedDB, or one a test sets.
import { indexedDbShelf, type Shelf } from './shelf';

let shelfOverride: Shelf | null | undefined;
let browserShelf: Shelf | null | undefined;
/** Tests: use this shelf instead of the browser's IndexedDB. */
export const setShelf = (s: Shelf | null | undefined): void => {
  shelfOverride = s;
};
export const libraryShelf = (): Shelf | null => (shelfOverride !== undefined ? shelfOverride : (browserShelf ??= indexedDbShelf()));
