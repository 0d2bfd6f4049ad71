// util.buffer.constant with alignment twice in its property struct.
// MLIR-ERROR: custom op 'util.buffer.constant' duplicate or unknown property in properties dictionary: alignment
util.func public @f() {
  %0 = util.buffer.constant <alignment = 16, alignment = 16> : !util.buffer = "x"
  util.return
}
