// Module L's side panel: each side's victory points against its target (below zero too), the awards
// so far (newest first), the AA guns still standing, the bombers away on the round track and the
// damaged (flipped) ones, and the weather. Shown only in a game played with module L.
import { type PlayerId } from '../../../engine';
import { airDefenceData, victoryPoints } from '../rules';
import { useUiStore } from '../../../store';
import { useT } from '../../../i18n';
import { wordsFor } from '../strings';
import { bomberLabel, playerName } from '../../../ui/game/describe';
import { useDisplayed } from '../../../ui/game/useDisplayed';
import { AIR_DEFENCE } from './choices';

interface Options { vpTarget: Record<PlayerId, number>; guns: { id: string; owner: PlayerId }[]; weather: { clouds: string[]; sun: 'north' | 'south' | 'east' | 'west' | null } }
const SIDES: PlayerId[] = ['blue', 'red'];
const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

export function VpPanel() {
  const t = wordsFor(useT());
  const names = useUiStore((s) => s.session?.names);
  const lang = useUiStore((s) => s.language);
  const state = useDisplayed().state;
  const o = state?.setup.modules?.find((m) => m.id === AIR_DEFENCE)?.options as Options | undefined;
  if (!state || !o || !names) return null;
  const data = airDefenceData(state);
  const vp = victoryPoints(state);
  const standing = (p: PlayerId) => o.guns.filter((g) => g.owner === p && !data.guns.destroyed.includes(g.id)).length;
  const rs = state.setup.ruleset;
  const cls = (c?: string): string =>
    (c === 'bomber' ? rs.bomber.name[lang] : c === 'gun' ? 'AA' : c && rs.classes[c] ? rs.classes[c].name[lang] : c && rs.fixedUnits[c] ? rs.fixedUnits[c].name[lang] : c ?? '').toLowerCase();
  const damaged = data.guns.damaged.filter((id) => state.bombers?.some((b) => b.id === id) || data.away?.some((a) => a.bomber.id === id));
  return (
    <section className="panel vp" data-testid="vp-panel" aria-label={t('vp.title')}>
      <h2>{t('vp.title')}</h2>
      <div className="score__line">
        {SIDES.map((p) => (
          <span key={p} className={`score__side score__side--${p}`} data-testid={`vp-${p}`}>
            <span className="score__name">{playerName(names, t, p)}</span>
            <span className={`score__points${vp[p] < 0 ? ' bad' : ''}`}>{vp[p] < 0 ? `−${-vp[p]}` : vp[p]}</span>
            <span className="muted small">/ {o.vpTarget[p]}</span>
          </span>
        ))}
      </div>
      <p className="small muted">{t('vp.rule')}</p>
      <p className="small">{t('vp.guns', { blue: standing('blue'), red: standing('red') })}</p>
      <p className="small muted">{t('vp.weather', { clouds: o.weather.clouds.length, sun: o.weather.sun ? t('vp.sun', { edge: t(`obj.edge.${o.weather.sun}`) }) : '' })}</p>
      {damaged.length > 0 && <p className="small bad">{t('vp.damaged', { bombers: damaged.map(bomberLabel).join(', ') })}</p>}
      {(data.away ?? []).map((a) => <p key={a.bomber.id} className="small">{t('vp.away', { bomber: bomberLabel(a.bomber.id), back: a.back })}</p>)}
      {data.track.history.length === 0 ? <p className="small muted">{t('vp.none')}</p> : (
        <ul className="small vp__history" data-testid="vp-history">
          {[...data.track.history].reverse().slice(0, 8).map((a, k) => (
            <li key={k} className={`score__side--${a.side}`}>
              {playerName(names, t, a.side)} · {t('vp.award', { round: a.round, points: signed(a.points), why: t(`vp.when.${a.when}`, { cls: cls(a.class) }) })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
