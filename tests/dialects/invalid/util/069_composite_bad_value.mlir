// #util.composite with a value that is not an attribute.
// MLIR-ERROR: expected attribute value
module attributes {util.r = #util.composite<4xi8, [,]>} {
}
