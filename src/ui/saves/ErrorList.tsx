// A list of a file's problems, each with where it is (path) and why (reason).
import type { DataError } from '../../scenarios/mapSchema';
import { useUiStore } from '../../store';
import { dataErrorPl } from '../../i18n/dataErrorsPl';

export function ErrorList({ errors, testId = 'error-list' }: { errors: readonly DataError[]; testId?: string }) {
  const lang = useUiStore((s) => s.language);
  return (
    <ul className="error-list" data-testid={testId}>
      {errors.slice(0, 50).map((e, k) => (
        <li key={k} data-testid="error-item">
          <code className="error-list__path">{e.path}</code>: <span>{lang === 'pl' ? dataErrorPl(e.message) : e.message}</span>
        </li>
      ))}
      {errors.length > 50 && <li className="muted">… +{errors.length - 50}</li>}
    </ul>
  );
}
