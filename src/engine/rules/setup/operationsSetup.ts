// Setting up §8 and §10 from a scenario: airfields' bomber pools and entry nodes, mine tokens, and
// the round track (reinforcements, scheduled items). Every field is added only when the scenario
// uses it, so games without them keep the core state's shape.
import type { Scenario } from '../../../scenarios/schema';
import { reinforcementIds } from '../../../scenarios/trackSchema';
import { boardOf, indexOf } from '../../geometry/board';
import type { Direction } from '../../geometry/grid';
import type { GameState, TrackItem, Unit } from '../../core/types';

export function addOperationsSetup(state: GameState, sc: Scenario): void {
  const rs = state.setup.ruleset;
  const board = boardOf(sc.map);
  const name = (n: string) => board.names[indexOf(board, n)];
  // §8.2: each airfield's pool (the feature's, else its class's) and its entry nodes on the map edge
  const entry: Record<string, string[]> = {};
  for (const u of Object.values(state.units)) {
    const pool = u.kind === 'fixed' ? rs.fixedUnits[u.class]?.bombers : undefined;
    if (pool === undefined) continue;
    const f = sc.map.features.find((x) => x.kind === u.class && x.owner === u.owner && name(x.node) === u.node);
    u.bombers = f?.bombers ?? pool;
    if (f?.bomberEntry?.length) entry[u.id] = f.bomberEntry.map(name);
  }
  if (Object.keys(entry).length) state.setup = { ...state.setup, bomberEntry: entry };
  // §8.5: mine tokens
  if (sc.mines.blue || sc.mines.red) state.resources = { blue: { mines: sc.mines.blue ?? 0 }, red: { mines: sc.mines.red ?? 0 } };
  // §10: the round track
  const track: TrackItem[] = [];
  const ids = reinforcementIds(sc.units, sc.reinforcements);
  sc.reinforcements.forEach((r, k) => {
    const cls = rs.classes[r.class];
    const unit: Unit = { id: ids[k], owner: r.owner, kind: 'ship', class: r.class, node: r.node ? name(r.node) : '', heading: (r.heading ?? 0) as Direction, activated: false };
    if (cls.planes !== undefined) unit.planes = r.planes ?? cls.planes;
    if (cls.cargo !== undefined) unit.cargo = r.cargo ?? cls.cargo;
    track.push({ kind: 'reinforcement', round: r.round, unit, at: r.node ? { node: name(r.node) } : r.tf ? { tf: r.tf } : { edge: r.edge! }, heading: r.heading ?? null });
  });
  for (const t of sc.roundTrack) track.push({ ...t } as TrackItem);
  if (track.length) state.track = track;
}
