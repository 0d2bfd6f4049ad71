// #util.byte_range with two values and no comma: reported after the first.
// MLIR-ERROR: expected ','
module attributes {util.r = #util.byte_range<1 2>} {
}
