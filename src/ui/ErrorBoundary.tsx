// The app's error boundary: a component that throws shows this box instead of a blank page for good.
// The game itself is safe (the store and its autosave do not depend on the screen): the player can go
// back to it, export it, or reload (which resumes it under the hand-over cover).
import { Component, type ReactNode } from 'react';
import { useUiStore } from '../store';
import { translate, type MessageKey } from '../i18n';
import { exportCurrentGame } from './saves/files';
import './home.css';

interface Props { children: ReactNode }
interface State { error: Error | null }

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.warn('a screen failed to draw; the game is kept', error);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const s = useUiStore.getState();
    const t = (key: MessageKey) => translate(s.language, key);
    return (
      <main className="crash" role="alert" data-testid="crash">
        <h2>{t('crash.title')}</h2>
        <p>{t('crash.note')}</p>
        <pre className="crash__detail small">{String(error.message).slice(0, 300)}</pre>
        <div className="saves-dialog__buttons">
          <button type="button" className="primary" data-testid="crash-retry" onClick={() => this.setState({ error: null })}>
            {t('crash.retry')}
          </button>
          {s.session && (
            <button type="button" data-testid="crash-export" onClick={() => exportCurrentGame()}>
              {t('saveProblem.export')}
            </button>
          )}
          <button type="button" data-testid="crash-reload" onClick={() => window.location.reload()}>
            {t('crash.reload')}
          </button>
        </div>
      </main>
    );
  }
}
