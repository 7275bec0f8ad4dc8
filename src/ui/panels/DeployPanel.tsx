// §7.4 a deployment laid out ship by ship (in one's turn, at the start of a round, or forced): the
// deploying ships with their chosen node and heading, the engine's suggested placement, Deploy. For a
// forced deployment (R-TF-3) the owner sees it at once after the hand-over, with "Deploy as
// suggested" as one click.
import { useUiStore } from '../../store';
import { besideMovesOf } from '../../store/derived';
import { useT } from '../../i18n';
import { directionName, unitLabel } from '../game/describe';
import { useDisplayed } from '../game/useDisplayed';
import { beginDeploy, deployLetters, deployShips, pickForShip, placeCount, removeDraftShip, submitDeploy } from '../game/deploy';
import { forcedMarker } from '../game/prompt';
import { suggestedPlacement } from '../../engine';
import { SuggestButton } from './SuggestButton';

export function DeployPanel() {
  const t = useT();
  const draft = useUiStore((s) => s.deploy);
  const pick = useUiStore((s) => s.pick);
  const { submit, setDeploy, cancelPick } = useUiStore.getState();
  const shown = useDisplayed();
  const state = shown.state;
  if (!state || !shown.interactive) return null;
  const forced = forcedMarker(state);
  const markerId = draft?.markerId ?? forced;
  if (!markerId) return null;
  const ships = deployShips(state, markerId);
  const letters = deployLetters(ships);
  const need = placeCount(state, markerId);
  const suggestedAction = besideMovesOf(state).find((a) => a.type === 'deploy' && a.markerId === markerId);
  const picking = pick?.purpose.kind === 'deployShip' ? pick.purpose.unitId : null;
  // R-TF-6: with several task forces forced at once, their owner picks the order
  const pending = state.pending?.kind === 'forcedDeployment' ? state.pending : null;
  const markerAt = (node: string) => Object.values(state.taskForces?.markers ?? {}).find((m) => m.owner === state.toAct && m.node === node)?.id;
  const current = state.taskForces?.markers[markerId]?.node;
  const others = pending ? pending.nodes.filter((n) => n !== current && markerAt(n)) : [];
  return (
    <section className="panel deploy" data-testid="deploy-panel" aria-label={t('deploy.title', { tf: letters })}>
      <h2>{forced ? t('deploy.forced', { tf: letters }) : t('deploy.title', { tf: letters })}</h2>
      <p className="small">{t('deploy.need', { n: need, total: ships.length })}</p>
      {others.length > 0 && !draft?.placements.length && (
        <p className="small deploy__order" data-testid="deploy-forced-order">
          {t('deploy.forcedOrder')}{' '}
          {others.map((node) => (
            <button key={node} type="button" className="small" data-testid={`deploy-first-${node}`} onClick={() => { cancelPick(); setDeploy({ markerId: markerAt(node)!, placements: [] }); }}>
              {t('deploy.firstAt', { node })}
            </button>
          ))}
        </p>
      )}
      {/* one click for the engine's suggestion, until the player starts placing ships themselves */}
      {forced && suggestedAction && !draft?.placements.length && (
        <button type="button" className="primary big" data-testid="deploy-as-suggested" onClick={() => submit(suggestedAction)}>
          {t('deploy.asSuggested')}
        </button>
      )}
      {draft ? (
        <>
          <ul className="deploy__ships">
            {ships.map((s) => {
              const p = draft.placements.find((x) => x.unitId === s.id);
              return (
                <li key={s.id} className={picking === s.id ? 'deploy__ship--picking' : undefined} data-testid={`deploy-ship-${s.id}`}>
                  <span className="tf-letter tf-letter--small">{s.tf}</span> <b>{s.class}</b> <span className="muted">{unitLabel(s.id)}</span>
                  <span className="deploy__where">{p ? t('deploy.at', { node: p.node, dir: directionName(t, p.heading) }) : '—'}</span>
                  <button type="button" className="small" data-testid={`deploy-place-${s.id}`} onClick={() => pickForShip(s.id)}>
                    {t('deploy.place')}
                  </button>
                  {p && (
                    <button type="button" className="small" onClick={() => removeDraftShip(s.id)}>
                      {t('deploy.remove')}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
          <div className="deploy__buttons">
            <SuggestButton placed={draft.placements.length} onUse={() => { cancelPick(); setDeploy({ markerId, placements: suggestedPlacement(state, markerId) }); }} />
            <button type="button" className="primary" data-testid="deploy-confirm" onClick={() => submitDeploy()}>
              {t('deploy.confirm')}
            </button>
            {!forced && (
              <button type="button" data-testid="deploy-cancel" onClick={() => { cancelPick(); setDeploy(null); }}>
                {t('deploy.cancel')}
              </button>
            )}
          </div>
        </>
      ) : (
        <button type="button" data-testid="deploy-myself" onClick={() => beginDeploy(markerId, false)}>
          {t('deploy.place')}…
        </button>
      )}
    </section>
  );
}
