// util.range.min without operands.
// MLIR-ERROR: 'util.range.min' op expected 1 or more operands, but found 0
util.func public @f() {
  %0 = util.range.min : index
  util.return
}
