// The left column: the decision being made first (a deployment, the start-of-round step), then the
// fleet setup during setup, or the own fleet, task forces and aviation in play.
import { useEffect } from 'react';
import { useUiStore } from '../../store';
import { useDisplayed } from '../game/useDisplayed';
import { startArrival } from '../game/select';
import { FleetPanel } from './FleetPanel';
import { SetupPanel } from './SetupPanel';
import { DeployPanel } from './DeployPanel';
import { StartOfRoundPanel } from './StartOfRoundPanel';
import { TaskForcePanel } from './TaskForcePanel';
import { AirPanel } from './AirPanel';

export function LeftPanels() {
  const shown = useDisplayed();
  const pick = useUiStore((s) => s.pick);
  const state = shown.state;
  const arrival = shown.interactive && state?.pending?.kind === 'arrival';
  // an arrival is answered on the map: its node-and-heading choice starts as soon as its owner looks
  useEffect(() => {
    if (arrival && !pick) startArrival();
  }, [arrival, pick, state]);
  const setup = shown.interactive && state?.pending?.kind === 'taskForceSetup';
  return (
    <>
      <DeployPanel />
      <StartOfRoundPanel />
      {setup ? <SetupPanel /> : <FleetPanel />}
      <TaskForcePanel />
      <AirPanel />
    </>
  );
}
