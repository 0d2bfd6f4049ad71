// util.assume.int with an assumption giving a field twice: the custom op names itself, at the second value.
// MLIR-ERROR: custom op 'util.assume.int' duplicate or unknown struct parameter name: umin
util.func public @f(%i: index) {
  %0 = util.assume.int %i<umin = 1, umin = 2> : index
  util.return
}
