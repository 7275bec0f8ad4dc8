// §7.1 fleet setup, in secret (only behind the hand-over cover's confirmation): the ships still to set
// up, TF boards A–D (click a ship then a board, or drag it there), each board's marker to place on
// the map, ships placed directly, and Finish setup with the engine's reason while it is not possible.
import { useState } from 'react';
import { TF_LETTERS, type OffMapShip, type TaskForceLetter } from '../../engine';
import { useUiStore } from '../../store';
import { besideMovesOf, refusalOf } from '../../store/derived';
import { useT } from '../../i18n';
import { className, errorText, unitLabel } from '../game/describe';
import { useDisplayed } from '../game/useDisplayed';
import { startPlaceMarker, startPlaceShip } from '../game/select';

const DRAG_TYPE = 'text/enb-ship';

export function SetupPanel() {
  const t = useT();
  const lang = useUiStore((s) => s.language);
  const picked = useUiStore((s) => s.setupShip);
  const { submit, setPlayUi } = useUiStore.getState();
  const shown = useDisplayed();
  const [over, setOver] = useState<string | null>(null);
  const view = shown.playerView;
  const state = shown.state;
  if (!view?.taskForces || !state || !shown.interactive) return null;
  const tf = view.taskForces;
  const max = view.setup.ruleset.options.tfMaxShips;
  const loose = tf.fleet.map((id) => view.units[id]).filter((u) => !!u);
  const assign = (unitId: string, to: TaskForceLetter | null) => submit({ type: 'assignToTaskForce', unitId, tf: to });
  const finishLegal = besideMovesOf(state).some((a) => a.type === 'finishSetup');
  const finishWhy = finishLegal ? null : refusalOf(state, { type: 'finishSetup' });

  const chip = (s: Pick<OffMapShip, 'id' | 'class'>, where: string) => (
    <button
      type="button"
      key={s.id}
      className={`ship-chip ship-chip--${view.viewer}${picked === s.id ? ' ship-chip--picked' : ''}`}
      data-testid={`setup-ship-${s.id}`}
      draggable
      aria-pressed={picked === s.id}
      title={`${className(view, { kind: 'ship', class: s.class }, lang)} ${unitLabel(s.id)} · ${where}`}
      onDragStart={(e) => {
        e.dataTransfer.setData(DRAG_TYPE, s.id);
        e.dataTransfer.effectAllowed = 'move';
      }}
      onClick={() => setPlayUi({ setupShip: picked === s.id ? null : s.id, pick: null })}
    >
      <b>{s.class}</b> {unitLabel(s.id)}
    </button>
  );
  const dropTarget = (key: string, onDrop: (id: string) => void) => ({
    onDragOver: (e: React.DragEvent) => {
      if (!e.dataTransfer.types.includes(DRAG_TYPE)) return;
      e.preventDefault();
      setOver(key);
    },
    onDragLeave: () => setOver((o) => (o === key ? null : o)),
    onDrop: (e: React.DragEvent) => {
      e.preventDefault();
      setOver(null);
      const id = e.dataTransfer.getData(DRAG_TYPE);
      if (id) onDrop(id);
    },
  });
  const inReserve = picked ? tf.reserve.some((s) => s.id === picked) : false;

  // keyboard: with a ship picked, the letter of a board assigns it there (focus then goes to the next ship)
  const onKey = (e: React.KeyboardEvent) => {
    const letter = e.key.toUpperCase() as TaskForceLetter;
    if (!picked || e.ctrlKey || e.metaKey || e.altKey || !TF_LETTERS.includes(letter)) return;
    e.preventDefault();
    assign(picked, letter);
  };
  return (
    <section className="panel setup" data-testid="setup-panel" aria-label={t('setup.title')} onKeyDown={onKey}>
      <h2>{t('setup.title')}</h2>
      <p className="muted small">{t('setup.help', { max })}</p>
      <h3 className="setup__h">{t('setup.reserve')}</h3>
      <div className={`setup__reserve${over === 'reserve' ? ' drop--over' : ''}`} data-testid="setup-reserve" {...dropTarget('reserve', (id) => assign(id, null))}>
        {tf.reserve.length ? tf.reserve.map((s) => chip(s, t('setup.reserve'))) : <span className="muted small">{t('setup.reserveEmpty')}</span>}
      </div>
      {picked && (
        <div className="setup__picked" data-testid="setup-picked">
          <span className="small">{t('setup.picked', { unit: unitLabel(picked) })} {t('setup.keys')}</span>
          <button type="button" data-testid="setup-place-ship" onClick={() => startPlaceShip(picked)}>
            {t('setup.placeShip')}
          </button>
          {!inReserve && (
            <button type="button" data-testid="setup-to-reserve" onClick={() => assign(picked, null)}>
              {t('setup.toReserve')}
            </button>
          )}
        </div>
      )}
      {TF_LETTERS.map((l) => {
        const b = tf.boards[l];
        const marker = b.markerId ? tf.markers[b.markerId] : null;
        return (
          <div
            key={l}
            className={`tf-board${over === l ? ' drop--over' : ''}${picked ? ' tf-board--target' : ''}`}
            data-testid={`tf-board-${l}`}
            {...dropTarget(l, (id) => assign(id, l))}
            onClick={(e) => {
              // anywhere on the board but its own buttons (keyboard users have the assign button)
              if (picked && !(e.target as HTMLElement).closest('button')) assign(picked, l);
            }}
          >
            <div className="tf-board__head">
              <span className="tf-letter">{l}</span>
              <span className="muted small">{b.ships.length}/{max}</span>
              {picked && (
                <button type="button" className="small" data-testid={`assign-${l}`} title={t("setup.board", { tf: l })} onClick={() => assign(picked, l)}>
                  {t('setup.assignHere', { unit: unitLabel(picked), tf: l })}
                </button>
              )}
            </div>
            <div className="tf-board__ships">{b.ships.length ? b.ships.map((s) => chip(s, t('setup.board', { tf: l }))) : <span className="muted small">{t('setup.boardEmpty')}</span>}</div>
            {b.ships.length > 0 && (
              <div className="tf-board__marker">
                {marker && <span className="small" data-testid={`marker-at-${l}`}>{t('setup.marker', { node: marker.node })}</span>}
                <button type="button" className={marker ? undefined : 'primary'} data-testid={`place-marker-${l}`} onClick={() => startPlaceMarker(l)}>
                  {marker ? t('setup.moveMarker') : t('setup.placeMarker')}
                </button>
              </div>
            )}
          </div>
        );
      })}
      {loose.length > 0 && (
        <>
          <h3 className="setup__h">{t('setup.loose')}</h3>
          <div className="setup__reserve">{loose.map((u) => chip(u, u.node))}</div>
        </>
      )}
      {/* the primary button and its reason stay in sight at the bottom of the scrolling panel */}
      <div className="setup__footer" data-testid="setup-footer">
        <button type="button" className="primary big setup__finish" data-testid="finish-setup" disabled={!finishLegal} onClick={() => submit({ type: 'finishSetup' })}>
          {t('setup.finish')}
        </button>
        {finishWhy && <p className="muted small" data-testid="finish-why">{errorText(lang, finishWhy, view)}</p>}
      </div>
    </section>
  );
}
