// The round track (§10): fields 1…N with the current round marked and what waits on each field
// (submerged submarines, reinforcements, mines, scheduled cards and effects, expiring units and planes), read
// from the view's public track.
import { useMemo } from 'react';
import type { TrackItem } from '../../engine';
import { useUiStore } from '../../store';
import { useT, type Translate } from '../../i18n';
import { className, sideName, unitLabel } from '../game/describe';
import { useDisplayed, type BoardView } from '../game/useDisplayed';
import type { Language } from '../../i18n';

function itemText(t: Translate, lang: Language, view: BoardView, item: TrackItem): string {
  switch (item.kind) {
    case 'submarine': return t('track.submarine', { side: sideName(t, item.unit.owner), node: item.unit.node });
    case 'reinforcement': {
      const side = sideName(t, item.unit.owner);
      const cls = className(view, item.unit, lang, true);
      return 'tf' in item.at ? t('track.joinTf', { side, cls, tf: item.at.tf }) : t('track.reinforcement', { side, cls });
    }
    case 'mines': return t('track.mines', { side: sideName(t, item.owner), n: item.count });
    case 'card': return t('track.card', { side: sideName(t, item.owner) });
    case 'effect': return t('track.effect', { side: sideName(t, item.owner) });
    case 'expire': {
      if ('unitId' in item) return t('track.expire', { unit: unitLabel(item.unitId) });
      const plane = view.planes.find((p) => p.id === item.planeId);
      return t('track.planeExpire', { side: sideName(t, plane?.owner ?? view.toAct), node: plane?.node ?? '?' });
    }
  }
}

export function RoundTrack() {
  const t = useT();
  const lang = useUiStore((s) => s.language);
  const shown = useDisplayed();
  const view = shown.view;
  // the same track as after the last action (most actions leave it as it was): the same elements, no render
  // of the list (the game's setup stands for the class names: a view's changes with its viewer's cards and
  // with the viewer, who changes every action in demo mode)
  const setup = shown.state?.setup;
  return useMemo(() => (view ? <TrackSection t={t} lang={lang} view={view} /> : null),
    // (the parts of the view the track reads)
    [t, lang, setup, view?.track, view?.round, view?.setup.rounds, view?.planes, view?.toAct, !view]);
}

function TrackSection({ t, lang, view }: { t: Translate; lang: Language; view: BoardView }) {
  const n = view.setup.rounds;
  const items = view.track ?? [];
  const waiting = [...items].sort((a, b) => a.round - b.round);
  return (
    <section className="panel track" data-testid="round-track" aria-label={t('track.title')}>
      <h2>{t('track.title')}</h2>
      <ol className="track__fields">
        {Array.from({ length: n }, (_, k) => k + 1).map((r) => {
          const here = items.filter((i) => i.round === r).length;
          return (
            <li key={r} className={r === view.round ? 'now' : r < view.round ? 'past' : ''} aria-current={r === view.round ? 'step' : undefined} title={r === n ? t('track.last') : undefined} data-testid={`track-field-${r}`}>
              {r}
              {r === n && <span className="track__flag">⚑</span>}
              {here > 0 && <span className="track__count">{here}</span>}
            </li>
          );
        })}
      </ol>
      {waiting.length === 0 ? (
        <p className="muted small" data-testid="track-empty">{t('track.empty')}</p>
      ) : (
        <ul className="track__items" data-testid="track-items">
          {waiting.map((item, k) => (
            <li key={k} className={`small track__item track__item--${item.kind}`}>
              <b>{item.round}</b>{item.round === view.round ? ` (${t('track.now')})` : ''} · {itemText(t, lang, view, item)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
