// util.buffer.constant with an alignment that is not a power of two.
// MLIR-ERROR: 'util.buffer.constant' op invalid alignment; must be a power of two
util.func public @f() {
  %0 = util.buffer.constant <alignment = 3> : !util.buffer = "x"
  util.return
}
