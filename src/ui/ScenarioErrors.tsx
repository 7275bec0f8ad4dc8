// Shown instead of the map when the scenario cannot be used: every problem, with where it is.
import { useT } from '../i18n';
import type { ScenarioProblem } from '../store/scenarioLoader';

export function ScenarioErrors({ problem }: { problem: ScenarioProblem }) {
  const t = useT();
  return (
    <main className="scenario-errors" data-testid="scenario-errors" role="alert">
      <h2>{t('scenario.errors.title', { id: problem.id })}</h2>
      {problem.kind === 'unknown' ? (
        <p>{t('scenario.errors.unknownId', { id: problem.id, available: problem.available.join(', ') })}</p>
      ) : (
        <>
          <p>{t('scenario.errors.intro')}</p>
          <ul>
            {problem.errors.map((e, k) => (
              <li key={k}>
                <code>{e.path}</code>: {e.message}
              </li>
            ))}
          </ul>
        </>
      )}
    </main>
  );
}
