// Opening a picked or dropped file: a save or a scenario, read once the game side has loaded
// (the start screen's file buttons and drop zone; kept apart from files.ts, which the game side uses).
import { useUiStore } from '../../store';
import { loadGame } from '../lazy';
import { readFileText } from './files';

/** Read a file (and load the game side) and hand it to the store: a save (import) or a scenario, as asked or by its name and content. */
export async function openPickedFile(file: File, as?: 'save' | 'scenario'): Promise<void> {
  const [text] = await Promise.all([readFileText(file), loadGame()]); // reading it needs the game side
  const s = useUiStore.getState();
  if (as === 'save') s.importSave(file.name, text);
  else if (as === 'scenario') s.loadScenarioFile(file.name, text);
  else s.openFile(file.name, text);
}
