// #util.int.assumption with a minus sign and no integer after it.
// MLIR-ERROR: expected integer value
module attributes {util.r = #util.int.assumption<umin = - x>} {
}
