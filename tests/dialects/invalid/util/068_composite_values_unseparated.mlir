// #util.composite whose values are not separated by a comma.
// MLIR-ERROR: expected ']'
module attributes {util.r = #util.composite<8xi8, [dense<1> : tensor<4xi8> dense<1> : tensor<4xi8>]>} {
}
