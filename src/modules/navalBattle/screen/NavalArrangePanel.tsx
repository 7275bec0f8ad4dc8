// The secret setup's panel (N-SETUP, behind the hand-over cover in hot-seat): a random arrangement to
// start from, "save my arrangement" / "use my saved arrangement" (kept on this device), the chosen
// field with its mine choice (a mine from the supply put there, or the mine there kept off the board),
// and the button that hands the arrangement to the engine, which checks it.
import { useState } from 'react';
import type { GameState, PlayerId } from '../../../engine';
import { fleetSize, type Arrangement, type NavalOptions } from '../rules/index';
import { useT } from '../../../i18n';
import { wordsFor } from '../strings';
import { draftPieceAt, freshArrangement, hasSavedLayout, saveLayout, savedArrangement, withMine, withoutMine } from './arrangement';
import { moduleAction } from './navalClick';

export function NavalArrangePanel(props: {
  state: GameState; o: NavalOptions; player: PlayerId; draft: Arrangement; chosen: string | null;
  setDraft(a: Arrangement): void; tryDraft(a: Arrangement, field: string): void; submit(a: ReturnType<typeof moduleAction>): void;
}) {
  const t = wordsFor(useT());
  const { state, o, player, draft, setDraft, chosen } = props;
  const [note, setNote] = useState<string | null>(null);
  const [saved, setSaved] = useState(hasSavedLayout);
  const onChosen = chosen ? draftPieceAt(draft, chosen) : null;
  return (
    <section className="panel naval__panel" data-testid="naval-arrange" aria-labelledby="naval-arrange-title">
      <h2 id="naval-arrange-title">{t('naval.arrange.title')}</h2>
      <p>{t('naval.arrange.how', { ships: fleetSize(o), batteries: o.batteries })}</p>
      <p className="muted small" data-testid="naval-mines-count">{t('naval.arrange.mines', { n: draft.mines.length, max: o.mines })}</p>
      {chosen && (
        <div data-testid="naval-chosen">
          <p className="small">{t(`naval.arrange.chosen.${onChosen ?? 'free'}`, { node: chosen })}</p>
          <div className="naval__buttons">
            {onChosen === null && (
              <button type="button" data-testid="naval-mine-here" onClick={() => props.tryDraft(withMine(draft, chosen), chosen)}>
                {t('naval.arrange.mineHere', { node: chosen })}
              </button>
            )}
            {onChosen === 'mine' && (
              <button type="button" data-testid="naval-mine-off" onClick={() => props.tryDraft(withoutMine(draft, chosen), chosen)}>
                {t('naval.arrange.mineOff')}
              </button>
            )}
          </div>
        </div>
      )}
      <div className="naval__buttons">
        <button type="button" data-testid="naval-random" onClick={() => { setDraft(freshArrangement(state, o, player)); setNote(null); }}>
          {t('naval.arrange.random')}
        </button>
        <button type="button" data-testid="naval-save" onClick={() => { const ok = saveLayout(state, o, player, draft); setSaved(ok || saved); setNote(t(ok ? 'naval.arrange.saved' : 'naval.arrange.notSaved')); }}>
          {t('naval.arrange.save')}
        </button>
        {saved && (
          <button type="button" data-testid="naval-load" onClick={() => { const a = savedArrangement(state, o, player); if (a) setDraft(a); setNote(a ? null : t('naval.arrange.noFit')); }}>
            {t('naval.arrange.load')}
          </button>
        )}
      </div>
      {note && <p className="small" role="status" data-testid="naval-arrange-note">{note}</p>}
      <button type="button" className="primary big" data-testid="naval-arranged" onClick={() => props.submit(moduleAction({ action: 'arrange', params: draft }))}>
        {t('naval.arrange.done')}
      </button>
    </section>
  );
}
