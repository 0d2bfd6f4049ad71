// #util.int.assumption with a field it does not have.
// MLIR-ERROR: duplicate or unknown struct parameter name: foo
module attributes {util.r = #util.int.assumption<umin = 1, foo = 2>} {
}
