// The save file's name and version, apart from the save checks so the library can write a save
// before the engine is loaded.
export const SAVE_FORMAT = 'enb-save';
export const SAVE_VERSION = 3;
