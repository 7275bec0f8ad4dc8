// The TF boards in play (R-TF-1): the viewer's own task forces with their letters, nodes and ships
// (a click selects the marker: its moves show on the map; Deploy lays out its ships); the enemy's
// markers and compositions as an anonymous list, their last marker revealed (R-TF-5), intercepted
// compositions (cards); in demo mode the enemy's boards with letters, read from the state.
import { other, TF_LETTERS, type OffMapShip } from '../../engine';
import { useUiStore } from '../../store';
import { besideMovesOf } from '../../store/derived';
import { useT } from '../../i18n';
import { className, sideName, unitLabel } from '../game/describe';
import { useDisplayed } from '../game/useDisplayed';
import { ownTaskForces, shipsText } from '../game/tfInfo';
import { selectMarker } from '../game/select';
import { beginDeploy } from '../game/deploy';

/** The ships of a task force by class; the tooltip names the class and the display label ("B-CA1"). */
function Ships({ ships }: { ships: readonly OffMapShip[] }) {
  const lang = useUiStore((s) => s.language);
  const setup = useDisplayed().view;
  return (
    <span className="tf-ships">
      {ships.map((s) => (
        <b key={s.id} className="tf-ships__one" title={`${setup ? className(setup, { kind: 'ship', class: s.class }, lang) : s.class} ${unitLabel(s.id)}`}>
          {s.class}
        </b>
      ))}
    </span>
  );
}

export function TaskForcePanel() {
  const t = useT();
  const tfSelected = useUiStore((s) => s.tfSelected);
  const shown = useDisplayed();
  const view = shown.playerView;
  const state = shown.state;
  if (!view?.taskForces || !state || view.phase === 'setup') return null;
  const me = view.viewer;
  const tf = view.taskForces;
  const own = ownTaskForces(view).filter((x) => x.marker);
  const enemyMarkers = Object.values(tf.markers).filter((m) => m.owner !== me);
  const legal = shown.interactive && !state.pending ? besideMovesOf(state) : [];
  const intel = (view.intel ?? []).filter((i) => i.player === me && tf.markers[i.markerId]);
  const boards = shown.demo ? state.taskForces?.boards[other(me)] : null;
  const enemyBoards = boards && TF_LETTERS.some((l) => boards[l].ships.length) ? boards : null; // no heading over no boards
  return (
    <section className="panel tfs" data-testid="tf-panel" aria-label={t('tf.title')}>
      <h2>{t('tf.own')}</h2>
      {own.length === 0 && <p className="muted small">{t('tf.none')}</p>}
      <ul className="unit-list" data-testid="own-tfs">
        {own.map(({ letter, marker, ships }) => {
          const deploy = legal.find((a) => a.type === 'deploy' && a.markerId === marker!.id);
          return (
            <li key={letter} className="tf-row-wrap">
              <button
                type="button"
                className={`unit-row unit-row--${me}${tfSelected === marker!.id ? ' unit-row--chosen' : ''}${marker!.activated ? ' unit-row--spent' : ''}`}
                data-testid={`tf-${letter}`}
                aria-pressed={tfSelected === marker!.id}
                disabled={!shown.interactive}
                onClick={() => selectMarker(marker!.id, letter)}
                title={t('tf.select', { tf: letter })}
              >
                <span className="tf-letter tf-letter--small">{letter}</span>
                <Ships ships={ships} />
                <span className="unit-row__node">{marker!.node}</span>
                {marker!.activated && <span className="unit-row__token" title={t('tf.activated')}>●</span>}
              </button>
              {deploy && (
                <button type="button" className="small" data-testid={`tf-deploy-${letter}`} title={t('tf.deploy.title')} onClick={() => beginDeploy(marker!.id, true)}>
                  {t('tf.deploy')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <h2>
        {t('tf.enemy')} <span className={`side-dot side-dot--${other(me)}`}>{sideName(t, other(me))}</span>
      </h2>
      {/* no composition to list: one line, not a heading over an empty list */}
      {tf.enemy.compositions.length ? (
        <>
          <p className="muted small">{t('tf.enemyMarkers', { n: enemyMarkers.length })}</p>
          <ul className="tf-compositions" data-testid="enemy-compositions">
            {tf.enemy.compositions.map((c, k) => (
              <li key={k}>
                <Ships ships={c} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="muted small" data-testid="enemy-tfs-none">{t('tf.enemyNone')}</p>
      )}
      {tf.enemy.revealed.map((r) => (
        <p key={r.markerId} className="small" data-testid="tf-revealed">{t('tf.revealed', { node: tf.markers[r.markerId]?.node ?? '?', ships: shipsText(r.ships) })}</p>
      ))}
      {intel.map((i) => (
        <p key={i.markerId} className="small">{t('tf.intel', { node: tf.markers[i.markerId].node, ships: shipsText(i.ships) })}</p>
      ))}
      {enemyBoards && (
        <div data-testid="enemy-boards">
          <p className="muted small">{t('tf.enemyBoards')}</p>
          {TF_LETTERS.filter((l) => enemyBoards[l].ships.length).map((l) => (
            <div key={l} className="small">
              <span className="tf-letter tf-letter--small">{l}</span> <Ships ships={enemyBoards[l].ships} />{' '}
              {enemyBoards[l].markerId && state.taskForces!.markers[enemyBoards[l].markerId!] ? t('tf.at', { node: state.taskForces!.markers[enemyBoards[l].markerId!].node }) : ''}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
