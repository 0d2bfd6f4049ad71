// A negation of an empty parenthesis in an affine map: two errors.
// MLIR-ERROR: no expression inside parentheses
#m = affine_map<(i, j) -> (-(), j)>
