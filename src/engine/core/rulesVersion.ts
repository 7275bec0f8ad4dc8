// The version of the rules the engine plays, recorded in every save file: a save from older rules
// replays under these, and where it can no longer (an action the new rules refuse) the loader says
// so (src/saves/saveFile.ts). 1: the first rules of record. 2: the play-test rulings of ENB-RULES §16
// (R-TF-6, R-MOVE-7, R-MOVE-8, R-WIN-2, R-SETUP-1, R-CARD-1, R-LAND-2) and one hand-limit rule for
// cards from the round track. 3: a card that only changes movement is played on ships only.
// 4: Naval Battle's secret arrangement (N-SETUP-2), mines set up in port as hidden tokens (N-MINE-2,
// -5, -6) and ids drawn over ships and mines (N-HIDDEN-3; older saves keep theirs: `savedUnder`).
export const RULES_VERSION = 4;
