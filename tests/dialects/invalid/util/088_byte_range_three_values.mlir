// #util.byte_range with three values.
// MLIR-ERROR: expected '>'
module attributes {util.r = #util.byte_range<1, 2, 3>} {
}
