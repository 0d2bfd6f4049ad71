// util.buffer.fill with a buffer as its pattern, in generic form.
// MLIR-ERROR: 'util.buffer.fill' op operand #0 must be integer or floating-point or index, but got '!util.buffer'
util.func public @f(%b: !util.buffer, %n: index) {
  "util.buffer.fill"(%b, %b, %n, %n, %n) : (!util.buffer, !util.buffer, index, index, index) -> ()
  util.return
}
