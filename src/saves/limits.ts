// The save file's size limit, apart from the save checks so the file picker can use it before the
// game (and saveFile.ts) is loaded.

/** Larger files are refused before parsing (a save of a long game is well under 1 MB). */
export const MAX_SAVE_CHARS = 5 * 1024 * 1024;

/** A player's name in a save (and so in a game): longer names are cut to this many characters. */
export const MAX_PLAYER_NAME = 40;

/**
 * A scenario file's size (as text, and as the save writes it inside a game): at most a fifth of a save,
 * so every game of an accepted scenario can be saved with thousands of actions to spare.
 */
export const MAX_SCENARIO_CHARS = MAX_SAVE_CHARS / 5;

/**
 * How deep a save or scenario may nest lists and objects: the deepest the schemas allow is about 10 (a
 * scenario's card effects inside a save); a file far deeper is refused before anything walks it, so no
 * input can overflow the stack of a recursive reader (JSON.stringify, the scenario fingerprint).
 */
export const MAX_NESTING = 32;
