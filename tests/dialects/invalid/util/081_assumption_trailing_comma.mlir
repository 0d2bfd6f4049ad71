// #util.int.assumption with a comma and no field after it.
// MLIR-ERROR: expected valid keyword
module attributes {util.r = #util.int.assumption<umin = 1, >} {
}
