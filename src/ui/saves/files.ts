// Files in the browser: download a text as a file (a Blob link), read a picked or dropped file (a
// file far beyond the save limit is cut, so the save check reports it as too large, without reading it all).
import { MAX_SAVE_CHARS } from '../../saves/limits';
import { useUiStore } from '../../store';
import { exportFileName } from '../../store/storage';

export function downloadText(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Export the current game as a save file. */
export function exportCurrentGame(): boolean {
  const s = useUiStore.getState();
  const text = s.exportText();
  if (!text || !s.session) return false;
  downloadText(exportFileName(s.session), text);
  return true;
}

export async function readFileText(file: File): Promise<string> {
  const part = file.size > MAX_SAVE_CHARS * 4 ? file.slice(0, MAX_SAVE_CHARS + 1) : file;
  return part.text();
}
