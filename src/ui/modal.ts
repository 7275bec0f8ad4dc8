// Whether a full-screen cover or dialog is up over the game (the hand-over cover, the undo consent
// cover, the end screen, the help guide, a file dialog): the game screen and the top bar are then
// `inert`, so neither Tab nor Enter reaches the controls behind it. No engine import: the top bar
// (loaded with the start screen) uses it too.
import type { UiState } from '../store';

export const handOverUp = (s: UiState): boolean =>
  s.screen === 'game' && !!s.session && s.viewer === null && !s.resultOf && !s.undoRequest && s.session.state.phase !== 'over';

export const modalUp = (s: UiState): boolean =>
  s.helpOpen ||
  !!s.importChoice ||
  !!s.fileReport ||
  (s.screen === 'game' && !!s.session && ((s.viewer === null && !s.resultOf) || !!s.undoRequest || s.session.state.phase === 'over'));
