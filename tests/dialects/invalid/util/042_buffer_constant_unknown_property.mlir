// util.buffer.constant with an unknown name in its property struct.
// MLIR-ERROR: custom op 'util.buffer.constant' duplicate or unknown property in properties dictionary: foo
util.func public @f() {
  %0 = util.buffer.constant <foo = 1> : !util.buffer = "x"
  util.return
}
