// util.buffer.copy in generic form with six operands instead of seven.
// MLIR-ERROR: 'util.buffer.copy' op expected 7 operands, but found 6
util.func public @f(%b: !util.buffer, %n: index) {
  "util.buffer.copy"(%b, %n, %n, %b, %n, %n) : (!util.buffer, index, index, !util.buffer, index, index) -> ()
  util.return
}
