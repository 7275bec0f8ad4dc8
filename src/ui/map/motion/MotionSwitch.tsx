// The menu's motion switch: animations on the map on or off (remembered), said as off when the system
// asks for reduced motion.
import { useSyncExternalStore } from 'react';
import { useT } from '../../../i18n';
import { motionSwitchOn, onMotionSwitch, reducedMotion, setMotionSwitch } from './motionSetting';

export function MotionSwitch() {
  const t = useT();
  const on = useSyncExternalStore(onMotionSwitch, motionSwitchOn);
  const reduced = useSyncExternalStore(onMotionSwitch, reducedMotion);
  return (
    <button
      type="button"
      data-testid="motion-switch"
      aria-pressed={on && !reduced}
      disabled={reduced}
      title={reduced ? t('motion.reduced') : t(on ? 'motion.on' : 'motion.off')}
      onClick={() => setMotionSwitch(!on)}
    >
      <span aria-hidden="true">{on && !reduced ? '≋' : '≡'}</span> <span className="top-bar__label">{t('motion.switch')}</span>
    </button>
  );
}
