// Kiosk mode's controls: off, a small "Kiosk mode…" button on the start screen opens the organiser's
// setup (PIN, idle minutes, scenario); on, the game is left for the kiosk start screen after the idle
// time (it stays saved in the library), and "Leave kiosk mode" asks for the PIN.
import { useEffect, useRef, useState } from 'react';
import { useUiStore } from '../../store';
import { useT } from '../../i18n';
import { bundledScenarios } from '../../scenarios';
import { hashPin, PIN_PATTERN, type KioskSettings } from './kioskSettings';
import { setKiosk } from './useKiosk';
import '../home.css';
import '../../i18n/lazyEnglish';

const scenarioIds = bundledScenarios.map((s) => (s as { id: string }).id);

function KioskSetup({ close }: { close: () => void }) {
  const t = useT();
  const [pin, setPin] = useState('');
  const [minutes, setMinutes] = useState('5');
  const [scenarioId, setScenarioId] = useState(scenarioIds.includes('tutorial') ? 'tutorial' : scenarioIds[0]);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const m = Number(minutes);
    if (!PIN_PATTERN.test(pin)) return setError(t('kiosk.setup.badPin'));
    if (!Number.isFinite(m) || m < 1 || m > 120) return setError(t('kiosk.setup.badMinutes'));
    const settings: KioskSettings = { pinHash: await hashPin(pin), idleSeconds: Math.round(m * 60), scenarioId };
    if (!setKiosk(settings)) return setError(t('kiosk.setup.notKept'));
    useUiStore.getState().leaveGame();
    close();
  };
  return (
    <div className="saves-dialog" role="dialog" aria-modal="true" aria-labelledby="kiosk-setup-title" data-testid="kiosk-setup">
      <form className="saves-dialog__box kiosk-form" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <h2 id="kiosk-setup-title">{t('kiosk.setup.title')}</h2>
        <p className="small">{t('kiosk.setup.note')}</p>
        <label>
          {t('kiosk.setup.pin')} <input data-testid="kiosk-pin" inputMode="numeric" autoComplete="off" type="password" value={pin} onChange={(e) => setPin(e.target.value)} />
        </label>
        <label>
          {t('kiosk.setup.minutes')} <input data-testid="kiosk-minutes" inputMode="numeric" value={minutes} onChange={(e) => setMinutes(e.target.value)} />
        </label>
        <label>
          {t('kiosk.setup.scenario')}{' '}
          <select data-testid="kiosk-scenario" value={scenarioId} onChange={(e) => setScenarioId(e.target.value)}>
            {scenarioIds.map((id) => <option key={id} value={id}>{id}</option>)}
          </select>
        </label>
        {error && <p className="error-list" role="alert" data-testid="kiosk-error">{error}</p>}
        <div className="saves-dialog__buttons">
          <button type="button" onClick={close}>{t('files.cancel')}</button>
          <button type="submit" className="primary" data-testid="kiosk-enable">{t('kiosk.setup.enable')}</button>
        </div>
      </form>
    </div>
  );
}

function KioskLeave({ kiosk, close }: { kiosk: KioskSettings; close: () => void }) {
  const t = useT();
  const [pin, setPin] = useState('');
  const [wrong, setWrong] = useState(false);
  const submit = async () => {
    if ((await hashPin(pin)) !== kiosk.pinHash) {
      setWrong(true);
      setPin('');
      return;
    }
    setKiosk(null);
    close();
  };
  return (
    <div className="saves-dialog" role="dialog" aria-modal="true" aria-labelledby="kiosk-leave-title" data-testid="kiosk-leave">
      <form className="saves-dialog__box kiosk-form" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <h2 id="kiosk-leave-title">{t('kiosk.leave.title')}</h2>
        <label>
          {t('kiosk.setup.pin')} <input data-testid="kiosk-leave-pin" inputMode="numeric" autoComplete="off" type="password" autoFocus value={pin} onChange={(e) => setPin(e.target.value)} />
        </label>
        {wrong && <p className="error-list" role="alert" data-testid="kiosk-wrong-pin">{t('kiosk.leave.wrong')}</p>}
        <div className="saves-dialog__buttons">
          <button type="button" onClick={close}>{t('files.cancel')}</button>
          <button type="submit" className="primary" data-testid="kiosk-leave-confirm">{t('kiosk.leave.confirm')}</button>
        </div>
      </form>
    </div>
  );
}

/** After the idle time with no touch, click or key, leave the game (kept in the library) for the kiosk start. */
function useIdleReset(kiosk: KioskSettings) {
  const last = useRef(Date.now());
  useEffect(() => {
    const touch = () => {
      last.current = Date.now();
    };
    const events = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
    for (const e of events) window.addEventListener(e, touch, { passive: true });
    let shown = useUiStore.getState().screen;
    const timer = window.setInterval(() => {
      const s = useUiStore.getState();
      // a game that has just appeared counts from then (not from the touch that began loading it)
      if (s.screen !== shown) {
        shown = s.screen;
        touch();
      }
      if (s.screen !== 'start' && Date.now() - last.current > kiosk.idleSeconds * 1000) {
        s.setHelp(false);
        s.leaveGame();
      }
    }, 1000);
    return () => {
      for (const e of events) window.removeEventListener(e, touch);
      window.clearInterval(timer);
    };
  }, [kiosk]);
}

function KioskOn({ kiosk }: { kiosk: KioskSettings }) {
  const t = useT();
  const screen = useUiStore((s) => s.screen);
  const [leaving, setLeaving] = useState(false);
  useIdleReset(kiosk);
  return (
    <>
      {screen === 'start' && (
        <button type="button" className="kiosk-corner" data-testid="kiosk-leave-open" onClick={() => setLeaving(true)}>
          {t('kiosk.leave.open')}
        </button>
      )}
      {leaving && <KioskLeave kiosk={kiosk} close={() => setLeaving(false)} />}
    </>
  );
}

export function KioskControls({ kiosk }: { kiosk: KioskSettings | null }) {
  const t = useT();
  const screen = useUiStore((s) => s.screen);
  const [setup, setSetup] = useState(false);
  if (kiosk) return <KioskOn kiosk={kiosk} />;
  return (
    <>
      {screen === 'start' && (
        <button type="button" className="kiosk-corner" data-testid="kiosk-open" onClick={() => setSetup(true)}>
          {t('kiosk.open')}
        </button>
      )}
      {setup && <KioskSetup close={() => setSetup(false)} />}
    </>
  );
}
