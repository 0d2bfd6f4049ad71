// #util.composite whose element type is not i8.
// MLIR-ERROR: invalid type specifier; expected i8
module attributes {util.r = #util.composite<4xi16, []>} {
}
