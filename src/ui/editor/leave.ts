// Leaving the editor for the start screen: the app hands the editor its way out (App.tsx keeps whether
// the editor is open, so the first screen's script carries no store of the editor's).
let leave: () => void = () => undefined;

export const setLeave = (fn: () => void): void => {
  leave = fn;
};
export const leaveEditor = (): void => leave();
