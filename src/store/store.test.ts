// The UI store: loading bundled scenarios (valid, unknown), camera and hover updates.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCENARIO_ID } from '../scenarios';
import { useUiStore } from './index';
import { bundledScenarioIds, loadBundledScenario, scenarioIdFromSearch } from './scenarioLoader';

describe('scenario loading', () => {
  it('loads every bundled scenario', () => {
    expect(bundledScenarioIds()).toContain(DEFAULT_SCENARIO_ID);
    for (const id of bundledScenarioIds()) {
      const load = loadBundledScenario(id);
      expect(load.ok).toBe(true);
    }
  });

  it('reports an unknown id with the ids that exist', () => {
    const load = loadBundledScenario('atlantis');
    expect(load).toEqual({ ok: false, problem: { kind: 'unknown', id: 'atlantis', available: bundledScenarioIds() } });
  });

  it('takes the scenario id from the address', () => {
    expect(scenarioIdFromSearch('?scenario=great-archipelago')).toBe('great-archipelago');
    expect(scenarioIdFromSearch('')).toBe(DEFAULT_SCENARIO_ID);
  });
});

describe('useUiStore', () => {
  it('holds the loaded scenario, the camera and the hover', () => {
    const s = useUiStore.getState();
    s.loadScenario('great-archipelago');
    expect(useUiStore.getState().scenario?.map.width).toBe(64);
    s.loadScenario('atlantis');
    expect(useUiStore.getState().scenario).toBeNull();
    expect(useUiStore.getState().scenarioProblem?.kind).toBe('unknown');
    const before = useUiStore.getState();
    s.setCamera(before.camera);
    expect(useUiStore.getState()).toBe(before); // same camera: no new state
    s.setCamera({ x: 3, y: 4, scale: 2 });
    expect(useUiStore.getState().camera).toEqual({ x: 3, y: 4, scale: 2 });
    s.setHover({ node: 'C7', index: 66, x: 1, y: 2 });
    expect(useUiStore.getState().hover?.node).toBe('C7');
    s.requestCamera('fit');
    s.requestCamera('fit');
    expect(useUiStore.getState().cameraRequest).toEqual({ command: 'fit', seq: 2 });
  });
});
