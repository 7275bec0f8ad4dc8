// Over a game played from the editor: one click back to the editor, its history as it was.
import { useT } from '../../i18n';
import './editorWords';
import { backToEditor } from './playFromEditor';

export function EditorReturn() {
  const t = useT();
  return (
    <button type="button" className="editor-return" data-testid="editor-return" onClick={backToEditor}>
      {t('editor.back')}
    </button>
  );
}
