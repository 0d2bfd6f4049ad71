// #util.int.assumption with a field and no '=': reported after the field name.
// MLIR-ERROR: expected '='
module attributes {util.r = #util.int.assumption<umin 1>} {
}
