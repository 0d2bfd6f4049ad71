// util.assume.int with an assumption ending in a comma: the custom op's 'expected valid keyword' at the '>'.
// MLIR-ERROR: custom op 'util.assume.int' expected valid keyword
util.func public @f(%i: index) {
  %0 = util.assume.int %i<umin = 1, > : index
  util.return
}
