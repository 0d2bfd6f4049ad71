// util.switch over buffers (not primitive) in generic form.
// MLIR-ERROR: 'util.switch' op operand #1 must be index or integer or floating-point, but got '!util.buffer'
util.func public @f(%i: index, %b: !util.buffer) {
  %0 = "util.switch"(%i, %b) : (index, !util.buffer) -> !util.buffer
  util.return
}
