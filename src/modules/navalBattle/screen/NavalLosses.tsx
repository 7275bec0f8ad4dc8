// The fleets' losses (public: every removal names the class) and a side that can no longer win (N-WIN-2).
import type { PlayerId } from '../../../engine';
import type { NavalData, NavalOptions } from '../rules/index';
import { useT, type Language } from '../../../i18n';
import { wordsFor } from '../strings';
import { sideName } from '../../../ui/game/describe';
import { classLabel } from './navalGame';

const SIDES: PlayerId[] = ['blue', 'red'];

export function NavalLosses({ o, lang, data }: { o: NavalOptions; lang: Language; data: NavalData }) {
  const t = wordsFor(useT());
  return (
    <section className="panel naval__panel" data-testid="naval-losses" aria-labelledby="naval-losses-title">
      <h2 id="naval-losses-title">{t('naval.losses.title')}</h2>
      {SIDES.map((p) => (
        <p key={p} className="small" data-testid={`naval-losses-${p}`}>
          <strong>{sideName(t, p)}: </strong>
          {data.lost[p].length ? data.lost[p].map((c) => classLabel(o, lang, c)?.name ?? c).join(', ') : t('naval.losses.none')}
          {data.cannotWin[p] && <em> — {t('naval.losses.cannotWin')}</em>}
        </p>
      ))}
    </section>
  );
}
