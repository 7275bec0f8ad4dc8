// What is in motion on the map, shared by the drawing and the screen without React (a frame must not
// re-render anything): the pieces the motion layer draws instead of the tokens layer while they glide,
// sink or deploy, and the way to ask the map to replay "since your last turn" (the map on screen
// answers: motionLayer.ts).
const EMPTY: ReadonlySet<string> = new Set();
let hidden: ReadonlySet<string> = EMPTY;
let replayer: (() => boolean) | null = null;

/** How motion is timed: `slow` stretches every track (browser tests make a glide last long enough to click into; 1 in play). */
export const motionTiming = { slow: 1 };

/** The ids (units, TF markers, bombers) the tokens layer leaves to the motion layer now. */
export const motionHidden = (): ReadonlySet<string> => hidden;
export function setMotionHidden(ids: ReadonlySet<string> | null): void {
  hidden = ids ?? EMPTY;
}

/** The map on screen takes (or gives up) the "Show me" replays. */
export function setReplayer(play: (() => boolean) | null): void {
  replayer = play;
}

/** Replay what happened since the viewer's last turn on the map; false when there is no map or nothing to show. */
export const showRecentOnMap = (): boolean => replayer?.() ?? false;
