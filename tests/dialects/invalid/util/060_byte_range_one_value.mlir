// #util.byte_range with a single value.
// MLIR-ERROR: expected ','
module attributes {util.r = #util.byte_range<10>} {
}
