// The game's sounds (with sound switched on): after each action the effect its events call for
// (soundOf.ts), a chime when the device is handed over (the cover's button pressed), the game's end.
// Nothing plays for an undo, a replay or a game loaded (its events are not new).
import { useEffect } from 'react';
import { useUiStore } from '../../store';
import { play } from './effects';
import { soundOn } from './soundSetting';
import { soundOf } from './soundOf';

export function useSounds(): void {
  useEffect(
    () =>
      useUiStore.subscribe((now, before) => {
        if (!soundOn() || now.screen !== 'game') return;
        const a = before.session;
        const b = now.session;
        // one action more on the same game: its events
        if (a && b && b !== a && b.scenarioRaw === a.scenarioRaw && b.actions.length === a.actions.length + 1 && b.events.length > a.events.length) {
          const effect = soundOf(b.events.slice(a.events.length));
          if (effect) play(effect);
          return;
        }
        // the hand-over cover's button: the next player takes the device
        if (b && b === a && before.viewer === null && now.viewer !== null) play('handOver');
      }),
    [],
  );
}
