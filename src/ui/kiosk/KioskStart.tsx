// The start screen in kiosk mode: two big buttons to play the organiser's short scenario — against the
// computer (the visitor plays Blue, the easy bot Red) or two players at the device (hot-seat, secrets
// hidden between turns). The saved games and files are not shown to visitors.
import { useState } from 'react';
import { useUiStore } from '../../store';
import { useT } from '../../i18n';
import { bundledScenarios } from '../../scenarios';
import { parseScenario } from '../../scenarios/schema';
import { loadGame } from '../lazy';
import type { KioskSettings } from './kioskSettings';
import '../../i18n/lazyEnglish';

export function KioskStart({ kiosk }: { kiosk: KioskSettings }) {
  const t = useT();
  const lang = useUiStore((s) => s.language);
  const [starting, setStarting] = useState(false);
  const raw = bundledScenarios.find((s) => (s as { id?: unknown }).id === kiosk.scenarioId) ?? bundledScenarios[0];
  const parsed = parseScenario(raw);
  if (!parsed.ok) return null;
  const sc = parsed.value;
  const play = async (vsBot: boolean) => {
    if (starting) return;
    setStarting(true);
    try {
      await loadGame();
      const s = useUiStore.getState();
      s.setScenario(sc.id, sc, null);
      const bots = vsBot ? { red: { level: 'easy' as const, seed: Math.floor(Math.random() * 2 ** 31) } } : undefined;
      const names = { blue: '', red: vsBot ? t('seat.botName', { level: t('seat.level.easy') }) : '' };
      s.startGame({ scenarioId: sc.id, scenarioRaw: raw, seed: Math.floor(Math.random() * 2 ** 31), options: { hideBetweenTurns: true, ...(bots ? { bots } : {}) }, names });
    } finally {
      setStarting(false);
    }
  };
  return (
    <main className="start kiosk-start" data-testid="kiosk-start">
      <div className="start__box">
        <h2>{sc.name[lang]}</h2>
        <p>{sc.description[lang]}</p>
        <div className="kiosk-start__choices">
          <button type="button" className="primary big" data-testid="kiosk-play-bot" aria-busy={starting} onClick={() => void play(true)}>
            {t('kiosk.playBot')}
          </button>
          <button type="button" className="primary big" data-testid="kiosk-play" aria-busy={starting} onClick={() => void play(false)}>
            {t('kiosk.play')}
          </button>
        </div>
        <p className="muted small">{t('kiosk.playBot.note')}</p>
      </div>
    </main>
  );
}
