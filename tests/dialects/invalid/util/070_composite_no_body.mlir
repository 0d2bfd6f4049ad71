// #util.composite without a body.
// MLIR-ERROR: expected '<'
module attributes {util.r = #util.composite} {
}
