// The guided tutorial's scenario id (a light module: the game screen checks it before the tutorial loads).
export const TUTORIAL_ID = 'guided-tutorial';
