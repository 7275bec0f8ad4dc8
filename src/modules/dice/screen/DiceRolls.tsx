// Module D's rolls on the map: after an action that rolled dice (an attack, the initiative), its dice
// appear over the map as die faces — the number rolled, what it needed, hit or miss — for a moment,
// then go. A click or any key skips them; with reduced motion they do not tumble. Only the rolls of
// the action just taken (not of a loaded game or an undo), and only what the log also says.
import { useEffect, useRef, useState } from 'react';
import type { GameEvent } from '../../../engine';
import { useUiStore } from '../../../store';
import { useT, type MessageKey } from '../../../i18n';
import { wordsOf } from '../../../ui/modules/screenModule';
import type { DiceKey } from '../strings';
import './dice.css';

type Words = (key: DiceKey | MessageKey, params?: Record<string, string | number>) => string;

/** How long the dice stay on the map. */
export const DICE_MS = 1_800;

export interface DieFace { key: string; roll: number; label: string; success: boolean | null }

/** The die faces of a batch of events: each roll (to hit, to defend, damage) and each initiative pair. */
export function diceOf(events: readonly GameEvent[], t: Words): DieFace[] {
  const out: DieFace[] = [];
  events.forEach((e, k) => {
    if (e.type !== 'module' || e.module !== 'dice') return;
    const d = (e.data ?? {}) as Record<string, unknown>;
    if (e.name === 'roll') {
      const stage = d.stage === 'defence' ? 'defence' : d.stage === 'damage' ? 'damage' : 'hit';
      const need = stage === 'damage' ? '' : ` ${Number(d.need)}+`;
      out.push({ key: `${k}`, roll: Number(d.roll), label: `${t(`module.dice.stage.${stage}`)}${need}`, success: stage === 'damage' ? null : !!d.success });
    } else if (e.name === 'initiative') {
      out.push({ key: `${k}b`, roll: Number(d.blue), label: t('owner.blue'), success: Number(d.blue) > Number(d.red) });
      out.push({ key: `${k}r`, roll: Number(d.red), label: t('owner.red'), success: Number(d.red) > Number(d.blue) });
    }
  });
  return out;
}

export function DiceRolls() {
  const t = wordsOf<DiceKey | MessageKey>(useT());
  const session = useUiStore((s) => s.session);
  const screen = useUiStore((s) => s.screen);
  const [faces, setFaces] = useState<DieFace[]>([]);
  const seen = useRef<{ actions: number; events: number } | null>(null);
  useEffect(() => {
    if (!session) return;
    const before = seen.current;
    seen.current = { actions: session.actions.length, events: session.events.length };
    // one action taken just now: its events; a new game, a loaded one, an undo or a redo shows nothing
    if (!before || session.actions.length !== before.actions + 1 || session.events.length < before.events) return;
    const next = diceOf(session.events.slice(before.events), t);
    if (next.length) setFaces(next);
  }, [session, t]);
  useEffect(() => {
    if (!faces.length) return;
    const skip = () => setFaces([]);
    const timer = setTimeout(skip, DICE_MS);
    window.addEventListener('keydown', skip, { once: true });
    return () => { clearTimeout(timer); window.removeEventListener('keydown', skip); };
  }, [faces]);
  if (!faces.length || screen !== 'game') return null;
  return (
    <div className="dice-rolls" data-testid="dice-rolls" role="status" aria-label={t('map.dice.label', { rolls: faces.map((f) => `${f.label} ${f.roll}`).join(', ') })} title={t('map.dice.skip')} onClick={() => setFaces([])}>
      {faces.map((f) => (
        <figure key={f.key} className={`die${f.success === null ? '' : f.success ? ' die--success' : ' die--fail'}`} data-testid="die">
          <span className="die__face">{f.roll}</span>
          <figcaption className="die__label">{f.label}</figcaption>
        </figure>
      ))}
    </div>
  );
}
