// Naval Battle's events in words, for the log and "what happened": a class is named only when the
// event names it (the engine names it only when the rules reveal it, N-HIDDEN-2).
import { type GameEvent, type PlayerId } from '../../../engine';
import { NAVAL, type NavalOptions } from '../rules/index';
import type { Language, MessageKey, MessageParams } from '../../../i18n';
import type { NavalKey } from '../strings';
import { classLabel } from './navalGame';

/** `t`: the game's translate with the module's words (a method: a translate of the game's keys is taken as it is). */
export interface NavalTextContext { t(key: NavalKey | MessageKey, params?: MessageParams): string; lang: Language; o: NavalOptions; side(p: PlayerId): string }

type Data = Record<string, unknown>;

export function navalEventText(c: NavalTextContext, e: GameEvent): string | null {
  if (e.type !== 'module' || e.module !== NAVAL) return null;
  const d = (e.data ?? {}) as Data;
  const side = e.player ? c.side(e.player) : '';
  const cls = (k: unknown) => (k === 'plane' ? c.t('naval.plane') : classLabel(c.o, c.lang, (k as string | null) ?? null)?.name ?? c.t('naval.hidden'));
  const removed = (d.removed as string[] | undefined) ?? [];
  switch (e.name) {
    case 'arranged': return c.t('naval.ev.arranged', { side });
    case 'battleStarted': return c.t('naval.ev.battleStarted');
    case 'moved': return c.t('naval.ev.moved', { side, from: String(d.from), to: String(d.to) });
    case 'attacked': {
      const a = d.attackerId as string;
      const result = removed.length === 2 ? c.t('naval.ev.both') : removed.includes(a) ? c.t('naval.ev.attackerLost') : c.t('naval.ev.targetLost');
      return c.t('naval.ev.attacked', { side, attacker: cls(d.attackerClass), target: cls(d.targetClass), result });
    }
    case 'struck':
      if (d.targetClass === 'mine') return c.t('naval.ev.struckMine', { side, node: String(d.node) }); // N-MINE-6
      return c.t(removed.length ? 'naval.ev.struckSank' : 'naval.ev.struckLost', { side, target: cls(d.targetClass), node: String(d.node) });
    case 'batteryFired': return c.t('naval.ev.batteryFired', { side, ship: cls(d.class), node: String(d.node) });
    case 'batteryRemoved': return c.t('naval.ev.batteryRemoved', { side, node: String(d.node) });
    case 'mineLaid': return c.t('naval.ev.mineLaid', { side, node: String(d.node) });
    case 'mineSwept': return c.t('naval.ev.mineSwept', { side, node: String(d.node) });
    case 'mineExploded': return c.t('naval.ev.mineExploded', { side, ship: cls(d.class), node: String(d.node) });
    case 'neutralExpired': return c.t('naval.ev.neutralExpired', { side, ship: cls(d.class), node: String(d.node) });
    case 'planeReturned': return c.t('naval.ev.planeReturned', { side });
    case 'landed': return c.t('naval.ev.landed', { side, node: String(d.node) });
    case 'cannotWin': return c.t('naval.ev.cannotWin', { side });
    case 'passed': return c.t('naval.ev.passed', { side });
    default: return null;
  }
}
