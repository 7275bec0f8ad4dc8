// The kiosk settings as React state (read once from the browser; changed by the setup and leave dialogs).
import { useSyncExternalStore } from 'react';
import { readKiosk, writeKiosk, type KioskSettings } from './kioskSettings';

let current: KioskSettings | null | undefined;
const listeners = new Set<() => void>();
const get = (): KioskSettings | null => (current === undefined ? (current = readKiosk()) : current);

export function setKiosk(settings: KioskSettings | null): boolean {
  const kept = writeKiosk(settings);
  current = settings;
  for (const l of listeners) l();
  return kept;
}

export function useKiosk(): KioskSettings | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    get,
    get,
  );
}
