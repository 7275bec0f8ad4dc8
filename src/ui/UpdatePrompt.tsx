// "A new version is ready — reload": offered, never forced. The service worker (vite-plugin-pwa) is
// registered after the first screen is up, in production builds only; when a new version has been
// downloaded it waits until the player chooses to reload (the game is kept: it comes back under the
// hand-over cover). Its code loads on demand, off the first screen.
import { useEffect, useState } from 'react';
import { useT } from '../i18n';
import './home.css';

export function UpdatePrompt() {
  const t = useT();
  const [update, setUpdate] = useState<((reload?: boolean) => Promise<void>) | null>(null);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (!import.meta.env.PROD || import.meta.env.VITE_ENB_BENCH === '1' || !('serviceWorker' in navigator)) return;
    let stop = false;
    void import('virtual:pwa-register').then(({ registerSW }) => {
      if (stop) return;
      const updateSW = registerSW({
        onNeedRefresh: () => setUpdate(() => updateSW),
        onRegisterError: (e: unknown) => console.warn('the offline copy could not be installed', e),
      });
    });
    return () => {
      stop = true;
    };
  }, []);
  if (!update || dismissed) return null;
  return (
    <div className="update-prompt" role="status" data-testid="update-prompt">
      <span>{t('update.ready')}</span>
      <button type="button" className="primary" data-testid="update-reload" onClick={() => void update(true)}>
        {t('update.reload')}
      </button>
      <button type="button" data-testid="update-later" onClick={() => setDismissed(true)}>
        {t('update.later')}
      </button>
    </div>
  );
}
