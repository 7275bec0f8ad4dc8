// Buttons that open the file picker: import a saved game, load a scenario file.
import { memo, useRef } from 'react';
import { useT, type MessageKey } from '../../i18n';
import { openPickedFile } from './openFile';

/**
 * Memoised: the top bar's undo and redo render again after every action, and a file input rendered
 * again has its attributes written again (React resets an input's name and type on each update).
 */
export const FileButton = memo(function FileButton({ as, label, testId, className }: { as: 'save' | 'scenario'; label: MessageKey; testId: string; className?: string }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className={className} data-testid={testId} onClick={() => input.current?.click()}>
        {t(label)}
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        data-testid={`${testId}-input`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void openPickedFile(file, as);
        }}
      />
    </>
  );
});
