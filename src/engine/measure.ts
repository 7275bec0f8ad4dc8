// The measuring sub-entry (bench/ only): the search's parts that benchmarks time against a bare BFS
// — a map's board index and the move search of one ship without building result objects.
export { boardOf, boardOfState, type Board } from './geometry/board';
export { legalEnds, moveContext } from './rules/movement/movement';
