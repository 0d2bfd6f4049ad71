// util.string.itoa of an f32.
// MLIR-ERROR: 'util.string.itoa' op operand #0 must be index or signless integer, but got 'f32'
util.func public @f(%a: f32) {
  %0 = util.string.itoa %a : f32 -> !util.buffer
  util.return
}
