// The geometry sub-entry: what the store, the UI and the scenario checks need of a map's shape
// (the lattice, node names, terrain) before — or without — the rules engine (src/engine/index.ts).
export * from './grid';
export * from './terrain';
export * from './topology';
export { boardOf, type Board } from './board';
