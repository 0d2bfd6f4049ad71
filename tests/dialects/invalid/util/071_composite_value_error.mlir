// #util.composite with a dense value of the wrong kind for its type.
// MLIR-ERROR: unexpected decimal integer literal for a floating point value
module attributes {util.r = #util.composite<8xi8, [dense<[1,2]> : tensor<2xf32>]>} {
}
