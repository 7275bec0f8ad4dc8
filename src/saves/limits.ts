// The save file's size limit, apart from the save checks so the file picker can use it before the
// game (and saveFile.ts) is loaded.

/** Larger files are refused before parsing (a save of a long game is well under 1 MB). */
export const MAX_SAVE_CHARS = 5 * 1024 * 1024;
