// The label beside the hovered node: its name and terrain, and any features there.
import { useLayoutEffect, useRef } from 'react';
import { useUiStore } from '../../store';
import { moduleDamage } from '../modules/screenModule';
import { useT, type Translate } from '../../i18n';
import type { Feature } from '../../scenarios/mapSchema';
import { isUnitFeature, type MapLayout } from './layout';
import { useDisplayed } from '../game/useDisplayed';
import { moveRefusal, reachOf, routeOf, targetsOf } from '../../store/derived';
import { className, directionName, errorText, sideName, unitLabel } from '../game/describe';
import { optionsAt, probeRefusal } from '../game/pick';
import { ownTaskForces, shipsText } from '../game/tfInfo';

const OFFSET = 14;

function describeFeature(t: Translate, f: Feature): string {
  const kind = t(`feature.${f.kind}`);
  const named = f.name ? t('feature.named', { name: f.name, kind }) : kind;
  return f.owner ? t('feature.owned', { feature: named, owner: t(`owner.${f.owner}`) }) : named;
}

export function HoverInfo({ layout }: { layout: MapLayout }) {
  const hover = useUiStore((s) => s.hover);
  const viewport = useUiStore((s) => s.viewport);
  // the node whose heading is being chosen: its arrows (and their costs) say it all, the label would cover them
  const choosing = useUiStore((s) => s.destination ?? s.pick?.node ?? null);
  const ref = useRef<HTMLDivElement>(null);
  // beside the node, flipped to the other side near the right and bottom edges by the label's own size
  // (measured before paint, at the left edge so that its width is not squeezed by the edge it is near)
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || !hover || hover.node === choosing) return;
    el.style.left = '0px';
    const { offsetWidth: w, offsetHeight: h } = el;
    el.style.left = `${hover.x + OFFSET + w > viewport.width ? Math.max(0, hover.x - OFFSET - w) : hover.x + OFFSET}px`;
    el.style.top = `${hover.y + OFFSET + h > viewport.height ? Math.max(0, hover.y - OFFSET - h) : hover.y + OFFSET}px`;
  });
  if (!hover || hover.node === choosing) return null;
  return (
    <div className="hover-info" data-testid="hover-info" role="status" ref={ref}>
      <NodeInfo layout={layout} node={hover.node} index={hover.index} testIds />
    </div>
  );
}

/**
 * What a node holds and what choosing it would do, in words: its name and terrain, its features, the
 * units, markers and planes there, and the move cost, the target or the engine's refusal. The same words
 * for the mouse (HoverInfo) and the keyboard cursor (CursorInfo); test ids only on the hover's copy.
 */
export function NodeInfo({ layout, node, index, testIds = false }: { layout: MapLayout; node: string; index: number; testIds?: boolean }) {
  const id = (name: string) => (testIds ? name : undefined);
  const hover = { node, index };
  const t = useT();
  const lang = useUiStore((s) => s.language);
  const selection = useUiStore((s) => s.selection);
  const waypoints = useUiStore((s) => s.waypoints);
  const destination = useUiStore((s) => s.destination);
  const pick = useUiStore((s) => s.pick);
  const shown = useDisplayed();
  const view = shown.view;
  const units = view ? Object.values(view.units).filter((u) => u.node === hover.node) : [];
  const planes = view ? view.planes.filter((p) => p.node === hover.node) : [];
  // what a click would do here, or why it would be refused (the engine's words)
  let play: { text: string; bad: boolean } | null = null;
  const st = shown.state;
  if (st && shown.interactive && pick) {
    // a choice among the engine's options: a node that is not one says why (the engine's words)
    if (!pick.node && !optionsAt(pick, hover.node).length) {
      const e = probeRefusal(st, pick, hover.node);
      if (e) play = { text: errorText(lang, e, shown.view ?? undefined), bad: true };
    }
  } else if (st && shown.interactive && !st.pending) {
    if (st.activation) {
      if (targetsOf(st, st.activation.unitId).some((x) => x.node === hover.node)) play = { text: t('hover.target'), bad: false };
    } else if (selection && !destination && st.units[selection]?.kind === 'ship' && !units.some((u) => u.owner === st.toAct && u.id !== selection)) {
      const opts = reachOf(st, selection).byNode.get(hover.node);
      // R-MOVE-8: with waypoints, the route through them (or why there is none)
      const route = opts && waypoints.length ? routeOf(st, selection, waypoints, hover.node, opts[0].heading) : null;
      if (route && 'error' in route) play = { text: errorText(lang, route.error, shown.view ?? undefined), bad: true };
      else if (route) play = { text: t('hover.route', { cost: route.path.length - 1, via: waypoints.join(' → '), planes: route.planes.length }), bad: false };
      else if (opts) play = { text: t('hover.reach', { cost: opts[0].cost }) + (opts.length > 1 ? ` · ${t('hover.headings', { n: opts.length })}` : ''), bad: false };
      else {
        const e = moveRefusal(st, selection, hover.node);
        if (e) play = { text: errorText(lang, e, shown.view ?? undefined), bad: true };
      }
    }
  }
  const terrain = layout.terrain[hover.index];
  // a fixed unit's feature (a battery) is named while the unit stands: a destroyed one is gone from the map
  const features = (layout.featuresAt.get(hover.index) ?? []).filter((f) => !view || !isUnitFeature(layout, f) || units.some((u) => u.kind === 'fixed' && u.class === f.kind));
  return (
    <>
      <div className="hover-info__node" data-testid={id('hover-label')}>
        {t('map.hover', { node: hover.node, terrain: t(`terrain.${terrain}`) })}
      </div>
      {features.map((f, k) => (
        <div className="hover-info__feature" key={k}>
          {describeFeature(t, f)}
        </div>
      ))}
      {view && units.map((u) => {
        const who = { side: sideName(t, u.owner), cls: className(view, u, lang), id: unitLabel(u.id) };
        // a hit airfield (§8.2): out of action through round suppressedThrough
        const hit = u.suppressedThrough !== undefined && view.round <= u.suppressedThrough;
        const damage = moduleDamage(view).find((m) => m.unitId === u.id); // damage a rule module keeps (module D: D-HULL)
        return (
          <div className="hover-info__unit" key={u.id} data-testid={id('hover-unit')}>
            {/* a fixed unit's heading means nothing to a player */}
            {u.kind === 'fixed' ? t('hover.fixed', who) : t('hover.unit', { ...who, dir: directionName(t, u.heading) })}
            {u.activated ? ` · ${t('hover.activated')}` : ''}
            {damage && <div className="hover-info__bad" data-testid="hover-damage">{t('unit.damage', { damage: damage.damage, hull: damage.hull })}</div>}
            {hit && <div className="hover-info__bad">{t(u.suppressedThrough! >= view.setup.rounds ? 'hover.hitLast' : 'hover.hit', { round: u.suppressedThrough! })}</div>}
          </div>
        );
      })}
      {view && (view.bombers ?? []).filter((b) => b.node === hover.node).map((b) => (
        <div className="hover-info__unit" key={b.id}>
          {t('hover.bomber', { side: sideName(t, b.owner), dir: directionName(t, b.heading) })}
        </div>
      ))}
      {view && Object.values(view.taskForces?.markers ?? {}).filter((m) => m.node === hover.node).map((m) => {
        // the viewer's own markers by letter and ships (their own secret); the enemy's stay anonymous
        const own = shown.playerView ? ownTaskForces(shown.playerView).find((x) => x.marker?.id === m.id) : undefined;
        return (
          <div className="hover-info__unit" key={m.id} data-testid={id('hover-marker')}>
            {own ? t('hover.markerOwn', { tf: own.letter, ships: shipsText(own.ships) }) : t('hover.marker', { side: sideName(t, m.owner) })}
          </div>
        );
      })}
      {view && (view.track ?? []).map((x, k) => (x.kind === 'submarine' && x.unit.node === hover.node ? (
        <div className="hover-info__unit" key={`sub-${k}`}>
          {t('hover.submerged', { side: sideName(t, x.unit.owner), round: x.round })}
        </div>
      ) : null))}
      {planes.map((p) => (
        <div className="hover-info__unit" key={p.id}>
          {t('hover.plane', { side: sideName(t, p.owner) })}
        </div>
      ))}
      {play && (
        <div className={play.bad ? 'hover-info__bad' : 'hover-info__good'} data-testid={id('hover-play')}>
          {play.text}
        </div>
      )}
    </>
  );
}
