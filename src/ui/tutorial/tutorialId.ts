// The guided tutorial's scenario id: a game of it shows the guide (GameScreen).
export const TUTORIAL_ID = 'guided-tutorial';
