// #util.int.assumption whose value is no integer: the field is absent and '>' is expected after the '='.
// MLIR-ERROR: expected '>'
module attributes {util.r = #util.int.assumption<umin = x>} {
}
