// #util.composite without the comma before its values.
// MLIR-ERROR: expected ','
module attributes {util.r = #util.composite<4xi8 []>} {
}
