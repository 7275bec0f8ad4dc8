// The menu's sound switch (issue 37): off by default, kept across reloads (soundSetting.ts).
import { useSyncExternalStore } from 'react';
import { useT } from '../../i18n';
import { onSound, setSound, soundOn } from './soundSetting';

export function SoundSwitch() {
  const t = useT();
  const on = useSyncExternalStore(onSound, soundOn, () => false);
  return (
    <button type="button" data-testid="sound-switch" aria-pressed={on} aria-label={t('sound.label')} title={t(on ? 'sound.on' : 'sound.off')} onClick={() => setSound(!on)}>
      {/* a note, struck through when off: a glyph every font has (a speaker emoji needs an emoji font) */}
      <span aria-hidden="true" style={on ? undefined : { textDecoration: 'line-through' }}>♪</span>
    </button>
  );
}
