// Kiosk mode for a stand at an event: the organiser sets a PIN, how long a game may sit idle and the
// short scenario visitors play; it is kept in this browser (a reload stays in kiosk mode), the PIN only
// as a SHA-256 hash. Leaving needs the PIN.
export interface KioskSettings {
  /** SHA-256 of the PIN, hex. */
  pinHash: string;
  /** After this many seconds with no touch, click or key, the game is left (it stays saved) for the start. */
  idleSeconds: number;
  scenarioId: string;
}

const KEY = 'enb.kiosk';
export const PIN_PATTERN = /^\d{4,8}$/;

export async function hashPin(pin: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`enb-kiosk:${pin}`));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function readKiosk(): KioskSettings | null {
  try {
    const raw = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as Partial<KioskSettings> | null;
    if (!raw || typeof raw.pinHash !== 'string' || typeof raw.scenarioId !== 'string' || !Number.isFinite(raw.idleSeconds)) return null;
    return { pinHash: raw.pinHash, idleSeconds: Math.max(1, Number(raw.idleSeconds)), scenarioId: raw.scenarioId };
  } catch {
    return null;
  }
}

/** Keep the settings; false when the browser refuses (then kiosk mode would not survive a reload). */
export function writeKiosk(settings: KioskSettings | null): boolean {
  try {
    if (settings) window.localStorage.setItem(KEY, JSON.stringify(settings));
    else window.localStorage.removeItem(KEY);
    return true;
  } catch {
    return false;
  }
}
