// #util.int.assumption with a field given twice: reported at the second value.
// MLIR-ERROR: duplicate or unknown struct parameter name: umin
module attributes {util.r = #util.int.assumption<umin = 1, umin = 2>} {
}
