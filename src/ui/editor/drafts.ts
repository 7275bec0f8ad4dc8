// The editor's library in the browser (IndexedDB, a store of its own): every scenario being edited is
// kept under its draft id as its document, whatever its problems, written a moment after each edit, so
// a reload or a closed tab loses nothing. A scenario the game can play is also put in the game's own
// list of custom scenarios (the start screen's), by the store.
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import type { EditorDoc } from '../../editor/document';

export interface Draft { id: string; doc: EditorDoc; savedAt: number }

let store: UseStore | null = null;
const open = (): UseStore => (store ??= createStore('enb-editor', 'drafts'));

export const newDraftId = (): string => `d-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

/** Every kept draft, the last saved first (an entry that is not a draft is left out). */
export async function listDrafts(): Promise<Draft[]> {
  const all = await entries<string, unknown>(open());
  return all
    .map(([, v]) => v as Draft)
    .filter((d) => d && typeof d.id === 'string' && d.doc && typeof d.doc === 'object' && typeof d.savedAt === 'number')
    .sort((a, b) => b.savedAt - a.savedAt);
}

export const putDraft = (d: Draft): Promise<void> => set(d.id, d, open());
export const deleteDraft = (id: string): Promise<void> => del(id, open());
