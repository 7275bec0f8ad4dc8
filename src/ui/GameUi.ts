// The game side of the UI, loaded on demand (lazy.tsx) together with the engine side of the store:
// the game screen (map, panels, prompts, replay bar), the hand-over cover, the end screen, the undo,
// import and file-report dialogs, the top bar's game status and the menu's sound switch.
export { GameScreen } from './screens/GameScreen';
export { HandOverCover } from './screens/HandOverCover';
export { EndScreen } from './screens/EndScreen';
export { UndoConfirm } from './saves/UndoConfirm';
export { MotionSwitch } from './map/motion/MotionSwitch'; // the top bar's motion switch
export { FileReportDialog, ImportChoiceDialog } from './saves/FileDialogs';
export { GameStatus } from './GameStatus';
export { SoundSwitch } from './sound/SoundSwitch';
