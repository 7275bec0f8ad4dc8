// The start screen in kiosk mode: one big button to play the organiser's short scenario, two players
// at the device (hot-seat, secrets hidden between turns). There is no computer player in this version,
// so the kiosk says so instead of offering one. The saved games and files are not shown to visitors.
import { useState } from 'react';
import { useUiStore } from '../../store';
import { useT } from '../../i18n';
import { bundledScenarios } from '../../scenarios';
import { parseScenario } from '../../scenarios/schema';
import { loadGame } from '../lazy';
import type { KioskSettings } from './kioskSettings';

export function KioskStart({ kiosk }: { kiosk: KioskSettings }) {
  const t = useT();
  const lang = useUiStore((s) => s.language);
  const [starting, setStarting] = useState(false);
  const raw = bundledScenarios.find((s) => (s as { id?: unknown }).id === kiosk.scenarioId) ?? bundledScenarios[0];
  const parsed = parseScenario(raw);
  if (!parsed.ok) return null;
  const sc = parsed.value;
  const play = async () => {
    if (starting) return;
    setStarting(true);
    try {
      await loadGame();
      const s = useUiStore.getState();
      s.setScenario(sc.id, sc, null);
      s.startGame({ scenarioId: sc.id, scenarioRaw: raw, seed: Math.floor(Math.random() * 2 ** 31), options: { hideBetweenTurns: true }, names: { blue: '', red: '' } });
    } finally {
      setStarting(false);
    }
  };
  return (
    <main className="start kiosk-start" data-testid="kiosk-start">
      <div className="start__box">
        <h2>{sc.name[lang]}</h2>
        <p>{sc.description[lang]}</p>
        <button type="button" className="primary big" data-testid="kiosk-play" aria-busy={starting} onClick={() => void play()}>
          {t('kiosk.play')}
        </button>
        <p className="muted small" data-testid="kiosk-no-bot">{t('kiosk.noBot')}</p>
      </div>
    </main>
  );
}
