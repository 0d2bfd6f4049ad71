// #util.composite with two dimensions.
// MLIR-ERROR: invalid length specifier
module attributes {util.r = #util.composite<4x5xi8, []>} {
}
