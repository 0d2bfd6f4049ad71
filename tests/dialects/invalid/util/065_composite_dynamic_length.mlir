// #util.composite with a dynamic length.
// MLIR-ERROR: expected static shape
module attributes {util.r = #util.composite<?xi8, []>} {
}
