// util.assume.int with an assumption field without '=': a token error, not named after the op.
// MLIR-ERROR: expected '='
util.func public @f(%i: index) {
  %0 = util.assume.int %i<umin 1> : index
  util.return
}
